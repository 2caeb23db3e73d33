// Provably fair rounds (docs/games.md "Provably fair"): every round's outcome is
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), and the server seeds come from a hash
// chain made before the chain's first round. The chain is drawn backwards from a secret:
// seed(n) = SHA-256(seed(n + 1)) as hex text, so the hash shown before round n is the seed
// revealed after round n − 1, and nobody (the operator included) can change a future seed
// without breaking the chain a player has already seen.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The round's outcome hash, as the verify views recompute it. */
export const outcomeHmac = (serverSeed: string, clientSeed: string, nonce: number): string =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest('hex');

export const newChainSecret = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');

const chains = new Map<string, string[]>();

/**
 * The seeds of a chain of `length` rounds: index n (1 … length) is round n's server seed, index 0
 * the chain's commitment, SHA-256 of round 1's seed. Computed once per chain and kept (a few
 * milliseconds for ten thousand rounds).
 */
export function chainSeeds(secret: string, length: number): readonly string[] {
  const key = `${secret}:${length}`;
  let seeds = chains.get(key);
  if (!seeds) {
    seeds = new Array<string>(length + 1);
    seeds[length] = secret;
    for (let n = length; n > 0; n--) seeds[n - 1] = sha256Hex(seeds[n]!);
    chains.set(key, seeds);
  }
  return seeds;
}
