// Message centre (/m/message, SPEC §2.10): Telegram, announcements, inbox, live chat (CBS3),
// customer service. Inbox and chat follow the access rule (SPEC §6, §8).
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import { messageRows, type MessageRow } from '../../rules/message-centre';
import { checkFeature } from '../../state/auth-guard';
import { openChat, primaryService, serviceLinks } from '../../state/chat';
import { t } from '../../state/i18n';
import { flag, linkOf, site } from '../../state/site';
import { toast } from '../../state/toasts';
import { sendToLogin } from '../../state/login-redirect';
import { unread } from '../../state/unread';
import { useResource } from '../../state/use-resource';
import { Badge } from '../../ui/Badge';
import '../../ui/CatIcon/more';
import { CatIcon } from '../../ui/CatIcon';
import { Icon, type IconName } from '../../ui/Icon';
import { PATHS } from '../../routes';

const ICONS: Record<MessageRow['id'], IconName> = {
  telegram: 'globe',
  announcements: 'star',
  inbox: 'chat',
  liveChat: 'users',
  customerService: 'user',
  feedback: 'chat',
  help: 'star',
};

const LINKS = { announcements: PATHS.notice, feedback: PATHS.feedback, help: PATHS.help } as const;

function Row({ row, onOpen, count }: { row: MessageRow; onOpen?: () => void; count?: number }) {
  useSignals();
  const body = (
    <>
      {row.id === 'help' ? <CatIcon name="help" size={22} /> : <Icon name={ICONS[row.id]} />}
      <span className="msg-row-label">{t(`message.${row.id}`)}</span>
      {count !== undefined && <Badge count={count} />}
      <Icon name="chevronRight" size={18} />
    </>
  );
  if (row.id === 'telegram')
    return (
      <a className="msg-row" href={row.url} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  if (row.id === 'announcements' || row.id === 'feedback' || row.id === 'help')
    return (
      <Link className="msg-row" href={LINKS[row.id]}>
        {body}
      </Link>
    );
  return (
    <button type="button" className="msg-row" onClick={onOpen}>
      {body}
    </button>
  );
}

export default function MessageCentre() {
  useSignals();
  const [, navigate] = useLocation();
  useResource(serviceLinks, [], { reuse: true });
  const rows = messageRows({
    telegramLink: linkOf('TELEGRAM'),
    cbs3: flag('CBS3'),
    customerService: site.value?.customerService ?? [],
  });
  const openInbox = () => {
    const access = checkFeature('inbox');
    if (access === 'allow') navigate(PATHS.inbox);
    else if (access === 'login') sendToLogin(navigate, PATHS.inbox);
  };
  const openService = () => {
    const link = primaryService(serviceLinks.data.value ?? []);
    if (link) window.open(link.url, '_blank', 'noopener,noreferrer');
    else toast.info(t('toast.contactService'), 2000);
  };
  const actions: Partial<Record<MessageRow['id'], () => void>> = {
    inbox: openInbox,
    liveChat: () => void openChat({ navigate }),
    customerService: openService,
  };
  // No badge on announcements: the server's announcementUnreadCount also counts agent notices
  // a player never sees, so it would never reach 0 for them.
  const counts: Partial<Record<MessageRow['id'], number>> = {
    inbox: unread.value.inboxUnreadCount,
    liveChat: unread.value.chatUnreadCount,
  };
  return (
    <nav className="msg-centre" aria-label={t('title.messages')}>
      {rows.map((row) => (
        <Row key={row.id} row={row} onOpen={actions[row.id]} count={counts[row.id]} />
      ))}
    </nav>
  );
}
