// Home list mode (SPEC §4), a lazy chunk: one category as a grid of 20 a page with 'more games';
// a new category starts at page 1, and so does a language change. Search results: SearchGrid.
import { useSignals } from '@preact/signals-react/runtime';
import type { HomeView } from '../../rules/home';
import { gameKey, homeGridPages } from '../../state/games/lists';
import { t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';

export default function HomeGrid({ view }: { view: Extract<HomeView, { mode: 'list' }> }) {
  useSignals();
  const list = usePagedList(gameKey, homeGridPages(view), [view.menu], { perLanguage: true });
  const title = t(`category.${view.menu}`);
  return (
    <div className="hgrid">
      <h2 className="hgrid-title" aria-live="polite">
        {title}
      </h2>
      <GameGrid list={list} label={title} />
    </div>
  );
}
