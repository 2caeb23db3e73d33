// The dictionary check the team relies on (CONTRIBUTING: every user-visible string is
// t('key'); PT and EN are always complete; UR falls back to EN key by key).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from '../setup/source-files.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
const pt = load('pt');
const en = load('en');
const ur = load('ur');
const langs = { pt, en, ur } as const;

interface Use {
  key: string;
  where: string;
}
const files = sourceFiles(join(ROOT, 'src')).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every match of `re` in src, with its first group and file:line. */
function scan(re: RegExp): Use[] {
  const uses: Use[] = [];
  for (const f of files) {
    for (const m of f.text.matchAll(re)) uses.push({ key: m[1]!, where: `${f.path}:${lineOf(f.text, m.index!)}` });
  }
  return uses;
}

// t('literal') / t("literal"): `t(` not preceded by a word character, a dot or $
// (so abort('timeout'), import('./x') and obj.t('x') are not matches).
const literalKeys = scan(/(?<![\w.$])t\(\s*['"]([^'"\n]+)['"]/g);
// t(`prefix.${x}…`): the prefix must name at least one key.
const templatePrefixes = scan(/(?<![\w.$])t\(\s*`([^`$]*)\$\{/g);
// Keys passed around as data (titleKey: 'title.home', messageKey="error.pageLoad", …): any
// string literal that is a namespace of the dictionary followed by a dotted name.
const NAMESPACES = [...new Set(Object.keys(en).map((k) => k.split('.')[0]!))];
const dataKeys = scan(new RegExp(`['"\`]((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_.]*[A-Za-z0-9_])['"\`]`, 'g'));
// messageKey="…" / messageKey: '…' whatever its namespace (what ErrorState shows).
const messageKeys = scan(/messageKey\s*[=:]\s*\{?\s*['"]([^'"\n]+)['"]/g);

// A count-bearing key is named whole (tn('games.count', n)) and lives in its plural forms.
const has = (dict: Record<string, string>, key: string) =>
  Object.hasOwn(dict, key) || (Object.hasOwn(dict, `${key}.one`) && Object.hasOwn(dict, `${key}.other`));
const missing = (uses: Use[], dict: Record<string, string>) =>
  uses.filter((u) => !has(dict, u.key)).map((u) => `${u.key} (${u.where})`);

test('CONTRIBUTING i18n: the scan finds the keys in use (sanity check of the regexes)', () => {
  assert.ok(literalKeys.length > 30, `only ${literalKeys.length} t('…') calls found`);
  assert.ok(
    literalKeys.some((u) => u.key === 'common.retry'),
    "t('common.retry') in PageState",
  );
  assert.ok(
    templatePrefixes.some((u) => u.key === 'category.'),
    't(`category.${…}`)',
  );
  assert.ok(
    messageKeys.some((u) => u.key === 'error.pageLoad'),
    'messageKey="error.pageLoad" in RouteBoundary',
  );
  assert.not.ok(
    literalKeys.some((u) => u.key === 'timeout' || u.key.startsWith('./')),
    'abort(…) and import(…) are not t(…)',
  );
});

test('CONTRIBUTING i18n: pt.json and en.json have exactly the same keys', () => {
  const onlyPt = Object.keys(pt).filter((k) => !(k in en));
  const onlyEn = Object.keys(en).filter((k) => !(k in pt));
  assert.equal({ onlyPt, onlyEn }, { onlyPt: [], onlyEn: [] });
});

test("CONTRIBUTING i18n: every t('key') in src/ is in PT and EN", () => {
  assert.equal(missing(literalKeys, pt), [], 'missing in pt.json');
  assert.equal(missing(literalKeys, en), [], 'missing in en.json');
});

test('CONTRIBUTING i18n: every key passed as data (titleKey, messageKey, …) is in PT and EN', () => {
  const uses = [...new Map([...dataKeys, ...messageKeys].map((u) => [`${u.key} ${u.where}`, u])).values()];
  assert.equal(missing(uses, pt), [], 'missing in pt.json');
  assert.equal(missing(uses, en), [], 'missing in en.json');
});

test('CONTRIBUTING i18n: every t(`prefix.${…}`) prefix names at least one key in PT and EN', () => {
  for (const [lang, dict] of [
    ['pt', pt],
    ['en', en],
  ] as const) {
    const bad = templatePrefixes
      .filter((u) => !Object.keys(dict).some((k) => k.startsWith(u.key)))
      .map((u) => `${u.key}… (${u.where})`);
    assert.equal(bad, [], `no key with this prefix in ${lang}.json`);
  }
});

test('CONTRIBUTING i18n: no value is empty or blank', () => {
  for (const [lang, dict] of Object.entries(langs)) {
    const bad = Object.entries(dict)
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    assert.equal(bad, [], `${lang}.json`);
  }
});

test('CONTRIBUTING i18n: ur.json keys are a subset of en.json (UR falls back to EN key by key)', () => {
  assert.equal(
    Object.keys(ur).filter((k) => !(k in en)),
    [],
  );
});

test('CONTRIBUTING i18n: every {param} of an EN value is in the PT and UR values', () => {
  const params = (v: string) => [...new Set([...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
  const bad: string[] = [];
  for (const [key, value] of Object.entries(en)) {
    const want = params(value);
    for (const [lang, dict] of [
      ['pt', pt],
      ['ur', ur],
    ] as const) {
      if (!(key in dict)) continue;
      const lost = want.filter((p) => !params(dict[key]!).includes(p));
      if (lost.length) bad.push(`${lang} ${key}: missing {${lost.join('}, {')}}`);
    }
  }
  assert.equal(bad, []);
});

test('CONTRIBUTING i18n: PT and UR use no {param} that EN does not (it would show as {name})', () => {
  const params = (v: string) => [...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const bad: string[] = [];
  for (const [lang, dict] of [
    ['pt', pt],
    ['ur', ur],
  ] as const) {
    for (const [key, value] of Object.entries(dict)) {
      if (!(key in en)) continue;
      const extra = params(value).filter((p) => !params(en[key]!).includes(p));
      if (extra.length) bad.push(`${lang} ${key}: {${extra.join('}, {')}}`);
    }
  }
  assert.equal(bad, []);
});

test.run();
