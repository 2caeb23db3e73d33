// Start-up path: every byte imported here is downloaded by every player before the
// first paint. Language → site status → render (SPEC §4 Start-up); the dictionary and
// the status are fetched in parallel, and a cached status renders at once.
import { createRoot } from 'react-dom/client';
import { call } from './api/client';
import { shapes } from './api/shapes';
import { readJson, writeJson } from './lib/storage';
import { siteStatus } from './streams/status';
import { applyLanguage, language } from './state/i18n';
import { site } from './state/site';
import { applyTheme, theme } from './state/theme';
import { startSubscriptions } from './state/subscriptions';
import { reportError } from './state/errors';
import { App } from './app';
import './styles/app.css';


async function boot(): Promise<void> {
  applyTheme(theme.value);
  const dict = applyLanguage(language.value).catch(() => applyLanguage('pt'));
  const status$ = siteStatus({
    // The cached status passes the same guard as a fresh one; an old or foreign value is dropped.
    cached: readJson('status', shapes.systemStatus),
    fetchStatus: () => call('systemStatus', {}),
    save: (s) => writeJson('status', s),
  });
  // The first status (cached or fresh) gates the render; later values update the signal.
  // With neither, the app renders its offline/error page with a retry.
  const firstStatus = new Promise<void>((resolve) => {
    status$.subscribe({ next: (s) => { site.value = s; resolve(); }, error: () => resolve(), complete: () => resolve() });
  });
  await Promise.all([dict, firstStatus]);
  startSubscriptions();
  createRoot(document.getElementById('root')!).render(<App />);
}

window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'window.error'));
window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'unhandledrejection'));
void boot();

// After the first paint: a repeat visit then loads the shell from the service worker.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  window.addEventListener('load', () => { navigator.serviceWorker.register('/sw.js').catch(() => undefined); });
}
