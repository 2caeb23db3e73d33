// The light build served to the phones that ask for less: the same URLs run the React build or
// the Preact one, chosen by index.html's boot script (data saving, memory, cores), remembered,
// overridden by ?build= and chosen by a member in the member centre's settings.
import type { Page } from '@playwright/test';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

// These tests are about the choice itself: the app makes it, as on a player's phone.
test.use({ build: null });

/**
 * A phone's facts, set before the page loads (they hold across reloads): the cores and data
 * saving through the DevTools protocol, the memory in a script that runs before the page's own.
 * The memory is always set (8 GB unless told): Chrome reports the host's, so on a machine with
 * 2 GB or less every page would get the light build whatever the cores.
 */
async function phone(page: Page, facts: { cores: number; memoryGB?: number; saveData?: boolean }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setHardwareConcurrencyOverride', { hardwareConcurrency: facts.cores });
  if (facts.saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.context().addInitScript((gb) => {
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => gb, configurable: true });
  }, facts.memoryGB ?? 8);
}

/** Every script the page downloaded from each build's folder, recorded from now on. */
function scriptsOf(page: Page): { react: string[]; lite: string[] } {
  const seen = { react: [] as string[], lite: [] as string[] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.endsWith('.js') || !path.startsWith('/assets/')) return;
    seen[path.startsWith('/assets/lite/') ? 'lite' : 'react'].push(path);
  });
  return seen;
}

/** The build the page runs, as its entry script says, once home has rendered. */
async function runningBuild(page: Page): Promise<'react' | 'lite'> {
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  const entry = await page.locator('script[type=module]').getAttribute('src');
  return entry?.startsWith('/assets/lite/') ? 'lite' : 'react';
}

test('a phone with 8 cores and memory to spare gets the React build, and downloads nothing of the light one', async ({
  page,
}) => {
  await withoutPopups(page);
  await phone(page, { cores: 8 });
  const scripts = scriptsOf(page);
  await page.goto('/m/home');
  expect(await runningBuild(page)).toBe('react');
  expect(scripts.react.length).toBeGreaterThan(1);
  expect(scripts.lite).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('build-auto'))).toBe('react');
});

// Chrome's data saving (what sends `Save-Data: on`) shows to the page as navigator.connection.saveData.
test('a phone with data saving on gets the light build on the same URL, downloads nothing of the React one, and keeps it', async ({
  page,
}) => {
  await withoutPopups(page);
  await phone(page, { cores: 8, saveData: true });
  const scripts = scriptsOf(page);
  await page.goto('/m/home');
  expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
    true,
  );
  expect(await runningBuild(page)).toBe('lite');
  expect(scripts.lite.length).toBeGreaterThan(1);
  expect(scripts.react).toEqual([]);
  await page.reload();
  expect(await runningBuild(page)).toBe('lite');
});

test('a phone with 2 GB of memory gets the light build whatever its cores', async ({ page }) => {
  await withoutPopups(page);
  await phone(page, { cores: 8, memoryGB: 2 });
  await page.goto('/m/home');
  expect(await page.evaluate(() => (navigator as { deviceMemory?: number }).deviceMemory)).toBe(2);
  expect(await runningBuild(page)).toBe('lite');
  expect(await page.evaluate(() => localStorage.getItem('build-auto'))).toBe('lite');
});

test.describe('the query override', () => {
  // The choice is the boot script's, made before any worker could answer. With the service worker
  // allowed, Chrome twice in many runs never finished the third visit below (ERR_ABORTED after
  // 60 s): the light build's worker still in control while the React build's installed beside it,
  // three visits within a second or two. The handover between the builds' workers is the member
  // settings test's below, which restarts the app once as a player would.
  test.use({ serviceWorkers: 'block' });

  test('a phone with 4 cores gets the light build; ?build=react overrides it and is remembered; ?build=auto decides again', async ({
    page,
  }) => {
    await withoutPopups(page);
    await phone(page, { cores: 4 });
    await page.goto('/m/home');
    expect(await runningBuild(page)).toBe('lite');
    await page.goto('/m/home?build=react');
    expect(await runningBuild(page)).toBe('react');
    await page.goto('/m/home');
    expect(await runningBuild(page), 'the override stays').toBe('react');
    await page.goto('/m/home?build=auto');
    expect(await runningBuild(page)).toBe('lite');
  });
});

test('a member chooses the light version in the settings: the app restarts on it, and it stays chosen; automatic goes back', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await phone(page, { cores: 8 });
  await logIn(page, site);
  await page.goto('/m/member/home?view=settings');
  const setting = page.getByRole('form', { name: 'Versão do app' });
  await expect(setting.getByText('Em uso agora: Completa')).toBeVisible();
  await expect(setting.getByRole('radio', { name: /Automática \(Completa neste celular\)/ })).toBeChecked();
  await setting.getByRole('radio', { name: /^Leve/ }).check();
  await Promise.all([page.waitForEvent('load'), setting.getByRole('button', { name: 'Aplicar' }).click()]);
  await expect(setting.getByText('Em uso agora: Leve')).toBeVisible();
  expect(await page.locator('script[type=module]').getAttribute('src')).toMatch(/^\/assets\/lite\//);
  await expect(setting.getByRole('radio', { name: /^Leve/ })).toBeChecked();
  // Another visit on the same phone, as a player comes back.
  const again = await page.context().newPage();
  await again.goto('/m/home');
  expect(await runningBuild(again)).toBe('lite');
  await again.close();
  await setting.getByRole('radio', { name: /Automática/ }).check();
  await Promise.all([page.waitForEvent('load'), setting.getByRole('button', { name: 'Aplicar' }).click()]);
  await expect(setting.getByText('Em uso agora: Completa')).toBeVisible();
});

test('choosing the version the app already runs saves without a restart', async ({ page, site }) => {
  await withoutPopups(page);
  await phone(page, { cores: 8 });
  await logIn(page, site);
  await page.goto('/m/member/home?view=settings');
  const setting = page.getByRole('form', { name: 'Versão do app' });
  await setting.getByRole('radio', { name: /^Completa/ }).check();
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });
  await setting.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Alteração salva')).toBeVisible();
  expect(reloaded).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('build'))).toBe('react');
});
