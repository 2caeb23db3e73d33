// Home's first-view dictionary (src/state/i18n.ts): a visit that opens on home starts with the
// slice of keys home can show; every other page, a language choice and a key the slice lacks
// get the whole dictionary, once.
import { effect } from '@preact/signals-react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  applyLanguage,
  applyStartLanguage,
  dictionary,
  hasText,
  setDictionary,
  t,
  wholeDictionary,
} from '../../../src/state/i18n.ts';
import { FIRST_VIEW_MISS } from '../../../src/lib/first-view-miss.ts';
import { json } from '../../setup/fake-fetch.ts';

const SLICE = { 'home.title': 'Início' };
const WHOLE = { 'home.title': 'Início', 'wallet.deposit': 'Depositar' };
const EN_SLICE = { 'home.title': 'Home' };
const EN_WHOLE = { 'home.title': 'Home', 'wallet.deposit': 'Deposit' };
const UR_SLICE = { 'home.title': 'ہوم' };

/** A fetcher over the dictionary files; `hold` keeps a URL's answer until released. */
function files(hold?: string) {
  const urls: string[] = [];
  let release = () => {};
  const table: Record<string, object> = {
    '/i18n/pt-first.json': SLICE,
    '/i18n/pt.json': WHOLE,
    '/i18n/en-first.json': EN_SLICE,
    '/i18n/en.json': EN_WHOLE,
    '/i18n/ur-first.json': UR_SLICE,
    '/i18n/ur.json': UR_SLICE,
  };
  const f = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (url === hold) await new Promise<void>((done) => (release = done));
    const body = table[url];
    if (!body) throw new TypeError('Failed to fetch');
    return json(body);
  }) as typeof fetch;
  return { urls, f, release: () => release() };
}

/** console.warn as the e2e suite reads it: each key the slice lacked. */
function warnings() {
  const original = console.warn;
  const keys: string[] = [];
  console.warn = (...args: unknown[]) => {
    if (args[0] === FIRST_VIEW_MISS) keys.push(String(args[1]));
  };
  return { keys, restore: () => (console.warn = original) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

test.before.each(() => {
  setDictionary('pt', {});
  localStorage.clear();
});

test('SPEC §4 start-up on home asks for the first-view slice only; elsewhere the whole dictionary', async () => {
  const home = files();
  await applyStartLanguage('pt', true, home.f);
  assert.equal(home.urls, ['/i18n/pt-first.json']);
  assert.is(t('home.title'), 'Início');

  const deposit = files();
  await applyStartLanguage('pt', false, deposit.f);
  assert.equal(deposit.urls, ['/i18n/pt.json']);
  assert.is(t('wallet.deposit'), 'Depositar');
});

test('SPEC §1 Urdu on home: its slice and English’s, as the fallback', async () => {
  const home = files();
  await applyStartLanguage('ur', true, home.f);
  assert.equal(home.urls.sort(), ['/i18n/en-first.json', '/i18n/ur-first.json']);
  assert.is(t('home.title'), 'ہوم');
});

test('a page other than home waits for the whole dictionary: asked once, however many pages wait', async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  await Promise.all([wholeDictionary(net.f), wholeDictionary(net.f)]);
  await wholeDictionary(net.f);
  assert.equal(net.urls, ['/i18n/pt-first.json', '/i18n/pt.json']);
  assert.is(t('wallet.deposit'), 'Depositar');
});

test('a key the slice lacks fetches the whole dictionary once, shows its text when it is in, and is named for the e2e suite', async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  const warned = warnings();
  const original = globalThis.fetch;
  globalThis.fetch = net.f;
  try {
    assert.is(t('wallet.deposit'), 'wallet.deposit', 'the key shows until the whole dictionary is in');
    assert.is(hasText('wallet.deposit'), false);
    await tick();
    await tick();
  } finally {
    globalThis.fetch = original;
    warned.restore();
  }
  assert.equal(net.urls, ['/i18n/pt-first.json', '/i18n/pt.json'], 'the whole dictionary, once');
  assert.equal(warned.keys, ['wallet.deposit'], 'named once: the whole dictionary is on its way after the first miss');
  assert.is(t('wallet.deposit'), 'Depositar');
});

test('a whole dictionary (a choice, or a page that waited) is never replaced by a slice that answers late', async () => {
  const net = files('/i18n/pt-first.json');
  const start = applyStartLanguage('pt', true, net.f);
  await applyLanguage('pt', net.f);
  net.release();
  await start;
  assert.is(t('wallet.deposit'), 'Depositar');
});

test('a language chosen on home is loaded whole: its pages wait for nothing more', async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  await applyLanguage('en', net.f);
  await wholeDictionary(net.f);
  assert.equal(net.urls, ['/i18n/pt-first.json', '/i18n/en.json']);
  assert.is(t('wallet.deposit'), 'Deposit');
});

test('a whole dictionary that failed is asked again by the next page that waits for it', async () => {
  await applyStartLanguage('pt', true, files().f);
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  await wholeDictionary(offline).then(
    () => assert.unreachable('the failure reaches the page, which shows its error'),
    (e: Error) => assert.instance(e, TypeError),
  );
  const online = files();
  await wholeDictionary(online.f);
  assert.equal(online.urls, ['/i18n/pt.json']);
  assert.is(t('home.title'), 'Início', 'the slice stayed on screen meanwhile, then the whole one');
});

/** How many times a view reading the dictionary would render again from now on. */
function renders(): { count: () => number; stop: () => void } {
  let runs = -1;
  const stop = effect(() => {
    void dictionary.value;
    runs++;
  });
  return { count: () => runs, stop };
}

test("the whole dictionary over home's slice renders no view again: every text on screen stays as it was", async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  const views = renders();
  await wholeDictionary(net.f);
  views.stop();
  assert.is(views.count(), 0, 'a first touch re-rendered the whole app, a stall that split a typed word');
  assert.is(t('home.title'), 'Início');
  assert.is(t('wallet.deposit'), 'Depositar', 'a view that opens now reads the whole dictionary');
});

test('after a view showed a key the slice lacked, the whole dictionary renders the views again, so that key shows its text', async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  const warned = warnings();
  const views = renders();
  const original = globalThis.fetch;
  globalThis.fetch = net.f;
  try {
    t('wallet.deposit');
    await tick();
    await tick();
  } finally {
    globalThis.fetch = original;
    warned.restore();
    views.stop();
  }
  assert.is(views.count(), 1);
  assert.is(t('wallet.deposit'), 'Depositar');
});

test('a language chosen while the slice is on screen renders the views again in that language', async () => {
  const net = files();
  await applyStartLanguage('pt', true, net.f);
  const views = renders();
  await applyLanguage('en', net.f);
  views.stop();
  assert.is(views.count(), 1);
  assert.is(t('home.title'), 'Home');
});

test.run();
