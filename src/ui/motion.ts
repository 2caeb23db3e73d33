// Start-up path: home's carousel and ticker follow the reduced-motion setting with it.
// Shared by everything that moves on its own (carousel, ticker, winners, jackpot): the
// player's reduced-motion setting and whether the page is visible.
import { useEffect, useState } from 'react';
import { lastActivity, onNextActivity } from '../state/activity';

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

/**
 * True while the element is within `margin` of the viewport (always true without
 * IntersectionObserver). `shown`: whether the element is rendered yet (a view that renders it
 * only once its data is in), so it is observed from then on.
 */
export function useNearViewport(ref: { current: Element | null }, margin = '0px', once = false, shown = true): boolean {
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
  }, [margin, once, shown]);
  return near;
}

/**
 * Whether a moving part rests: true once it has run `restMs` (a few of its cycles,
 * src/state/activity.ts REST_CYCLES) since the player's last interaction or since it started
 * running, whichever is later; false again at the player's next interaction. It counts only
 * while `running` (on screen, not paused): out of view a part stands still anyway.
 */
export function useRest(restMs: number, running: boolean): boolean {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!running || restMs <= 0) return;
    if (resting) return onNextActivity(() => setResting(false));
    const started = Date.now();
    let id: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - Math.max(started, lastActivity());
      if (idle >= restMs) setResting(true);
      else id = setTimeout(check, restMs - idle);
    };
    id = setTimeout(check, restMs);
    return () => clearTimeout(id);
  }, [restMs, running, resting]);
  return resting;
}
