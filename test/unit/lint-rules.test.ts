// The project's own lint rules (biome.jsonc, scripts/lint/dictionary-text.grit,
// scripts/lint/signal-readers.ts) catch what they are there for: text a player reads written into
// a view instead of the dictionary, a stream or rule that reaches for React, signals or the DOM,
// state that reaches up into the views, and a component that reads a signal it never subscribes to. Each probe is linted where such code
// would live, so the rule is exercised exactly as `npm run lint` applies it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import { signalReadersIn } from '../../scripts/lint/signal-readers.ts';
import * as assert from 'uvu/assert';

const ROOT = join(import.meta.dirname, '..', '..');
const BIOME = join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

interface Finding {
  rule: string;
  line: number;
}

/** Lints `source` as the file `path` (relative to the repository) and lists what was found. */
function lint(path: string, source: string): Finding[] {
  const dir = join(ROOT, path, '..');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(ROOT, path), source);
  try {
    let out: string;
    try {
      out = execFileSync(process.execPath, [BIOME, 'lint', '--reporter=json', path], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (e) {
      out = (e as { stdout: string }).stdout; // biome exits 1 when it finds something
    }
    const report = JSON.parse(out) as { diagnostics: { category: string; location: { start?: { line: number } } }[] };
    return report.diagnostics.map((d) => ({ rule: d.category, line: d.location.start?.line ?? 0 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('i18n: text written into a view is refused; dictionary text, numbers, symbols and brand names pass', () => {
  const view = [
    "import { t } from '../../state/i18n';",
    'export const V = ({ n }: { n: number }) => (',
    '  <div title="Hello" aria-label={`Close ${n}`}>', // 3: two text attributes
    '    <p>Olá mundo</p>', // 4: JSX text
    "    {'Entrar'}", // 5: a string child
    '    <img alt="logo" src="/x.png" />', // 6: alt
    "    <p title={t('a.b')} aria-labelledby=\"x\">{t('common.retry')}</p>",
    '    <b>{n} · 99+ &nbsp;</b>',
    '    <span>Aurora</span>',
    "    <i aria-label={`${n} ${t('a.b', { n })}`}>{`${n}%`}</i>",
    '  </div>',
    ');',
  ].join('\n');
  const found = lint('src/pages/lint-probe/view.tsx', view).filter((f) => f.rule === 'plugin');
  assert.equal(
    found.map((f) => f.line),
    [3, 3, 4, 5, 6],
  );
});

test('DESIGN layers: a stream may not import React or signals, nor touch the DOM', () => {
  const stream = [
    "import { useState } from 'react';",
    "import { signal } from '@preact/signals-react';",
    "import { map } from 'rxjs';",
    'export const probe = () => [document.title, useState, signal, map];',
  ].join('\n');
  const found = lint('src/streams/lint-probe/probe.ts', stream);
  assert.equal(found.map((f) => `${f.rule}:${f.line}`).sort(), [
    'lint/style/noRestrictedGlobals:4',
    'lint/style/noRestrictedImports:1',
    'lint/style/noRestrictedImports:2',
  ]);
});

test('DESIGN layers: a view may not import the API client or a call module; response types stay allowed', () => {
  const view = [
    "import { call } from '../../api/client';",
    "import * as walletApi from '../../api/calls/wallet';",
    "import type { Game } from '../../api/types';",
    "import { profile } from '../../state/member/profile';",
    'export const probe = (g: Game) => [call, walletApi, profile, g];',
  ].join('\n');
  for (const where of ['src/pages/lint-probe/view.tsx', 'src/ui/LintProbe/index.tsx']) {
    const found = lint(where, view).filter((f) => f.rule === 'lint/style/noRestrictedImports');
    assert.equal(
      found.map((f) => f.line),
      [1, 2],
      where,
    );
  }
  const state = lint('src/state/lint-probe/probe.ts', view).filter((f) => f.rule === 'lint/style/noRestrictedImports');
  assert.equal(state, [], 'state is where calls are made');
});

test('DESIGN layers: a rule module may not import React, signals, state, views or the API client, nor read the page', () => {
  const rule = [
    "import { useState } from 'react';",
    "import { signal } from '@preact/signals-react';",
    "import { language } from '../../state/i18n';",
    "import { Icon } from '../../ui/Icon';",
    "import { call } from '../../api/client';",
    "import type { Game } from '../../api/types';",
    "import { PATHS } from '../../routes';",
    'export const probe = (g: Game) => [useState, signal, language, Icon, call, g, PATHS.home];',
    'export const reads = () => [location.pathname, localStorage.length, navigator.onLine];',
  ].join('\n');
  const found = lint('src/rules/lint-probe/probe.ts', rule);
  assert.equal(
    found.map((f) => `${f.rule}:${f.line}`),
    [
      'lint/style/noRestrictedImports:1',
      'lint/style/noRestrictedImports:2',
      'lint/style/noRestrictedImports:3',
      'lint/style/noRestrictedImports:4',
      'lint/style/noRestrictedImports:5',
      'lint/style/noRestrictedGlobals:9',
      'lint/style/noRestrictedGlobals:9',
      'lint/style/noRestrictedGlobals:9',
    ],
    'response types and the route table stay allowed',
  );
});

test('DESIGN layers: a state module may not import a page, a component or the page loader', () => {
  const state = [
    "import Register from '../../pages/auth/Register';",
    "import { preloadPage } from '../../pages-loader';",
    "import { Icon } from '../../ui/Icon';",
    "import { call } from '../../api/client';",
    "import { formatMoney } from '../../lib/format';",
    'export const probe = [Register, preloadPage, Icon, call, formatMoney];',
  ].join('\n');
  const found = lint('src/state/lint-probe/probe.ts', state).filter((f) => f.rule === 'lint/style/noRestrictedImports');
  assert.equal(
    found.map((f) => f.line),
    [1, 2, 3],
  );
});

test('signals: a component reading a signal while it renders must call useSignals(); handlers and effects need not', () => {
  const view = [
    "import { useSignals } from '@preact/signals-react/runtime';",
    "import { useEffect } from 'react';",
    "import { language } from '../../state/i18n';",
    "import { balance, refresh } from '../../state/wallet';",
    'function Stale() {',
    '  return <p>{language.value}</p>;',
    '}',
    'export const AlsoStale = ({ list }: { list: string[] }) => <ul>{list.map((x) => <li key={x}>{x}{balance.value}</li>)}</ul>;',
    'export function Subscribed() {',
    '  useSignals();',
    '  return <p>{language.value}</p>;',
    '}',
    'export function Handlers() {',
    '  useEffect(() => void balance.value, []);',
    '  const later = () => language.value;',
    '  return <button type="button" onClick={() => { balance.value = 0; refresh(later()); }}>x</button>;',
    '}',
    'export default function () { return <Stale />; }',
  ].join('\n');
  assert.equal(signalReadersIn('probe.tsx', view), [
    { file: 'probe.tsx', component: 'Stale', reads: ['language'] },
    { file: 'probe.tsx', component: 'AlsoStale', reads: ['balance'] },
  ]);
});

test.run();
