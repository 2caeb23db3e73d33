// The cosmetic jackpot counter as a signal (SPEC §9), reference counted: the ticker runs
// while at least one view shows it and stops when the last one lets go.
// Views load this module after mount (it brings RxJS); the signals live in jackpot-value.ts.
import { defer, map, type SchedulerLike } from 'rxjs';
import { jackpotTicker } from '../streams/jackpot';
import { bind, type Bound } from './bind';
import { jackpot } from './jackpot-value';

export { jackpot, jackpotText } from './jackpot-value';

let users = 0;
let bound: Bound<number> | null = null;

/** Starts the ticker for the first user; the returned release stops it after the last. */
export function acquireJackpot(
  deps: { random: () => number; scheduler?: SchedulerLike } = { random: Math.random },
): () => void {
  if (users++ === 0) {
    // A restart carries on from the shown amount instead of jumping to a new start value.
    const resumed = defer(() => {
      const from = jackpot.value;
      let first: number | null = null;
      return jackpotTicker(deps).pipe(
        map((v) => {
          first ??= v;
          return from > 0 ? from + (v - first) : v;
        }),
      );
    });
    bound = bind(resumed, jackpot.value, jackpot);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0) {
      bound?.dispose();
      bound = null;
    }
  };
}

export const jackpotUsers = (): number => users;
