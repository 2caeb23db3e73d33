// The service worker: the hashed shell is served cache-first, so a repeat visit transfers
// no JavaScript; pages are network-first with the cached shell as the offline fallback;
// API calls (/wps, /lgw) always go to the network and are never answered stale.
// A new deploy installs beside the old one and takes over on the next visit (no
// skipWaiting), so an open session keeps the chunks it started with. Installing, it takes every
// file whose hashed name is unchanged from the caches of the worker before (the precached ones
// and those cached as pages were opened), so a deploy costs the phone only the files that changed. The app registers it with
// its build in the URL (/sw.js?build=lite): each build precaches its own first view.
// Kept over workbox-precaching: the whole worker is 704 B brotli against its 4.8 KB (docs/architecture.md).
import { APP_PREFIX } from './routes';

declare const __PRECACHE__: Record<'react' | 'lite', string[]>;
declare const __FILES__: Record<'react' | 'lite', string[]>;
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

/** This deploy's hashed files of the build: what may be taken over from an earlier worker's cache. */
const files = new Set(__FILES__[build]);

/**
 * The earlier workers' cached files that this deploy still serves, under the same names (so the
 * same bytes), put into this one's cache; returns their paths, with those it held already.
 */
async function takeOver(cache: Cache): Promise<Set<string>> {
  const taken = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  const earlier = (await caches.keys()).filter((k) => k.startsWith('aurora-') && k !== CACHE);
  for (const name of earlier) {
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const path = new URL(request.url).pathname;
      if (taken.has(path) || !files.has(path)) continue;
      const res = await old.match(request);
      if (!res) continue;
      await cache.put(path, res);
      taken.add(path);
    }
  }
  return taken;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      // A failed take-over only costs downloads: the precache below fetches whatever is missing.
      const taken = await takeOver(cache).catch(() => new Set<string>());
      await cache.addAll([SHELL, ...precache.filter((url) => !taken.has(url))]);
    }),
  );
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
