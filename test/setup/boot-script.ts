// Runs index.html's inline boot script as a page would: in its own happy-dom window at a URL,
// before the body is parsed, with a stubbed fetch and localStorage, then parses the boot shell
// (static/index.html's body) and fires readystatechange. Reports what a page and the app would
// notice: the calls started and in which order, the links added to the head, the boot shell's
// layout, heading and pictures, the build it chose and started, and what the script left on the
// page for the app.
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import type { Clock } from '../../src/lib/press.ts';

export interface BootVisit {
  /** Path and query, '/m/home' or '/m/gameLobbyCenter?gameCategory=LIVE'. */
  url: string;
  /** The stored language (localStorage 'language'); none by default. */
  language?: string;
  /** A stored session (MC_SESSION_INFO): a member's visit. */
  member?: boolean;
  /** Storage that throws on every use (a browser with storage disabled). */
  storageThrows?: boolean;
  /** A browser without fetch. */
  noFetch?: boolean;
  /** What navigator says about the phone (happy-dom's own values otherwise: 8 cores, no memory figure). */
  phone?: { saveData?: boolean; deviceMemory?: number; hardwareConcurrency?: number };
  /** Stored keys besides the language and the session. */
  stored?: Record<string, string>;
  /** A browser older than Chrome 93 (SPEC §9 starts at 70): no Object.hasOwn, Object.fromEntries or Array.prototype.at. */
  oldBrowser?: boolean;
  /** The body each call answers; undefined fails the call as a network error would. */
  answer?: (url: string) => unknown;
  /**
   * The page's timers and frames (setTimeout, clearTimeout, requestAnimationFrame: a frame is
   * 16 ms) on a clock the test advances (test/setup/fake-clock.ts); real ones otherwise.
   */
  clock?: Clock;
}

export interface Started {
  url: string;
  accept: string | null;
  /** The Authorization header, on a call that carries one. */
  authorization?: string;
}

export interface PageLink {
  rel: string;
  href: string;
  as: string;
  fetchPriority: string;
}

export interface BootPicture {
  src: string | null;
  elementtiming: string | null;
  fetchPriority: string;
}

