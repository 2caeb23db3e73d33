// One game card: a fixed-size picture box so nothing shifts while icons load, the game's
// name and vendor; a tap launches it (SPEC §4). Grids add a favourite star beside it.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import type { Game } from '../../api/types';
import { tileVariant } from '../../rules/tile';
import { t } from '../../state/i18n';
import { Icon } from '../Icon';
import { LazyImage } from '../LazyImage';

/** SPEC §2.4 tile style; the rule lives in rules/tile.ts. */
export { tileVariant };

export interface FavControl { on: boolean; toggle: () => void }

// The launch rules load on the first touch (pointerdown, before the click lands): they are
// not needed to paint the lobby.
const loadLaunch = () => import('../../state/launch');

export function GameTile({ game, fav, eager = false }: { game: Game; fav?: FavControl; eager?: boolean }) {
  useSignals();
  const [, navigate] = useLocation();
  return (
    <div className={`gt gt-v${tileVariant(game.nodeId)}`}>
      <button type="button" className="gt-open" onPointerDown={loadLaunch}
        onClick={() => { const from = location.pathname + location.search; void loadLaunch().then((m) => m.launch(game, navigate, from)); }}>
        <LazyImage className="gt-pic" src={game.iconUrl} width={96} height={96} eager={eager} />
        <span className="gt-name">{game.gameName}</span>
        <span className="gt-vendor">{game.displayName === game.gameName ? game.vassalage : game.displayName}</span>
      </button>
      {fav && (
        <button type="button" className="gt-fav" aria-pressed={fav.on} onClick={fav.toggle}
          aria-label={t(fav.on ? 'fav.remove' : 'fav.add', { name: game.gameName })}>
          <Icon name="star" size={18} />
        </button>
      )}
    </div>
  );
}
