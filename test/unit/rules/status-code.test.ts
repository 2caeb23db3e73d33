import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statusCode } from '../../../src/rules/status-code.ts';

test('SPEC §4 status: neither maintenance nor restriction gives 0', () => {
  assert.is(statusCode(false, false), 0);
});

test('SPEC §4 status: maintenance alone gives 1', () => {
  assert.is(statusCode(true, false), 1);
});

test('SPEC §4 status: restriction without maintenance gives 2', () => {
  assert.is(statusCode(false, true), 2);
});

test('SPEC §4 status: maintenance and restriction gives 1', () => {
  assert.is(statusCode(true, true), 1);
});

test.run();
