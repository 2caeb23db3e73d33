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
  /** The segments the wheel stopped on (indices into the wheel), the multipliers' respins first. */
  spins: number[] | null;
  /** The number the round ended on and its pays' multiplier (the product of the multipliers landed). */
  number: number | null;
  multiplier: number | null;
  serverSeed: string | null;
  /** When the last spin stops. */
  endedAt: number | null;
}

/** A bet's chips on one number, and what they paid once the round ended (the stake back included). */
export interface WheelChip {
  /** 1, 2, 5, 10, 20 or 40. */
  number: number;
  stake: number;
  win: number;
}

/** One placement: chips on any of the six numbers, staked at once (its stake is their sum). */
export interface WheelBet {
  roundId: string;
  orderId: string;
  chips: WheelChip[];
  stake: number;
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

/** A wheel bet in the game records (SPEC §7): its round with the proof, and the segments landed on. */
export interface GameshowRecord {
  round: WheelRound;
  bet: WheelBet;
  /** The segments' labels in the order the wheel landed on them ("7x", "2x", …, the number last); null before. */
  segments: string[] | null;
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
