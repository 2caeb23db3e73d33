// Live baccarat, punto banco (server/rounds/baccarat.ts): one table for every player, a coup on a
// schedule. What its page asks and bets, and the bet a game record carries. Cards are numbers
// 0 … 51 (src/rules/baccarat.ts); money is cents.
import type { Spot, Winner } from '../../rules/baccarat';

export type BaccaratStakes = Record<Spot, number>;

export interface BaccaratCoupView {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BaccaratRound {
  roundId: string;
  nonce: number;
  seedHash: string;
  clientSeed: string;
  bettingEndsAt: number;
  state: 'BETTING' | 'RUNNING' | 'ENDED' | 'VOID';
  /** The seed and the coup once the round is over (a void round's coup is the one it would have dealt). */
  serverSeed: string | null;
  coup: BaccaratCoupView | null;
  endedAt: number | null;
}

export interface BaccaratBet {
  roundId: string;
  orderId: string;
  stakes: BaccaratStakes;
  /** The sum of the spots' stakes. */
  stake: number;
  /** What the coup returned (stakes pushed on a tie included). */
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

export interface BaccaratState {
  now: number;
  round: BaccaratRound | null;
  /** The last coups, newest first: the bead road. */
  history: BaccaratRound[];
  bet: BaccaratBet | null;
  /** The player's bet in the last ended round, when the current one is a new round. */
  last: BaccaratBet | null;
  balance: number;
}

export interface BaccaratRecord {
  round: BaccaratRound;
  bet: BaccaratBet;
}
