// SPEC §9: on a phone, a focused field scrolls to the middle of the screen 500 ms after it
// gets focus (the on-screen keyboard has opened by then), unless focus has moved on.
import type { Clock } from '../../lib/press';

export const FOCUS_SCROLL_MS = 500;
const FIELD =
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=hidden]), textarea, select, [contenteditable="true"]';

export function installFocusScroll(root: Document, clock: Clock): () => void {
  let timer: unknown = null;
  const on = (e: FocusEvent) => {
    const el = e.target as Element | null;
    if (!el?.matches?.(FIELD)) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      if (root.activeElement === el) el.scrollIntoView({ block: 'center', inline: 'nearest' });
    }, FOCUS_SCROLL_MS);
  };
  root.addEventListener('focusin', on);
  return () => {
    root.removeEventListener('focusin', on);
    if (timer !== null) clock.clearTimeout(timer);
  };
}
