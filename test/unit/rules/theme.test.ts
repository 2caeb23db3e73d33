import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeTheme } from '../../../src/rules/theme.ts';

test('SPEC §4 theme: light stays light', () => {
  assert.is(normalizeTheme('light'), 'light');
});

test('SPEC §4 theme: dark stays dark', () => {
  assert.is(normalizeTheme('dark'), 'dark');
});

test('SPEC §4 theme: anything else falls back to dark', () => {
  const others: unknown[] = [
    undefined,
    null,
    '',
    'blue',
    'Light',
    'LIGHT',
    ' light',
    'light ',
    0,
    1,
    true,
    false,
    {},
    [],
    ['light'],
    { theme: 'light' },
    Number.NaN,
  ];
  for (const v of others) assert.is(normalizeTheme(v), 'dark', `input ${String(v)}`);
});

test('SPEC §9 theme: the default (nothing stored) is dark', () => {
  assert.is(normalizeTheme(null), 'dark');
});

test.run();
