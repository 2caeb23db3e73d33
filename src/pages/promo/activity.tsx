// Promotions (/m/activity, SPEC §2.1, §3 states) and their entry points: daily check-in,
// reward centre, leaderboard. A card with a bonus says the wagering it asks in one line.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import type { Promotion } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { bonusFigures } from '../../rules/bonus';
import { profileOf } from '../../rules/jurisdiction';
import { termsSummary } from '../../rules/wagering';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { promotions } from '../../state/promotions';
import { openRewardCentre } from '../../state/shortcuts';
import { site } from '../../state/site';
import { Icon, type IconName } from '../../ui/Icon';
import { Empty } from '../../ui/PageState';
import { PromotionButton } from './promotion-button';
import { PATHS } from '../../routes';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';

const ICONS: Record<string, IconName> = {
  gift: 'gift',
  calendar: 'check',
  wallet: 'wallet',
  refresh: 'refresh',
  users: 'users',
  star: 'star',
  fire: 'fire',
};

export const reward = (p: Promotion) =>
  p.rewardAmount > 0 ? formatMoney(p.rewardAmount, language.value, site.value?.currencySymbol ?? '') : null;

/** A deposit bonus's terms, from its definition (the figures the deposit form and the banner state). */
export const bonusTerms = (p: Promotion): string | null =>
  p.bonus
    ? t(
        p.bonus.firstDepositOnly ? 'bonus.termsFirst' : 'bonus.terms',
        bonusFigures(p.bonus, language.value, site.value?.currencySymbol ?? ''),
      )
    : null;

function Card({ p, reload }: { p: Promotion; reload: () => void }) {
  useSignals();
  return (
    <li className="promo-card">
      <span className="promo-icon" aria-hidden="true">
        <Icon name={ICONS[p.image] ?? 'gift'} size={28} />
      </span>
      <div className="promo-text">
        <h2 {...textLang(p.lang, language.value)}>
          <Link href={`${PATHS.promotionDetail}?id=${p.id}`}>{p.title}</Link>
        </h2>
        <p {...textLang(p.lang, language.value)}>{p.summary}</p>
        {reward(p) && <p className="promo-reward">{t('promo.reward', { amount: reward(p)! })}</p>}
        {p.bonus && <p className="promo-reward">{bonusTerms(p)}</p>}
        {p.wagering && (
          <p className="muted" data-testid="wagering-summary">
            {termsSummary(p.wagering, language.value, t)}
          </p>
        )}
      </div>
      <PromotionButton p={p} reload={reload} />
    </li>
  );
}

export default function ActivityPage() {
  useSignals();
  const [, navigate] = useLocation();
  const loaded = useResource(promotions, [language.value]);
  const { reload } = loaded;
  const list = loaded.data.value;
  return (
    <div className="promo">
      <nav className="promo-links" aria-label={t('promo.shortcuts')}>
        {/* The daily check-in pays with nothing staked: an advance bonus some profiles forbid. */}
        {profileOf(site.value).advanceBonuses && (
          <Link className="chip" href={PATHS.signIn}>
            <Icon name="check" size={18} /> {t('title.signIn')}
          </Link>
        )}
        <button type="button" className="chip" onClick={() => openRewardCentre(navigate)}>
          <Icon name="gift" size={18} /> {t('title.rewardCenter')}
        </button>
        <Link className="chip" href={PATHS.leaderBoard}>
          <Icon name="star" size={18} /> {t('title.leaderBoard')}
        </Link>
      </nav>
      {!list && <NotLoaded of={loaded} />}
      {list && list.length === 0 && <Empty />}
      {list && list.length > 0 && (
        <ul className="promo-list">
          {list.map((p) => (
            <Card key={p.id} p={p} reload={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
