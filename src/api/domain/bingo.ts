// The bingo hall (server/rounds/bingo.ts): what its page polls and buys. Times are ms since the
// epoch; a card's numbers are 25, row by row, 0 the free centre.
import type { Prize } from '../../rules/bingo';
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

/** A prize a card was paid: the pattern, the call it landed on (1 … 45; null while the round runs) and its amount. */
export interface BingoPrizePaid {
  prize: Prize;
  ball: number | null;
  win: number;
}

/** A bingo order's record (SPEC §7): its card, the round with its proof, the balls called and the prizes paid. */
export interface BingoRecord {
  /** The round (the crash game's round view: the seed only once it is over). */
  round: CrashRound;
  card: BingoCard;
  /** The balls called, in order, once the round has ended; empty before (the order is the server's secret). */
  balls: number[];
  prizes: BingoPrizePaid[];
}
