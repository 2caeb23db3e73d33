// Playwright smoke in Chromium with a 360x740 phone context. Each worker runs its own
// reference server on a temporary database (see fixtures.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain .mjs helper without types
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

/**
 * Workers from E2E_WORKERS, else one per core: each worker runs its own server and Chromium, so
 * more workers than cores only queue for the CPU (and the timing tests pass --workers=1).
 */
function workers(): number {
  const asked = process.env.E2E_WORKERS;
  if (asked === undefined || asked === '') return availableParallelism();
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`E2E_WORKERS must be a whole number of at least 1, not '${asked}'`);
  return n;
}

/**
 * Browser UI no test looks at: Chromium gives every window (Playwright opens one a test) its
 * omnibox popups as WebUI pages, two renderers that cost about 0.8 s of CPU a test, more than the
 * page under test. The pages the app draws are the same without them.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium reads only the last --disable-features, and Playwright passes its own list first, so
 * ours repeats Playwright's (read from the installed version). When that list cannot be read,
 * nothing is added: Playwright's own switches matter more than the saved time.
 */
function disableFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (list === undefined || !bundle.includes('"--disable-features=" + disabledFeatures.join(",")')) {
    console.warn("playwright.config.ts: Playwright's --disable-features list was not found; the omnibox popups stay");
    return [];
  }
  const theirs = [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1]!);
  return [`--disable-features=${[...theirs, ...UNUSED_FEATURES].join(',')}`];
}

export default defineConfig({
  // test/a11y runs with the same setup through E2E_DIR=../a11y (npm run test:a11y).
  testDir: process.env.E2E_DIR ?? '.',
  // The build-choice suite leaves the choice to the app (it sets no build), so it runs the same
  // in the light build's pass: once is enough.
  testIgnore: process.env.E2E_BUILD === 'lite' ? ['build-choice.spec.ts'] : [],
  // A run beside another (npm test's real-period timing) keeps its failures' files apart.
  outputDir: process.env.E2E_OUTPUT ?? '../../test-results/e2e',
  // How long a test and an assertion wait before failing, not how fast the app must be: the
  // goals are timed in the @timing tests. A loaded two-core CI machine ran some pages three to
  // five times slower than a quiet one, and a 5 s assertion then failed on pages that were right.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: workers(),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '../../test-results/e2e-report.json' }]],
  use: {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: (findChromium() as string | null) ?? undefined,
      args: [...(CHROMIUM_ARGS as string[]), ...disableFeatures()],
    },
  },
});
