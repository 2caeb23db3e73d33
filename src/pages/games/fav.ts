// Favourite stars on a games grid (SPEC §4): the list changes only after the server's
// success; inside the favourites class a removed game leaves the grid.
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Game } from '../../api/types';
import { afterFavourite } from '../../rules/favourites';
import { ensureFavourites, toggleFavourite } from '../../state/favourites';
import type { PagedList } from '../../state/paged';
import { session } from '../../state/session';

export function useFavToggle(list: PagedList<Game>, inFavClass: boolean): (game: Game) => void {
  useSignals();
  const [, navigate] = useLocation();
  const token = session.value?.token;
  useEffect(() => ensureFavourites(), [token]);
  // Stable, so memoised tiles are not re-rendered when the grid appends a page.
  return useCallback(
    (game: Game) =>
      void toggleFavourite(game, navigate).then((action) => {
        if (!action) return;
        const items = list.page.value.items;
        if (afterFavourite(items, game.nodeId, action, inFavClass).length !== items.length) list.remove(game.nodeId);
      }),
    [list, inFavClass, navigate],
  );
}
