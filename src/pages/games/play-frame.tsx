// Shared by /m/launchGame and /m/startLottery: asks the server for the game's one-time URL,
// then shows it in the full-screen frame. Both are 'session' routes (routes.ts): a visitor is
// sent to log in before getting here (SPEC §4). Leaving (the close control, or the phone's
// back) refreshes the balance, so the header shows what the round changed. A member playing
// with bonus money opening a game that counts less than whole towards it is told first what the
// game counts and the largest stake (ui/Bonus/PlayNotice).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { LaunchParams } from '../../api/endpoints';
import { gameLaunch } from '../../state/games/screens';
import { t } from '../../state/i18n';
import { useResource } from '../../state/use-resource';
import { refreshBalance } from '../../state/wallet';
import { GameFrame } from '../../ui/GameFrame';
import { ErrorState, Loading } from '../../ui/PageState';
import { NotLoaded } from '../../ui/Loaded';
import { PlayNotice } from '../../ui/Bonus/PlayNotice';

interface Props {
  params: LaunchParams;
  onClose: () => void;
  closeLabel: string;
}

export function PlayFrame({ params, onClose, closeLabel }: Props) {
  useSignals();
  const ok = params.vassalage !== '' && params.gameId !== '';
  const launch = useResource(gameLaunch, [params], { when: ok });
  const closing = useRef(false);
  // A member playing with bonus money reads what this game counts and the largest stake first.
  const [told, setTold] = useState(false);
  useEffect(() => () => refreshBalance(), []);
  if (!ok) return <ErrorState messageKey="game.missing" />;
  const game = launch.data.value;
  if (!game) return launch.error.value ? <NotLoaded of={launch} /> : <Loading label={t('game.opening')} />;
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    refreshBalance();
    onClose();
  };
  // A game that counts less than whole is said before its frame starts; one that counts whole
  // names the cap on its own page.
  if (game.wagering && game.wagering.contribution < 100 && !told)
    return <PlayNotice wagering={game.wagering} onPlay={() => setTold(true)} />;
  return <GameFrame url={game.url} title={game.gameName} onClose={close} closeLabel={closeLabel} />;
}
