// Start-up path: the footer menu's and home's buttons use it.
// The press module for tiles and buttons: pointer events drive the pressed look and the
// long press (src/lib/press.ts, SPEC §9); activation stays on the native click, so the
// keyboard and screen readers work unchanged. A click that ends a long press is swallowed.
// `className(base)` adds `pressed` (the look) and `rippling` (the 1 s ripple); the props mark
// the element so the page-wide press feedback (press-feedback.ts) leaves it alone.
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { createPress, type Clock, type PointerKind, type Press } from '../lib/press';

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
};

export function usePress(onLongPress?: () => void) {
  const [pressed, setPressed] = useState(false);
  const [ripples, setRipples] = useState(0);
  const longFired = useRef(false);
  const handler = useRef(onLongPress);
  handler.current = onLongPress;
  const press = useRef<Press | null>(null);
  press.current ??= createPress(
    {
      onPressIn: () => setPressed(true),
      onPressOut: () => setPressed(false),
      onRippleStart: () => setRipples((n) => n + 1),
      onRippleEnd: () => setRipples((n) => n - 1),
      onLongPress: () => {
        if (handler.current) {
          longFired.current = true;
          handler.current();
        }
      },
    },
    realClock,
  );
  const p = press.current;
  return {
    pressed,
    rippling: ripples > 0,
    className: (base: string) => `${base}${pressed ? ' pressed' : ''}${ripples > 0 ? ' rippling' : ''}`,
    props: {
      'data-press': 'own',
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        longFired.current = false;
        p.start(e.clientX, e.clientY, e.pointerType as PointerKind);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) =>
        p.move(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect()),
      onPointerUp: (e: PointerEvent<HTMLElement>) => p.end(e.clientX, e.clientY),
      onPointerCancel: () => p.cancel(),
      onClickCapture: (e: MouseEvent<HTMLElement>) => {
        if (longFired.current) {
          e.preventDefault();
          e.stopPropagation();
          longFired.current = false;
        }
      },
    },
  };
}
