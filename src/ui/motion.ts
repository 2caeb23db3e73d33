// Start-up path: home's carousel and ticker follow the reduced-motion setting with it.
// Shared by everything that moves on its own (carousel, ticker, winners, jackpot): the
// player's reduced-motion setting and whether the page is visible.
import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => typeof matchMedia === 'function' && matchMedia(QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(QUERY);
    const on = () => setReduce(mq.matches);
    mq.addEventListener?.('change', on);
    return () => mq.removeEventListener?.('change', on);
  }, []);
  return reduce;
}

export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

/** True while the element is within `margin` of the viewport (always true without IntersectionObserver). */
export function useNearViewport(ref: { current: Element | null }, margin = '0px', once = false): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver(
      (entries) => {
        // The newest entry: a busy page gets its changes batched, oldest first. Read the first,
        // a spot reached during start-up read as still far ('not near, then near' in one
        // call), and it stayed so while the player stayed there: home's footer never came.
        const on = entries[entries.length - 1]?.isIntersecting ?? false;
        setNear(on);
        if (on && once) io.disconnect();
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [margin, once]);
  return near;
}
