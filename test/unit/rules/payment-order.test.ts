import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clockText, secondsUntil } from '../../../src/rules/payment-order.ts';

test('SPEC §7 deposit PIX code: the time left counts whole seconds up to the end, then 0', () => {
  assert.is(secondsUntil(30 * 60_000, 0), 1800);
  assert.is(secondsUntil(1000, 1), 1, 'a started second still shows');
  assert.is(secondsUntil(1000, 1000), 0);
  assert.is(secondsUntil(1000, 5000), 0, 'never negative past the end');
  assert.equal([1800, 1799, 65, 5, 0].map(clockText), ['30:00', '29:59', '1:05', '0:05', '0:00']);
});

test.run();
