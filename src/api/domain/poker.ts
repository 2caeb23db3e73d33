// Video poker, Jacks or Better (server/rounds/video-poker.ts): what its page asks, deals and
// draws, and the hand a game record carries. Cards are two-letter codes ("As", "Td", "7c");
// money is cents.
import type { HandRank } from '../../rules/video-poker';

/** A hand's proof: the seed's hash from the deal, the seed itself once the hand is drawn (or void). */
export interface PokerProof {
  roundId: string;
  /** The round's number in its seed chain: the HMAC's nonce. */
  nonce: number;
  seedHash: string;
  clientSeed: string;
  serverSeed: string | null;
}

export interface PokerHand {
  roundId: string;
  orderId: string;
  stake: number;
  dealt: string[];
  /** Positions held (0…4), once drawn. */
  held: number[] | null;
  /** The five cards after the draw. */
  final: string[] | null;
  rank: HandRank | null;
  win: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID';
  proof: PokerProof;
}

export interface PokerState {
  /** The hand dealt and waiting for its draw, if any (after a reload or a restart too). */
  hand: PokerHand | null;
  /** The last hand drawn in this game. */
  last: PokerHand | null;
  balance: number;
}
