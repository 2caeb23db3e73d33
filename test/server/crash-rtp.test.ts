// The crash game's return to player, stated as 97 % in its rules screen: a million rounds drawn
// exactly as the server draws them (a SHA-256 seed chain from a fixed secret, so the run is the
// same every time, and HMAC-SHA256 per round), played with auto cash-outs from 1.01× to 100×.
//
// Tolerance: a bet cashed out at A (as a multiple) returns A with chance 0.97/A, else 0, so one
// bet's return has variance 0.97·A − 0.97²; over N = 10⁶ rounds the mean's standard deviation is
// sqrt((0.97·A − 0.9409) / N): 0.0010 at 2×, 0.0031 at 10×, 0.0098 at 100×. Each target must be
// within four of them (a fair game fails that one run in 16 000; a 96 % or 98 % game fails it at
// every target up to 10×). Since the secret is fixed, the run is reproducible.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crashPointOf, INSTANT_CRASH, RETURN_TO_PLAYER_PERCENT } from '../../src/rules/crash.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';

const ROUNDS = 1_000_000;
const TARGETS = [101, 150, 200, 500, 1000, 10_000];

test('the mapping is exact: the crash point reaches A in precisely 97/A of the outcome space', () => {
  const space = 2n ** 52n;
  const hex = (v: bigint) => v.toString(16).padStart(13, '0');
  for (const a of [101, 150, 200, 333, 1000, 10_000, 1_000_000]) {
    // floor(97·2^52/(2^52−h)) ≥ A ⟺ 2^52 − h ≤ 97·2^52/A: the smallest such h, in whole numbers.
    const reaching = (97n * space) / BigInt(a);
    const h = space - reaching;
    assert.ok(crashPointOf(hex(h)) >= a, `h=${h} reaches ${a}`);
    const below = crashPointOf(hex(h - 1n));
    assert.ok(below < a, `h-1 stays under ${a} (${below})`);
    // So the outcomes reaching A are `reaching` of 2^52: 97/A, to within one part in 2^52.
    assert.ok(Math.abs(Number(reaching) / 2 ** 52 - 97 / a) < 1e-15);
  }
});

test(`a million rounds return ${RETURN_TO_PLAYER_PERCENT} % at every auto cash-out, within four standard deviations`, () => {
  const reached = new Map(TARGETS.map((a) => [a, 0]));
  let instant = 0;
  let seed = sha256Hex('crash rtp simulation: a fixed secret so the run is reproducible');
  const clientSeed = 'rtp-client-seed';
  for (let nonce = 1; nonce <= ROUNDS; nonce++) {
    seed = sha256Hex(seed);
    const x = crashPointOf(outcomeHmac(seed, clientSeed, nonce));
    if (x === INSTANT_CRASH) instant++;
    for (const a of TARGETS) if (x >= a) reached.set(a, reached.get(a)! + 1);
  }
  const rtp = RETURN_TO_PLAYER_PERCENT / 100;
  for (const a of TARGETS) {
    const mult = a / 100;
    const ret = (mult * reached.get(a)!) / ROUNDS;
    const sd = Math.sqrt((rtp * mult - rtp * rtp) / ROUNDS);
    assert.ok(
      Math.abs(ret - rtp) <= 4 * sd,
      `cash-out at ${mult}×: returned ${ret.toFixed(5)}, ±${(4 * sd).toFixed(5)}`,
    );
  }
  // One round in about 25 crashes at once (1 − 0.97/1.01 = 3.96 %).
  const share = instant / ROUNDS;
  assert.ok(Math.abs(share - (1 - rtp / 1.01)) < 0.001, `instant crashes: ${share}`);
});

test.run();
