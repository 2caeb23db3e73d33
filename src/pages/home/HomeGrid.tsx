// Home list and filter modes (SPEC §4), a lazy chunk: one category or the search results
// as a grid of 20 a page with 'more games'; a new category or search starts at page 1.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { Game } from '../../api/types';
import { PAGE_SIZE } from '../../rules/filters';
import { menuListParams, type HomeView } from '../../rules/home';
import { language, t } from '../../state/i18n';
import { onLanguageChange } from '../../state/language';
import { pagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';

export default function HomeGrid({ view }: { view: Exclude<HomeView, { mode: 'all' }> }) {
  useSignals();
  const list = useMemo(() => pagedList<Game>((g) => g.nodeId), []);
  const key = view.mode === 'list' ? `list:${view.menu}` : `filter:${view.text}`;
  useEffect(() => {
    const load = () =>
      void list.reset(async (pageNo, signal) => {
        const params = view.mode === 'list' ? menuListParams(view.menu) : { gameName: view.text };
        const r = await call(
          catalogueApi.gameList,
          { language: language.value, pageNo, pageSize: PAGE_SIZE.home, platform: 'html5', clientType: 2, ...params },
          { signal },
        );
        return { items: r.games, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
      });
    load();
    const off = onLanguageChange(load);
    return () => {
      off();
      list.abort();
    };
  }, [key]);
  const title = view.mode === 'list' ? t(`category.${view.menu}`) : t('search.results', { text: view.text });
  return (
    <div className="hgrid">
      <h2 className="hgrid-title" aria-live="polite">
        {title}
      </h2>
      <GameGrid list={list} label={title} emptyText={view.mode === 'filter' ? t('search.none') : undefined} />
    </div>
  );
}
