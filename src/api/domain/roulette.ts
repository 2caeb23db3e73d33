// The live roulette table (server/rounds/roulette.ts): what its page polls and places. A bet's
// spot is a whole number (src/rules/roulette.ts): 0 … 36 a straight number, 201 … 203 a dozen,
// 301 … 306 red, black, odd, even, 1-18, 19-36, and 10 000 + 100·a + b the split of a and b.

export type RoulettePhase = 'BETTING' | 'RUNNING' | 'ENDED' | 'IDLE';

/** A round as players may see it: the seed and the pocket only once it is over (or void). */
export interface RouletteRound {
  roundId: string;
  nonce: number;
  /** SHA-256 of the round's server seed, shown before the round. */
  seedHash: string;
  clientSeed: string;
  /** Betting closes and the wheel spins then. */
  bettingEndsAt: number;
  /** The wheel stops and the round is paid then. */
  resultAt: number;
  state: 'BETTING' | 'RUNNING' | 'ENDED' | 'VOID';
  pocket: number | null;
  serverSeed: string | null;
}

/** Chips on one spot. */
export interface RoulettePick {
  spot: number;
  stake: number;
}

export interface RouletteBet {
  roundId: string;
  orderId: string;
  /** The chips of this placement. */
  picks: RoulettePick[];
  /** Their sum. */
  stake: number;
  /** What came back (the stake and its win), 0 when lost. */
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

/** A roulette order's record (SPEC §7): the bet and its round with the proof. */
export interface RouletteRecord {
  round: RouletteRound;
  bet: RouletteBet;
}

export interface RouletteState {
  /** The server's clock when it answered: the page's countdown follows it. */
  now: number;
  phase: RoulettePhase;
  round: RouletteRound | null;
  /** The last ended rounds, newest first, with their proofs. */
  history: RouletteRound[];
  /** The player's bets in this round. */
  bets: RouletteBet[];
  balance: number;
}
