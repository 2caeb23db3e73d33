// All hot games (/m/hot) and the member's favourites (/m/fav, 24 a page; a removed game
// leaves the grid at once).
import { useSignals } from '@preact/signals-react/runtime';
import { favouritePages, gameKey, hotPages } from '../../state/games/lists';
import { language, t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';
import { useFavToggle } from './fav';

export function HotPage() {
  useSignals();
  const lang = language.value;
  const list = usePagedList(gameKey, hotPages(lang), [lang]);
  const onFav = useFavToggle(list, false);
  return (
    <div className="glist">
      <GameGrid list={list} label={t('title.hot')} onFav={onFav} />
    </div>
  );
}

export function FavPage() {
  useSignals();
  const lang = language.value;
  const list = usePagedList(gameKey, favouritePages(lang), [lang]);
  const onFav = useFavToggle(list, true);
  return (
    <div className="glist">
      <GameGrid list={list} label={t('title.favorites')} onFav={onFav} emptyText={t('fav.none')} />
    </div>
  );
}
