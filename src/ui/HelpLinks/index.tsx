// The footer's help titles (SPEC §2.11): each opens /m/help?i={index}; the list reloads when
// the language changes. Titles only: no server HTML here, so no sanitizer in this chunk. When
// the titles cannot be had, one link to the help centre stands in for them: help stays a tap
// away, and that page shows the failure with its own retry.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { helpTopics } from '../../state/help';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { onLanguageChange } from '../../state/language';
import { PATHS } from '../../routes';

export function HelpLinks() {
  useSignals();
  useEffect(() => {
    if (!helpTopics.data.value) void helpTopics.load(language.value);
    return onLanguageChange((lang) => void helpTopics.load(lang));
  }, []);
  const topics = helpTopics.data.value ?? [];
  if (topics.length === 0) {
    if (!helpTopics.error.value) return null;
    return (
      <nav className="help-links" aria-label={t('help.topics')}>
        <ul>
          <li>
            <Link href={PATHS.help}>{t('title.help')}</Link>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav className="help-links" aria-label={t('help.topics')}>
      <ul>
        {topics.map((x, i) => (
          <li key={x.anchor ?? i}>
            <Link href={`${PATHS.help}?i=${i}`} {...textLang(x.lang, language.value)}>
              {x.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
