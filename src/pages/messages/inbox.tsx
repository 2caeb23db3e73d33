// Inbox (/m/webEmail, SPEC §2.10): every message, page by page ('More' under the list), with
// read state. Opening one marks it read through the throttled stream; the unread counts then
// refresh everywhere at once (SPEC §4).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { InboxMessage } from '../../api/types';
import { formatDateTime } from '../../lib/dates';
import { language, t, tn } from '../../state/i18n';
import { inboxPages, inboxUnread, inboxVersion, isRead, markInboxRead, startInboxMarking } from '../../state/inbox';
import { usePagedList } from '../../state/paged';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { MessageItem } from './message-item';
import { MoreOrError } from '../../ui/MoreButton';

function Message({ m, open, onToggle }: { m: InboxMessage; open: boolean; onToggle: () => void }) {
  useSignals();
  return (
    <MessageItem
      bodyId={`mail-${m.id}`}
      title={m.title}
      html={m.content}
      date={{ iso: m.createdAt, text: formatDateTime(m.createdAt, language.value) }}
      unread={!isRead(m)}
      open={open}
      onToggle={onToggle}
    />
  );
}

export default function InboxPage() {
  useSignals();
  // Visitors and free accounts never get here: routes.ts guards /m/webEmail ('real', free_reject).
  const list = usePagedList((m) => String(m.id), inboxPages, [inboxVersion.value]);
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(startInboxMarking, []);
  const page = list.page.value;
  const error = list.error.value;
  if (error && page.pageNo === 0) return <ErrorState messageKey={error} onRetry={() => void list.retry()} />;
  if (page.pageNo === 0) return <Loading />;
  if (page.items.length === 0) return <Empty text={t('inbox.none')} />;
  const toggle = (m: InboxMessage) => {
    const opening = openId !== m.id;
    setOpenId(opening ? m.id : null);
    if (opening && !isRead(m)) markInboxRead(m.id);
  };
  return (
    <>
      <p className="list-note" aria-live="polite">
        {tn('inbox.unreadCount', inboxUnread.value)}
      </p>
      <ul className="acc" aria-label={t('title.inbox')}>
        {page.items.map((m) => (
          <Message key={m.id} m={m} open={openId === m.id} onToggle={() => toggle(m)} />
        ))}
      </ul>
      <MoreOrError list={list} />
    </>
  );
}
