// The referral shortcut (SPEC §4) as an action, shared by the promotions and invite friends,
// and the reward-centre entry (REWCEN3 gate).
import { referralTarget } from '../rules/roles';
import { t } from './i18n';
import { toggleChat } from './menus';
import { session } from './session';
import { flag } from './site';
import { toast } from './toasts';
import { sendToLogin } from './login-redirect';
import { PATHS } from '../routes';

/** Visitor → login; agent → /m/agentRegister; else /m/inviteFriends with REFERRAL, or customer service. */
export function followReferral(navigate: (path: string, o?: { replace?: boolean }) => void, replace = false): void {
  switch (referralTarget(session.value, flag('REFERRAL'))) {
    case 'login':
      // Back to invite friends after the login: it sends each member where the shortcut would.
      return sendToLogin(navigate, PATHS.inviteFriends, { replace });
    case 'agentRegister':
      return navigate(PATHS.agent, { replace });
    case 'inviteFriends':
      return navigate(PATHS.inviteFriends, { replace });
    case 'customerService':
      return toggleChat();
  }
}

/** SPEC §4 reward centre: needs REWCEN3, otherwise 'contact service' (info, 2 s). */
export function openRewardCentre(navigate: (path: string) => void): void {
  if (flag('REWCEN3')) navigate(PATHS.rewardCenter);
  else toast.info(t('toast.contactService'), 2000);
}
