// The button of one promotion: its label and action from the promotion state (SPEC §3).
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { sendToLogin } from '../../state/login-redirect';
import type { Promotion } from '../../api/types';
import { promotionStatus } from '../../rules/promotion-state';
import { t } from '../../state/i18n';
import { promotionAction } from '../../state/promotions';
import { loggedIn } from '../../state/session';
import { followReferral } from '../../state/shortcuts';
import { PATHS } from '../../routes';

export function PromotionButton({ p, reload }: { p: Promotion; reload: () => void }) {
  useSignals();
  const [, navigate] = useLocation();
  const status = promotionStatus(p, Date.now(), loggedIn.value);
  const act = () => {
    switch (status.action) {
      case 'join':
      case 'claim':
        return void promotionAction(status.action, p.id, reload);
      case 'login':
        return sendToLogin(navigate);
      case 'signIn':
        return navigate(PATHS.signIn);
      case 'invite':
        return followReferral(navigate);
      case 'deposit':
        return navigate(`${PATHS.deposit}?promo=${p.id}`);
    }
  };
  return (
    <button
      type="button"
      className={`btn btn-sm ${status.action ? 'btn-primary' : 'btn-ghost'} promo-btn`}
      disabled={!status.action}
      aria-label={`${t(`promo.state.${status.label}`)}: ${p.title}`}
      onClick={act}
    >
      {t(`promo.state.${status.label}`)}
    </button>
  );
}
