// SPEC §2.3/§9 the cosmetic jackpot counter (site config jackpot.display 'cosmetic'): a random
// start between R$ 2,000,000 and 2,100,000, then a random R$ 100 to 500 every 3, 4 or 5 s; a
// visit starts from the amount shown last, so it never goes backwards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { take } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { cosmeticPeriod, cosmeticStart, cosmeticStep } from '../../../src/rules/jackpot-cosmetic';
import { cosmeticJackpot } from '../../../src/streams/jackpot-cosmetic';

/** A random source that answers these values in turn. */
const queue =
  (...values: number[]) =>
  () => {
    const v = values.shift();
    if (v === undefined) throw new Error('random asked once too often');
    return v;
  };
const TOP = 0.999_999_9;

test('SPEC §9 cosmetic jackpot: the start is R$ 2,000,000 to 2,100,000 in whole reais, unless the last amount shown is higher', () => {
  assert.is(
    cosmeticStart(null, () => 0),
    2_000_000_00,
  );
  assert.is(
    cosmeticStart(null, () => TOP),
    2_100_000_00,
  );
  assert.is(cosmeticStart(null, () => 0.5) % 100, 0);
  assert.is(
    cosmeticStart(2_345_678_90, () => 0),
    2_345_678_90,
    'never backwards: the stored amount goes on',
  );
  assert.is(
    cosmeticStart(1_000_00, () => 0),
    2_000_000_00,
    'a stored amount below the range starts the range',
  );
});

test('SPEC §9 cosmetic jackpot: each addition is R$ 100 to 500, each wait 3, 4 or 5 s', () => {
  assert.equal([cosmeticStep(() => 0), cosmeticStep(() => TOP)], [100_00, 500_00]);
  assert.equal(
    [0, 0.34, 0.67, TOP].map((r) => cosmeticPeriod(() => r)),
    [3_000, 4_000, 5_000, 5_000],
  );
});

test('SPEC §9 cosmetic jackpot: the start at once, then each drawn addition after each drawn wait', () => {
  new TestScheduler((a, e) => assert.equal(a, e)).run(({ expectObservable }) => {
    // waits 3 s, 5 s, 4 s; additions R$ 100, R$ 500, R$ 300
    const random = queue(0, 0, TOP, TOP, 0.5, 0.5);
    const s = 2_000_000_00;
    expectObservable(cosmeticJackpot({ start: s, random }).pipe(take(4))).toBe('a 2999ms b 4999ms c 3999ms (d|)', {
      a: s,
      b: s + 100_00,
      c: s + 600_00,
      d: s + 900_00,
    });
  });
});

test.run();
