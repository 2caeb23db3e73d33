// One game card: fixed-size picture box so nothing shifts while icons load.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import type { Game } from '../../api/types';
import { imageUrl } from '../../lib/cdn';
import { loggedIn } from '../../state/session';
import { site } from '../../state/site';

/** SPEC §2.4: the tile style cycles through 6 variants (nodeId modulo 6, plus 1). */
export const tileVariant = (nodeId: string): number => ((Number.parseInt(nodeId.replace(/\D/g, ''), 10) || 0) % 6) + 1;

export function GameTile({ game }: { game: Game }) {
  useSignals();
  const [, navigate] = useLocation();
  const open = () => {
    // SPEC §5: game launch needs a session, otherwise /m/login.
    const q = new URLSearchParams({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, gameCategory: game.gameCategory });
    navigate(loggedIn.value ? `/m/launchGame?${q}` : '/m/login');
  };
  return (
    <button type="button" className={`tile tile-v${tileVariant(game.nodeId)}`} onClick={open}>
      <img src={imageUrl(game.iconUrl, site.value?.imageCDNs ?? [])} alt="" width="96" height="96" loading="lazy" decoding="async" />
      <span className="tile-name">{game.gameName}</span>
      <span className="tile-vendor">{game.vassalage}</span>
    </button>
  );
}
