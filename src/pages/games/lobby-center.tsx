// Game list centre (SPEC §2.4): sticky class menu, the type title with its icon, the
// vendor strip, tabs, the filter panel, a name search for LIVE and SPORTS, and a grid of
// 9 a page (favourites 24). The class, tab and vendor live in the URL (the header titles
// the page from gameCategory); a class, tab, vendor or search change starts at page 1. The
// name search filters as the player types (state/games/search.ts, loaded on first focus).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  classifiesOf,
  lobbyCall,
  lobbyQuery,
  lobbyStart,
  lobbyTabs,
  NO_EXTRA_FILTER,
  showNameSearch,
  type LobbyFilter,
  type LobbyStart,
} from '../../rules/filters';
import { categoryType, vendorsOfCategory } from '../../rules/vendor-groups';
import { ensureCatalogue, gameMenu } from '../../state/games/catalogue';
import { language, t } from '../../state/i18n';
import { gameKey } from '../../state/games/lists';
import { lobbyFirstPage, lobbyPages } from '../../state/games/lobby';
import { typeVendors } from '../../state/games/screens';
import { pagedList } from '../../state/paged';
import type { SearchBox } from '../../state/games/search';
import { useResource } from '../../state/use-resource';
import { loggedIn } from '../../state/session';
import { CatIcon } from '../../ui/CatIcon';
import { GameGrid } from '../../ui/GameGrid';
import { Icon } from '../../ui/Icon';
import { Empty } from '../../ui/PageState';
import { ClassMenu } from './class-menu';
import { useFavToggle } from './fav';
import { FilterPanel } from './filter-panel';
import { tabLabel } from './labels';
import { VendorStrip } from './vendor-strip';
import { PATHS } from '../../routes';

type Extra = Pick<LobbyFilter, 'minBet' | 'gameName' | 'selectType'>;
const loadSearch = () => import('../../state/games/search');

