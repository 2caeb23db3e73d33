// Start-up path: the footer menu's and home's buttons show their pressed look with it.
// Press handling for tiles and buttons (SPEC §9): the pressed look appears after 130 ms (so
// a scroll that starts on a tile does not flash it), a long press fires at 370 ms, the
// pressed look stays at least 100 ms after release, a finger that drifts more than 10 px
// cancels the long press, more than 20 px outside the element cancels the press, a tap
// moves less than 30 px, and the emulated mouse events that follow a touch within 300 ms
// are ignored; the Android ripple that starts with the pressed look lasts 1 s, however
// short the press. Pure: the clock is injected, so tests run on fake time.

export const PRESS = {
  pressInMs: 130,
  longPressMs: 370,
  pressOutMs: 100,
  retentionPx: 20,
  longPressCancelPx: 10,
  tapPx: 30,
  ignoreMouseAfterTouchMs: 300,
  rippleMs: 1000,
} as const;

export interface PressHandlers {
  onPressIn?: () => void;
  onPressOut?: () => void;
  onPress?: () => void;
  onLongPress?: () => void;
  /** The ripple starts with the pressed look and ends rippleMs later (each start has its end). */
  onRippleStart?: () => void;
  onRippleEnd?: () => void;
}

export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type PointerKind = 'touch' | 'mouse' | 'pen';

export interface Press {
  start(x: number, y: number, kind: PointerKind): void;
  move(x: number, y: number, bounds: Rect): void;
  end(x: number, y: number): void;
  cancel(): void;
}

const outside = (x: number, y: number, r: Rect, by: number) =>
  x < r.left - by || x > r.right + by || y < r.top - by || y > r.bottom + by;

export function createPress(h: PressHandlers, clock: Clock): Press {
  let active = false;
  let pressedIn = false;
  let longFired = false;
  let origin = { x: 0, y: 0 };
  let lastTouchEnd = -Infinity;
  let kind: PointerKind = 'touch';
  let inTimer: unknown = null;
  let longTimer: unknown = null;

  const clear = () => {
    if (inTimer !== null) clock.clearTimeout(inTimer);
    if (longTimer !== null) clock.clearTimeout(longTimer);
    inTimer = longTimer = null;
  };
  const ripple = () => {
    if (!h.onRippleStart) return;
    h.onRippleStart();
    clock.setTimeout(() => h.onRippleEnd?.(), PRESS.rippleMs);
  };
  const pressIn = () => {
    inTimer = null;
    if (!pressedIn) {
      pressedIn = true;
      h.onPressIn?.();
      ripple();
    }
  };
  const release = (afterMs: number) => {
    const wasIn = pressedIn;
    pressedIn = false;
    if (!wasIn) return;
    if (afterMs > 0) clock.setTimeout(() => h.onPressOut?.(), afterMs);
    else h.onPressOut?.();
  };
  const finish = () => {
    active = false;
    clear();
    if (kind === 'touch') lastTouchEnd = clock.now();
  };

  return {
    start(x, y, k) {
      // The mouse events a browser emulates after a touch would press twice.
      if (k === 'mouse' && clock.now() - lastTouchEnd < PRESS.ignoreMouseAfterTouchMs) return;
      clear();
      active = true;
      pressedIn = false;
      longFired = false;
      kind = k;
      origin = { x, y };
      inTimer = clock.setTimeout(pressIn, PRESS.pressInMs);
      longTimer = clock.setTimeout(() => {
        longTimer = null;
        pressIn();
        longFired = true;
        h.onLongPress?.();
      }, PRESS.longPressMs);
    },
    move(x, y, bounds) {
      if (!active) return;
      const drift = Math.hypot(x - origin.x, y - origin.y);
      if (drift > PRESS.longPressCancelPx && longTimer !== null) {
        clock.clearTimeout(longTimer);
        longTimer = null;
      }
      if (outside(x, y, bounds, PRESS.retentionPx)) {
        finish();
        release(0);
      }
    },
    end(x, y) {
      if (!active) return;
      const tapped = !longFired && Math.hypot(x - origin.x, y - origin.y) < PRESS.tapPx;
      const quick = !pressedIn;
      finish();
      if (tapped) {
        // A quick tap still shows the pressed look, for at least the press-out time.
        if (quick) {
          pressedIn = true;
          h.onPressIn?.();
          ripple();
        }
        h.onPress?.();
      }
      release(tapped || longFired ? PRESS.pressOutMs : 0);
    },
    cancel() {
      if (!active) return;
      finish();
      release(0);
    },
  };
}
