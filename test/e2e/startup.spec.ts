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
