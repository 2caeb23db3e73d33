import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  RTL,
  applyLanguage,
  dictionary,
  fetchDictionary,
  isRtl,
  language,
  normalizeLanguage,
  plural,
  setDictionary,
  t,
  tn,
} from '../../../src/state/i18n.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../../../src/rules/languages.ts';
import { json, text } from '../../setup/fake-fetch.ts';

const PT = {
  'common.retry': 'Tentar de novo',
  'badge.unread': '{count} não lidas',
  'home.greet': 'Olá {name}, {name}!',
};
const EN = {
  'common.retry': 'Try again',
  'badge.unread': '{count} unread',
  'home.greet': 'Hi {name}, {name}!',
  'only.en': 'English only',
};
const UR = { 'common.retry': 'دوبارہ کوشش کریں' };

/** A fetcher answering /i18n/<lang>.json from a table; records the URLs asked for. */
function fetcher(table: Record<string, () => Response>) {
  const urls: string[] = [];
  const f = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const answer = table[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as typeof fetch;
  return { urls, f };
}
const dicts = { '/i18n/pt.json': () => json(PT), '/i18n/en.json': () => json(EN), '/i18n/ur.json': () => json(UR) };

test.before.each(() => {
  setDictionary('pt', {});
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});
test.after(() => {
  setDictionary('pt', {});
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

test('SPEC §1 languages: PT, EN and UR, each with its dictionary file and no file without its language; UR is right-to-left', () => {
  assert.equal([...LANGUAGES], ['pt', 'en', 'ur']);
  const files = readdirSync('i18n')
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
  assert.equal(
    files.sort(),
    [...LANGUAGES].sort(),
    'i18n/<language>.json for exactly the languages of rules/languages.ts',
  );
  assert.equal([...RTL], ['ur']);
});

test('SPEC §1 language: normalizeLanguage accepts the supported codes in any case', () => {
  assert.is(normalizeLanguage('pt'), 'pt');
  assert.is(normalizeLanguage('en'), 'en');
  assert.is(normalizeLanguage('ur'), 'ur');
  assert.is(normalizeLanguage('EN'), 'en');
  assert.is(normalizeLanguage('Ur'), 'ur');
});

test('SPEC §3 language: normalizeLanguage reads region-tagged codes (PT-BR, en-US, en_US) by their language', () => {
  assert.is(normalizeLanguage('PT-BR'), 'pt');
  assert.is(normalizeLanguage('pt-BR'), 'pt');
  assert.is(normalizeLanguage('en-US'), 'en');
  assert.is(normalizeLanguage('en_US'), 'en');
  assert.is(normalizeLanguage('ur-PK'), 'ur');
});

test('SPEC §1 language: anything else falls back to PT (the default)', () => {
  for (const v of ['', 'fr', 'english', 'e', 'zh-CN', ' en', null, undefined, 1, {}, ['en']]) {
    assert.is(normalizeLanguage(v), 'pt', `value ${JSON.stringify(v)}`);
  }
});

test('SPEC §1 i18n: t() returns the text of the current dictionary', () => {
  setDictionary('en', EN);
  assert.is(t('common.retry'), 'Try again');
  setDictionary('pt', PT);
  assert.is(t('common.retry'), 'Tentar de novo');
});

test('SPEC §1 i18n: t() fills {params}, every occurrence, numbers included', () => {
  setDictionary('pt', PT);
  assert.is(t('badge.unread', { count: 5 }), '5 não lidas');
  assert.is(t('badge.unread', { count: 0 }), '0 não lidas');
  assert.is(t('badge.unread', { count: '99+' }), '99+ não lidas');
  assert.is(t('home.greet', { name: 'Ana' }), 'Olá Ana, Ana!');
});

test('SPEC §1 i18n: a placeholder without a param stays visible rather than becoming "undefined"', () => {
  setDictionary('en', EN);
  assert.is(t('badge.unread', {}), '{count} unread');
  assert.is(t('badge.unread'), '{count} unread');
  assert.is(t('home.greet', { other: 'x' }), 'Hi {name}, {name}!');
});

test('SPEC §1 i18n: UR falls back to EN key by key, never a raw key when EN has it', () => {
  setDictionary('ur', UR, EN);
  assert.is(t('common.retry'), 'دوبارہ کوشش کریں', 'UR text wins');
  assert.is(t('only.en'), '\u2068English only\u2069', 'missing in UR: EN text');
  assert.is(t('badge.unread', { count: 3 }), '\u20683 unread\u2069', 'fallback text takes params too');
});

test('i18n: EN fallback text in UR is a bidi isolate (reads left-to-right inside right-to-left text); UR text is not', () => {
  setDictionary('ur', UR, EN);
  assert.ok(t('only.en').startsWith('\u2068') && t('only.en').endsWith('\u2069'));
  assert.not.match(t('common.retry'), /[\u2068\u2069]/);
  assert.is(t('no.such.key'), 'no.such.key', 'a missing key is not wrapped');
  setDictionary('en', EN);
  assert.is(t('only.en'), 'English only', 'EN itself is never wrapped');
});

test('SPEC §1 i18n: a key no dictionary has shows the key (a visible bug, not a crash)', () => {
  setDictionary('en', EN);
  assert.is(t('no.such.key'), 'no.such.key');
});

test('SPEC §4 start-up: applyLanguage loads the dictionary and sets html lang (pt-BR) and dir (ltr)', async () => {
  const { urls, f } = fetcher(dicts);
  await applyLanguage('pt', f);
  assert.equal(urls, ['/i18n/pt.json']);
  assert.is(language.value, 'pt');
  assert.is(t('common.retry'), 'Tentar de novo');
  assert.is(document.documentElement.lang, 'pt-BR');
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(isRtl.value, false);
});

test('SPEC §1 language: applyLanguage en sets lang=en, ltr, and saves the choice', async () => {
  const { f } = fetcher(dicts);
  await applyLanguage('en', f);
  assert.is(document.documentElement.lang, 'en');
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(localStorage.getItem('language'), 'en');
});

test('SPEC §1 language: applyLanguage ur loads UR and EN, sets dir=rtl and falls back to EN', async () => {
  const { urls, f } = fetcher(dicts);
  await applyLanguage('ur', f);
  assert.equal([...urls].sort(), ['/i18n/en.json', '/i18n/ur.json']);
  assert.is(document.documentElement.lang, 'ur');
  assert.is(document.documentElement.dir, 'rtl');
  assert.is(isRtl.value, true);
  assert.is(t('common.retry'), 'دوبارہ کوشش کریں');
  assert.is(t('only.en'), '\u2068English only\u2069');
  assert.is(localStorage.getItem('language'), 'ur');
});

test('SPEC §1 language: leaving UR drops its EN fallback and the rtl direction', async () => {
  const { f } = fetcher(dicts);
  await applyLanguage('ur', f);
  await applyLanguage('pt', f);
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(t('only.en'), 'only.en', 'PT shows no EN text');
});

test('SPEC §1 language: a failed dictionary fetch rejects and keeps the previous dictionary', async () => {
  const { f } = fetcher(dicts);
  await applyLanguage('pt', f);
  const broken = fetcher({ ...dicts, '/i18n/en.json': () => text('<html>502 Bad Gateway</html>', 502) });
  await applyLanguage('en', broken.f).then(
    () => assert.unreachable('should reject'),
    (e: Error) => assert.match(e.message, 'HTTP 502'),
  );
  assert.is(language.value, 'pt');
  assert.is(t('common.retry'), 'Tentar de novo');
  assert.is(document.documentElement.lang, 'pt-BR');
  assert.is(localStorage.getItem('language'), 'pt', 'the failed language is not saved');
});

test('SPEC §1 language: a network failure or an HTML body rejects and keeps the previous dictionary', async () => {
  const { f } = fetcher(dicts);
  await applyLanguage('en', f);
  const offline = fetcher({});
  await applyLanguage('pt', offline.f).then(
    () => assert.unreachable('should reject'),
    () => undefined,
  );
  const html = fetcher({ '/i18n/pt.json': () => text('<!doctype html><title>x</title>', 200) });
  await applyLanguage('pt', html.f).then(
    () => assert.unreachable('should reject'),
    () => undefined,
  );
  assert.is(language.value, 'en');
  assert.is(t('common.retry'), 'Try again');
});

test('SPEC §1 language: UR with a failed EN fallback rejects and changes nothing', async () => {
  const { f } = fetcher(dicts);
  await applyLanguage('pt', f);
  const noEn = fetcher({ '/i18n/ur.json': () => json(UR) });
  await applyLanguage('ur', noEn.f).then(
    () => assert.unreachable('should reject'),
    () => undefined,
  );
  assert.is(language.value, 'pt');
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(t('common.retry'), 'Tentar de novo');
});

test('SPEC §1 language: a dictionary that is not an object is refused', async () => {
  for (const body of [null, 'text', 42, ['a']]) {
    const f = fetcher({ '/i18n/en.json': () => json(body) });
    await fetchDictionary('en', f.f).then(
      () => assert.unreachable(`accepted ${JSON.stringify(body)}`),
      () => undefined,
    );
  }
});

test('SPEC §1 language: the dictionary signal changes only once the new dictionary has arrived', async () => {
  setDictionary('pt', PT);
  let release: (r: Response) => void = () => undefined;
  const slow = (() =>
    new Promise<Response>((r) => {
      release = r;
    })) as unknown as typeof fetch;
  const p = applyLanguage('en', slow);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(dictionary.value, PT, 'the old text stays while the new one loads');
  release(json(EN));
  await p;
  assert.equal(dictionary.value, EN);
});

const LOCALES = { pt: 'pt-BR', en: 'en', ur: 'ur' } as const;

test("plurals: each language's rule picks what CLDR (Intl.PluralRules) picks for every count a screen shows", () => {
  for (const lang of LANGUAGES) {
    const cldr = new Intl.PluralRules(LOCALES[lang]);
    // pt: CLDR says 'one' for 0 too; Brazilian usage says "0 membros ativos" (plural).
    for (let n = lang === 'pt' ? 1 : 0; n <= 2000; n++) assert.is(plural(lang, n), cldr.select(n), `${lang} ${n}`);
  }
  assert.equal([plural('pt', 0), plural('pt', 1), plural('pt', 2)], ['other', 'one', 'other']);
  assert.equal([plural('en', 0), plural('en', 1), plural('en', 2)], ['other', 'one', 'other']);
});

test('plurals: tn picks the form by count and fills it ("1 dia seguido", "2 dias seguidos")', () => {
  const dict = { 'signIn.streak.one': '{count} dia seguido', 'signIn.streak.other': '{count} dias seguidos' };
  setDictionary('pt', dict);
  try {
    assert.equal([tn('signIn.streak', 1), tn('signIn.streak', 2)], ['1 dia seguido', '2 dias seguidos']);
    setDictionary('en', { 'x.one': '{count} bet', 'x.other': '{count} bets' });
    assert.equal([tn('x', 1), tn('x', 0), tn('x', 7)], ['1 bet', '0 bets', '7 bets']);
    setDictionary('en', { 'b.one': '{count} unread', 'b.other': '{count} unread' });
    assert.is(tn('b', 120, { count: '99+' }), '99+ unread', 'a count shown otherwise (99+) keeps its form');
  } finally {
    setDictionary('pt', {});
  }
});

const shipped = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(`i18n/${l}.json`, 'utf8')) as Record<string, string>]),
);

test('plurals: no text hedges a plural with "(s)", "(es)" or "(ns)": counts use .one / .other forms', () => {
  for (const lang of LANGUAGES)
    assert.equal(
      Object.entries(shipped[lang]!)
        .filter(([, v]) => /\w\((s|es|ns|is)\)/.test(v))
        .map(([k]) => k),
      [],
      lang,
    );
});

test('plurals: every .one has its .other in every language, with the same {placeholders}', () => {
  const params = (v: string) => [...new Set([...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort().join();
  for (const lang of LANGUAGES) {
    const d = shipped[lang]!;
    for (const k of Object.keys(d).filter((x) => x.endsWith('.one'))) {
      const other = d[k.replace(/\.one$/, '.other')];
      assert.type(other, 'string', `${lang} ${k}`);
      assert.is(params(d[k]!), params(other!), `${lang} ${k}`);
      assert.ok(params(d[k]!).split(',').includes('count'), `${lang} ${k} shows its {count}`);
    }
  }
});

test.run();
