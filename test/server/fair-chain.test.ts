// Provably fair chains (docs/games.md "Provably fair"): the server reads one seed at a time from
// checkpoints, the same seeds a verifier gets by walking the whole chain, and keeps a bounded
// number of chains in memory however many members play.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CHECKPOINT,
  chainSeed,
  chainSeeds,
  KEPT_CHAINS,
  keptChainCount,
  newChainSecret,
  sha256Hex,
} from '../../server/rounds/fair.ts';

test("every seed read one at a time is the whole chain's seed at that place, at any length", () => {
  for (const length of [1, 5, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, 3 * CHECKPOINT + 57, 10 * CHECKPOINT]) {
    const secret = sha256Hex(`chain-${length}`);
    const whole = chainSeeds(secret, length);
    for (let n = 0; n <= length; n++) assert.is(chainSeed(secret, length, n), whole[n], `seed ${n} of ${length}`);
    assert.is(chainSeed(secret, length, length), secret, 'the last round reveals the secret');
    // Each seed hashes to the one before it: what a player checks.
    for (let n = 1; n <= length; n++) assert.is(sha256Hex(chainSeed(secret, length, n)), whole[n - 1]);
  }
});

test('a seed outside the chain is refused, not guessed', () => {
  const secret = newChainSecret();
  for (const n of [-1, 11, 2.5, Number.NaN]) assert.throws(() => chainSeed(secret, 10, n), /no seed/);
});

test('the chains kept in memory stay bounded however many members open one, and a dropped chain still reads right', () => {
  const first = newChainSecret();
  const firstWhole = chainSeeds(first, 1000);
  chainSeed(first, 1000, 1);
  for (let i = 0; i < KEPT_CHAINS + 50; i++) chainSeed(newChainSecret(), 200, 0);
  assert.ok(keptChainCount() <= KEPT_CHAINS, `${keptChainCount()} chains kept`);
  // The first chain was dropped long ago; asked again, it is walked again and gives the same seeds.
  for (const n of [0, 1, 99, 100, 101, 999, 1000]) assert.is(chainSeed(first, 1000, n), firstWhole[n]);
});

test.run();
