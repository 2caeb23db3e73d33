// Start-up path: home's shortcuts are on its first screen.
// Home shortcuts (SPEC §2.3, §4): refer and win (by the referral rule), bonus bets, and
// the VIP bonus only when VIP is on. A profile without advance bonuses (Brazil) shows neither
// refer and win nor bonus bets: both advertise money given before a bet.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { t } from '../../state/i18n';
import { referralTarget } from '../../rules/roles';
import { toggleChat } from '../../state/menus';
import { sendToLogin } from '../../state/login-redirect';
import { session } from '../../state/session';
import { flag, site } from '../../state/site';
import { CatIcon } from '../../ui/CatIcon';
import { Icon } from '../../ui/Icon';
import { PATHS } from '../../routes';

export function Shortcuts() {
  useSignals();
  const [, navigate] = useLocation();
  // Written out rather than state/shortcuts.ts's followReferral: that module stays off the first
  // view. A visitor goes to invite friends, which sends them to log in and back (SPEC §4, §6).
  const refer = () => {
    const target = referralTarget(session.value, flag('REFERRAL'));
    if (target === 'agentRegister') navigate(PATHS.agent);
    else if (target === 'customerService') toggleChat();
    else navigate(PATHS.inviteFriends);
  };
  // The status's switch, not rules/jurisdiction's profileOf: the profile table stays off the first view.
  const advance = site.value?.advanceBonuses !== false;
  if (!advance && !flag('VIP')) return null;
  return (
    <nav className="shortcuts" aria-label={t('shortcut.label')}>
      {advance && (
        <button type="button" className="shortcut" onClick={refer}>
          <Icon name="users" />
          <span>{t('shortcut.refer')}</span>
        </button>
      )}
      {advance && (
        <button type="button" className="shortcut" onClick={() => navigate(PATHS.promotions)}>
          <Icon name="gift" />
          <span>{t('shortcut.bonus')}</span>
        </button>
      )}
      {flag('VIP') && (
        <button
          type="button"
          className="shortcut"
          onClick={() => (session.value ? navigate(PATHS.benefits) : sendToLogin(navigate, PATHS.benefits))}
        >
          <CatIcon name="crown" size={22} />
          <span>{t('shortcut.vip')}</span>
        </button>
      )}
    </nav>
  );
}
