// Chat popup (SPEC §2.12): live chat, WhatsApp, Telegram, and in-app chat with CBS3.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { chatPopupEntries, type ChatPopupEntry } from '../../rules/side-menu';
import { t } from '../../state/i18n';
import { closeOverlay } from '../../state/menus';
import { flag, site } from '../../state/site';
import { unread } from '../../state/unread';
import { Badge } from '../Badge';
import { Icon } from '../Icon';

function href(e: ChatPopupEntry): string | null {
  if (e.id === 'whatsapp' || e.id === 'telegram') return e.url;
  if (e.id === 'liveChat' && e.service.type !== '3') return e.service.path;
  return null; // in-app chat and obfuscated paths open through their feature screens
}

export default function ChatPopup() {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') closeOverlay(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const entries = chatPopupEntries({ customerService: site.value?.customerService ?? [], links: site.value?.links ?? [], cbs3: flag('CBS3') });
  return (
    <div className="mask mask-clear" onClick={closeOverlay}>
      <div ref={ref} className="chat-popup" role="dialog" aria-label={t('chat.title')} onClick={(e) => e.stopPropagation()}>
        <ul>
          {entries.map((e) => {
            const url = href(e);
            const label = t(`chat.${e.id}`);
            return (
              <li key={e.id}>
                {url
                  ? <a className="chat-item" href={url} target="_blank" rel="noopener noreferrer" onClick={closeOverlay}>{label}</a>
                  : <Link className="chat-item" href="/m/message" onClick={closeOverlay}>{label}
                      {e.id === 'inAppChat' && <Badge count={unread.value.chatUnreadCount} />}</Link>}
              </li>
            );
          })}
          {entries.length === 0 && <li className="chat-item">{t('common.noData')}</li>}
        </ul>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={closeOverlay}><Icon name="close" /></button>
      </div>
    </div>
  );
}
