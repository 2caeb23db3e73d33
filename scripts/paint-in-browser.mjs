// `node scripts/paint-in-browser.mjs <origin> <route> [--runs N] [--build react|lite] [--view CSS]`:
// what a player sees on a slow phone, as Chromium itself reports it rather than as Lighthouse
// simulates it. Each run is a fresh visit under DevTools' slow 4G (150 ms, 1.44 Mbps down) and a
// 4x slower CPU; it prints the largest contentful paint the page observed and when the app's own
// view (the selector --view, default the game grid's tiles) was first in the page, then the
// medians. Run it against a server that is already up (`npm start`, or build/server.mjs with
// DIST_DIR set to another build's output to compare two builds).
// Why beside `npm run perf`: Lighthouse's simulation counts every module chunk that finished
// downloading before the observed paint as needed for that paint (Chrome's trace has no
// EvaluateScript event for modules), so a page whose boot shell paints before the app runs can
// show a simulated LCP that no browser shows (docs/performance-log.md).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './find-chromium.mjs';

const [origin, route, ...rest] = process.argv.slice(2);
const option = (name, fallback) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : fallback);
if (!origin || !route) {
  console.error(
    'usage: node scripts/paint-in-browser.mjs <origin> <route> [--runs N] [--build react|lite] [--view CSS]',
  );
  process.exit(2);
}
const runs = Number(option('--runs', '9'));
const build = option('--build', 'react');
const view = option('--view', '.ggrid li');
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: 750e3 / 8 };

const executablePath = findChromium();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(2);
}
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/** One cold visit: a new context (empty cache, no service worker), the build set as the app reads it. */
async function visit() {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    ([build, view]) => {
      localStorage.setItem('build', build);
      const seen = { lcp: 0, view: 0 };
      Object.assign(window, { __paint: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector(view)) return;
        seen.view = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    },
    [build, view],
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(origin + route);
  await page.waitForSelector(view, { timeout: 20_000 });
  // A later, larger paint would still be reported: give the page time to settle.
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => /** @type {{ lcp: number; view: number }} */ (window.__paint));
  await context.close();
  return { lcp: Math.round(seen.lcp), view: Math.round(seen.view) };
}

const results = [];
for (let i = 0; i < runs; i++) {
  results.push(await visit());
  console.log(`run ${i + 1}: LCP ${results.at(-1).lcp} ms, app's view ${results.at(-1).view} ms`);
}
await browser.close();
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(`${route} (${build}), median of ${runs}: LCP ${median('lcp')} ms, app's view ${median('view')} ms`);
