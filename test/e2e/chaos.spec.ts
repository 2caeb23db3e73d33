// Chaos in a real browser (SPEC §8): every /wps call is throttled and, by a seeded
// pseudo-random choice per URL and attempt (so a failure reproduces), dropped, delayed by
// seconds, or answered with garbage (an HTML 502 page, truncated JSON, an empty body, a
// wrong shape, success=false with an unknown code, a 503). Walking home, the game lobby,
// login and the inbox: no blank screen, no spinner left once the calls settle, no uncaught
// error (the fixture fails the test on any 'pageerror'), every failure visible as a message
// with a retry; then the network recovers and the retry brings the content.
import type { Page, Request, Route } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

type Fault = 'pass' | 'slow' | 'drop' | 'html502' | 'truncated' | 'empty' | 'shape' | 'unknownCode' | 'maintenance';
const FAULTS: [Fault, number][] = [
  ['pass', 30],
  ['slow', 14],
  ['drop', 12],
  ['html502', 9],
  ['truncated', 9],
  ['empty', 8],
  ['shape', 8],
  ['unknownCode', 6],
  ['maintenance', 4],
];
const SEED = Number(process.env.CHAOS_SEED ?? 20261122);

/** A small deterministic hash and generator: the same seed, URL and attempt give the same fault. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function pick(r: number): Fault {
  const total = FAULTS.reduce((n, [, w]) => n + w, 0);
  let x = r * total;
  for (const [f, w] of FAULTS) if ((x -= w) < 0) return f;
  return 'pass';
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `force` answers every call whose path matches with one fault (the others stay healthy). */
interface Chaos {
  healthy: boolean;
  force: { fault: Fault; path: RegExp } | null;
  pending: number;
  /** The page's documents, scripts, styles and calls still loading (a chunk comes before its calls). */
  loading: Set<Request>;
  /** When each load started and when its answer arrived. */
  started: Map<Request, number>;
  answered: Map<Request, number>;
  log: string[];
  faults: number;
}

const LOADS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

async function unleash(page: Page, seed = SEED): Promise<Chaos> {
  const c: Chaos = {
    healthy: false,
    force: null,
    pending: 0,
    loading: new Set(),
    started: new Map(),
    answered: new Map(),
    log: [],
    faults: 0,
  };
  page.on('request', (r) => {
    if (LOADS.has(r.resourceType())) c.loading.add(r), c.started.set(r, Date.now());
  });
  page.on('requestfinished', (r) => c.loading.delete(r));
  // Chromium now and then ends a load without telling (a script from its cache, a preload it
  // dropped): a load answered 5 s ago, or unanswered after 15 s (the slowest fault takes 4 s),
  // counts as done, so one lost event cannot hold the wait for ever.
  page.on('response', (res) => c.answered.set(res.request(), Date.now()));
  page.on('requestfailed', (r) => c.loading.delete(r));
  const seen = new Map<string, number>();
  // Throttled like a slow 3G phone, for the app's own files too.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 120,
    downloadThroughput: 300 * 1024,
    uploadThroughput: 100 * 1024,
  });
  await page.route('**/wps/**', async (route: Route) => {
    const req = route.request();
    const url = new URL(req.url());
    const key = `${req.method()} ${url.pathname}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const rnd = mulberry32(hash(`${seed}:${key}:${n}`));
    const fault: Fault = c.force
      ? c.force.path.test(url.pathname)
        ? c.force.fault
        : 'pass'
      : c.healthy
        ? 'pass'
        : pick(rnd());
    c.log.push(`${key} #${n}: ${fault}`);
    if (fault !== 'pass' && fault !== 'slow') c.faults++;
    c.pending++;
    try {
      await sleep(fault === 'slow' ? 1500 + rnd() * 2500 : 30 + rnd() * 250);
      const envelope = (body: unknown, status: number) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
      switch (fault) {
        case 'drop':
          return await route.abort('failed');
        case 'html502':
          return await route.fulfill({
            status: 502,
            contentType: 'text/html',
            body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
          });
        case 'truncated':
          return await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"success":true,"value":{"list":[{"id":1,"ti',
          });
        case 'empty':
          return await route.fulfill({ status: 200, contentType: 'application/json', body: '' });
        case 'shape':
          return await envelope(
            { success: true, value: { unexpected: [1, 'two', null], games: 'none', list: {} }, code: '', message: '' },
            200,
          );
        case 'unknownCode':
          return await envelope({ success: false, value: null, code: `E_CHAOS_${n}`, message: 'chaos' }, 200);
        case 'maintenance':
          return await envelope({ success: false, value: null, code: 'UNDER_MAINTENANCE', message: 'down' }, 503);
        default:
          return await route.continue();
      }
    } catch {
      /* the page aborted the request (navigation) or closed */
    } finally {
      c.pending--;
    }
  });
  return c;
}