export function LobbyCenter() {
  useSignals();
  const [location, navigate] = useLocation();
  const start = lobbyStart(useSearch());
  const { category, gameType } = start;
  const lang = language.value;
  const [extra, setExtra] = useState<Extra>(NO_EXTRA_FILTER);
  const [typed, setTyped] = useState('');
  const [panel, setPanel] = useState(false);
  useEffect(() => ensureCatalogue(lang), [lang]);
  const vendorsOfType = useResource(typeVendors, [lang, gameType]);
  const vendors = vendorsOfCategory(category, vendorsOfType.data.value ?? []);
  const classifies = classifiesOf(gameMenu.data.value?.content ?? [], category);
  const tabs = lobbyTabs(gameType, classifies);
  const filter: LobbyFilter = { tab: start.tab, vassalage: start.vassalage, ...extra };
  const request = lobbyCall(category, filter);

  const lobbyKey = (c: string, f: LobbyFilter) => JSON.stringify([c, lobbyCall(c, f), lang]);
  // The name search: a box bound to the grid's list, for the filter it started with; any other
  // change (class, tab, vendor, the panel, the language) drops it, cancelling a search in flight.
  const box = useRef<SearchBox | null>(null);
  const now = useRef({ category, filter, lang });
  now.current = { category, filter, lang };
  const dropBox = () => {
    box.current?.dispose();
    box.current = null;
  };
  useEffect(() => dropBox, [lang]);
  const nameSearch = (text: string, at = false) => {
    setTyped(text);
    loadSearch().then(
      (m) => {
        box.current ??= m.searchInto(list, {
          from: now.current.filter.gameName,
          pagesFor: (q) => lobbyPages(lobbyCall(now.current.category, { ...now.current.filter, gameName: q }), lang),
          onQuery: (q) => {
            // The box already asks this page: the grid takes it over instead of asking again.
            adoptFor.current = lobbyKey(now.current.category, { ...now.current.filter, gameName: q });
            setExtra((e) => ({ ...e, gameName: q }));
          },
        });
        box.current.type(text, at);
      },
      () => at && setExtra((e) => ({ ...e, gameName: text.trim() })),
    );
  };

  const go = (next: Partial<LobbyStart>, keepExtra = false) => {
    dropBox();
    const s = { ...start, ...next };
    if (next.category) s.gameType = categoryType(next.category);
    if (!keepExtra) {
      setExtra(NO_EXTRA_FILTER);
      setTyped('');
    }
    navigate(`${location}?${lobbyQuery(s)}`, { replace: true });
  };

  const key = lobbyKey(category, filter);
  // A first visit's first page may already be in (index.html's script asked for it and drew its
  // first row): the grid then shows in the first render, and the first load only takes over paging.
  const [list, bootKey] = useMemo(() => {
    const first = lobbyFirstPage(request, lang);
    return [pagedList(gameKey, first), first ? key : null] as const;
  }, []);
  const adoptFor = useRef(bootKey);
  const inFav = request.call === 'favouriteList';
  const onFav = useFavToggle(list, inFav);
  const needsLogin = inFav && !loggedIn.value;
  useEffect(() => {
    if (needsLogin) return list.abort();
    const fetcher = lobbyPages(request, lang);
    if (adoptFor.current === key) list.adopt(fetcher);
    else void list.reset(fetcher);
    adoptFor.current = null;
  }, [key, needsLogin]);
  // Only when the page goes: between two keys a newer load aborts the older itself, and a page the
  // search box is loading must keep its 'loading'.
  useEffect(() => () => list.abort(), []);

  const title = t(`category.${category}`);
  return (
    <div className="lobby">
      <ClassMenu current={category} onPick={(c) => go({ category: c, tab: 'ALL', vassalage: '' })} />
      <div className="lobby-head">
        <h2 className="lobby-title">
          <CatIcon name={category} size={22} />
          {title}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPanel(true)} aria-haspopup="dialog">
          <CatIcon name="filter" size={16} />
          {t('filter.open')}
        </button>
      </div>
      <VendorStrip
        vendors={vendors}
        // Until the first answer (whatever it is), so the strip holds its place from the first render.
        loading={vendorsOfType.data.value === null && vendorsOfType.error.value === null}
        selected={start.vassalage}
        gameType={gameType}
        onPick={(v) => go({ vassalage: v, tab: 'ALL' }, true)}
      />
      <div className="tabs" role="group" aria-label={t('games.tabs')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            className="chip"
            aria-pressed={tab === start.tab}
            onClick={() => go({ tab }, true)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      {showNameSearch(gameType) && (
        <form
          className="search lobby-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            (document.activeElement as HTMLElement | null)?.blur();
            nameSearch(typed, true);
          }}
        >
          <label className="search-box">
            <span className="sr-only">{t('search.nameLabel')}</span>
            <Icon name="search" size={18} />
            <input
              type="search"
              name="q"
              value={typed}
              maxLength={64}
              onFocus={() => void loadSearch().catch(() => undefined)}
              onChange={(e) => nameSearch(e.target.value)}
              placeholder={t('search.namePlaceholder')}
            />
          </label>
          {typed !== '' && (
            <button
              type="button"
              className="icon-btn"
              onClick={() => nameSearch('', true)}
              aria-label={t('search.clear')}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </form>
      )}
      {needsLogin ? (
        <Empty text={t('fav.loginFirst')} />
      ) : (
        <GameGrid list={list} label={title} onFav={onFav} emptyText={inFav ? t('fav.none') : undefined} />
      )}
      {needsLogin && (
        <p className="center">
          <Link className="btn btn-primary" href={PATHS.login}>
            {t('header.login')}
          </Link>
        </p>
      )}
      {panel && (
        <FilterPanel
          gameType={gameType}
          classifies={classifies}
          vendors={vendors}
          value={filter}
          onClose={() => setPanel(false)}
          onApply={(f) => {
            dropBox();
            setPanel(false);
            setExtra({ minBet: f.minBet, gameName: f.gameName, selectType: f.selectType });
            setTyped(f.gameName);
            navigate(`${location}?${lobbyQuery({ ...start, tab: f.tab, vassalage: f.vassalage })}`, { replace: true });
          }}
        />
      )}
    </div>
  );
}
