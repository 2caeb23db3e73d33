// The slot's seed chains a test chooses (server/rounds/slot-chain.ts): a short chain whose spins'
// seeds pass the test's wants in order, found by trying secrets with the game's own rules, handed
// to the server for the next chain it makes (the member's first spin or the page's launch makes
// it); the chains after it are paidSpinSeeds' (one spin each, no free spins).
import { randomBytes } from 'node:crypto';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { paidSpinSeeds } from '../../server/rounds/slot-chain.ts';
import type { ChainSeeds } from '../../server/rounds/store.ts';
import { type ReelSet, type SpinOutcome, seedOfHmac, spinOf } from '../../src/rules/slot5.ts';

export const CHOSEN_CLIENT = 'chosen-slot-client';

/** A want on a spin: what `spinOf` draws from its seed at a total bet of `stake` on a reel set. */
export const spinWhere =
  (want: (r: SpinOutcome) => boolean, set: ReelSet = 'base', stake = 200) =>
  (seed: number): boolean =>
    want(spinOf(seed, stake, set));

/** Chains of one spin each, whose spin passes `want` (a test that wants every spin a win, say). */
export function spinsWhere(want: (seed: number) => boolean): ChainSeeds {
  return () => {
    for (;;) {
      const secret = randomBytes(32).toString('hex');
      if (want(seedOfHmac(outcomeHmac(secret, CHOSEN_CLIENT, 1))))
        return { secret, clientSeed: CHOSEN_CLIENT, length: 1 };
    }
  };
}

/**
 * A chain of `wants.length` spins whose n-th seed passes wants[n − 1]; then `then`'s chains. Its
 * `spins` are the chosen seeds, in order (the reels each spin shows follow from them by spinOf).
 */
export function slotChain(
  wants: readonly ((seed: number) => boolean)[],
  then: ChainSeeds = paidSpinSeeds,
): ChainSeeds & { spins: readonly number[] } {
  const k = wants.length;
  for (let i = 0; i < 2_000_000; i++) {
    const secret = randomBytes(32).toString('hex');
    // seed(k) is the secret; seed(n − 1) = SHA-256(seed(n)), as server/rounds/fair.ts chainSeeds.
    const seeds: string[] = [];
    seeds[k] = secret;
    for (let n = k; n > 1; n--) seeds[n - 1] = sha256Hex(seeds[n]!);
    const spinAt = (n: number) => seedOfHmac(outcomeHmac(seeds[n]!, CHOSEN_CLIENT, n));
    if (wants.every((want, j) => want(spinAt(j + 1)))) {
      const spins = wants.map((_, j) => spinAt(j + 1));
      let used = false;
      const chain: ChainSeeds = () => {
        if (used) return then();
        used = true;
        return { secret, clientSeed: CHOSEN_CLIENT, length: k };
      };
      return Object.assign(chain, { spins });
    }
  }
  throw new Error('no such chain');
}
