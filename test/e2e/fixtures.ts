// A reference server per worker and site-config variant (and per test when a test needs its
// own site config), on a fresh temporary database, serving the built app from dist/ (or
// E2E_DIST). Every page runs the build E2E_BUILD names (react unless told; lite for the light
// build's run), whatever the machine: on two cores the app would otherwise choose the light
// build by itself.
import { test as base, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { creditDeposit } from '../setup/ledger.ts';
import { ASSET_DIRS } from '../../scripts/build/options.ts';
import { CHOSEN_BUILD_KEY } from '../../src/rules/build-choice.ts';
import { FIRST_VIEW_MISS } from '../../src/lib/first-view-miss.ts';

/** Every key of the app's dictionaries (they share their keys). */
const WHOLE_DICTIONARY = JSON.parse(readFileSync(resolve('i18n/en.json'), 'utf8')) as Record<string, string>;

export interface Site {
  server: RunningServer;
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

export async function startSite(overrides: Record<string, unknown> = {}): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-e2e-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: resolve(process.env.E2E_DIST ?? 'dist'),
    apiOrigin: null,
    bodyLimitBytes: 64 * 1024,
    site: loadSiteConfig(null, overrides),
    log: () => undefined,
  });
  return {
    server,
    url: server.url,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let members = 0;
/** Creates a member with a live session and stores it in the page, as a login would. */
/** Money on a member's account of the site, as a settled deposit. */
export const deposit = (site: Site, memberId: number, cents: number): void =>
  creditDeposit(site.server.db!, memberId, cents);

export async function logIn(
  page: Page,
  site: Site,
  type = 0,
): Promise<{ memberId: number; token: string; userName: string }> {
  const db = site.server.db!;
  const userName = `player${++members}${Date.now() % 100000}`;
  const memberId = createMember(db, { userName, passwordHash: 'x', type, nickname: `Nick ${members}` });
  const token = createSession(db, memberId);
  await page.addInitScript(
    ([t, u, ty]) => {
      // Init scripts run in every frame too; a sandboxed game frame has no storage (and needs none).
      if (window !== window.top) return;
      localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: t, merchantCode: 'AURORA', userName: u, type: ty, firstTimeLogin: false }),
      );
    },
    [token, userName, type] as const,
  );
  return { memberId, token, userName };
}

/** The build every page runs: E2E_BUILD, else the React build. */
const E2E_BUILD = process.env.E2E_BUILD === 'lite' ? 'lite' : 'react';

/** The folder the build under test is served from. */
export const BUILD_DIR = `/${ASSET_DIRS[E2E_BUILD]}/`;

/** A lazy chunk of the build under test, by its group's name, matched against a URL's path. */
export const chunkOf = (group: string) => new RegExp(`^${BUILD_DIR}c/${group}-\\w+\\.js$`);

/** Runs in every document before its scripts: the build is chosen as a player would choose it. */
function chooseBuild({ key, build }: { key: string; build: string }): void {
  try {
    if (!localStorage.getItem(key)) localStorage.setItem(key, build);
  } catch {
    // A sandboxed game frame has no storage (and runs no build of the app).
  }
}

export const test = base.extend<
  { site: Site; siteOverrides: Record<string, unknown> },
  { workerSites: Map<string, Promise<Site>>; build: 'react' | 'lite' | null }
>({
  /** The build every page runs; null leaves the choice to the app (the build-choice suite). */
  build: [E2E_BUILD, { scope: 'worker', option: true }],
  // Every context, the page fixture's and those a test opens itself, chooses the build: one
  // wrapper on the worker's browser rather than a step each test could forget.
  browser: [
    async ({ browser, build }, use) => {
      if (build) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
          const context = await newContext(...args);
          await context.addInitScript(chooseBuild, { key: CHOSEN_BUILD_KEY, build });
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  /**
   * A suite's site-config variant: `test.use({ siteOverrides: … })` (e.g. SUPPORT_SITE). A test
   * option, not a worker one: a worker option gives its suites workers of their own, started
   * after the others have finished, which left one core idle at the end of every run. Each
   * worker starts one server per variant, when a test first needs it.
   */
  siteOverrides: [{}, { option: true }],
  workerSites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const sites = new Map<string, Promise<Site>>();
      await use(sites);
      for (const site of sites.values()) await (await site).close();
    },
    { scope: 'worker' },
  ],
  site: async ({ workerSites, siteOverrides }, use) => {
    const key = JSON.stringify(siteOverrides);
    if (!workerSites.has(key)) workerSites.set(key, startSite(siteOverrides));
    await use(await workerSites.get(key)!);
  },
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A key home showed before the whole dictionary was in: a fault of the build's first-view
    // slice when the whole dictionary has it (an unknown server code is in no dictionary).
    const missed: string[] = [];
    page.on('console', (m) => {
      const [said, key = ''] = m.text().split(`${FIRST_VIEW_MISS} `);
      if (said === '' && key in WHOLE_DICTIONARY) missed.push(key);
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(missed, 'keys home showed that its first-view dictionary lacks').toEqual([]);
  },
});

/**
 * Home's announcement popup opens half a second after home mounts when the worker's database
 * holds notices (other suites add them), at whatever moment of a test that is: over a tap, or
 * taking the focus. Tests about something else get an empty popup list, so it never opens
 * (the popup's own behaviour is tested in messages.spec.ts). Likewise a Brazil site's risks-of-betting
 * notice on access counts as closed in this session, unless `riskNotice` keeps it (br-play.spec.ts).
 *
 * The page's own fetch answers that one call, not page.route: a route makes Chromium pause every
 * request of the page for the test process to let it through, which slows all of them, and a
 * pause that is never released leaves a call hanging until the app's 10 s timeout.
 */
export async function withoutPopups(page: Page, o: { riskNotice?: boolean } = {}): Promise<void> {
  await page.addInitScript((riskNotice) => {
    try {
      if (!riskNotice) sessionStorage.setItem('riskNotice', 'seen');
    } catch {
      // A sandboxed game frame has no storage (and shows no notice).
    }
    const networkFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/wps/announcement/popular?')) return networkFetch.call(window, input, init);
      const body = JSON.stringify({ success: true, value: [], code: '', message: '' });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    };
  }, o.riskNotice === true);
}

/**
 * Opens a path inside the running app, as its own links do: no page load, no new start of the
 * app. For tests about what a route shows; how a visit to it starts is tested with page.goto.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // React commits a location change in a microtask: once a later task runs, the shell shows the
    // new route (a message, not a timer, so a paused fake clock does not hold it).
    await new Promise((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  }, path);
}

export { expect };
