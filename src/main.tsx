// Start-up path: every byte imported here is downloaded by every player before the
// first paint. Language → site status → render (SPEC §4 Start-up); the dictionary and
// the status are fetched in parallel, and a cached status renders at once.
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/client';
import * as systemApi from './api/calls/system';
import { readJson, writeJson } from './lib/storage';
import { applyPreloadedStylesheets } from './lib/stylesheet';
import { bootPicturesPainted } from './lib/boot-paint';
import { applyLanguage, applyStartLanguage, language } from './state/i18n';
import { site, statusDown } from './state/site';
import { applyTheme, theme } from './state/theme';
import { startSessionCalls, startSubscriptions } from './state/subscriptions';
import { afterPaint } from './lib/after-paint';
import { reportError } from './state/errors';
import { App } from './app';
import { preloadSideMenuWhenIdle } from './ui/Overlays';
import { startHomeCalls } from './state/home-prefetch';
import { openPage } from './pages-loader';
import { resolveRoute } from './routes';
import { RUNNING_BUILD } from './lib/running-build';
import './styles/app.css';

/** The start-up status call's tries when the first render waits on it (no cached status). */
const FIRST_STATUS = { timeoutMs: 3_000, retries: 1 } as const;

async function boot(): Promise<void> {
  applyTheme(theme.value);
  const { route } = resolveRoute(location.pathname);
  // Home opens on its first-view slice of the dictionary, as the boot script asked for it.
  const dict = applyStartLanguage(language.value, route.page === 'home').catch(() => applyLanguage('pt'));
  startHomeCalls(location.pathname, language.value);
  // SPEC §4: the cached status is used at once and then refreshed; without one, the
  // fresh status gates the render (and without either, the app shows its retry page).
  // The cached status passes the same guard as a fresh one; an old or foreign value is dropped.
  // The route's page (modulepreloaded by index.html) loads beside them, with the call its
  // largest paint waits on, so the first render neither suspends on it nor draws a spinner
  // where the page goes (src/pages-loader.ts says why that matters), and so does the
  // stylesheet, which index.html only preloads so that it holds back no paint of the boot shell.
  const page = openPage(route);
  const styles = applyPreloadedStylesheets();
  const cached = readJson('status', systemApi.systemStatus.shape);
  // Without a cached status the first render waits on this call, so it gets a deadline: two
  // tries of 3 s (6.4 s with the backoff), then the retry page. With the default
  // three tries of 10 s a status that never answered left a bare boot shell for some 32 s.
  const fresh = call(systemApi.systemStatus, {}, cached ? {} : FIRST_STATUS).then((s) => {
    writeJson('status', s);
    site.value = s;
  });
  if (cached) {
    site.value = cached;
    fresh.catch(() => undefined);
    await Promise.all([dict, page, styles]);
  } else {
    await Promise.all([
      dict,
      page,
      styles,
      fresh.catch((e: { messageKey?: string } | null) => {
        statusDown.value = e?.messageKey === 'error.maintenance';
      }),
    ]);
  }
  await bootPicturesPainted();
  startSubscriptions();
  // A transition: React renders the first view in 5 ms slices and lets the phone handle
  // input and paint between them, instead of one long task (total blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <>
        <App />
        <AfterFirstPaint work={afterFirstView} />
      </>,
    ),
  );
  preloadSideMenuWhenIdle();
}

/**
 * How long after the frame of the app's first render the work that paint does not need starts.
 * The frame is drawn before the screen shows it, and the page's largest paint is stamped only
 * then: started at the frame, the session's calls often came before it, and on a slow line took
 * their share of it (the member pages' LCP, simulated on slow 4G: 2.0-2.1 s in half the runs,
 * 1.85 s in every run with this wait). A balance that comes 100 ms later is not seen as late.
 */
const AFTER_FIRST_PAINT_MS = 100;

/** Runs `work` once, after the app's first render has reached the screen. */
function AfterFirstPaint({ work }: { work: () => void }) {
  useEffect(() => afterPaint(() => setTimeout(work, AFTER_FIRST_PAINT_MS)), []);
  return null;
}

/**
 * What the opening page's paint does not wait on, started only once it is on the screen, so
 * that none of it shares a slow line or the main thread with that paint.
 */
function afterFirstView(): void {
  startSessionCalls();
  // Press feedback, the back swipe, the focused-field scroll (SPEC §9) and the rest of home's dictionary at the first touch.
  import('./ui/phone').then((m) => m.installPhoneDetails()).catch(() => undefined);
  // A site under a jurisdiction profile: the risks-of-betting notice on access, if it asks one (src/ui/RiskNotice).
  if (site.value?.jurisdiction)
    import('./ui/RiskNotice').then((m) => m.showRiskNotice(createRoot)).catch(() => undefined);
  // The web app manifest serves only the install offer; linked in index.html, Chrome asked for
  // it (1.1 KB with its headers) while the first view loaded.
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  document.head.appendChild(manifest);
}

window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'window.error'));
window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'unhandledrejection'));
void boot();

// After the page has loaded: a repeat visit then loads the shell from the service worker, which
// precaches this build's files (src/sw.ts). The entry may run after the load event (home waits
// for its boot picture), and then registers it at once.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  const register = () => void navigator.serviceWorker.register(`/sw.js?build=${RUNNING_BUILD}`).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
