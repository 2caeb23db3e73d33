// Inbox (/m/webEmail, SPEC §2.10): messages with read state. Opening one marks it read
// through the throttled stream; the unread counts then refresh everywhere at once (SPEC §4).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { InboxMessage } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { language, t, tn } from '../../state/i18n';
import { inbox, markInboxRead, startInboxMarking } from '../../state/inbox';
import { useResource } from '../../state/use-resource';
import { Empty } from '../../ui/PageState';
import { SafeHtml } from '../../ui/SafeHtml';
import { NotLoaded } from '../../ui/Loaded';

function Message({ m, open, onToggle }: { m: InboxMessage; open: boolean; onToggle: () => void }) {
  useSignals();
  return (
    <li className={`acc-item${m.read ? '' : ' unread'}`}>
      <h2 className="acc-h">
        <button
          type="button"
          className="acc-head"
          aria-expanded={open}
          aria-controls={`mail-${m.id}`}
          onClick={onToggle}
        >
          {!m.read && <span className="dot" role="img" aria-label={t('message.unread')} />}
          <span className="acc-title">{m.title}</span>
          <time className="acc-date" dateTime={m.createdAt}>
            {formatDate(m.createdAt, language.value, true)}
          </time>
        </button>
      </h2>
      {open && (
        <div id={`mail-${m.id}`} className="acc-body">
          <SafeHtml html={m.content} />
        </div>
      )}
    </li>
  );
}

export default function InboxPage() {
  useSignals();
  // Visitors and free accounts never get here: routes.ts guards /m/webEmail ('real', free_reject).
  const loaded = useResource(inbox, []);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(startInboxMarking, []);
  const page = loaded.data.value;
  if (!page) return <NotLoaded of={loaded} />;
  if (page.list.length === 0) return <Empty text={t('inbox.none')} />;
  const toggle = (m: InboxMessage) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (opening && !m.read) markInboxRead(m.id);
  };
  return (
    <>
      <p className="list-note" aria-live="polite">
        {tn('inbox.unreadCount', page.unread)}
      </p>
      <ul className="acc" aria-label={t('title.inbox')}>
        {page.list.map((m) => (
          <Message key={m.id} m={m} open={openId === m.id} onToggle={() => toggle(m)} />
        ))}
      </ul>
    </>
  );
}
