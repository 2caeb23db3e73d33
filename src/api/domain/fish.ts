// Fish shooting (server/rounds/fish.ts): what its page asks and shoots, and the shot a game record
// carries. Money is cents; a target's multiplier is a whole number (2 … 100).

/** The next shot's proof before it is fired: its number in the player's seed chain and its seed's hash. */
export interface FishNext {
  nonce: number;
  seedHash: string;
  clientSeed: string;
}

export interface FishShot {
  roundId: string;
  orderId: string;
  stake: number;
  /** The multiplier of the target shot at. */
  target: number;
  fell: boolean;
  win: number;
  proof: FishNext & { roundId: string; serverSeed: string };
}

export interface FishState {
  next: FishNext;
  /** The last shots in this game, newest first. */
  shots: FishShot[];
  balance: number;
}
