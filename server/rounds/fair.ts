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

/**
 * The seeds of a chain of `length` rounds: index n (1 … length) is round n's server seed, index 0
 * the chain's commitment, SHA-256 of round 1's seed. The whole chain, as a verifier computes it;
 * the server asks for one seed at a time (chainSeed).
 */
export function chainSeeds(secret: string, length: number): readonly string[] {
  const seeds = new Array<string>(length + 1);
  seeds[length] = secret;
  for (let n = length; n > 0; n--) seeds[n - 1] = sha256Hex(seeds[n]!);
  return seeds;
}

/** Every CHECKPOINT-th seed of a chain is kept: any seed is then at most 99 hashes (about 0.1 ms) away. */
export const CHECKPOINT = 100;
/**
 * Chains whose checkpoints stay in memory, the least recently used dropped first (about 10 KB
 * each, so 20 MB at most). A chain dropped and asked again is walked again (about 10 ms for ten
 * thousand rounds). Keeping whole chains, as this once did, held about 1 MB for every member and
 * game with a chain of their own (slot spins, fish shots), for the life of the process.
 */
export const KEPT_CHAINS = 2000;
const checkpoints = new Map<string, readonly string[]>();

function checkpointsOf(secret: string, length: number): readonly string[] {
  const key = `${secret}:${length}`;
  const kept = checkpoints.get(key);
  if (kept) {
    checkpoints.delete(key);
    checkpoints.set(key, kept);
    return kept;
  }
  const made: string[] = [];
  let seed = secret;
  for (let n = length; ; n--) {
    if (n % CHECKPOINT === 0) made[n / CHECKPOINT] = seed;
    if (n === 0) break;
    seed = sha256Hex(seed);
  }
  checkpoints.set(key, made);
  if (checkpoints.size > KEPT_CHAINS) checkpoints.delete(checkpoints.keys().next().value!);
  return made;
}

/** Seed n (0 … length) of a chain, as chainSeeds(secret, length)[n], without keeping the chain. */
export function chainSeed(secret: string, length: number, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > length) throw new RangeError(`no seed ${n} in a chain of ${length}`);
  const from = Math.min(Math.ceil(n / CHECKPOINT) * CHECKPOINT, length);
  let seed = from === length ? secret : checkpointsOf(secret, length)[from / CHECKPOINT]!;
  for (let at = from; at > n; at--) seed = sha256Hex(seed);
  return seed;
}

/** How many chains' checkpoints are in memory (the bound's test reads it). */
export const keptChainCount = (): number => checkpoints.size;
