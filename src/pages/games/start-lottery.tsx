// Lottery launcher (SPEC §2.13): the lottery page in a full-size frame from mui, playType,
// gameId, prize_mode and pageBack; the small close area returns to /m/home when pageBack
// is set, otherwise to /m/game.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useSearch } from 'wouter';
import { language, t } from '../../state/i18n';
import { PlayFrame } from './play-frame';
import { PATHS } from '../../routes';
import { launchParams } from '../../rules/game-launch';

export function StartLottery() {
  useSignals();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch());
  const get = (k: string) => q.get(k) ?? '';
  return (
    <PlayFrame
      closeLabel={t('game.closeLottery')}
      onClose={() => navigate(get('pageBack') ? PATHS.home : PATHS.game)}
      params={launchParams('lottery', q, language.value)}
    />
  );
}
