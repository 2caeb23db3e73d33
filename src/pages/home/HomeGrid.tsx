// Home list and filter modes (SPEC §4), a lazy chunk: one category or the search results as a
// grid of 20 a page with 'more games'; a new category or search starts at page 1, and so does a
// language change.
import { useSignals } from '@preact/signals-react/runtime';
import type { HomeView } from '../../rules/home';
import { gameKey, homeGridPages } from '../../state/games/lists';
import { t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';

export default function HomeGrid({ view }: { view: Exclude<HomeView, { mode: 'all' }> }) {
  useSignals();
  const key = view.mode === 'list' ? `list:${view.menu}` : `filter:${view.text}`;
  const list = usePagedList(gameKey, homeGridPages(view), [key], { perLanguage: true });
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
