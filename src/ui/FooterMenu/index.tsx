// Start-up path: the bottom menu of the first render.
// Bottom footer menu (SPEC §2.12).
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { memberCentreTarget, showInviteFriends } from '../../rules/roles';
import { footerMenuEntries, type FooterMenuId } from '../../rules/footer-menu';
import { confirm } from '../../state/dialogs';
import { t } from '../../state/i18n';
import { toggleChat } from '../../state/menus';
import { session } from '../../state/session';
import { flag } from '../../state/site';
import { toast } from '../../state/toasts';
import { unreadTotal } from '../../state/unread';
import { Badge } from '../Badge';
import { Icon, type IconName } from '../Icon';
import { usePress } from '../usePress';
import type { ReactNode } from 'react';
import { MEMBER_AREA, PATHS } from '../../routes';

const ICONS: Record<FooterMenuId, IconName> = {
  home: 'home',
  rewardCenter: 'gift',
  inviteFriends: 'users',
  deposit: 'wallet',
  chat: 'chat',
  member: 'user',
};

export default function FooterMenu() {
  useSignals();
  const [location, navigate] = useLocation();
  const s = session.value;
  const ids = footerMenuEntries({ showInviteFriends: showInviteFriends(flag('REFERRAL'), s) });
  const go: Record<FooterMenuId, () => void> = {
    home: () => navigate(PATHS.home),
    // SPEC §4: the reward centre needs REWCEN3, otherwise 'contact service' (2 s).
    rewardCenter: () => (flag('REWCEN3') ? navigate(PATHS.rewardCenter) : toast.info(t('toast.contactService'), 2000)),
    // A visitor there is sent to log in and back (SPEC §2.12, §6): by the page, as by the guard below.
    inviteFriends: () => navigate(PATHS.inviteFriends),
    deposit: () => navigate(PATHS.deposit),
    chat: toggleChat,
    member: () => {
      // SPEC §4 member centre: a visitor meets the route's session guard (login, then back here).
      if (memberCentreTarget(s) !== 'register-prompt') navigate(PATHS.member);
      else
        void confirm({
          title: t('trial.title'),
          body: t('trial.registerPrompt'),
          ok: t('trial.registerNow'),
          cancel: t('common.cancel'),
        }).then((ok) => ok && navigate(PATHS.register));
    },
  };
  const current: Partial<Record<FooterMenuId, boolean>> = {
    home: location === PATHS.home,
    rewardCenter: location === PATHS.rewardCenter,
    member: location.startsWith(MEMBER_AREA),
    deposit: location === PATHS.deposit,
    inviteFriends: location === PATHS.inviteFriends,
  };
  return (
    <nav className="footer-menu" aria-label={t('footer.menu')}>
      {ids.map((id) => (
        <FooterItem key={id} onClick={go[id]} current={current[id] === true}>
          <Icon name={ICONS[id]} />
          <span>{t(`footer.${id}`)}</span>
          {id === 'chat' && <Badge count={unreadTotal.value} />}
        </FooterItem>
      ))}
    </nav>
  );
}

function FooterItem({ onClick, current, children }: { onClick: () => void; current: boolean; children: ReactNode }) {
  const { className, props } = usePress();
  return (
    <button
      type="button"
      className={className('footer-item')}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      {...props}
    >
      {children}
    </button>
  );
}
