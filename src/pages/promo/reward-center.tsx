// Reward centre (/m/rewardCenter, SPEC §2.12, §4): gated by REWCEN3 (else 'contact service',
// 2 s); visitors log in first (SPEC §6). Lists the promotions with something to collect or follow.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { profileOf } from '../../rules/jurisdiction';
import { REWARD_STATES } from '../../rules/promotion-state';
import { language, t } from '../../state/i18n';
import { promotions } from '../../state/promotions';
import { loggedIn } from '../../state/session';
import { flag, site } from '../../state/site';
import { toast } from '../../state/toasts';
import { Empty } from '../../ui/PageState';
import { PromotionButton } from './promotion-button';
import { PATHS } from '../../routes';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';

export default function RewardCenterPage() {
  useSignals();
  const on = flag('REWCEN3');
  const loaded = useResource(promotions, [language.value], { when: on && loggedIn.value });
  const { reload } = loaded;
  useEffect(() => {
    // SPEC §4: the reward centre needs REWCEN3; otherwise 'contact service' (2 s).
    if (!on) toast.info(t('toast.contactService'), 2000);
  }, [on]);
  if (!on) return <Empty text={t('toast.contactService')} />;
  // The route's guard sends a visitor to log in (SPEC §6); nothing to draw meanwhile.
  if (!loggedIn.value) return null;
  const list = loaded.data.value;
  if (!list) return <NotLoaded of={loaded} />;
  const rewards = list.filter((p) => p.state !== null && REWARD_STATES.has(p.state));
  return (
    <div className="promo">
      <nav className="promo-links" aria-label={t('promo.shortcuts')}>
        {/* The daily check-in pays with nothing staked: an advance bonus some profiles forbid. */}
        {profileOf(site.value).advanceBonuses && (
          <Link className="chip" href={PATHS.signIn}>
            {t('title.signIn')}
          </Link>
        )}
        <Link className="chip" href={PATHS.promotions}>
          {t('title.promotion')}
        </Link>
      </nav>
      {rewards.length === 0 ? (
        <Empty text={t('reward.none')} />
      ) : (
        <ul className="promo-list">
          {rewards.map((p) => (
            <li key={p.id} className="promo-card">
              <div className="promo-text">
                <h2>
                  <Link href={`${PATHS.promotionDetail}?id=${p.id}`}>{p.title}</Link>
                </h2>
                <p>{p.summary}</p>
              </div>
              <PromotionButton p={p} reload={reload} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
