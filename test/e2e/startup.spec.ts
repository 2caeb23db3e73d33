// Issue 8 / SPEC §4 start-up: the dictionary, the site status and the entry chunk are
// requested in parallel, each once, under a CSP that allows only the hashed inline script.
import { expect, test } from './fixtures.ts';

test('status and dictionary start before the entry script has arrived, and each is asked once', async ({ page }) => {
  const started: Record<"status" | "dict" | "entry", number[]> = { status: [], dict: [], entry: [] };
  let entryDone = Infinity;
  const kind = (url: string): "status" | "dict" | "entry" | null => url.includes('/wps/system/status') ? 'status'
    : /\/i18n\/pt-\w+\.json/.test(url) ? 'dict' : /\/assets\/main-\w+\.js/.test(url) ? 'entry' : null;
  page.on('request', (r) => { const k = kind(r.url()); if (k) started[k].push(performance.now()); });
  page.on('requestfinished', (r) => { if (kind(r.url()) === 'entry') entryDone = performance.now(); });
  const csp: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(started.status).toHaveLength(1);
  expect(started.dict).toHaveLength(1);
  expect(started.entry).toHaveLength(1);
  expect(started.status[0]!).toBeLessThan(entryDone);
  expect(started.dict[0]!).toBeLessThan(entryDone);
  expect(csp, 'no Content-Security-Policy violations').toEqual([]);
});

test('a player who chose English gets the English dictionary prefetched, not Portuguese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const dicts: string[] = [];
  page.on('request', (r) => { const m = r.url().match(/\/i18n\/(\w+)-\w+\.json/); if (m) dicts.push(m[1]!); });
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(dicts).toEqual(['en']);
});

test('a corrupted or old cached status never breaks start-up (it is discarded and refetched)', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('status', JSON.stringify({ maintenance: false, whitelabel: {} }));
    localStorage.setItem('MC_SESSION_INFO', '{not json');
    localStorage.setItem('theme', '42');
  });
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  const status = await page.evaluate(() => JSON.parse(localStorage.getItem('status') ?? 'null'));
  expect(Array.isArray(status.links), 'the fresh status replaced the broken one').toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
