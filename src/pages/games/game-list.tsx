// One vendor's games (/m/gameList?gameType&vassalage, SPEC §2.1), 20 a page.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ensure, vendors } from '../../state/home-catalogue';
import { gameKey, vendorGamePages } from '../../state/games/lists';
import { language, t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { GameGrid } from '../../ui/GameGrid';
import { useFavToggle } from './fav';

export function GameListPage() {
  useSignals();
  const q = new URLSearchParams(useSearch());
  const gameType = (q.get('gameType') ?? '').toUpperCase();
  const vassalage = q.get('vassalage') ?? '';
  const lang = language.value;
  const list = usePagedList(gameKey, vendorGamePages(gameType, vassalage, lang), [gameType, vassalage, lang]);
  const onFav = useFavToggle(list, false);
  useEffect(() => ensure(vendors, lang), [lang]);
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
