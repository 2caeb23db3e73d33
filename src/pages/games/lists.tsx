// All hot games (/m/hot) and the member's favourites (/m/fav, 24 a page; a removed game
// leaves the grid at once).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { Game } from '../../api/types';
import { PAGE_SIZE } from '../../rules/filters';
import { language, t } from '../../state/i18n';
import { pagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';
import { useFavToggle } from './fav';

export function HotPage() {
  useSignals();
  const lang = language.value;
  const list = useMemo(() => pagedList<Game>((g) => g.nodeId), []);
  const onFav = useFavToggle(list, false);
  useEffect(() => {
    // SPEC §3: the hot response is one list, shown as a single page.
    void list.reset(async (_pageNo, signal) => {
      const items = (
        await call(catalogueApi.hotGames, { isPlatform: 2, language: lang, platform: 'html5' }, { signal })
      ).list;
      return { items, pageNo: 1, totalPages: items.length ? 1 : 0, total: items.length };
    });
    return () => list.abort();
  }, [lang]);
  return (
    <div className="glist">
      <GameGrid list={list} label={t('title.hot')} onFav={onFav} />
    </div>
  );
}

export function FavPage() {
  useSignals();
  const lang = language.value;
  const list = useMemo(() => pagedList<Game>((g) => g.nodeId), []);
  const onFav = useFavToggle(list, true);
  useEffect(() => {
    void list.reset(async (pageNo, signal) => {
      const r = await call(
        catalogueApi.favouriteList,
        { pageNo, pageSize: PAGE_SIZE.favLobby, language: lang },
        { signal },
      );
      return { items: r.content, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
    });
    return () => list.abort();
  }, [lang]);
  return (
    <div className="glist">
      <GameGrid list={list} label={t('title.favorites')} onFav={onFav} emptyText={t('fav.none')} />
    </div>
  );
}
