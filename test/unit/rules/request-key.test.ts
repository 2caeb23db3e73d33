import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { requestKeyFor } from '../../../src/rules/request-key.ts';

let n = 0;
const fresh = () => `k${++n}`;

test('README wallet: a retry with the same values keeps its idempotency key, so it moves money once', () => {
  const first = requestKeyFor(null, 'card1|8000', fresh);
  assert.is(requestKeyFor(first, 'card1|8000', fresh), first);
});

test('README wallet: other values are another request with another key; so is the next after a success (null)', () => {
  const first = requestKeyFor(null, 'card1|8000', fresh);
  const other = requestKeyFor(first, 'card1|9000', fresh);
  assert.is.not(other.key, first.key);
  assert.is.not(requestKeyFor(null, 'card1|8000', fresh).key, first.key);
});

test.run();
