// The jackpot counter as a signal (SPEC §2.3, §9), reference counted: it asks and counts while
// at least one view shows it and stops when the last one lets go. Each amount the server
// answers is stored, so the next visit starts from it. Views load this module after mount (it
// brings RxJS); the signals live in jackpot-value.ts.
import { type Observable, of, type SchedulerLike, tap } from 'rxjs';
import { call } from '../api/client';
import * as lotteryApi from '../api/calls/lottery';
import type { JackpotValue } from '../api/types';
import { writeString } from '../lib/storage';
import { cosmeticStart } from '../rules/jackpot-cosmetic';
import { jackpotTicker } from '../streams/jackpot';
import { cosmeticJackpot } from '../streams/jackpot-cosmetic';
import { bind, type Bound } from './bind';
import { jackpot } from './jackpot-value';

export { jackpot, jackpotText } from './jackpot-value';

let users = 0;
let bound: Bound<number | null> | null = null;

export interface JackpotOptions {
  /** False for players who ask for less motion: amounts show without counting. */
  animate?: boolean;
  fetch?: (signal: AbortSignal) => Promise<JackpotValue>;
  scheduler?: SchedulerLike;
  /** SPEC §9's cosmetic counter (site config jackpot.display 'cosmetic') instead of the server's amount. */
  cosmetic?: boolean;
}

const ask = (signal: AbortSignal) => call(lotteryApi.jackpot, {}, { signal });

/** Starts the counter for the first user; the returned release stops it after the last. */
export function acquireJackpot({
  animate = true,
  fetch = ask,
  scheduler,
  cosmetic = false,
}: JackpotOptions = {}): () => void {
  if (users++ === 0) {
    const ticker = cosmetic
      ? cosmeticTicker(animate, scheduler)
      : jackpotTicker({
          fetch: (signal) =>
            fetch(signal).then((v) => {
              writeString('jackpot', String(v.amount));
              return v;
            }),
          shown: () => jackpot.value,
          animate,
          scheduler,
        });
    bound = bind(ticker, jackpot.value, jackpot);
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

/**
 * SPEC §9's cosmetic counter from the amount shown last (stored, so it never goes backwards
 * between visits); each amount is stored as it shows. Less motion: the amount stands still.
 */
function cosmeticTicker(animate: boolean, scheduler: SchedulerLike | undefined): Observable<number> {
  const start = cosmeticStart(jackpot.value);
  const amounts = animate ? cosmeticJackpot({ start, ...(scheduler ? { scheduler } : {}) }) : of(start);
  return amounts.pipe(tap((v) => writeString('jackpot', String(v))));
}
