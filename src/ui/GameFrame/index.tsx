// A launched game in a same-tab full-screen frame (phones block window.open),
// with a close control. The page scroll is locked while it is open. It is portalled to
// <body>: the page's fade animation makes <main> a stacking context under the header. The
// game's return to player, when the launch states it, is shown over the frame from its first
// moment, before any bet.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney, formatWhole } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { Icon } from '../Icon';

interface Props {
  url: string;
  title: string;
  onClose: () => void;
  closeLabel?: string;
  /** Return to player in percent. */
  rtp?: number;
}

/** 97 as "97", 93.59 as "93,59" (the reader's separators). */
const percentText = (rtp: number): string =>
  Number.isInteger(rtp) ? formatWhole(rtp, language.value) : formatMoney(Math.round(rtp * 100), language.value);

/**
 * A game served from the app's own origin (the reference server's demo games) runs without
 * allow-same-origin: its origin is opaque, so it can never read the member's token from the
 * app's storage nor script the app. A game from another origin keeps its own origin (it may
 * need its storage), which the browser already keeps apart from the app.
 */
export function frameSandbox(url: string, here: string = location.href): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  let sameOrigin = true;
  try {
    sameOrigin = new URL(url, here).origin === new URL(here).origin;
  } catch {
    /* not a URL: treated as this origin, the strict case */
  }
  return sameOrigin ? base : `${base} allow-same-origin`;
}

export function GameFrame({ url, title, onClose, closeLabel, rtp }: Props) {
  useSignals();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const before = [root.style.overflow, document.body.style.overflow];
    root.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    frame.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = before[0] ?? '';
      document.body.style.overflow = before[1] ?? '';
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return createPortal(
    <div className="gframe" role="dialog" aria-modal="true" aria-label={title}>
      <iframe
        ref={frame}
        className="gframe-frame"
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
        sandbox={frameSandbox(url)}
      />
      <button type="button" className="gframe-close" onClick={onClose} aria-label={closeLabel ?? t('game.close')}>
        <Icon name="close" size={20} />
      </button>
      {rtp !== undefined && <p className="gframe-rtp">{t('game.rtp', { rtp: percentText(rtp) })}</p>}
    </div>,
    document.body,
  );
}
