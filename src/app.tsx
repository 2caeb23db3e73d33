// Start-up path: the router and the page chrome of the first render.
// The router and the page chrome. System status 1 and 2 replace the whole site (SPEC §4).
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { forcedPath, passwordChange, showFooterMenu } from './rules/chrome';
import { resolveRoute } from './routes';
import { pageFor } from './pages-loader';
import { t } from './state/i18n';
import { loggedIn, session } from './state/session';
import { site, siteCode } from './state/site';
import { sendToLogin } from './state/login-redirect';
import { Header } from './ui/Header';
import { Toasts } from './ui/Toasts';
import { dialogs } from './state/dialogs';
import { Loading } from './ui/PageState';
import { RouteBoundary } from './ui/RouteBoundary';
import { Overlays } from './ui/Overlays';
import FooterMenu from './ui/FooterMenu';
import { backSwipeAction } from './state/back-swipe';
import { isHomePath } from './rules/chrome';
import { overlay } from './state/menus';

const SystemPage = lazy(() => import('./pages/system/status-page'));

function Shell() {
  useSignals();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { route, path } = resolveRoute(location);
  // A visitor on a guarded route (routes.ts) is sent to log in, unless the route shows them a page of its own.
  const needsLogin = route.guard && !route.visitor && !loggedIn.value;

  useEffect(() => {
    if (path !== location) navigate(path + (search ? `?${search}` : ''), { replace: true });
  }, [path, location]);
  // SPEC §2.1, §2.7: a first login or an expired password changes it before anything else.
  const forced = forcedPath(path, passwordChange(session.value));
  useEffect(() => {
    if (forced) navigate(forced, { replace: true });
  }, [forced, path]);
  useEffect(() => {
    if (!needsLogin) return;
    // SPEC §6/§8: a visitor on a member feature is told to log in, then sent to login.
    sendToLogin(navigate, path + (search ? `?${search}` : ''), { replace: true });
  }, [needsLogin, path]);

  // SPEC §2.2: a back swipe goes back with no animation on the page it lands on. The page
  // a visit opens on shows at once too: a fade there only holds back the first view (its
  // largest paint waited for the fade).
  const swiped = useRef(false);
  const opened = useRef(false);
  useEffect(() => {
    opened.current = true;
  }, []);
  const back = useCallback(() => {
    swiped.current = true;
    window.history.back();
  }, []);
  // Nothing to go back to from home, and an overlay closes on its own gestures.
  const swipeBack = !isHomePath(path) && overlay.value === null;
  useEffect(() => {
    backSwipeAction.current = swipeBack ? back : null;
  }, [swipeBack, back]);
  const animate = !swiped.current && opened.current;
  swiped.current = false;

  const Page = pageFor(route);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header path={path} search={search ? `?${search}` : ''} />
      <main id="main" className={animate ? 'page' : 'page no-anim'} key={path} tabIndex={-1}>
        <RouteBoundary>
          <Suspense fallback={<Loading />}>{needsLogin || forced ? <Loading /> : <Page />}</Suspense>
        </RouteBoundary>
      </main>
      {showFooterMenu(path) && <FooterMenu />}
      {isHomePath(path) && (
        <Suspense fallback={null}>
          <HomeExtras />
        </Suspense>
      )}
      <Overlays />
    </>
  );
}

const HomeExtras = lazy(() => import('./pages/home/extras'));
// Loaded with the first confirmation: most visits never open one.
const Dialogs = lazy(() => import('./ui/Dialogs').then((m) => ({ default: m.Dialogs })));

export function App() {
  useSignals();
  const code = siteCode.value;
  return (
    <>
      {site.value === null || code !== 0 ? (
        <Suspense fallback={<Loading />}>
          <SystemPage />
        </Suspense>
      ) : (
        <Router>
          <Shell />
        </Router>
      )}
      <Toasts />
      {dialogs.value.length > 0 && (
        <Suspense fallback={null}>
          <Dialogs />
        </Suspense>
      )}
    </>
  );
}
