// Start-up path: home is the first view (FIRST_VIEW_MODULES in src/boot/chunks.ts).
// Home (SPEC §2.3, §4 home modes): banners, notices, shortcuts, jackpot, the game menu
// with search, then the lobby rows, one category (list) or search results (filter).
// This page is the first view: the list/filter grid, the winners board, the footer and
// the install guide are lazy chunks, and rows below the fold fetch when they come near.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { bootPicture, dropBootPicture } from '../../boot/prefetched';
import { carouselBanners, homeQuery, homeView, type HomeView } from '../../rules/home';
import { ensure, reloadHomeRows, vendors } from '../../state/home-catalogue';
import { homeContent, winners } from '../../state/home-content';
import { language, t } from '../../state/i18n';
import { watchInstallPrompt } from '../../state/install';
import { onLanguageChange } from '../../state/language';
import { toggleChat } from '../../state/menus';
import { flag } from '../../state/site';
import { Banner } from '../../ui/Banner';
import { CatIcon } from '../../ui/CatIcon';
import { Deferred } from '../../ui/Deferred';
import { Jackpot } from '../../ui/Jackpot';
import { HomeTicker } from '../../ui/HomeTicker';
import { Loading } from '../../ui/PageState';
import { HomeMenu } from './HomeMenu';
import { Lobby } from './Lobby';
import { Shortcuts } from './Shortcuts';
import { PATHS } from '../../routes';

const HomeGrid = lazy(() => import('./HomeGrid'));
const SearchGrid = lazy(() => import('./SearchGrid'));
const Winners = lazy(() => import('../../ui/Winners'));
const HomeFooter = lazy(() => import('../../ui/HomeFooter'));

export function Home() {
  useSignals();
  const [location, navigate] = useLocation();
  const view = homeView(useSearch());
  useEffect(() => {
    const lang = language.value;
    ensure(homeContent, lang);
    ensure(winners, lang);
    ensure(vendors, lang); // the tiles' vendor names
    watchInstallPrompt();
    // SPEC §4: language-dependent home data reloads on a change (debounced 250 ms upstream).
    return onLanguageChange((l) => {
      ensure(homeContent, l);
      ensure(winners, l);
      ensure(vendors, l);
      reloadHomeRows();
    });
  }, []);
  const setView = (v: HomeView) => {
    const q = homeQuery(v);
    navigate(`${location}${q ? `?${q}` : ''}`, { replace: view.mode !== 'all' && v.mode !== 'all' });
  };
  const content = homeContent.data.value;
  const answered = Boolean(content || homeContent.error.value);
  // Until its own answer is in, the carousel shows the picture index.html already painted in
  // the same place (the largest paint does not wait for the app).
  const placeholder = answered ? null : bootPicture();
  useEffect(() => {
    if (content) dropBootPicture();
  }, [content]);
  return (
    <div className="home">
      <Banner banners={carouselBanners(content?.banners ?? [], flag('LIVEMODEL'))} placeholder={placeholder} />
      {answered ? (
        <HomeTicker notices={content?.player ?? []} />
      ) : (
        <div className="tick tick-wait" aria-hidden="true" />
      )}
      <Shortcuts />
      <Jackpot top={winners.data.value?.[0] ?? null} />
      <HomeMenu view={view} onView={setView} />
      {view.mode === 'all' ? (
        <Lobby onViewAllHot={() => navigate(PATHS.hot)} />
      ) : (
        <Suspense fallback={<Loading />}>
          {view.mode === 'list' ? <HomeGrid view={view} /> : <SearchGrid text={view.text} />}
        </Suspense>
      )}
      <Deferred minHeight={320}>
        <Suspense fallback={null}>
          <Winners />
        </Suspense>
      </Deferred>
      <Deferred minHeight={480}>
        <Suspense fallback={null}>
          <HomeFooter />
        </Suspense>
      </Deferred>
      <button type="button" className="fab" onClick={toggleChat} aria-label={t('home.customerService')}>
        <CatIcon name="headset" size={24} />
      </button>
    </div>
  );
}
