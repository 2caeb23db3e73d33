// The countdown to the next lottery draw (SPEC §2.1 /m/lottery, §2.13 the lottery launcher). It
// counts on the server's clock: the answer's serverTime against this phone's clock at arrival
// gives the offset, so a phone set minutes wrong still shows the right time left. One tick per
// whole second left (each tick is scheduled to the next second boundary, so it never drifts);
// at zero it waits DRAW_SETTLE_MS for the draw to be written and asks for the next draw again.
import {
  EMPTY,
  type Observable,
  type SchedulerLike,
  distinctUntilChanged,
  expand,
  map,
  of,
  repeat,
  retry,
  switchMap,
  takeWhile,
  timer,
} from 'rxjs';
import type { LotteryDraw, NextDraw } from '../api/types';
import { secondsUntil } from '../rules/lottery';
import { abortable } from './abortable';

/** After the countdown ends: time for the server to draw and settle before the next round is asked. */
export const DRAW_SETTLE_MS = 2000;
/** A failed ask for the next draw is tried again after this. */
export const CLOCK_RETRY_MS = 5000;

export interface ClockState {
  /** The draw being counted down to (ms since the epoch, the server's). */
  drawAt: number;
  /** Whole seconds left, 0 at the draw. */
  seconds: number;
  /** The latest result of the lottery asked for (null without a nodeId or before its first draw). */
  last: LotteryDraw | null;
}

export interface ClockDeps {
  /** Asks for the next draw; aborting `signal` cancels it (the view went). */
  fetchNext: (signal: AbortSignal) => Observable<NextDraw> | Promise<NextDraw>;
  /** This phone's clock (Date.now; the scheduler's in tests). */
  now: () => number;
  scheduler?: SchedulerLike;
}

/** One round: the next draw asked once, then a tick per second down to 0, then complete. */
function round(deps: ClockDeps): Observable<ClockState> {
  return abortable(deps.fetchNext).pipe(
    switchMap((next) => {
      const drawAt = Date.parse(next.drawAt);
      const offset = Date.parse(next.serverTime) - deps.now();
      const msLeft = () => drawAt - (deps.now() + offset);
      return of(0).pipe(
        // The next tick lands when the shown second changes: the rest of this second, or a whole one.
        expand(() => (msLeft() <= 0 ? EMPTY : timer(msLeft() % 1000 || 1000, deps.scheduler))),
        map(() => secondsUntil(drawAt, deps.now() + offset)),
        distinctUntilChanged(),
        takeWhile((s) => s > 0, true),
        map((seconds) => ({ drawAt, seconds, last: next.last })),
      );
    }),
  );
}

/** Round after round for as long as it is subscribed; a failed ask is retried, never ending the clock. */
export function lotteryClock(deps: ClockDeps): Observable<ClockState> {
  return round(deps).pipe(
    repeat({ delay: () => timer(DRAW_SETTLE_MS, deps.scheduler) }),
    retry({ delay: () => timer(CLOCK_RETRY_MS, deps.scheduler) }),
  );
}
