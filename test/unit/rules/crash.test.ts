// The crash game's rules (src/rules/crash.ts), shared by the server that decides every round
// and the game records' verify view; and that view's recomputation (src/lib/crash-proof.ts)
// agreeing with the server's own HMAC, so a player's check and the server's decision match.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recomputeCrash } from '../../../src/lib/crash-proof.ts';
import {
  crashPointOf,
  formatMultiplier,
  INSTANT_CRASH,
  multiplierAt,
  timeToReach,
  winOf,
} from '../../../src/rules/crash.ts';
import { outcomeHmac, sha256Hex } from '../../../server/rounds/fair.ts';

test('the crash point from an outcome hash: 1.00× below 1.01×, else floor(97·2^52/(2^52−h)) hundredths', () => {
  assert.is(crashPointOf('0000000000000'.padEnd(64, 'f')), INSTANT_CRASH, 'h = 0 gives 0.97×: crashes at once');
  // h = 2^51 gives exactly 1.94×.
  assert.is(crashPointOf('8000000000000'.padEnd(64, '0')), 194);
  // h = 2^52 − 1 gives the cap.
  assert.is(crashPointOf('fffffffffffff'.padEnd(64, '0')), 1_000_000);
  assert.throws(() => crashPointOf('XYZ'));
});

test('the multiplier rises from 1.00× on the server clock, and timeToReach finds its first moment at a value', () => {
  assert.is(multiplierAt(0), 100);
  assert.is(multiplierAt(-5), 100);
  for (const x of [101, 150, 200, 1000, 12345]) {
    const t = timeToReach(x);
    assert.ok(multiplierAt(t) >= x, `at ${t} ms it shows ${x}`);
    assert.ok(multiplierAt(t - 1) < x, `a ms before it was under ${x}`);
  }
  assert.ok(timeToReach(200) > 8000 && timeToReach(200) < 9000, '2× after about 8.7 s');
});

test('a win is the stake times the multiplier, rounded down to the cent; multipliers read in the player’s language', () => {
  assert.is(winOf(1000, 235), 2350);
  assert.is(winOf(333, 150), 499);
  assert.is(formatMultiplier(235, 'pt-BR'), '2,35×');
  assert.is(formatMultiplier(100000, 'en'), '1,000.00×');
});

test('the records’ verify view recomputes what the server decided, from the seed, client seed and number', async () => {
  const seed = sha256Hex('a seed of some round');
  const r = await recomputeCrash(seed, 'client-seed', 42);
  assert.ok(r);
  assert.is(r.crashPoint, crashPointOf(outcomeHmac(seed, 'client-seed', 42)));
  assert.is(r.seedHash, sha256Hex(seed));
  const other = await recomputeCrash(seed, 'client-seed', 43);
  assert.is(other!.crashPoint, crashPointOf(outcomeHmac(seed, 'client-seed', 43)));
});

test.run();
