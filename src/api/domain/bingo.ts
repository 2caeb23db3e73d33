// The bingo hall (server/rounds/bingo.ts): what its page polls and buys. Times are ms since the
// epoch; a card's numbers are 25, row by row, 0 the free centre.
import type { CrashRound } from './crash';

export type BingoPhase = 'BETTING' | 'RUNNING' | 'ENDED' | 'IDLE';

/** A card a player bought: its numbers (from its request key), the prizes paid so far and their sum. */
export interface BingoCard {
  roundId: string;
  orderId: string;
  /** 1 to 4: a player may hold four cards in a round. */
  slot: number;
  stake: number;
  numbers: number[];
  /** The prizes paid, in the order they landed. */
  prizes: string[];
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
  /** The key the page chose: the card's numbers follow from it (src/rules/bingo.ts cardOf). */
  requestKey: string;
}

export interface BingoState {
  now: number;
  phase: BingoPhase;
  /** The round (the crash game's round view: seed hash before, seed after). */
  round: CrashRound | null;
  /** The balls called so far, in order. */
  called: number[];
  /** The time between two balls, and when the draw ends. */
  ballMs: number;
  drawEndsAt: number | null;
  /** The last ended rounds, newest first, with their proofs. */
  history: CrashRound[];
  cards: BingoCard[];
  /** The player's cards of the last ended round, when this one has not got any yet. */
  settled: BingoCard[];
  balance: number;
}
