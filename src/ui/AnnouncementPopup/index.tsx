// The home announcement popup (SPEC §2.13, §4): a paged list of accordion items, autoplay
// every 5000 ms while nobody touches it, a close button (show=false is stored at once, then
// the closing animation), and a go-to action to the reward centre for promotion items.
// Loaded lazily by home's extras (pages/home/extras) only when there is something to show: it brings DOMPurify.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AnnouncementItem } from '../../api/types';
import { POPUP_AUTOPLAY_MS } from '../../rules/popup-audience';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { openRewardCentre } from '../../state/shortcuts';
import { Icon } from '../Icon';
import { SafeHtml } from '../SafeHtml';
import { useDialogFocus } from '../useDialogFocus';

export const POPUP_PAGE_SIZE = 3;
const CLOSING_MS = 200;

/** `onClose` stores the closing at once (a navigation may follow); `onHidden` runs after the animation. */
export default function AnnouncementPopup({
  items,
  onClose,
  onHidden,
}: {
  items: AnnouncementItem[];
  onClose: () => void;
  onHidden: () => void;
}) {
  useSignals();
  const [, navigate] = useLocation();
  const pages = Math.max(1, Math.ceil(items.length / POPUP_PAGE_SIZE));
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(items[0]?.id ?? null);
  const [paused, setPaused] = useState(false);
  const [closing, setClosing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const close = () => {
    if (closing) return;
    onClose();
    setClosing(true);
    setTimeout(onHidden, CLOSING_MS);
  };
  const goTo = (p: number) => {
    const next = (p + pages) % pages;
    setPage(next);
    setOpen(items[next * POPUP_PAGE_SIZE]?.id ?? null);
  };
  useDialogFocus(ref, close, '.popup-close');
  useEffect(() => {
    if (pages < 2 || paused || closing) return;
    const timer = setTimeout(() => goTo(page + 1), POPUP_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [page, paused, closing, pages]);

  const shown = items.slice(page * POPUP_PAGE_SIZE, (page + 1) * POPUP_PAGE_SIZE);
  return (
    <div className={`mask popup-mask${closing ? ' closing' : ''}`}>
      <div
        ref={ref}
        className="dialog popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        onPointerDown={() => setPaused(true)}
        onKeyDown={() => setPaused(true)}
      >
        <div className="popup-head">
          <h2 id="popup-title">{t('popup.title')}</h2>
          <button type="button" className="icon-btn popup-close" aria-label={t('common.close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="acc popup-list" aria-live={paused ? 'polite' : 'off'}>
          {shown.map((a) => (
            <li key={a.id} className="acc-item">
              <h3 className="acc-h">
                <button
                  type="button"
                  className="acc-head"
                  aria-expanded={open === a.id}
                  aria-controls={`popup-${a.id}`}
                  onClick={() => setOpen(open === a.id ? null : a.id)}
                >
                  <span className="acc-title" {...textLang(a.lang, language.value)}>
                    {a.title}
                  </span>
                </button>
              </h3>
              {open === a.id && (
                <div id={`popup-${a.id}`} className="acc-body popup-body">
                  <SafeHtml html={a.content} popup lang={textLang(a.lang, language.value)} />
                  {a.promotionType !== '' && (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      onClick={() => {
                        close();
                        openRewardCentre(navigate);
                      }}
                    >
                      {t('popup.goReward')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <div className="popup-pager">
            <button type="button" className="icon-btn" aria-label={t('popup.previous')} onClick={() => goTo(page - 1)}>
              <Icon name="chevronLeft" />
            </button>
            <span aria-live="polite">{t('popup.page', { page: page + 1, pages })}</span>
            <button type="button" className="icon-btn" aria-label={t('popup.next')} onClick={() => goTo(page + 1)}>
              <Icon name="chevronRight" />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
