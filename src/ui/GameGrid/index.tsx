// A paged grid of games (SPEC §2.4): cards, 'page / total', and 'more games' (disabled on
// the last page); loading, empty and error states from PageState. Favourite stars show
// when the list passes a toggle.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { Game } from '../../api/types';
import { EAGER_TILES, GRID_COLUMNS, GRID_TILE_SIZES, isLastPage, type Paged, pageLabel } from '../../rules/paging';
import { ensure, vendors } from '../../state/home-catalogue';
import { favouriteIds } from '../../state/favourites';
import { language, t } from '../../state/i18n';
import type { PagedList } from '../../state/paged';
import { GameTile } from '../GameTile';
import { Empty, ErrorState, Loading } from '../PageState';
import { useRevealed } from '../useRevealed';

interface Props {
  list: PagedList<Game>;
  /** Favourite toggles on each card; omitted where stars would distract (the home rows). */
  onFav?: (game: Game) => void;
  emptyText?: string;
  label: string;
}

export function GameGrid({ list, onFav, emptyText, label }: Props) {
  useSignals();
  const lang = language.value;
  // The tiles name their vendors (state/home-catalogue vendorNames).
  useEffect(() => ensure(vendors, lang), [lang]);
  const p = list.page.value;
  const ids = favouriteIds.value;
  // An appended page's tiles join a row per painted frame (useRevealed), in both builds.
  const items = useRevealed(p.items, GRID_COLUMNS);
  // With tiles shown, the grid reads only its page (and the stars): a tap on 'more' and its
  // loading re-render the foot alone, and an appended page mounts its own tiles beside the
  // memoised ones before it.
  if (p.items.length === 0) {
    if (list.error.value) return <ErrorState messageKey={list.error.value} onRetry={() => void list.retry()} />;
    if (list.loading.value) return <Loading />;
    return <Empty text={emptyText ?? t('games.empty')} />;
  }
  return (
    <section className="ggrid-wrap" aria-label={label}>
      <ul className="ggrid">
        {items.map((g, i) => (
          <li key={g.nodeId}>
            <GameTile
              game={g}
              favOn={onFav ? ids.includes(g.nodeId) : false}
              onFav={onFav}
              eager={i < EAGER_TILES}
              sizes={GRID_TILE_SIZES}
            />
          </li>
        ))}
      </ul>
      <GridFoot list={list} />
    </section>
  );
}

/** 'page / total', why the last 'more' failed, and 'more games'. */
function GridFoot({ list }: { list: PagedList<Game> }) {
  useSignals();
  const p = list.page.value;
  return (
    <div className="ggrid-foot">
      <PageCount page={p} />
      {list.error.value && (
        <span role="alert" className="ggrid-error">
          {t(list.error.value)}
        </span>
      )}
      <button
        type="button"
        className="btn btn-ghost"
        disabled={isLastPage(p) || list.loading.value}
        aria-busy={list.appending.value}
        onClick={() => void list.more()}
      >
        {list.appending.value ? t('common.loading') : t('games.more')}
      </button>
    </div>
  );
}

/** 'page / total' at the foot of a paged list, named for screen readers ('Page 2 / 5'). */
export function PageCount({ page }: { page: Paged<unknown> }) {
  useSignals();
  return (
    <span className="ggrid-page">
      <span className="sr-only">{t('games.page')} </span>
      {pageLabel(page)}
    </span>
  );
}