/**
 * Waits until nothing the page loads has been in flight for a while: longer than the 800 ms of
 * the client's last retry backoff, so a retry still to come has started by then.
 */
function stillLoading(c: Chaos, r: Request): boolean {
  const answered = c.answered.get(r);
  return answered === undefined ? Date.now() - (c.started.get(r) ?? 0) < 15_000 : Date.now() - answered < 5000;
}

async function settle(c: Chaos, quietMs = 1200, maxMs = 30_000): Promise<void> {
  const end = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (c.pending > 0 || [...c.loading].some((r) => stillLoading(c, r))) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(100);
  }
  const stuck = [...c.loading].map((r) => `${r.resourceType()} ${r.url()}`);
  throw new Error(`calls never settled; ${c.pending} pending; still loading: ${stuck.join(', ')}`);
}

const FAILURE = '.state-error, .grow-error, .ggrid-error, .toast-fail, .toast-offline, .form-error, [role=alert]';

/** The SPEC §8 checks after the calls have settled. */
async function noBlankNoSpinner(page: Page, where: string): Promise<void> {
  const main = page.locator('main#main');
  await expect(main, `${where}: the main landmark is there`).toBeVisible();
  expect((await main.innerText()).trim().length, `${where}: main has content`).toBeGreaterThan(0);
  await expect(page.locator('.state-loading'), `${where}: no loading state left behind`).toHaveCount(0);
  await expect(page.locator('main .spinner, .toast-loading'), `${where}: no spinner left behind`).toHaveCount(0);
  // A row on screen still showing its skeleton after every call settled is a failure nobody
  // sees; like the loading states above, it is given the assertion's time to go.
  const stuck = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section.grow[aria-busy="true"]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight;
        })
        .map((el) => el.getAttribute('aria-labelledby')),
    );
  await expect.poll(stuck, `${where}: no row on screen stuck on its skeleton`).toEqual([]);
}

/** Every visible failure message offers a way out: a retry button (or the form to resend). */
async function failuresHaveRetry(page: Page): Promise<number> {
  const errs = page.locator('.state-error:visible, .grow-error:visible, .status-card');
  const n = await errs.count();
  for (let i = 0; i < n; i++) {
    const err = errs.nth(i);
    const text = (await err.innerText()).trim();
    expect(text.length, 'the failure says something').toBeGreaterThan(0);
    expect(text, 'a dictionary text, never a raw key').not.toMatch(/\b(error|server)\.[A-Za-z_]+/);
    await expect(err.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  }
  return n;
}

async function recover(page: Page, c: Chaos): Promise<void> {
  c.healthy = true;
  for (let round = 0; round < 5; round++) {
    // The status page (no site status at start-up) retries by reloading.
    const retry = page
      .locator('.state-error:visible, .grow-error:visible, .status-card')
      .getByRole('button', { name: 'Tentar novamente' });
    if ((await retry.count()) === 0) break;
    await retry.first().click();
    await settle(c, 800, 15_000);
  }
}

test.describe.configure({ mode: 'serial' });

test('SPEC §8 chaos: home under dropped, slow and garbage calls never goes blank, spins forever or throws; the retry recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = await unleash(page);
  await page.goto('/m/home');
  await settle(c);
  await noBlankNoSpinner(page, 'home');
  await failuresHaveRetry(page);
  expect(c.faults, `faults were injected:\n${c.log.join('\n')}`).toBeGreaterThan(0);
  await recover(page, c);
  await noBlankNoSpinner(page, 'home after recovery');
  await expect(page.locator('.state-error:visible, .grow-error:visible')).toHaveCount(0);
  await expect(page.locator('main .gt:not(.gt-skeleton)').first()).toBeVisible();
});

