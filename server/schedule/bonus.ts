// Expires wagering requirements at their deadline (server/db/bonus.ts expireDue): once at
// start-up, so a deadline that passed while the server was stopped is applied before the first
// request, then every bonus.sweepSeconds. Each expiry is its own transaction that changes the
// requirement only from open, so a sweep repeated or interrupted never expires one twice.
import { expireDue } from '../db/bonus.ts';
import type { Db } from '../db/open.ts';

export interface BonusSweep {
  stop(): void;
}

export function startBonusSweep(db: Db, everyMs: number, log: (line: string) => void): BonusSweep {
  const run = () => {
    if (!db.open) return;
    try {
      const n = expireDue(db, Date.now());
      if (n > 0) log(`${new Date().toISOString()} bonus: ${n} wagering requirements expired`);
    } catch (e) {
      log(`ERROR bonus sweep: ${(e as Error).stack ?? String(e)}`);
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
