import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate } from '../../../src/lib/dates.ts';
import { formatMoney, formatWhole } from '../../../src/lib/format.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { jackpot, jackpotText } from '../../../src/state/jackpot-value.ts';

// Noon UTC, so the day is the same in every time zone the suite may run in.
const ISO = '2026-03-04T12:00:00Z';

test('formats: a date follows the language (PT-BR and EN day/month/year, UR with Latin digits)', () => {
  assert.is(formatDate(ISO, 'pt'), '04/03/2026');
  assert.is(formatDate(ISO, 'en'), '04/03/2026');
  assert.is(formatDate(ISO, 'ur'), '04/03/2026');
});

test('formats: a date with time keeps the date first and shows hours and minutes', () => {
  for (const lang of ['pt', 'en', 'ur'] as const) {
    assert.match(formatDate(ISO, lang, true), /^04\/03\/2026[,،] \d\d:\d\d/, lang);
  }
  assert.match(formatDate(ISO, 'ur', true), /،/, 'UR uses the Arabic comma between date and time');
});

test('formats: an unreadable date shows nothing rather than "Invalid Date"', () => {
  assert.is(formatDate('not a date', 'pt'), '');
  assert.is(formatDate('', 'ur', true), '');
});

test('formats: UR amounts use Latin digits and EN separators, so they read the same inside right-to-left text', () => {
  assert.is(formatMoney(203456789, 'ur'), '2,034,567.89');
  assert.not.match(formatMoney(123456, 'ur'), /[\u0660-\u0669\u06F0-\u06F9]/, 'no Arabic-Indic digits');
  assert.is(formatMoney(203456789, 'pt'), '2.034.567,89');
});

test('formats: plain numbers (the jackpot counter) follow the language', () => {
  assert.is(formatWhole(2034567, 'pt'), '2.034.567');
  assert.is(formatWhole(2034567, 'en'), '2,034,567');
  assert.is(formatWhole(2034567, 'ur'), '2,034,567');
  // The jackpot is the server's amount in cents.
  jackpot.value = 203456789;
  setDictionary('pt', {});
  assert.is(jackpotText.value, '2.034.567,89');
  setDictionary('en', {});
  assert.is(jackpotText.value, '2,034,567.89', 'the counter re-formats when the language changes');
  setDictionary('pt', {});
});

test.run();
