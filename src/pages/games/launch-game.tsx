// /m/launchGame (SPEC §2.1, §4): the generic launcher (gameCategory, vassalage, gameId,
// nodeId, supportFreePlay) and the e-lottery (playType, gameId, gameGroupId, prize_mode,
// code). Closing returns to the page the game was opened from; opened directly, to
// /m/home with pageBack, else /m/game.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useSearch } from 'wouter';
import { language, t } from '../../state/i18n';
import { launchedFrom } from '../../state/launch';
import { PlayFrame } from './play-frame';
import { PATHS } from '../../routes';
import { launchParams } from '../../rules/game-launch';

export function LaunchGame() {
  useSignals();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  const get = (k: string) => q.get(k) ?? '';
  const onClose = () => {
    if (launchedFrom.value !== null && window.history.length > 1) {
      launchedFrom.value = null;
      window.history.back();
    } else navigate(get('pageBack') ? PATHS.home : PATHS.game, { replace: true });
  };
  return (
    <PlayFrame closeLabel={t('game.close')} onClose={onClose} params={launchParams('launcher', q, language.value)} />
  );
}
