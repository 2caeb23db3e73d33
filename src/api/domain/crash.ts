// The crash game (server/rounds/crash.ts): what its page polls, places and cashes out, and the
// proof a game record carries. Multipliers are hundredths (2.35× is 235); times ms since the epoch.

export type CrashPhase = 'BETTING' | 'RUNNING' | 'ENDED' | 'IDLE';

/** A round as players may see it: the seed and the crash point only once it has ended (or was void). */
export interface CrashRound {
  roundId: string;
  /** The round's number in its seed chain: the HMAC's nonce. */
  nonce: number;
  /** SHA-256 of the round's server seed, shown before the round. */
  seedHash: string;
  clientSeed: string;
  /** The round takes off then. */
  bettingEndsAt: number;
  state: 'BETTING' | 'RUNNING' | 'ENDED' | 'VOID';
  crashPoint: number | null;
  serverSeed: string | null;
  endedAt: number | null;
}

export interface CrashBet {
  roundId: string;
  orderId: string;
  /** 1 or 2: a player may hold two bets in a round. */
  slot: number;
  stake: number;
  autoCashOut: number | null;
  cashedOutAt: number | null;
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

/** A simulated player (the page says so): a stake, and the multiplier they cashed out at, if they did. */
export interface CrashPlayer {
  name: string;
  stake: number;
  cashedOutAt: number | null;
}

export interface CrashState {
  /** The server's clock when it answered: the page's multiplier follows it. */
  now: number;
  phase: CrashPhase;
  /** The multiplier now (the crash point once crashed). */
  multiplier: number;
  round: CrashRound | null;
  /** The last ended rounds, newest first, with their proofs. */
  history: CrashRound[];
  /** The player's bets in this round. */
  bets: CrashBet[];
  /** The player's bets of the last rounds that have ended: what happened while the page was away. */
  settled: CrashBet[];
  players: CrashPlayer[];
  balance: number;
}

/** A crash order's proof in the game record (SPEC §7): the bet and its round. */
export interface CrashRecord {
  round: CrashRound;
  bet: CrashBet;
}
