// Corrupted or foreign values in every local and session storage key (SPEC §3 keys)
// never break start-up: the home page renders, the values are discarded and
// logged, and no uncaught error reaches the page (the fixture fails on 'pageerror').
import { expect, test } from './fixtures';

const LOCAL_KEYS = [
  'language',
  'status',
  'memberInfo',
  'service_link',
  'setTemplate',
  'getVassGameType',
  'getGameLotts',
  'lottList',
  'elottList',
  'autoLogin',
  'ANNOUNT',
  'fflite',
  'hideDownloadBar',
  'theme',
  'MC_SESSION_INFO',
  'hideBalance',
  'trialName',
  'rememberedLogin',
  'webClip',
  'registerForm',
];

for (const [name, garbage] of [
  ['bad JSON', '{"token":"abc",'],
  ['wrong types', '{"token":42,"userName":["x"],"type":"0","A":{"show":"no"},"method":7,"values":[1]}'],
  ['an old format', 'PT_BR|dark|1|legacy=true'],
  ['prototype keys', '__proto__'],
] as const) {
  test(`SPEC §3 storage: ${name} in every local and session key never breaks start-up; home renders and the values are dropped and logged`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().startsWith('storage:')) warnings.push(m.text());
    });
    await page.addInitScript(
      ([keys, value]) => {
        if (sessionStorage.getItem('__seeded')) return;
        for (const k of keys) {
          localStorage.setItem(k, value);
          sessionStorage.setItem(k, value);
        }
        sessionStorage.setItem('__seeded', '1');
      },
      [LOCAL_KEYS, garbage] as const,
    );
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('main .gt:not(.gt-skeleton)').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const left = await page.evaluate(() =>
      ['MC_SESSION_INFO', 'theme', 'language'].map((k) => localStorage.getItem(k)),
    );
    expect(left, 'the session, theme and language values were discarded (or rewritten with good ones)').toEqual([
      null,
      'dark',
      'pt',
    ]);
    expect(warnings.length, 'each discarded value is logged').toBeGreaterThan(0);
    expect(warnings.some((w) => w.includes('MC_SESSION_INFO'))).toBe(true);
  });
}
