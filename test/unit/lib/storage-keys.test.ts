// Every stored key (SPEC §3 local and session keys) read back from corrupted or foreign
// values: bad JSON, wrong types, an old format. Each reader falls back to its
// default, removes the value and logs one warning; none throws. Modules that read at
// start-up are imported fresh (a query string) after the value is seeded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as systemApi from '../../../src/api/calls/system.ts';
import { readJson } from '../../../src/lib/storage.ts';
import { isSavedForm } from '../../../src/pages/auth/RegisterForm.tsx';
import { isPopupStore } from '../../../src/rules/popup-audience.ts';
import { encodeRememberedPassword } from '../../../src/rules/remembered-login.ts';
import { rememberedLogin } from '../../../src/state/auth.ts';

/** Bad JSON, JSON of the wrong type, script-looking text, prototype keys, a huge value. */
const GARBAGE = [
  '{',
  '{"token":',
  'undefined',
  'NaN',
  '42',
  'true',
  'null',
  '[]',
  '"text"',
  '{}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
  'x'.repeat(5000),
];

let fresh = 0;
async function startUp<T>(module: string, seed: () => void): Promise<{ mod: T; warned: string[] }> {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...a: unknown[]) => {
    warned.push(a.map(String).join(' '));
  };
  try {
    seed();
    const mod = (await import(`../../../src/state/${module}.ts?fresh=${++fresh}`)) as T;
    return { mod, warned };
  } finally {
    console.warn = original;
  }
}
function quietly<T>(fn: () => T): { result: T; warned: string[] } {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...a: unknown[]) => {
    warned.push(a.map(String).join(' '));
  };
  try {
    return { result: fn(), warned };
  } finally {
    console.warn = original;
  }
}

