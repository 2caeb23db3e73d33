// The jackpot: a real amount, not the cosmetic counter SPEC §2.3 describes. It starts where
// that counter did (R$ 2,000,000, SPEC §9), takes a share of every stake in the same
// transaction as the bet, and lives in the database, so it never goes down between two
// visits, a restart included. Nothing in the reference server pays it out yet (an operator's
// platform would); it goes down only by what a cancelled bet had added (its stake was
// refunded, so its share was never really staked). Demo money (trial accounts) adds nothing.
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

export const JACKPOT_START_CENTS = 200_000_000;

const stmts = perDb((db) => ({
  get: db.prepare<[], { cents: number; updated_at: string }>('SELECT cents, updated_at FROM jackpot WHERE id = 1'),
  add: db.prepare<[number, string]>('UPDATE jackpot SET cents = cents + ?, updated_at = ? WHERE id = 1'),
  takeBack: db.prepare<[number, string]>('UPDATE jackpot SET cents = cents - ?, updated_at = ? WHERE id = 1'),
}));

export function jackpot(db: Db): { cents: number; updatedAt: string } {
  const row = stmts(db).get.get();
  return row ? { cents: row.cents, updatedAt: row.updated_at } : { cents: JACKPOT_START_CENTS, updatedAt: iso(0) };
}

/**
 * Adds the jackpot's share of a stake (basis points, rounded down to whole cents) and answers
 * it, for the order to keep; runs inside the bet's transaction.
 */
export function contribute(db: Db, stakeCents: number, shareBp: number, now = Date.now()): number {
  const share = Math.floor((stakeCents * shareBp) / 10_000);
  if (share > 0) stmts(db).add.run(share, iso(now));
  return Math.max(0, share);
}

/** Removes a share a cancelled bet had added; runs inside the cancel's transaction. */
export function takeBack(db: Db, cents: number, now = Date.now()): void {
  if (cents > 0) stmts(db).takeBack.run(cents, iso(now));
}
