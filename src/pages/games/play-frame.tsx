// Shared by /m/launchGame and /m/startLottery: asks the server for the game's one-time URL,
// then shows it in the full-screen frame. Both are 'session' routes (routes.ts): a visitor is
// sent to log in before getting here (SPEC §4). Leaving (the close control, or the phone's
// back) refreshes the balance, so the header shows what the round changed.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { LaunchParams } from '../../api/endpoints';
import { gameLaunch } from '../../state/games/screens';
import { t } from '../../state/i18n';
import { useResource } from '../../state/use-resource';
import { refreshBalance } from '../../state/wallet';
import { GameFrame } from '../../ui/GameFrame';
import { ErrorState, Loading } from '../../ui/PageState';
import { NotLoaded } from '../../ui/Loaded';

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
  return <GameFrame url={game.url} title={game.gameName} onClose={close} closeLabel={closeLabel} />;
}
