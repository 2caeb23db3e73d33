// SPEC §8 error catalogue: every error code is defined once (server/http/errors.ts: status,
// envelope message, dictionary key), every error the server answers is built from that
// definition, and the app has text for each code in PT, EN and UR, with no dictionary
// server.* text left over for a code nobody sends.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { apiError, ERRORS, type ErrorCode, messageKeyOf } from '../../server/http/errors.ts';
import { sourceFiles } from '../setup/source-files.ts';

const dict = (lang: string) => JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Record<string, string>;
const LANGS = ['pt', 'en', 'ur'].map((l) => [l, dict(l)] as const);
const CODES = Object.keys(ERRORS) as ErrorCode[];

test('every error code has its server.<CODE> text in pt, en and ur', () => {
  for (const [lang, d] of LANGS)
    assert.equal(
      CODES.filter((c) => typeof d[messageKeyOf(c)] !== 'string' || d[messageKeyOf(c)]!.trim() === ''),
      [],
      `${lang}: codes without text`,
    );
});

test('no dictionary has server.* text for a code the error module does not define', () => {
  for (const [lang, d] of LANGS)
    assert.equal(
      Object.keys(d).filter((k) => k.startsWith('server.') && !(k.slice('server.'.length) in ERRORS)),
      [],
      `${lang}: orphaned server.* keys`,
    );
});

test('one status per code: the error built for a code carries the status its definition gives', () => {
  for (const c of CODES) {
    const e = apiError(c, undefined, { retryAfterSeconds: 1 });
    assert.equal([e.status, e.code, e.message], [ERRORS[c].status, c, ERRORS[c].message], c);
  }
  assert.is(apiError('NOT_FOUND', 'No such deposit').message, 'No such deposit');
});

test('every error the server answers is built in server/http/errors.ts, never by hand elsewhere', () => {
  const handBuilt = sourceFiles('server')
    .filter((f) => !f.endsWith('server/http/errors.ts'))
    .filter((f) => /new HttpError\(/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(process.cwd(), f));
  assert.equal(
    handBuilt,
    [],
    'files that build an HttpError themselves: use apiError(CODE) from server/http/errors.ts',
  );
});

test.run();
