// Start-up path (index.html's inline script, src/boot/inline.ts): the calls the script starts
// while the entry script downloads. Each response is left on the page for the app's first call
// of the same URL (src/boot/prefetched.ts takePrefetched), so nothing is asked twice.

/** The site status (SPEC §3): every page needs it before its first render. */
export const STATUS_URL = '/wps/system/status';

/** Headers of a JSON call, as the app's client sends them (the same request, the same cache entry). */
export const JSON_CALL: RequestInit = { headers: { Accept: 'application/json' } };

/** The responses the script started, by URL: window.__boot, which src/boot/prefetched.ts reads. */
export type StartedCalls = Record<string, Promise<Response>>;

/** What the script leaves on the page for the app (src/boot/prefetched.ts, src/boot/lobby-first-page.ts). */
export interface BootGlobals {
  __boot?: StartedCalls;
  /** A lazily loaded chunk's URL by its stable name (scripts/build/stable-names.ts rewrites the app's lazy loads to ask it). */
  __lazy?: (name: string) => string;
  /** Each language's dictionary URL, whole and home's first-view slice (src/state/i18n.ts). */
  __dictionaries?: { whole: Readonly<Record<string, string>>; firstView: Readonly<Record<string, string>> };
  __bootPicture?: string;
  __bootBodies?: Record<string, unknown>;
}
export const bootGlobals = window as Window & BootGlobals;

/**
 * Starts a call and leaves its response for the app. A failure is the app's to see and report:
 * the no-op catch only keeps an offline start from logging an unhandled rejection.
 */
export function startCall(started: StartedCalls, url: string, init?: RequestInit): void {
  const response = fetch(url, init);
  response.catch(() => {});
  started[url] = response;
}

/** A started call's body, read from a clone taken as the response arrives, before the app can read it. */
export const bodyOf = (response: Promise<Response> | undefined): Promise<unknown> =>
  response!.then((r) => r.clone().json());
