// One message of the inbox or the announcements, as an accordion row: a heading button with the
// unread dot, the title and the date, and the message under it while open. Both lists mark an
// item read when it opens; what counts as unread and how the date reads is theirs to say.
import { useSignals } from '@preact/signals-react/runtime';
import type { Ref } from 'react';
import type { TextLang } from '../../rules/text-lang';
import { t } from '../../state/i18n';
import { SafeHtml } from '../../ui/SafeHtml';

export interface MessageItemProps {
  /** The id of the opened body, which the heading button controls. */
  bodyId: string;
  title: string;
  html: string;
  /** The server's date (ISO) and how the list shows it. */
  date: { iso: string; text: string };
  unread: boolean;
  open: boolean;
  onToggle: () => void;
  /** The language the text arrived in, when not the player's. */
  lang?: TextLang;
  itemRef?: Ref<HTMLLIElement>;
}

export function MessageItem({
  bodyId,
  title,
  html,
  date,
  unread,
  open,
  onToggle,
  lang = {},
  itemRef,
}: MessageItemProps) {
  useSignals();
  return (
    <li ref={itemRef} className={`acc-item${unread ? ' unread' : ''}`}>
      <h2 className="acc-h">
        <button type="button" className="acc-head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {unread && <span className="dot" role="img" aria-label={t('message.unread')} />}
          <span className="acc-title" {...lang}>
            {title}
          </span>
          <time className="acc-date" dateTime={date.iso}>
            {date.text}
          </time>
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="acc-body">
          <SafeHtml html={html} lang={lang} />
        </div>
      )}
    </li>
  );
}