export interface BootRun {
  /** The script's calls, in the order it made them. */
  started: Started[];
  /** What an exception thrown out of the script said, if one did. */
  thrown: unknown;
  links(): PageLink[];
  /** The boot shell's layout (html[data-boot]). */
  layout(): string | null;
  /** The boot shell shows a member's header, its balance strip too (html[data-member]). */
  member(): boolean;
  /** The boot shell's heading text. */
  heading(): string;
  /** The boot shell's pictures in a box ('.boot-bnr', '.boot-grid'). */
  pictures(box: string): BootPicture[];
  /** An element's attribute (dir on the grid). */
  attribute(selector: string, name: string): string | null;
  /** What the script left on the page for the app (window.__boot, __bootPicture, __bootBodies). */
  globals(): { boot: string[] | undefined; picture: unknown; bodies: Record<string, unknown> | undefined };
  /** The module scripts the script added to the body (the app's entry), by URL. */
  entryScripts(): string[];
  /** Runs an expression in the page, after the script. */
  evaluate(expression: string): unknown;
  /** The pictures in a box of the boot shell finish loading (or fail), as the network would say. */
  finishPictures(box: string, outcome: 'load' | 'error'): void;
  /** A stored key, as the script left it. */
  stored(key: string): string | null;
  /** Resolves once every call has answered and its body has been read. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const shell = /<body>([\s\S]*)<\/body>/.exec(
  readFileSync(new URL('../../static/index.html', import.meta.url), 'utf8'),
)![1]!;

/** The page's window with the globals the script reads and writes, which happy-dom's types do not list. */
type Page = Omit<Window, 'fetch'> & Record<string, unknown>;

export function runBootScript(script: string, visit: BootVisit): BootRun {
  const win = new Window({
    url: `http://127.0.0.1${visit.url}`,
    width: 360,
    height: 740,
    // The preloads it adds are what is asserted; nothing is downloaded.
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  }) as unknown as Page;
  const started: Started[] = [];
  const answers: Promise<unknown>[] = [];
  if (visit.language !== undefined) win.localStorage.setItem('language', visit.language);
  if (visit.member) win.localStorage.setItem('MC_SESSION_INFO', '{"token":"t"}');
  for (const [key, value] of Object.entries(visit.stored ?? {})) win.localStorage.setItem(key, value);
  const { saveData, ...facts } = visit.phone ?? {};
  for (const [name, value] of Object.entries(facts)) Object.defineProperty(win.navigator, name, { value });
  if (saveData !== undefined) Object.defineProperty(win.navigator, 'connection', { value: { saveData } });
  if (visit.storageThrows)
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError: storage is disabled');
      },
    });
  win.fetch = visit.noFetch
    ? undefined
    : (input: string, init?: RequestInit) => {
        const url = String(input);
        const headers = new Headers(init?.headers);
        const authorization = headers.get('Authorization');
        started.push({ url, accept: headers.get('Accept'), ...(authorization ? { authorization } : {}) });
        const body = visit.answer?.(url);
        const response =
          body === undefined
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
        answers.push(response.then((r) => r.clone().text()).catch(() => undefined));
        return response;
      };
  if (visit.oldBrowser) {
    const page = win as unknown as { Object: Record<string, unknown>; Array: { prototype: Record<string, unknown> } };
    delete page.Object.hasOwn;
    delete page.Object.fromEntries;
    delete page.Array.prototype.at;
  }
  if (visit.clock) {
    const clock = visit.clock;
    // The page's own globals: the script calls them bare, so they are replaced on its window.
    Object.assign(win, {
      setTimeout: (fn: () => void, ms?: number) => clock.setTimeout(fn, ms ?? 0),
      clearTimeout: (id: unknown) => clock.clearTimeout(id),
      requestAnimationFrame: (fn: (t: number) => void) => clock.setTimeout(() => fn(clock.now()), 16),
    });
  }
  let thrown: unknown;
  // The script runs in <head>, while the parser is still reading the page.
  Object.defineProperty(win.document, 'readyState', { configurable: true, value: 'loading' });
  try {
    win.eval(script);
  } catch (e) {
    thrown = e;
  }
  // The parser reaches the body after the script in <head>, then the document turns interactive
  // and the DOM is complete.
  win.document.body.innerHTML = shell;
  Object.defineProperty(win.document, 'readyState', { configurable: true, value: 'interactive' });
  win.document.dispatchEvent(new win.Event('readystatechange'));
  win.document.dispatchEvent(new win.Event('DOMContentLoaded'));
  const doc = win.document;
  return {
    started,
    thrown,
    links: () =>
      [...doc.head.querySelectorAll('link')].map((l) => ({
        rel: l.rel,
        href: l.getAttribute('href') ?? '',
        as: l.getAttribute('as') ?? '',
        fetchPriority: (l as unknown as { fetchPriority?: string }).fetchPriority ?? '',
      })),
    entryScripts: () => [...doc.body.querySelectorAll('script[type=module]')].map((e) => e.getAttribute('src') ?? ''),
    evaluate: (expression) => win.eval(expression),
    finishPictures: (box, outcome) => {
      for (const img of doc.querySelectorAll(`${box} img`)) img.dispatchEvent(new win.Event(outcome));
    },
    stored: (key) => win.localStorage.getItem(key),
    layout: () => doc.documentElement.getAttribute('data-boot'),
    member: () => doc.documentElement.hasAttribute('data-member'),
    heading: () => doc.querySelector('.boot-ttl')?.textContent ?? '',
    pictures: (box) =>
      [...doc.querySelectorAll(`${box} img`)].map((img) => ({
        src: img.getAttribute('src'),
        elementtiming: img.getAttribute('elementtiming'),
        fetchPriority: (img as unknown as { fetchPriority?: string }).fetchPriority ?? '',
      })),
    attribute: (selector, name) => doc.querySelector(selector)?.getAttribute(name) ?? null,
    globals: () => ({
      boot: win.__boot ? Object.keys(win.__boot as object) : undefined,
      picture: win.__bootPicture,
      // Plain data again: the script's objects belong to the page's realm (another Object).
      bodies: win.__bootBodies === undefined ? undefined : JSON.parse(JSON.stringify(win.__bootBodies)),
    }),
    async settled() {
      for (let seen = -1; seen !== answers.length; ) {
        seen = answers.length;
        await Promise.all(answers);
        // The script reads each body in a promise chain of its own; let it run to its end.
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    close: () => win.happyDOM.close(),
  };
}