test.before.each(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('SPEC §3 storage MC_SESSION_INFO: a broken or foreign session starts logged out; the value is removed and logged', async () => {
  for (const bad of [
    ...GARBAGE,
    JSON.stringify({ token: '', userName: 'a', type: 0 }),
    JSON.stringify({ token: 't', userName: 'a', type: '0' }),
    JSON.stringify({ token: 't' }),
  ]) {
    const { mod, warned } = await startUp<typeof import('../../../src/state/session.ts')>('session', () =>
      localStorage.setItem('MC_SESSION_INFO', bad),
    );
    assert.is(mod.session.value, null, bad);
    assert.is(mod.loggedIn.value, false);
    assert.is(localStorage.getItem('MC_SESSION_INFO'), null, `removed: ${bad.slice(0, 30)}`);
    assert.is(warned.length, 1);
    assert.match(warned[0]!, 'MC_SESSION_INFO');
  }
  assert.is(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
});

test('SPEC §3 storage MC_SESSION_INFO: a good session is kept (the check is not a blanket reset)', async () => {
  const good = { token: 't1', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false };
  const { mod, warned } = await startUp<typeof import('../../../src/state/session.ts')>('session', () =>
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(good)),
  );
  assert.equal(mod.session.value, good);
  assert.equal(warned, []);
});

test('SPEC §3/§4 storage theme: anything but dark or light starts dark; the value is removed and logged', async () => {
  for (const bad of [...GARBAGE, 'LIGHT', ' light', 'blue']) {
    const { mod, warned } = await startUp<typeof import('../../../src/state/theme.ts')>('theme', () =>
      localStorage.setItem('theme', bad),
    );
    assert.is(mod.theme.value, 'dark', bad);
    assert.is(localStorage.getItem('theme'), null);
    assert.is(warned.length, 1);
  }
  const { mod } = await startUp<typeof import('../../../src/state/theme.ts')>('theme', () =>
    localStorage.setItem('theme', 'light'),
  );
  assert.is(mod.theme.value, 'light');
});

test('SPEC §3 storage language: a foreign value starts in Portuguese and is removed; an old region tag (PT-BR, en_US) is still understood', async () => {
  for (const bad of [...GARBAGE, 'xx', 'ptx', 'fr-FR']) {
    const { mod, warned } = await startUp<typeof import('../../../src/state/i18n.ts')>('i18n', () =>
      localStorage.setItem('language', bad),
    );
    assert.is(mod.language.value, 'pt', bad);
    assert.is(localStorage.getItem('language'), null, bad);
    assert.is(warned.length, 1, bad);
  }
  for (const [old, lang] of [
    ['PT-BR', 'pt'],
    ['en_US', 'en'],
    ['UR', 'ur'],
    ['en', 'en'],
  ]) {
    const { mod, warned } = await startUp<typeof import('../../../src/state/i18n.ts')>('i18n', () =>
      localStorage.setItem('language', old!),
    );
    assert.is(mod.language.value, lang);
    assert.equal(warned, [], old);
  }
});

test('SPEC §3 storage hideBalance and hideDownloadBar: only "1" hides; other values are removed and logged', async () => {
  for (const [key, module, read] of [
    ['hideBalance', 'wallet', (m: Record<string, { value: boolean }>) => m.balanceHidden!.value],
    ['hideDownloadBar', 'download', (m: Record<string, { value: boolean }>) => m.barHidden!.value],
  ] as const) {
    for (const bad of [...GARBAGE, 'yes', ' 1']) {
      const { mod, warned } = await startUp<Record<string, { value: boolean }>>(module, () =>
        localStorage.setItem(key, bad),
      );
      assert.is(read(mod), false, `${key}=${bad}`);
      assert.is(localStorage.getItem(key), null);
      assert.is(warned.length, 1);
    }
    const { mod } = await startUp<Record<string, { value: boolean }>>(module, () => localStorage.setItem(key, '1'));
    assert.is(read(mod), true, key);
  }
});

test('SPEC §3 storage rememberedLogin: a broken, foreign or hand-edited value is no remembered login, removed and logged', () => {
  for (const bad of [
    ...GARBAGE,
    JSON.stringify({ userName: 'ana', password: 'plain-text' }),
    JSON.stringify({ userName: 7, password: encodeRememberedPassword('x') }),
    JSON.stringify({ userName: 'ana', password: '%%%' }),
  ]) {
    localStorage.setItem('rememberedLogin', bad);
    const { result, warned } = quietly(() => rememberedLogin());
    assert.is(result, null, bad);
    assert.is(localStorage.getItem('rememberedLogin'), null);
    assert.is(warned.length, 1);
  }
  localStorage.setItem(
    'rememberedLogin',
    JSON.stringify({ userName: 'ana', password: encodeRememberedPassword('s3cret!') }),
  );
  assert.equal(rememberedLogin(), { userName: 'ana', password: 's3cret!' });
});

test('SPEC §3 storage ANNOUNT: a broken popup memory counts as nothing stored (the popup shows), removed and logged', () => {
  // '{}' is a valid empty memory.
  for (const bad of [
    ...GARBAGE.filter((g) => g !== '{}'),
    JSON.stringify({ A: { show: 'no', list: [] } }),
    JSON.stringify({ C: { show: false, list: [] } }),
    JSON.stringify({ A: { show: false, list: [1] } }),
  ]) {
    localStorage.setItem('ANNOUNT', bad);
    const { result, warned } = quietly(() => readJson('ANNOUNT', isPopupStore));
    assert.is(result, null, bad);
    assert.is(localStorage.getItem('ANNOUNT'), null);
    assert.is(warned.length, 1);
  }
});

test('SPEC §3 storage status: a cached site status of an old or foreign shape is not used at start-up, removed and logged', () => {
  for (const bad of [
    ...GARBAGE,
    JSON.stringify({ maintenance: false, whitelabel: {} }),
    JSON.stringify({ maintenance: 'no' }),
  ]) {
    localStorage.setItem('status', bad);
    const { result, warned } = quietly(() => readJson('status', systemApi.systemStatus.shape));
    assert.is(result, null, bad);
    assert.is(localStorage.getItem('status'), null);
    assert.is(warned.length, 1);
  }
});

test('SPEC §2.5 storage registerForm (session): a saved form with wrong types is discarded, so the form never gets a non-string value', () => {
  for (const bad of [
    ...GARBAGE,
    JSON.stringify({ method: 'email', values: {}, countryCode: '+55' }),
    JSON.stringify({ method: 'username', values: { username: 42 }, countryCode: '+55' }),
    JSON.stringify({ method: 'username', values: ['a'], countryCode: '+55' }),
    JSON.stringify({ method: 'mobile', values: {}, countryCode: 55 }),
  ]) {
    sessionStorage.setItem('registerForm', bad);
    const { result, warned } = quietly(() => readJson('registerForm', isSavedForm, 'session'));
    assert.is(result, null, bad);
    assert.is(sessionStorage.getItem('registerForm'), null);
    assert.is(warned.length, 1);
  }
  const good = { method: 'mobile', values: { mobileNum: '11987654321' }, countryCode: '+55' };
  sessionStorage.setItem('registerForm', JSON.stringify(good));
  assert.equal(readJson('registerForm', isSavedForm, 'session'), good);
});

test.run();
