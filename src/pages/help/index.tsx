// Help centre (/m/help?i=, /m/helpDetail?i=, SPEC §2.11): topic menu and the selected
// topic's HTML; initial topic from ?i= (default 0) or the #anchor (#terms); reloads on
// language change; an empty list shows the no-data placeholder.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { helpTopicIndex } from '../../rules/message-centre';
import { helpTopics } from '../../state/help';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { useResource } from '../../state/use-resource';
import { Empty } from '../../ui/PageState';
import { SafeHtml } from '../../ui/SafeHtml';
import { PATHS } from '../../routes';
import { NotLoaded } from '../../ui/Loaded';
import { LivePromotionTerms } from '../../ui/Bonus/LivePromotionTerms';

/** The topic that explains bonus rules also lists the running promotions' terms, from their data. */
const BONUS_TOPIC = 'bonus';

/** /m/help: the topic menu beside the chosen topic. */
export const Help = () => <HelpPage detail={false} />;
/** /m/helpDetail: the chosen topic alone. */
export const HelpDetail = () => <HelpPage detail />;

function HelpPage({ detail }: { detail: boolean }) {
  useSignals();
  const [, navigate] = useLocation();
  const search = useSearch();
  const hash = useRef(typeof location === 'undefined' ? '' : location.hash);
  const panel = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  // SPEC §2.11: the help navigation reloads when the language changes.
  const loaded = useResource(helpTopics, [language.value]);
  const topics = loaded.data.value;
  if (!topics) return <NotLoaded of={loaded} />;
  if (topics.length === 0) return <Empty />;
  const index =
    picked ??
    helpTopicIndex(
      search,
      hash.current,
      topics.map((x) => x.anchor),
    );
  const topic = topics[index] ?? topics[0]!;
  if (detail) {
    return (
      <article className="help-detail" id={topic.anchor} {...textLang(topic.lang, language.value)}>
        <h2>{topic.title}</h2>
        <SafeHtml html={topic.content} />
        {topic.anchor === BONUS_TOPIC && <LivePromotionTerms />}
      </article>
    );
  }
  const choose = (i: number) => {
    setPicked(i);
    hash.current = '';
    navigate(`${PATHS.help}?i=${i}`, { replace: true });
    panel.current?.focus();
  };
  return (
    <div className="help">
      <nav className="help-menu" aria-label={t('help.topics')}>
        {topics.map((x, i) => (
          <button
            key={x.anchor ?? i}
            type="button"
            className="help-topic"
            aria-current={i === index ? 'true' : undefined}
            onClick={() => choose(i)}
            {...textLang(x.lang, language.value)}
          >
            {x.title}
          </button>
        ))}
      </nav>
      <section
        ref={panel}
        className="help-panel"
        id={topic.anchor}
        tabIndex={-1}
        aria-labelledby="help-title"
        {...textLang(topic.lang, language.value)}
      >
        <h2 id="help-title">{topic.title}</h2>
        <SafeHtml html={topic.content} />
        {topic.anchor === BONUS_TOPIC && <LivePromotionTerms />}
      </section>
    </div>
  );
}
