// Start-up path: the tiles of home's first rows.
// One game card: a fixed-size picture box so nothing shifts while icons load, the game's
// name and vendor; a tap launches it (SPEC §4). Grids add a favourite star beside it.
// The picture comes at the width the phone needs (iconSrcset, `sizes` the tile's width); a
// game without one, or whose picture failed from every host, shows a face in its family's
// colour with its name instead of a broken image.
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Game } from '../../api/types';
import { tileVariant } from '../../rules/tile';
import { vendorNames } from '../../state/home-catalogue';
import { t } from '../../state/i18n';
import { CatIcon, hasCatIcon } from '../CatIcon';
import { Icon } from '../Icon';
import { LazyImage } from '../LazyImage';

/** SPEC §2.4 tile style; the rule lives in rules/tile.ts. */
export { tileVariant };

// The launch rules are not needed to paint the lobby: they load once a tile has been shown a
// while, as the side menu's chunk does, and then ready what a tap on a shown tile will wait for
// (a lottery's prize-mode mapping), so a tap on a slow line waits for its own launch call
// alone; or on the first touch (pointerdown, before the click lands), if that comes sooner.
// Once in, they start loading the page the tap opens.
const loadLaunch = () => import('../../state/launch');
const WARM_LAUNCH_MS = 3000;
let warming: ReturnType<typeof loadLaunch> | null = null;
function warmLaunch(game: Game): void {
  warming ??= new Promise((shown) => setTimeout(shown, WARM_LAUNCH_MS)).then(loadLaunch);
  warming.then(
    (m) => m.warm(game),
    () => {
      // Offline: the next tile shown tries again.
      warming = null;
    },
  );
}

interface TileProps {
  game: Game;
  /** With onFav, the tile shows a favourite star, pressed when favOn. */
  favOn?: boolean;
  /** Must be stable (useCallback): the tile is memoised so a grid appending its 20th page does not re-render the 180 tiles before it. */
  onFav?: (game: Game) => void;
  eager?: boolean;
  /** The tile's rendered width, for the picture's `sizes` (a row's 100px, a grid's GRID_TILE_SIZES). */
  sizes?: string;
}

export const GameTile = memo(function GameTile({ game, favOn = false, onFav, eager = false, sizes }: TileProps) {
  useSignals();
  // Subscribes to the pathname only: a tab or filter change (the query) does not re-render tiles.
  const [, navigate] = useLocation();
  useEffect(() => warmLaunch(game), [game]);
  return (
    <div className={`gt gt-v${tileVariant(game.nodeId)}`}>
      <button
        type="button"
        className="gt-open"
        onPointerDown={() => void loadLaunch().then((m) => m.prepare(game))}
        onClick={() => {
          const from = location.pathname + location.search;
          void loadLaunch().then((m) => m.launch(game, navigate, from));
        }}
      >
        <LazyImage
          className="gt-pic"
          src={game.showIcon === false ? '' : game.iconUrl}
          srcset={game.iconSrcset}
          sizes={sizes}
          width={96}
          height={96}
          eager={eager}
          fallback={
            <span className="gt-pic gt-face" data-f={game.gameType} aria-hidden="true">
              {hasCatIcon(game.gameType) && <CatIcon name={game.gameType} size={26} />}
              <span>{game.gameName}</span>
            </span>
          }
        />
        <span className="gt-name">{game.gameName}</span>
        <span className="gt-vendor">
          {game.displayName !== game.gameName ? game.displayName : (vendorNames.value.get(game.vassalage) ?? '')}
        </span>
      </button>
      {onFav && (
        <button
          type="button"
          className="gt-fav"
          aria-pressed={favOn}
          onClick={() => onFav(game)}
          aria-label={t(favOn ? 'fav.remove' : 'fav.add', { name: game.gameName })}
        >
          <Icon name="star" size={18} />
        </button>
      )}
    </div>
  );
});
