// The service worker: the hashed shell is served cache-first, so a repeat visit transfers
// no JavaScript; pages are network-first with the cached shell as the offline fallback;
// API calls (/wps, /lgw) always go to the network and are never answered stale.
// A new deploy installs beside the old one and takes over on the next visit (no
// skipWaiting), so an open session keeps the chunks it started with. The app registers it with
// its build in the URL (/sw.js?build=lite): each build precaches its own first view.
import { APP_PREFIX } from './routes';

declare const __PRECACHE__: Record<'react' | 'lite', string[]>;
declare const __VERSION__: string;

// The few service-worker types used here, typed locally: the project type-checks with the
// DOM library, and TypeScript cannot load the WebWorker library beside it.
interface WaitEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvt extends WaitEvent {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: WaitEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvt) => void): void;
  clients: { claim(): Promise<void> };
  location: Location;
}
const sw = self as unknown as WorkerScope;

const build = new URL(sw.location.href).searchParams.get('build') === 'lite' ? 'lite' : 'react';
const precache = __PRECACHE__[build];
// A cache per build: a phone that changes build drops the other one's files when the new worker activates.
const CACHE = `aurora-${__VERSION__}-${build}`;
const SHELL = '/index.html';

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll([SHELL, ...precache])));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('aurora-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => sw.clients.claim()),
  );
});

const isHashed = (path: string) => path.startsWith('/assets/') || path.startsWith('/i18n/');
const isApi = (path: string) => path.startsWith('/wps/') || path.startsWith('/lgw/');

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) void cache.put(request, res.clone());
  return res;
}

/**
 * A page from the network, its copy kept as the offline shell; the cache is opened only after
 * the answer or the failure, so a page never waits on the cache storage while the network
 * answers (a worker of the other build may be filling it at that moment).
 */
async function page(event: FetchEvt): Promise<Response> {
  try {
    const res = await fetch(event.request);
    if (res.ok) {
      const copy = res.clone();
      event.waitUntil(
        caches
          .open(CACHE)
          .then((c) => c.put(SHELL, copy))
          .catch(() => undefined),
      );
    }
    return res;
  } catch {
    return (await caches.open(CACHE).then((c) => c.match(SHELL))) ?? Response.error();
  }
}

/**
 * A page of the app, for which the shell stands in offline. A game's frame (a navigation too) or
 * a file of the site opened in a tab is not one: kept as the shell, it would open offline instead.
 */
const isAppPage = (request: Request, path: string) =>
  request.mode === 'navigate' &&
  request.destination === 'document' &&
  (path === '/' || `${path}/`.startsWith(APP_PREFIX));

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== sw.location.origin || isApi(url.pathname)) return;
  if (isHashed(url.pathname)) event.respondWith(cacheFirst(event.request));
  else if (isAppPage(event.request, url.pathname)) event.respondWith(page(event));
});
