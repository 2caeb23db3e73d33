// Scrolling the game list centre on a cheap phone (SPEC §2.4 paging): a visitor's lobby scrolled by
// touch down to 54 tiles (six pages of nine), 'more games' tapped at each foot, under a 4x slower
// CPU (scripts/scroll-lobby.ts, as `npm run perf -- --only scroll` measures it). Figures go to
// test-results/scale.json beside the other @timing figures.
// npm test runs this file alone with the other @timing tests (one worker).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { PROBE_SCRIPT, scrollLobby } from '../../scripts/scroll-lobby.ts';
import { expect, test } from './fixtures.ts';

const TIMING = { tag: '@timing' };
const FIGURES = 'test-results/scale.json';
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';
/**
 * The typical (median) append's longest task, in ms of main-thread time. The goal is a long task's
 * 50 ms; this loaded two-core machine gave 37-67 ms (70-160 ms before the grid stopped re-laying
 * its tiles), so the bound catches that regression without failing on the machine's load.
 */
const TYPICAL_APPEND_MS = 80;
/** The worst append's longest task a loaded two-core machine still gives (60-130 ms seen; 120-160 before). */
const APPEND_WORST_MS = 150;
/**
 * Frames a second the scrolling keeps at least. On an idle machine it holds 55 and more; this
 * two-core machine, shared with other test runs (load averages of 10 to 20 were seen), still gives
 * the page's frames at least this many while a grid that re-laid its tiles on every frame fell under it.
 */
const FPS_FLOOR = 20;

function record(name: string, value: unknown) {
  mkdirSync('test-results', { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(FIGURES, 'utf8')) as Record<string, unknown>;
  } catch {
    /* first figure */
  }
  all[name] = value;
  writeFileSync(FIGURES, JSON.stringify(all, null, 2));
}

test(
  'SPEC §2.4 under 4x CPU, appending a page of games keeps its main-thread tasks short, and the scrolling keeps its frames',
  TIMING,
  async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(PROBE_SCRIPT);
    await page.goto(LOBBY);
    const tiles = page.locator('.ggrid > li');
    await expect(tiles.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const f = await scrollLobby(page, cdp, 54);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    record('lobbyScroll', { ...f, cpuThrottle: 4, loadAverage: loadavg()[0], cores: cpus().length });

    // Every page came in as the player asked: six pages, each appended to the tiles already shown.
    expect(f.tiles).toBe(54);
    expect(f.appendLongestCpuMs).toHaveLength(5);
    // Thread time counts the 4x slowdown but not the waits for a core on a busy machine: each task
    // about as long as on a phone this slow. The typical append (the median) within
    // TYPICAL_APPEND_MS; the worst, on a loaded machine, within APPEND_WORST_MS. A grid that re-laid every
    // tile as it crossed the screen's edge ran 70-160 ms tasks in most appends here.
    const sorted = [...f.appendLongestCpuMs].sort((x, y) => x - y);
    const each = `${f.appendLongestCpuMs.join(', ')} ms (load average ${loadavg()[0]!.toFixed(1)})`;
    expect(sorted[Math.floor(sorted.length / 2)]!, `appends' longest tasks: ${each}`).toBeLessThanOrEqual(
      TYPICAL_APPEND_MS,
    );
    expect(sorted.at(-1)!, `appends' longest tasks: ${each}`).toBeLessThanOrEqual(APPEND_WORST_MS);
    expect(
      f.fps,
      `${f.fps.toFixed(1)} fps, ${f.droppedFrames} dropped (load average ${loadavg()[0]!.toFixed(1)})`,
    ).toBeGreaterThanOrEqual(FPS_FLOOR);
  },
);
