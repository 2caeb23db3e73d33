// A form's field errors re-validate 200 ms after the language settles (SPEC §4, §9), through a
// stream loaded with the first change (state/revalidate.ts): once after a burst of changes, never
// after the form has closed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { languageApplied } from '../../../src/state/language.ts';
import { onLanguageRevalidate } from '../../../src/state/revalidate.ts';
import { REVALIDATE_DEBOUNCE_MS } from '../../../src/streams/revalidate.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('SPEC §4/§9 a burst of language changes re-validates the form once, 200 ms after the last', async () => {
  let checks = 0;
  const stop = onLanguageRevalidate(() => checks++);
  languageApplied('en');
  await sleep(50);
  languageApplied('ur');
  await sleep(REVALIDATE_DEBOUNCE_MS / 2);
  assert.is(checks, 0, 'not while the language is still changing');
  await sleep(REVALIDATE_DEBOUNCE_MS + 100);
  assert.is(checks, 1);
  languageApplied('pt');
  await sleep(REVALIDATE_DEBOUNCE_MS + 100);
  assert.is(checks, 2, 'each settled change re-validates');
  stop();
});

test('a form that has closed is not re-validated, even by a change made just before it closed', async () => {
  let checks = 0;
  const stop = onLanguageRevalidate(() => checks++);
  languageApplied('en');
  stop();
  await sleep(REVALIDATE_DEBOUNCE_MS + 100);
  languageApplied('pt');
  await sleep(REVALIDATE_DEBOUNCE_MS + 100);
  assert.is(checks, 0);
});

test.run();
