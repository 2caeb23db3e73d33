// Shared by /m/launchGame and /m/startLottery: asks the server for the game's one-time URL,
// then shows it in the full-screen frame. Both are 'session' routes (routes.ts): a visitor is
// sent to log in before getting here (SPEC §4). Leaving (the close control, or the phone's
// back) refreshes the balance, so the header shows what the round changed. A member playing
// with bonus money opening a game that counts less than whole towards it is told first what the
// game counts and the largest stake (ui/Bonus/PlayNotice). A real-money member's loss and time
// limits come first: a pause in force takes the game's place, a limit near its end is said once
// (limit-notice.tsx), and while the game is open an alert that comes is said in a toast.
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
import type { PlayLimitsView } from '../../api/types';
import { isRealMember } from '../../rules/roles';
import { markAlertsSeen, readPlayLimits, unseenAlerts } from '../../state/member/play-limits';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { alertLines, LimitAlert, LimitPause } from './limit-notice';

/** How often an open game asks whether a limit's alert has come. */
const LIMITS_POLL_MS = 60_000;

/**
 * The member's limits before the game opens (undefined while asked; null: none to tell, a trial
 * account or no answer), then every minute while it is open: a new alert is said in a toast.
 */
function useLimits(real: boolean): PlayLimitsView | null | undefined {
  const [limits, setLimits] = useState<PlayLimitsView | null | undefined>(real ? undefined : null);
  useEffect(() => {
    if (!real) return;
    let live = true;
    void readPlayLimits().then((v) => live && setLimits(v));
    const timer = setInterval(
      () =>
        void readPlayLimits().then((v) => {
          if (!live || !v) return;
          const a = unseenAlerts(v);
          const lines = alertLines(a);
          if (lines.length === 0) return;
          markAlertsSeen(a);
          toast.info(lines.join(' '), 6000);
        }),
      LIMITS_POLL_MS,
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [real]);
  return limits;
}

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
  const limits = useLimits(isRealMember(session.value?.type ?? -1));
  const [alerted, setAlerted] = useState(false);
  useEffect(() => () => refreshBalance(), []);
  if (!ok) return <ErrorState messageKey="game.missing" />;
  const game = launch.data.value;
  if (!game || limits === undefined)
    return launch.error.value ? <NotLoaded of={launch} /> : <Loading label={t('game.opening')} />;
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    refreshBalance();
    onClose();
  };
  if (limits?.pause) return <LimitPause pause={limits.pause} onClose={close} />;
  const alerts = limits && !alerted ? unseenAlerts(limits) : null;
  const lines = alerts ? alertLines(alerts) : [];
  if (alerts && lines.length > 0)
    return (
      <LimitAlert
        lines={lines}
        onPlay={() => {
          markAlertsSeen(alerts);
          setAlerted(true);
        }}
      />
    );
  // A game that counts less than whole is said before its frame starts; one that counts whole
  // names the cap on its own page.
  if (game.wagering && game.wagering.contribution < 100 && !told)
    return <PlayNotice wagering={game.wagering} onPlay={() => setTold(true)} />;
  return <GameFrame url={game.url} title={game.gameName} onClose={close} closeLabel={closeLabel} rtp={game.rtp} />;
}
