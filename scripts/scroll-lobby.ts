// A player scrolling the game list centre's grid down to `tiles` tiles, tapping 'more games' at
// its foot each time, as `npm run perf -- --only scroll` (scripts/perf-scroll.ts) and the @timing
// test (test/e2e/lobby-scroll.spec.ts) measure it. The page must show the grid already and run
// at the CPU rate the caller set (CDP Emulation.setCPUThrottlingRate).
//  - Scrolling is a finger's strokes sent to the browser as touch events (CDP
//    Input.dispatchTouchEvent; this Chromium's synthesizeScrollGesture does not scroll by touch), so
//    the browser's own touch scrolling moves the page, not a script; the page counts its animation frames
//    (requestAnimationFrame) meanwhile: frames a second, and the frames missed (a gap of n vsyncs
//    is n - 1 dropped).
//  - Each append is a tap on 'more games' (a click sent from the page, no Playwright scripts in the
//    throttled page), timed until the new tiles are in and painted, then 400 ms more for what the
//    new tiles start (pictures, effects); the longest long task in that window is the append's.
//  - Long tasks (PerformanceObserver 'longtask') and main-thread CPU (CDP Performance.getMetrics
//    TaskDuration, thread time: what a busy machine's waiting for a core does not count) over the
//    whole session.
import type { CDPSession, Page } from '@playwright/test';

export const SCROLL_GRID = '.ggrid';
/** The finger moves STEP_PX each STEP_MS (1,250 px/s: a brisk but ordinary pace), in strokes of STROKE_PX. */
const STEP_PX = 20;
const STEP_MS = 16;
const STROKE_PX = 480;
export const SCROLL_SPEED = Math.round((STEP_PX / STEP_MS) * 1000);
const VSYNC_MS = 1000 / 60;
/** What a new page's tiles start after their paint (pictures asked, decoded, effects) falls within this. */
const AFTER_APPEND_MS = 400;

export interface ScrollFigures {
  /** Animation frames a second while the finger scrolls. */
  fps: number;
  /** Frames missed while scrolling (vsyncs without an animation frame). */
  droppedFrames: number;
  /** Seconds of scrolling measured. */
  scrollSeconds: number;
  /** Long tasks over the whole session (scrolls and appends). */
  longTasks: number;
  /** The longest long task of each append, in ms (0: none over 50 ms). */
  appendLongestMs: number[];
  /** Main-thread tasks over LONG_TASK_MS of thread time over the whole session: what a phone this slow, otherwise idle, would run as long tasks. */
  cpuLongTasks: number;
  /** The longest main-thread task of each append, in ms of thread time (the page's tap to 400 ms after its tiles painted). */
  appendLongestCpuMs: number[];
  /** Main-thread CPU over the whole session, in ms of thread time. */
  cpuMs: number;
  /** Main-thread CPU of each append (its tap to 400 ms after its tiles painted), in ms of thread time. */
  appendCpuMs: number[];
  /** The share of the scrolling's time the main thread was busy (thread time over real time). */
  scrollCpuShare: number;
  tiles: number;
}

/** Installs the page's long-task and frame counters: add before the page's first load. */
export const PROBE_SCRIPT = () => {
  const w = window as unknown as { __longTasks: { start: number; ms: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { data?: { message?: string } };
}

/**
 * The page's main-thread tasks from a trace, with their thread time (which counts the CPU
 * throttling's slowdown but not the time the thread waited for a core on a busy machine), and the
 * append windows the page marked (console.timeStamp), in the trace's microseconds.
 */
function mainThreadTasks(trace: Buffer): { tasks: { ts: number; cpuMs: number }[]; appends: [number, number][] } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message?.startsWith('append-'));
  const main = marks[0];
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid)
    .map((e) => ({ ts: e.ts, cpuMs: (e.tdur ?? 0) / 1000 }));
  const appends: [number, number][] = [];
  for (const m of marks)
    if (m.args?.data?.message === 'append-start') appends.push([m.ts, Number.POSITIVE_INFINITY]);
    else if (appends.length) appends[appends.length - 1]![1] = m.ts;
  return { tasks, appends };
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** How far below the screen's bottom the grid's foot (its 'more' button) is, in px. */
const footBelow = (page: Page) =>
  page.evaluate((sel) => {
    const foot = document.querySelector(`${sel} + .ggrid-foot`) ?? document.querySelector(sel)!;
    return Math.max(0, Math.round(foot.getBoundingClientRect().bottom - innerHeight + 8));
  }, SCROLL_GRID);

