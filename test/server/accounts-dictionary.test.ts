// SPEC §8: every code the account calls answer, and every message key the shared rules
// give, has dictionary text in PT, EN and UR, so no player ever sees a raw key.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { REGISTRATION_FIELDS, RULES } from '../../src/rules/validation.ts';

const dict = (lang: string) => JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Record<string, string>;
const LANGS = ['pt', 'en', 'ur'].map((l) => [l, dict(l)] as const);
const sources = (dir: string, re: RegExp) =>
  readdirSync(dir)
    .filter((f) => re.test(f))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');

test('SPEC §8 every error code of the account handlers has a server.<CODE> text in pt, en and ur', () => {
  const src = sources('server/api', /^(accounts.*|auth|params|responsible)\.ts$/);
  const codes = [...new Set([...src.matchAll(/apiError\('([A-Z_]+)'/g)].map((m) => m[1]!))];
  assert.ok(codes.length >= 20, `found ${codes.length} codes`);
  for (const [lang, d] of LANGS) for (const c of codes) assert.type(d[`server.${c}`], 'string', `${lang} server.${c}`);
});

test('SPEC §5 every message key a validation rule can give has text in pt, en and ur', () => {
  const keys = new Set([
    'validation.required',
    'validation.enterPassword',
    'validation.confirmMismatch',
    'validation.passwordSame',
  ]);
  for (const rule of Object.values(RULES)) keys.add(rule('\u0000')!);
  for (const [lang, d] of LANGS) for (const k of keys) assert.type(d[k], 'string', `${lang} ${k}`);
});

test('every key the account pages use exists in pt and en, and in ur for login and register', () => {
  const src = sources('src/pages/auth', /\.tsx?$/) + sources('src/state', /^auth.*\.ts$/);
  const keys = new Set([...src.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]!));
  for (const f of [...REGISTRATION_FIELDS, 'confirmPassword']) keys.add(`auth.field.${f}`); // RegisterField builds these
  for (const [lang, d] of LANGS) for (const k of keys) assert.type(d[k], 'string', `${lang} ${k}`);
});

test.run();
