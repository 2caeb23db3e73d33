// Member centre (/m/member/home, SPEC §2.1, §3 member info, §4 templates): profile
// (nickname, account, VIP label), the balance (the shared BalanceWidget), shortcuts to
// deposit, withdraw, the wallet, records, rewards, messages and settings, then responsible gaming, help and
// feedback; a real-money member's open bonus wagering under the balance. Base or new layout by mem_cen:
// the same content, the new one as a hero card with a shortcut grid. ?view=settings shows
// the settings (settings.tsx), ?view=wallet the wallet with the bonus (money/wallet.tsx). The head icon chosen there shows beside the name.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useSearch } from 'wouter';
import type { MemberProfile } from '../../api/types';
import { memberCentreTemplate } from '../../rules/wallet';
import { profile } from '../../state/member/profile';
import { t } from '../../state/i18n';
import { flag, site } from '../../state/site';
import { useResource } from '../../state/use-resource';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { OpenWagering } from '../../ui/Bonus/OpenWagering';
import { Avatar } from '../../ui/Avatar';
import '../../ui/CatIcon/more';
import { CatIcon } from '../../ui/CatIcon';
import { Icon, type IconName } from '../../ui/Icon';
import { Loaded } from '../../ui/Loaded';
import SettingsView from './settings';
import WalletView from '../money/wallet';
import { PATHS } from '../../routes';
import { isRealMember } from '../../rules/roles';
import { session } from '../../state/session';

interface Shortcut {
  href: string;
  key: string;
  icon: IconName;
  /** A lazy screen's icon (ui/CatIcon/more.ts) instead of `icon`, which are the first view's. */
  cat?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { href: PATHS.deposit, key: 'member.shortcut.deposit', icon: 'wallet' },
  { href: PATHS.withdraw, key: 'member.shortcut.withdraw', icon: 'download' },
  { href: `${PATHS.member}?view=wallet`, key: 'member.shortcut.wallet', icon: 'gift' },
  { href: `${PATHS.withdraw}?tab=records`, key: 'member.shortcut.records', icon: 'check' },
  { href: PATHS.transactions, key: 'member.shortcut.transactions', icon: 'search' },
  { href: PATHS.gameRecord, key: 'member.shortcut.gameRecords', icon: 'slots' },
  { href: PATHS.rewardCenter, key: 'member.shortcut.rewards', icon: 'gift' },
  { href: PATHS.messages, key: 'member.shortcut.messages', icon: 'chat' },
  { href: `${PATHS.member}?view=settings`, key: 'member.shortcut.settings', icon: 'user' },
];
/** Help and support, last: always there, whatever the site switches on. */
export const SUPPORT: readonly Shortcut[] = [
  { href: PATHS.help, key: 'member.shortcut.help', icon: 'chat', cat: 'help' },
  { href: PATHS.feedback, key: 'member.shortcut.feedback', icon: 'chat' },
];
/** Limits, reminders and pauses: real-money accounts (a trial has no money to limit). */
const RESPONSIBLE: Shortcut = {
  href: PATHS.responsible,
  key: 'member.shortcut.responsible',
  icon: 'check',
  cat: 'shield',
};

export default function MemberHomePage() {
  useSignals();
  const view = new URLSearchParams(useSearch()).get('view');
  // The settings view loads (or reuses) the profile itself and aborts it when it closes.
  const p = useResource(profile, [], { when: view !== 'settings' && view !== 'wallet' });
  if (view === 'settings') return <SettingsView />;
  if (view === 'wallet') return <WalletView />;
  return <Loaded of={p}>{(x) => <MemberCentre p={x} />}</Loaded>;
}

function MemberCentre({ p }: { p: MemberProfile }) {
  useSignals();
  const template = memberCentreTemplate(site.value?.templates);
  const shortcuts = [
    ...SHORTCUTS,
    ...(flag('VIP') ? [{ href: PATHS.benefits, key: 'member.shortcut.vip', icon: 'star' as const }] : []),
    ...(isRealMember(session.value?.type ?? -1) ? [RESPONSIBLE] : []),
    ...SUPPORT,
  ];
  return (
    <section className={`member member-${template}`} data-template={template} aria-labelledby="member-name">
      <div className="member-profile">
        <span className="member-avatar" data-testid="member-avatar">
          <Avatar icon={p.headIcon} />
        </span>
        <div className="member-who">
          <h2 id="member-name" className="member-name">
            {p.nickname || p.account}
          </h2>
          <p className="member-account">
            {t('member.account')}: <span dir="ltr">{p.account}</span>
          </p>
          {p.vipLabel && (
            <p className="member-vip" data-testid="vip-label">
              {t('member.vip')}: {p.vipLabel}
            </p>
          )}
        </div>
      </div>
      <div className="member-balance">
        <BalanceWidget />
      </div>
      {isRealMember(session.value?.type ?? -1) && <OpenWagering />}
      <nav aria-label={t('member.shortcuts')}>
        <ul className={template === 'new' ? 'member-grid' : 'member-list'}>
          {shortcuts.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="member-link">
                {s.cat ? <CatIcon name={s.cat} size={22} /> : <Icon name={s.icon} size={22} />}
                <span>{t(s.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