/** Scrolls until the grid's foot (its 'more' button) is at the screen's bottom; frame gaps and time. */
async function scrollToFoot(page: Page, cdp: CDPSession): Promise<{ gaps: number[]; ms: number }> {
  const distance = await footBelow(page);
  if (distance < 20) return { gaps: [], ms: 0 };
  // A string: tsx's name-keeping helper (__name) around a named inner function does not exist in the page.
  await page.evaluate(`{
    window.__frames = [];
    window.__counting = true;
    requestAnimationFrame(function tick(t) {
      window.__frames.push(t);
      if (window.__counting) requestAnimationFrame(tick);
    });
  }`);
  // Finger strokes of up to STROKE_PX, a move each 16 ms, until the foot is in (each stroke's
  // fling adds a little).
  const x = Math.round((page.viewportSize()?.width ?? 360) / 2);
  const from = Math.round((page.viewportSize()?.height ?? 740) * 0.85);
  for (let left = distance; left > 20; left = await footBelow(page)) {
    const stroke = Math.min(STROKE_PX, left);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
    for (let moved = 0; moved < stroke; ) {
      moved = Math.min(stroke, moved + STEP_PX);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - moved }] });
      await new Promise((r) => setTimeout(r, STEP_MS));
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __counting: boolean };
    w.__counting = false;
    return w.__frames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  return { gaps, ms: frames.length > 1 ? frames.at(-1)! - frames[0]! : 0 };
}

/** Taps 'more games' and waits for `target` tiles painted, then AFTER_APPEND_MS; the window's start and end. */
function append(page: Page, target: number): Promise<{ t0: number; t1: number }> {
  return page.evaluate(
    ([sel, n, after]) =>
      new Promise<{ t0: number; t1: number }>((resolve) => {
        const grid = document.querySelector(sel)!;
        const more = [...document.querySelectorAll<HTMLButtonElement>('.ggrid-foot button')].pop()!;
        const t0 = performance.now();
        console.timeStamp('append-start');
        const mo = new MutationObserver(() => {
          if (grid.children.length < n) return;
          mo.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              console.timeStamp('append-end');
              resolve({ t0, t1: performance.now() });
            }, after),
          );
        });
        mo.observe(grid, { childList: true });
        more.click();
      }),
    [SCROLL_GRID, target, AFTER_APPEND_MS] as const,
  );
}

/** Scrolls the grid down to `tiles` tiles (tapping 'more' at each foot), then to its end. */
export async function scrollLobby(page: Page, cdp: CDPSession, tiles: number): Promise<ScrollFigures> {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const cpu0 = await taskMs(cdp);
  const start = await page.evaluate(() => performance.now());
  const gaps: number[] = [];
  let scrollMs = 0;
  const windows: { t0: number; t1: number }[] = [];
  const appendCpu: number[] = [];
  let scrollCpu = 0;
  const count = () => page.locator(`${SCROLL_GRID} > li`).count();
  for (let shown = await count(); ; shown = await count()) {
    const before = await taskMs(cdp);
    const s = await scrollToFoot(page, cdp);
    scrollCpu += (await taskMs(cdp)) - before;
    gaps.push(...s.gaps);
    scrollMs += s.ms;
    if (shown >= tiles) break;
    const tapped = await taskMs(cdp);
    windows.push(await append(page, Math.min(tiles, shown + 1)));
    appendCpu.push(Math.round((await taskMs(cdp)) - tapped));
    // The button is enabled again once the page is in.
    await page.locator('.ggrid-foot button').last().waitFor({ state: 'visible' });
  }
  const cpuMs = (await taskMs(cdp)) - cpu0;
  const tasks = mainThreadTasks(await browser.stopTracing());
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { start: number; ms: number }[] }).__longTasks,
  );
  const during = longTasks.filter((l) => l.start >= start);
  const dropped = gaps.reduce((n, g) => n + Math.max(0, Math.round(g / VSYNC_MS) - 1), 0);
  return {
    fps: scrollMs > 0 ? (gaps.length / scrollMs) * 1000 : 0,
    droppedFrames: dropped,
    scrollSeconds: scrollMs / 1000,
    longTasks: during.length,
    appendLongestMs: windows.map((w) =>
      Math.round(Math.max(0, ...during.filter((l) => l.start >= w.t0 && l.start < w.t1).map((l) => l.ms))),
    ),
    cpuLongTasks: tasks.tasks.filter((t) => t.cpuMs > LONG_TASK_MS).length,
    appendLongestCpuMs: tasks.appends.map(([from, to]) =>
      Math.round(Math.max(0, ...tasks.tasks.filter((t) => t.ts >= from && t.ts < to).map((t) => t.cpuMs))),
    ),
    cpuMs,
    appendCpuMs: appendCpu,
    scrollCpuShare: scrollMs > 0 ? scrollCpu / scrollMs : 0,
    tiles: await count(),
  };
}
