// The first-view dictionary's keys (scripts/build/first-view-keys.ts): every key a module home
// can run names is kept, and the pages home opens only by navigating give theirs up.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import {
  appInputs,
  HOME_GROUP,
  homeModules,
  keysNamed,
  PAGES_LOADER,
  sliceOf,
  stringsIn,
} from '../../../scripts/build/first-view-keys.ts';
import { parseFlags } from '../../../scripts/build/options.ts';

const flags = parseFlags(['--out', '/tmp/first-view-keys-test', '--quiet']);
const dictionary = JSON.parse(readFileSync(new URL('../../../i18n/pt.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const keys = Object.keys(dictionary);
/** The app's import graph, built once (about 0.4 s) for the two tests that read it. */
const appGraph = appInputs(flags);

type Inputs = Parameters<typeof homeModules>[0];
const input = (...imports: [string, 'import-statement' | 'dynamic-import'][]) => ({
  bytes: 1,
  imports: imports.map(([path, kind]) => ({ path, kind })),
});

test('home runs what the entry reaches, lazily too, but no page group of the loader other than its own', () => {
  const inputs = {
    'src/main.tsx': input([PAGES_LOADER, 'import-statement'], ['src/ui/SideMenu.tsx', 'dynamic-import']),
    [PAGES_LOADER]: input([HOME_GROUP, 'dynamic-import'], ['src/pages/member/index.tsx', 'dynamic-import']),
    [HOME_GROUP]: input(['src/rules/wallet.ts', 'import-statement']),
    'src/ui/SideMenu.tsx': input(),
    'src/rules/wallet.ts': input(),
    'src/pages/member/index.tsx': input(['src/pages/member/deposit.tsx', 'import-statement']),
    'src/pages/member/deposit.tsx': input(),
  } as unknown as Inputs;
  assert.equal(
    [...homeModules(inputs)].sort(),
    [HOME_GROUP, PAGES_LOADER, 'src/main.tsx', 'src/rules/wallet.ts', 'src/ui/SideMenu.tsx'].sort(),
    "a module home's own code imports is kept even when it belongs to a member page's subject",
  );
});

test('a loader that no longer loads home stops the build instead of cutting a wrong slice', () => {
  const inputs = {
    'src/main.tsx': input([PAGES_LOADER, 'import-statement']),
    [PAGES_LOADER]: input(['src/pages/start/index.tsx', 'dynamic-import']),
  } as unknown as Inputs;
  assert.throws(() => homeModules(inputs), /no longer loads/);
});

test("the app's own graph: home's lazy parts are in, the member, agent and messages pages are not", async () => {
  const modules = homeModules(await appGraph);
  for (const m of ['src/main.tsx', HOME_GROUP, 'src/ui/SideMenu/index.tsx', 'src/pages/home/extras/RegisterModal.tsx'])
    assert.ok(modules.has(m), m);
  for (const m of ['src/pages/member/index.tsx', 'src/pages/agent/index.tsx', 'src/pages/messages/index.tsx'])
    assert.not.ok(modules.has(m), m);
});

test('a module names its string literals and the fixed parts of its templates, never its comments or types', () => {
  const strings = stringsIn(
    'src/x.tsx',
    [
      '// the wallet. comments name nothing',
      "type Key = 'agent.team.title';",
      "const a = t('home.title');",
      'const b = t(`wallet.status.${s}`);',
      'const c = <p title="sideMenu.close">{t(`${key}.body`)}</p>;',
    ].join('\n'),
  );
  const dotted = strings.filter((s) => s.includes('.') && s !== 'react/jsx-runtime');
  assert.equal(dotted.sort(), ['.body', 'home.title', 'sideMenu.close', 'wallet.status.']);
});

test('a string names its key and every key below it; a template head its group; a word without a dot none', () => {
  const named = keysNamed(
    ['home.title', 'wallet.status.', 'days', 'member', 'reality.days', 'ok then.'],
    [
      'home.title',
      'home.titled',
      'wallet.status.ok',
      'wallet.statusx',
      'reality.days.one',
      'reality.days.other',
      'member.name',
    ],
  );
  assert.equal([...named].sort(), ['home.title', 'reality.days.one', 'reality.days.other', 'wallet.status.ok']);
});

test('the slice of the real dictionary: home’s own texts in, the agent’s and the payout forms’ out, about half the keys', async () => {
  const slice = sliceOf(await appGraph, keys);
  for (const k of ['sideMenu.close', 'footer.home', 'server.E001'].filter((k) => k in dictionary))
    assert.ok(slice.has(k), k);
  const agent = keys.filter((k) => k.startsWith('agent.'));
  const payout = keys.filter((k) => k.startsWith('payout.'));
  assert.ok(agent.filter((k) => slice.has(k)).length <= 2, 'the agent pages stay out');
  assert.is(payout.filter((k) => slice.has(k)).length, 0, 'the payout forms stay out');
  assert.ok(slice.size < keys.length * 0.6 && slice.size > keys.length * 0.3, `${slice.size} of ${keys.length}`);
});

test.run();
