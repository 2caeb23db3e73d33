// The video slot's provably fair spins (docs/games.md "Slot"): every paid spin, free spin and bonus
// buy is the next round of the member's own seed chain for the game (family SLOT:<member>:<game>, a
// nonce per spin), as fish shooting's shots are (fish.ts): the hash shown before spin n is the seed
// revealed after spin n − 1, so the page knows the next spin's hash without a call of its own; the
// next hash is fixed in the database (it survives a restart); a new chain follows a used-up one.
// The spin's 32-bit seed, from which src/rules/slot5.ts spinOf draws the reels, is the outcome
// hash's first 8 hex digits (seedOfHmac). A spin is decided and revealed inside the caller's
// transaction, together with its money (server/db/slot.ts).
import { randomBytes } from 'node:crypto';
import type { SlotNext, SlotProof, SlotRecord } from '../../src/api/types.ts';
import { seedOfHmac, slotFamily, spinOf } from '../../src/rules/slot5.ts';
import type { Db } from '../db/open.ts';
import { perDb } from '../db/statements.ts';
import { outcomeHmac } from './fair.ts';
import { type ChainSeeds, latestRound, nextRound, openRound, revealRound, seedOf } from './store.ts';

/** Spins per chain: a new chain (and client seed) follows a used-up one. */
export const SLOT_CHAIN_LENGTH = 10_000;

export type SpinKind = 'paid' | 'free' | 'buy';

const stmts = perDb((db) => ({
  keep: db.prepare<[number, number, SpinKind]>('INSERT INTO slot_rounds (round_id, order_id, kind) VALUES (?, ?, ?)'),
  ofOrder: db.prepare<[number], SlotProof & { kind: SpinKind }>(
    `SELECT s.kind, r.id AS roundId, r.nonce, r.seed_hash AS seedHash, r.client_seed AS clientSeed,
       r.server_seed AS serverSeed, r.outcome AS seed
     FROM slot_rounds s JOIN rounds r ON r.id = s.round_id WHERE s.order_id = ? ORDER BY s.round_id`,
  ),
}));

/** The chains a test hands the server (in-process only: the server itself never sets it). */
let testSeeds: ChainSeeds | undefined;

/**
 * Hands the seeds of the next chains made to a test (null: random again), so it can play spins
 * whose reels it has chosen; a chain made already is played to its end first.
 */
export function useSeeds(seeds: ChainSeeds | null): void {
  testSeeds = seeds ?? undefined;
}

const TEST_CLIENT = 'slot-test-client';
/** Chains of one spin each whose spin starts no free spins, paid or free (for tests that spin for money only). */
export const paidSpinSeeds: ChainSeeds = () => {
  for (;;) {
    const secret = randomBytes(32).toString('hex');
    const seed = seedOfHmac(outcomeHmac(secret, TEST_CLIENT, 1));
    if (spinOf(seed, 1, 'base').freeSpins === 0 && spinOf(seed, 1, 'free').freeSpins === 0)
      return { secret, clientSeed: TEST_CLIENT, length: 1 };
  }
};

/** The next spin's step of the member's chain for this game (the chain is made now if needed). */
export const nextSpin = (db: Db, memberId: number, nodeId: string, now = Date.now()): SlotNext =>
  nextRound(db, slotFamily(memberId, nodeId), SLOT_CHAIN_LENGTH, now, testSeeds);

/**
 * Plays the next step of the member's chain for this game, in the caller's transaction: the round
 * is opened, decided and its seed revealed at once. The caller ties it to the spin's record (tieSpin).
 */
export function drawSpin(db: Db, memberId: number, nodeId: string, now = Date.now()): SlotProof {
  const round = openRound(db, slotFamily(memberId, nodeId), SLOT_CHAIN_LENGTH, now, now, testSeeds);
  const serverSeed = seedOf(db, round);
  const seed = seedOfHmac(outcomeHmac(serverSeed, round.clientSeed, round.nonce));
  revealRound(db, round.id, 'ENDED', serverSeed, seed, now);
  return {
    roundId: String(round.id),
    nonce: round.nonce,
    seedHash: round.seedHash,
    clientSeed: round.clientSeed,
    serverSeed,
    seed,
  };
}

/** Ties a spin's round to its record: a paid spin's or a buy's order, a free spin's series' order. */
export const tieSpin = (db: Db, proof: SlotProof, orderId: number, kind: SpinKind): void => {
  stmts(db).keep.run(Number(proof.roundId), orderId, kind);
};

/** The member's last spin in this game, its seed revealed (null before the first). */
export function lastSpin(db: Db, memberId: number, nodeId: string): SlotProof | null {
  const r = latestRound(db, slotFamily(memberId, nodeId));
  if (!r || r.serverSeed === null || r.outcome === null) return null;
  const { nonce, seedHash, clientSeed, serverSeed, outcome } = r;
  return { roundId: String(r.id), nonce, seedHash, clientSeed, serverSeed, seed: outcome };
}

/** A slot order's proofs (its spin or buy, then its free spins), or null for any other order. */
export function slotRecordOf(db: Db, orderId: number): SlotRecord | null {
  const spins = stmts(db)
    .ofOrder.all(orderId)
    .map((r) => ({ ...r, roundId: String(r.roundId) }));
  return spins.length ? { spins } : null;
}
