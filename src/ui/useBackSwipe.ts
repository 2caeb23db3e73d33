// Start-up path: the back swipe is listened for from the first render.
// Listens for the back swipe on touch screens; the caller decides what "back" means.
import { useEffect } from 'react';
import { isBackSwipe } from '../rules/gesture';

export function useBackSwipe(onBack: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const down = (e: TouchEvent) => {
      const t = e.touches[0];
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    };
    const up = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const swipe = { x0: start.x, y0: start.y, x1: t.clientX, y1: t.clientY };
      start = null;
      if (isBackSwipe(swipe, document.documentElement.dir === 'rtl')) onBack();
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up, { passive: true });
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [enabled, onBack]);
}
