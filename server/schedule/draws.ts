// Runs the lotteries' draws on their clock (site config lottery.drawIntervalSeconds): once at
// start-up, which settles whatever a stop left pending (a draw interrupted by a crash or a
// deploy finishes against the numbers it had drawn), then just after every tick.
import { nextDrawAt } from '../../src/rules/lottery.ts';
import type { Db } from '../db/open.ts';
import { runDueDraws } from '../db/lottery.ts';

export interface DrawSchedule {
  stop(): void;
}

/** A few milliseconds past the tick, so the tick's own bets (placed before it) are all in. */
const AFTER_TICK_MS = 25;

export function startDrawSchedule(
  db: Db,
  config: { drawIntervalMs: number; historyKeepDraws: number },
  log: (line: string) => void,
): DrawSchedule {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || !db.open) return;
    try {
      const draws = runDueDraws(db, Date.now(), config.drawIntervalMs, config.historyKeepDraws);
      const bets = draws.reduce((n, d) => n + d.settledBets, 0);
      if (bets > 0) log(`${new Date().toISOString()} lottery: ${draws.length} draws, ${bets} bets settled`);
    } catch (e) {
      // The next tick tries again: every step is idempotent (server/db/lottery.ts).
      log(`ERROR lottery draws: ${(e as Error).stack ?? String(e)}`);
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(run, nextDrawAt(now, config.drawIntervalMs) - now + AFTER_TICK_MS);
    timer.unref();
  };
  if (config.drawIntervalMs > 0) run();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
