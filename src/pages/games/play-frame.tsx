// Shared by /m/launchGame and /m/startLottery: asks the server for the game's one-time
// URL, then shows it in the full-screen frame. Visitors go to /m/login (SPEC §4). Leaving
// (the close control, or the phone's back) refreshes the balance, so the header shows
// what the round changed.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { LaunchParams } from '../../api/endpoints';
import { t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { GameFrame } from '../../ui/GameFrame';
import { ErrorState, Loading } from '../../ui/PageState';
import { useCall } from '../../state/use-call';
import { PATHS } from '../../routes';

interface Props {
  params: LaunchParams;
  onClose: () => void;
  closeLabel: string;
}

export function PlayFrame({ params, onClose, closeLabel }: Props) {
  useSignals();
  const [, navigate] = useLocation();
  const member = loggedIn.value;
  const ok = member && params.vassalage !== '' && params.gameId !== '';
  const launch = useCall(ok ? (signal) => call(catalogueApi.launchGame, params, { signal, retries: 0 }) : null, [
    JSON.stringify(params),
    member,
  ]);
  const closing = useRef(false);
  useEffect(() => {
    if (member) return;
    toast.info(t('toast.pleaseLogin'), 2000);
    navigate(PATHS.login, { replace: true });
  }, [member]);
  useEffect(() => () => refreshBalance(), []);
  if (!member) return <Loading />;
  if (!ok) return <ErrorState messageKey="game.missing" />;
  if (launch.error) return <ErrorState messageKey={launch.error} onRetry={launch.reload} />;
  if (!launch.data) return <Loading label={t('game.opening')} />;
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    refreshBalance();
    onClose();
  };
  return <GameFrame url={launch.data.url} title={launch.data.gameName} onClose={close} closeLabel={closeLabel} />;
}
