// Playwright smoke in Chromium with a 360x740 phone context. Each worker runs its own
// reference server on a temporary database (see fixtures.ts).
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain .mjs helper without types
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

export default defineConfig({
  // test/a11y runs with the same setup through E2E_DIR=../a11y (npm run test:a11y).
  testDir: process.env.E2E_DIR ?? '.',
  outputDir: '../../test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 2,
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
    launchOptions: { executablePath: (findChromium() as string | null) ?? undefined, args: CHROMIUM_ARGS as string[] },
  },
});
