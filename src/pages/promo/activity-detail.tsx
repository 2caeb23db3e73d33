// One promotion (/m/activityDetail?id=, SPEC §3 states): its wagering terms (rules/wagering.ts),
// the member's progress on the requirement it granted them while open, its rules as sanitized
// HTML and its action.
import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import { formatDate } from '../../lib/dates';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { promotionDetail } from '../../state/promotions';
import { Empty } from '../../ui/PageState';
import { SafeHtml } from '../../ui/SafeHtml';
import { bonusTerms, reward } from './activity';
import { PromotionButton } from './promotion-button';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';
import { isRealMember } from '../../rules/roles';
import { openRequirementOf } from '../../rules/wagering';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { memberType, session } from '../../state/session';
import { WageringProgress } from '../../ui/Bonus/WageringProgress';
import { WageringTerms } from '../../ui/Bonus/WageringTerms';
import { PromotionComments } from './promotion-comments';

export default function ActivityDetailPage() {
  useSignals();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const loaded = useResource(promotionDetail, [id, language.value], { when: valid });
  const { reload } = loaded;
  // Another promotion's answer (the one opened before) is never shown as this one.
  const p = loaded.data.value?.id === id ? loaded.data.value : null;
  if (!valid) return <Empty />;
  if (!p) return <NotLoaded of={loaded} />;
  return (
    <article className="promo-detail">
      <h2 {...textLang(p.lang, language.value)}>{p.title}</h2>
      <p className="muted">
        {t('promo.period', {
          from: formatDate(p.startsAt, language.value),
          to: p.endsAt ? formatDate(p.endsAt, language.value) : t('promo.noEnd'),
        })}
      </p>
      {reward(p) && <p className="promo-reward">{t('promo.reward', { amount: reward(p)! })}</p>}
      {p.bonus && (
        <p className="promo-reward" data-testid="bonus-terms">
          {bonusTerms(p)}
        </p>
      )}
      {p.wagering && <WageringTerms terms={p.wagering} headingId="promo-wagering-h" />}
      {p.wagering && isRealMember(session.value?.type ?? -1) && <PromotionProgress promoId={p.id} />}
      <SafeHtml html={p.content} lang={textLang(p.lang, language.value)} />
      <div className="promo-detail-action">
        <PromotionButton p={p} reload={reload} />
      </div>
      {p.acceptsComments && memberType.value !== null && isRealMember(memberType.value) && (
        <PromotionComments id={p.id} />
      )}
    </article>
  );
}

/** The member's open requirement from this promotion, with its progress; nothing when none is open. */
function PromotionProgress({ promoId }: { promoId: number }) {
  useSignals();
  const w = useBonusWallet().data.value;
  const r = w ? openRequirementOf(w, promoId) : null;
  return r ? (
    <section className="wallet-box" aria-labelledby="promo-progress-h" data-testid="promo-progress">
      <h3 id="promo-progress-h" className="wallet-h">
        {t('wagering.title')}
      </h3>
      <WageringProgress r={r} />
    </section>
  ) : null;
}
