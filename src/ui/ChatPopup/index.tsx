// Chat popup (SPEC §2.12): live chat (the customer-service link, type '3' paths decrypted
// in a lazy chunk), WhatsApp, Telegram, and the in-app chat with CBS3 (fetches the chat
// URL, goes there after 500 ms; visitors log in, type 4 is refused: SPEC §4, §6, §8), then
// the feedback form and the help centre, which need no configuration. Each entry is named as
// the message centre names the same thing. It sits under the footer menu, so the footer's
// chat item closes it again (SPEC §2.12: it toggles).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { PATHS } from '../../routes';
import { chatPopupEntries, type ChatPopupEntry } from '../../rules/side-menu';
import { openChat, serviceLinks } from '../../state/chat';
import { t } from '../../state/i18n';
import { closeOverlay } from '../../state/menus';
import { flag, site } from '../../state/site';
import { unread } from '../../state/unread';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { useDialogFocus } from '../useDialogFocus';

/** The message centre's words for the same places (rules/message-centre.ts rows). */
const LABELS: Record<ChatPopupEntry['id'], string> = {
  liveChat: 'message.customerService',
  whatsapp: 'chat.whatsapp',
  telegram: 'message.telegram',
  inAppChat: 'message.liveChat',
  feedback: 'message.feedback',
  help: 'message.help',
};

function href(e: ChatPopupEntry): string | null {
  if (e.id === 'whatsapp' || e.id === 'telegram') return e.url;
  if (e.id === 'liveChat') return serviceLinks.data.value?.find((l) => l.csType === 'LIVECHAT')?.url ?? null;
  return null;
}

export default function ChatPopup() {
  useSignals();
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, closeOverlay, 'a, button');
  useEffect(() => {
    if (!serviceLinks.data.value) void serviceLinks.load();
  }, []);
  const entries = chatPopupEntries({
    customerService: site.value?.customerService ?? [],
    links: site.value?.links ?? [],
    cbs3: flag('CBS3'),
  });
  return (
    <div className="mask mask-clear mask-chat" onClick={closeOverlay}>
      <div
        ref={ref}
        className="chat-popup"
        role="dialog"
        aria-label={t('chat.title')}
        onClick={(e) => e.stopPropagation()}
      >
        <ul>
          {entries.map((e) => {
            const label = t(LABELS[e.id]);
            if (e.id === 'feedback' || e.id === 'help') {
              return (
                <li key={e.id}>
                  <Link
                    className="chat-item"
                    href={e.id === 'help' ? PATHS.help : PATHS.feedback}
                    onClick={closeOverlay}
                  >
                    {label}
                  </Link>
                </li>
              );
            }
            if (e.id === 'inAppChat') {
              return (
                <li key={e.id}>
                  <button
                    type="button"
                    className="chat-item"
                    onClick={() => {
                      closeOverlay();
                      void openChat({ navigate });
                    }}
                  >
                    {label}
                    <Badge count={unread.value.chatUnreadCount} />
                  </button>
                </li>
              );
            }
            const url = href(e);
            return (
              <li key={e.id}>
                {url ? (
                  <a className="chat-item" href={url} target="_blank" rel="noopener noreferrer" onClick={closeOverlay}>
                    {label}
                  </a>
                ) : (
                  <button type="button" className="chat-item" disabled aria-busy={serviceLinks.loading.value}>
                    {label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={closeOverlay}>
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}
