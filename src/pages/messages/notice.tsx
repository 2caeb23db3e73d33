// Announcements (/m/notice?<index>, SPEC §2.1, §2.3): the list with the selected item open.
// Opening an item marks it read for a member (throttled stream, SPEC §4).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { AnnouncementItem } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { noticeIndex } from '../../rules/message-centre';
import { markNoticeRead, notices, startNoticeMarking } from '../../state/announcements';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { useResource } from '../../state/use-resource';
import { Empty } from '../../ui/PageState';
import { MessageItem } from './message-item';
import { NotLoaded } from '../../ui/Loaded';

function Item({ item, open, onToggle }: { item: AnnouncementItem; open: boolean; onToggle: () => void }) {
  useSignals();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <MessageItem
      itemRef={ref}
      bodyId={`notice-${item.id}`}
      title={item.title}
      html={item.content}
      date={{ iso: item.startDate, text: formatDate(item.startDate, language.value) }}
      unread={loggedIn.value && !item.read}
      open={open}
      onToggle={onToggle}
      lang={textLang(item.lang, language.value)}
    />
  );
}

export default function NoticePage() {
  useSignals();
  const search = useSearch();
  const [openId, setOpenId] = useState<number | null>(null);
  const loaded = useResource(notices, [language.value]);
  useEffect(startNoticeMarking, []);
  const list = loaded.data.value;
  // The query's index opens that item once the list is here (SPEC §2.3 ticker).
  useEffect(() => {
    const item = list?.[noticeIndex(search)];
    if (item && openId === null) {
      setOpenId(item.id);
      markNoticeRead(item);
    }
  }, [list === null, search]);
  if (!list) return <NotLoaded of={loaded} />;
  if (list.length === 0) return <Empty text={t('notice.none')} />;
  const toggle = (item: AnnouncementItem) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening) markNoticeRead(item);
  };
  return (
    <ul className="acc" aria-label={t('title.announcements')}>
      {list.map((item) => (
        <Item key={item.id} item={item} open={openId === item.id} onToggle={() => toggle(item)} />
      ))}
    </ul>
  );
}
