// The video slot's provably fair proof (server/rounds/slot-chain.ts): every paid spin, free spin and
// bonus buy is the next step of the member's own seed chain for the game; the spin's 32-bit seed
// is the first 8 hex digits of HMAC-SHA256(server seed, "<client seed>:<nonce>") (src/rules/slot5.ts).

/** The next spin's step before it is played: its number in the chain, its seed's hash and the client seed. */
export interface SlotNext {
  nonce: number;
  seedHash: string;
  clientSeed: string;
}

/** A played spin's proof: its round, the hash shown before it, the seed revealed after it, the spin's seed. */
export interface SlotProof extends SlotNext {
  roundId: string;
  serverSeed: string;
  /** The 32-bit seed the reels follow from (spinOf in src/rules/slot5.ts); a buy's decides nothing. */
  seed: number;
}

/** A slot order's proofs in the game records: the paid spin (or the buy), then each free spin of its series. */
export interface SlotRecord {
  spins: (SlotProof & { kind: 'paid' | 'free' | 'buy' })[];
}
