// SPEC §2.2/§9: a horizontal swipe toward the reading direction's end goes back (the app says
// what back means on the page on screen: src/state/back-swipe.ts; nothing on home or under an
// overlay).
import { isBackSwipe } from '../../rules/gesture';
import { backSwipeAction } from '../../state/back-swipe';

export function installBackSwipe(doc: Document): void {
  let start: { x: number; y: number } | null = null;
  doc.addEventListener(
    'touchstart',
    (e) => {
      const t = e.touches[0];
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    { passive: true },
  );
  doc.addEventListener(
    'touchend',
    (e) => {
      const t = e.changedTouches[0];
      const from = start;
      start = null;
      const back = backSwipeAction.current;
      if (!from || !t || !back) return;
      if (isBackSwipe({ x0: from.x, y0: from.y, x1: t.clientX, y1: t.clientY }, doc.documentElement.dir === 'rtl'))
        back();
    },
    { passive: true },
  );
}
