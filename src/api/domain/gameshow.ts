// The game show money wheel (server/rounds/gameshow.ts): what its page polls and bets, and the
// proof a round carries. Money is cents; times ms since the epoch.

/** A round as players may see it: the seed and the spins only once betting has closed (or it was void). */
export interface WheelRound {
  roundId: string;
  /** The round's number in its seed chain: the HMAC's nonce. */
  nonce: number;
  /** SHA-256 of the round's server seed, shown before the round. */
  seedHash: string;
  clientSeed: string;
  /** Betting closes and the wheel spins then. */
  bettingEndsAt: number;
  state: 'BETTING' | 'RUNNING' | 'ENDED' | 'VOID';
  /** The segments the wheel stopped on (indices into the wheel), "2x" respins first. */
  spins: number[] | null;
  /** The number the round ended on and its pays' multiplier. */
  number: number | null;
  multiplier: number | null;
  serverSeed: string | null;
  /** When the last spin stops. */
  endedAt: number | null;
}

export interface WheelBet {
  roundId: string;
  orderId: string;
  /** The number bet on: 1, 2, 5, 10, 20 or 40. */
  number: number;
  stake: number;
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

export interface WheelState {
  /** The server's clock when it answered: the countdown and the spin follow it. */
  now: number;
  /** BETTING (countdown), SPINNING (the result known, the wheel turning), ENDED (the pause), IDLE. */
  phase: 'BETTING' | 'SPINNING' | 'ENDED' | 'IDLE';
  round: WheelRound | null;
  /** The last ended rounds, newest first, with their proofs. */
  history: WheelRound[];
  /** The player's bets in this round. */
  bets: WheelBet[];
  /** The player's bets in the last three rounds before this one. */
  settled: WheelBet[];
  spinMs: number;
  balance: number;
}
