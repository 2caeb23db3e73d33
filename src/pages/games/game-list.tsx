// One vendor's games (/m/gameList?gameType&vassalage, SPEC §2.1), 20 a page.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { Game } from '../../api/types';
import { PAGE_SIZE } from '../../rules/filters';
import { ensure, vendors } from '../../state/catalogue';
import { language, t } from '../../state/i18n';
import { pagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';
import { useFavToggle } from './fav';

export function GameListPage() {
  useSignals();
  const q = new URLSearchParams(useSearch());
  const gameType = (q.get('gameType') ?? '').toUpperCase();
  const vassalage = q.get('vassalage') ?? '';
  const lang = language.value;
  const list = useMemo(() => pagedList<Game>((g) => g.nodeId), []);
  const onFav = useFavToggle(list, false);
  useEffect(() => ensure(vendors, lang), [lang]);
  useEffect(() => {
    void list.reset(async (pageNo, signal) => {
      const r = await call(
        catalogueApi.gameList,
        {
          language: lang,
          pageNo,
          pageSize: PAGE_SIZE.home,
          gameType: gameType || undefined,
          vassalage: vassalage || undefined,
          platform: 'html5',
          clientType: 2,
        },
        { signal },
      );
      return { items: r.games, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
    });
    return () => list.abort();
  }, [gameType, vassalage, lang]);
  const vendor = vendors.data.value?.find((v) => v.vassalage === vassalage);
  const title =
    [vendor?.displayName ?? vassalage, gameType ? t(`category.${gameType}`) : ''].filter(Boolean).join(' · ') ||
    t('title.gameList');
  return (
    <div className="glist">
      <h2 className="lobby-title">{title}</h2>
      <GameGrid list={list} label={title} onFav={onFav} />
    </div>
  );
}
