// Every fact about a path lives in src/routes.ts (its PATHS constants and the table): no other
// source file spells an app path, so renaming or guarding a route is one edit. Comments may
// name paths; code may not. Scanned through esbuild, which drops the comments.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transformSync } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../setup/source-files.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Files allowed to spell paths: the table itself, and the modules of src/boot that build.mjs
 * bundles into index.html's inline script or evaluates for it, which must not pull the table
 * in with them.
 */
const ALLOWED = (file: string) =>
  file === 'src/routes.ts' ||
  /^src\/boot\/(home-banner-call|member-page-calls|lobby-first-page|pictures)\.ts$/.test(file);

/** A string or template piece that is an app path: '/m', '/m/…', or '/' followed by a route. */
const APP_PATH = /(['"`])\/m(\/[^'"`]*)?\1|[`'"]\/m\/[A-Za-z]/;

test('routes: no source file outside src/routes.ts spells an app path (/m/…); it uses PATHS', () => {
  const offenders: string[] = [];
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const file = relative(ROOT, path).split('\\').join('/');
    if (ALLOWED(file)) continue;
    const { code } = transformSync(readFileSync(path, 'utf8'), { loader: path.endsWith('x') ? 'tsx' : 'ts' });
    code.split('\n').forEach((line, i) => {
      if (APP_PATH.test(line)) offenders.push(`${file}: ${line.trim()} (transformed line ${i + 1})`);
    });
  }
  assert.equal(offenders, []);
});

test('routes: the check finds a path in a string, a template and a JSX attribute, and ignores comments', () => {
  const found = (src: string) =>
    transformSync(src, { loader: 'tsx', jsx: 'preserve' })
      .code.split('\n')
      .some((l) => APP_PATH.test(l));
  assert.ok(found("navigate('/m/login');"));
  assert.ok(found('const u = `/m/help?i=${i}`;'));
  assert.ok(found('const l = <a href="/m/home" />;'));
  assert.ok(found("const aliases = ['/m', '/'];"));
  assert.not.ok(found('// opens /m/notice with its index\nconst x = 1;'));
  assert.not.ok(found("const api = '/wps/member/info';"));
});

test.run();