test('SPEC §8 chaos: the game lobby with every list call failing shows a message with a retry, then recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = await unleash(page, SEED + 1);
  await page.goto('/m/gameLobbyCenter');
  await settle(c);
  await noBlankNoSpinner(page, 'lobby');
  await failuresHaveRetry(page);
  // Now every game-list answer is garbage of one kind after another: each must end in its message.
  for (const fault of ['html502', 'truncated', 'empty', 'shape', 'unknownCode', 'maintenance', 'drop'] as Fault[]) {
    c.force = { fault, path: /^\/wps\/game\/list$/ };
    await page.goto(`/m/gameLobbyCenter?chaos=${fault}`);
    const expected =
      fault === 'maintenance' ? 'Sistema em atualização' : fault === 'drop' ? 'Sem conexão' : 'Erro desconhecido';
    // Only the list fails now, the same way each try: its message is up once its last try has
    // failed, and then the page's other calls need only a short quiet.
    await expect(page.locator('.state-error').first(), fault).toContainText(expected, { timeout: 15_000 });
    await settle(c, 300);
    await noBlankNoSpinner(page, `lobby (${fault})`);
    const shown = page.locator(FAILURE).filter({ hasText: /\S/ });
    await expect(shown.first(), `${fault}: the failure is visible`).toBeVisible();
    await expect(page.locator('.state-error').first(), fault).toContainText(expected);
  }
  c.force = null;
  await recover(page, c);
  await noBlankNoSpinner(page, 'lobby after recovery');
  await expect(page.locator('.state-error:visible')).toHaveCount(0);
  await expect(page.locator('main .ggrid .gt, main .ggrid li').first()).toBeVisible();
});

test('SPEC §8 chaos: login keeps what was typed and shows every failed submit as a message; no spinner stays on the button', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = await unleash(page, SEED + 2);
  await page.goto('/m/login');
  await settle(c);
  await noBlankNoSpinner(page, 'login');
  const user = page.getByLabel('Usuário', { exact: true });
  const pass = page.getByLabel('Senha', { exact: true });
  await expect(user).toBeVisible();
  for (const fault of ['html502', 'truncated', 'empty', 'unknownCode', 'maintenance', 'drop'] as Fault[]) {
    c.force = { fault, path: /^\/wps\/session\/login$/ };
    await user.fill('chaosplayer');
    await pass.fill('senha123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await settle(c, 800);
    const msg = page
      .locator('.toast-fail, .toast-offline, .toast-info, .form-error, main [role=alert]')
      .filter({ hasText: /\S/ });
    await expect(msg.first(), `${fault}: the failed submit is shown`).toBeVisible();
    await expect(msg.first()).not.toHaveText(/\b(error|server)\.[A-Za-z_]+/);
    await expect(page.locator('main .spinner')).toHaveCount(0);
    await expect(user, `${fault}: the form keeps what was typed`).toHaveValue('chaosplayer');
    await expect(page).toHaveURL(/\/m\/login/);
  }
  c.force = null;
  c.healthy = true;
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(
    page.locator('.toast, main [role=alert]').filter({ hasText: 'Usuário ou senha incorretos' }).first(),
    'the server answers again',
  ).toBeVisible();
});

test('SPEC §8 chaos: the inbox (logged in) survives chaos, shows the offline toast, and reloads by itself when the network returns', async ({
  page,
  site,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page, site);
  const c = await unleash(page, SEED + 3);
  await page.goto('/m/webEmail');
  await settle(c);
  await noBlankNoSpinner(page, 'inbox');
  await failuresHaveRetry(page);
  // The inbox call fails at the network level, then the phone goes offline: the error and the
  // offline toast say so. Back online, the page asks again by itself, without a tap or a reload.
  c.force = { fault: 'drop', path: /^\/wps\/member\/inbox$/ };
  await page.goto('/m/webEmail');
  await expect(page.locator('.state-error')).toContainText('Sem conexão com a internet', { timeout: 15_000 });
  await settle(c);
  await context.setOffline(true);
  await expect(page.locator('.toast-offline')).toContainText('Sem conexão com a internet');
  c.force = null;
  c.healthy = true;
  await context.setOffline(false);
  await expect(page.locator('.toast-success')).toContainText('Conexão restabelecida');
  await expect(page.locator('.state-error')).toHaveCount(0, { timeout: 10_000 });
  await noBlankNoSpinner(page, 'inbox after the network returned');
  await expect(page.locator('main .acc, main .state-empty').first(), 'the messages or the empty inbox').toBeVisible();
});

test('SPEC §8 chaos: a first visit whose status call answers 503 shows the maintenance page, and its retry opens home once the platform is back', async ({
  page,
}) => {
  const c = await unleash(page);
  c.force = { fault: 'maintenance', path: /^\/wps\/system\/status$/ };
  await page.goto('/m/home');
  await expect(page.locator('.status-card h1')).toHaveText('Plataforma em manutenção', { timeout: 15_000 });
  await settle(c);
  await expect(page.locator('.state-loading, .spinner')).toHaveCount(0);
  c.force = null;
  c.healthy = true;
  await page.locator('.status-card').getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.status-card')).toHaveCount(0);
});
