// Waits for a page to be settled, instead of sleeping a fixed time and hoping it was: the app's
// calls, chunks, styles and fonts have all arrived, the page has stopped changing, no loading
// state is left on the screen and the page shows content, and all of that has held for a short
// quiet spell. A fixed sleep is both slower (it is sized for the slowest page on the busiest
// machine) and weaker (on a busier one it is not enough).
import type { Page, Request } from '@playwright/test';

/**
 * What changes what a player reads: the app's calls (fetch), the page's chunks (script), the
 * stylesheet and fonts. Pictures are left out: LazyImage starts them in batches up to 300 ms
 * apart as they near the screen, and a picture changes no text, name or colour of the page.
 */
const CONTENT_REQUESTS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font']);

/**
 * Loading states the app draws: PageState's spinner, the boot shell, and anything marked busy
 * (a home row or the vendor strip still waiting for its list, a submit in flight). Only those on
 * the screen count: home's rows further down wait, busy, until a player scrolls near them, and
 * that is where they rest.
 */
const LOADING = '.state-loading, .boot, .boot-spin, [aria-busy="true"]';

export interface SettleOptions {
  /**
   * How long everything must stay quiet. It covers the gap between a chunk's arrival and the
   * calls its page makes from an effect, and the frame between a first commit and the work it
   * leaves for after the paint (useAfterPaint).
   */
  quietMs?: number;
  timeoutMs?: number;
  /** An element that must be on the page too (e.g. the main element of the route just opened). */
  readySelector?: string;
}

export interface PageWatch {
  /** Resolves once the page is settled; throws when it does not settle within the timeout. */
  settled: (options?: SettleOptions) => Promise<void>;
}

const watching = new WeakMap<Page, PageWatch>();

/**
 * Watches the page's content requests and DOM changes; call before the page loads (a second
 * call for the same page returns the same watch). The DOM's last change is kept by a
 * MutationObserver the page installs on every load.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const known = watching.get(page);
  if (known) return known;
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const track = (r: Request, inFlight: boolean) => {
    if (!CONTENT_REQUESTS.has(r.resourceType())) return;
    if (inFlight) open.add(r);
    else open.delete(r);
    lastActivity = Date.now();
  };
  page.on('request', (r) => track(r, true));
  page.on('requestfinished', (r) => track(r, false));
  page.on('requestfailed', (r) => track(r, false));
  await page.addInitScript(() => {
    const w = window as unknown as { __lastMutation: number };
    w.__lastMutation = performance.now();
    new MutationObserver(() => {
      w.__lastMutation = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  const settled = async ({ quietMs = 150, timeoutMs = 15_000, readySelector }: SettleOptions = {}) => {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      const networkQuiet = open.size === 0 && Date.now() - lastActivity >= quietMs;
      const waiting = !networkQuiet
        ? `${open.size} requests in flight`
        : await page.evaluate(
            ({ loading, extra, quiet }) => {
              if (document.fonts.status !== 'loaded') return 'fonts loading';
              const busy = [...document.querySelectorAll(loading)].find((el) => {
                const r = el.getBoundingClientRect();
                return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
              });
              if (busy) return `loading state ${busy.tagName.toLowerCase()}.${busy.className}`;
              if (!document.querySelector('main#main > *, .status-page')) return 'no content';
              if (extra && !document.querySelector(extra)) return `no ${extra}`;
              const since = performance.now() - (window as unknown as { __lastMutation: number }).__lastMutation;
              if (since < quiet) return 'the page is still changing';
              return '';
            },
            { loading: LOADING, extra: readySelector ?? null, quiet: quietMs },
          );
      if (waiting === '') return;
      last = waiting;
      if (Date.now() > deadline) throw new Error(`the page did not settle in ${timeoutMs} ms: ${last} (${page.url()})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const watch = { settled };
  watching.set(page, watch);
  return watch;
}
