// SPEC §9's cosmetic jackpot counter as a stream (the rules are rules/jackpot-cosmetic.ts): the
// start amount at once, then one random addition after each random wait of 3, 4 or 5 s.
import { type Observable, type SchedulerLike, asyncScheduler, concat, defer, map, of, repeat, scan, timer } from 'rxjs';
import { cosmeticPeriod, cosmeticStep } from '../rules/jackpot-cosmetic';

export interface CosmeticDeps {
  start: number;
  random?: () => number;
  scheduler?: SchedulerLike;
}

export function cosmeticJackpot({
  start,
  random = Math.random,
  scheduler = asyncScheduler,
}: CosmeticDeps): Observable<number> {
  // Each wait is drawn when it starts, so no two visits tick in step.
  const additions = defer(() => timer(cosmeticPeriod(random), scheduler)).pipe(
    map(() => cosmeticStep(random)),
    repeat(),
  );
  return concat(of(0), additions).pipe(scan((amount, step) => amount + step, start));
}
