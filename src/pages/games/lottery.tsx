// Lottery list (/m/lottery, SPEC §2.1, §7): the countdown to the next draw, the member's recent
// lotteries, the lottery menu (vendors) and each vendor's lotteries, then the results history.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { ensure, vendors } from '../../state/home-catalogue';
import { lotteryGames, lotteryMenu, recentLottery } from '../../state/games/screens';
import { language, t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { GameRow } from '../../ui/GameRow';
import { GRID_TILE_SIZES } from '../../rules/paging';
import { GameTile } from '../../ui/GameTile';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { useResource } from '../../state/use-resource';
import { DrawResults, NextDraw, useLotteryClock } from './lottery-draws';

export function LotteryPage() {
  useSignals();
  const lang = language.value;
  const [vendor, setVendor] = useState('');
  const member = loggedIn.value;
  const menu = useResource(lotteryMenu, [lang]);
  const games = useResource(lotteryGames, [lang, vendor]);
  const recent = useResource(recentLottery, [lang], { when: member });
  useEffect(() => ensure(vendors, lang), [lang]); // the tiles' vendor names
  const played = member ? (recent.data.value ?? []) : [];
  const list = games.data.value;
  const clock = useLotteryClock();
  // The draw counted down to: it changes once a round, when the results have a new draw (read
  // through a computed, so the page does not render again on every tick).
  const round = useComputed(() => clock.value?.drawAt ?? null);
  // Every lottery, whatever vendor tab is open, for the results' picker.
  const all = useResource(lotteryGames, [lang, '']);
  return (
    <div className="lottery">
      <NextDraw clock={clock} />
      {played.length > 0 && (
        <GameRow category="recentLottery" gameType="" title={t('lottery.recent')} games={played} noViewAll />
      )}
      <div className="tabs" role="group" aria-label={t('lottery.menu')}>
        <button type="button" className="chip" aria-pressed={vendor === ''} onClick={() => setVendor('')}>
          {t('games.tab.ALL')}
        </button>
        {(menu.data.value?.menu ?? []).map((m) => (
          <button
            key={m.vassalage}
            type="button"
            className="chip"
            aria-pressed={vendor === m.vassalage}
            onClick={() => setVendor(m.vassalage)}
          >
            {m.displayName} <span className="muted">{m.gameCount}</span>
          </button>
        ))}
      </div>
      {games.error.value ? (
        <ErrorState messageKey={games.error.value} onRetry={games.reload} />
      ) : list === null ? (
        <Loading />
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="ggrid" aria-label={t('title.lottery')}>
          {list.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} sizes={GRID_TILE_SIZES} />
            </li>
          ))}
        </ul>
      )}
      {(all.data.value?.length ?? 0) > 0 && <DrawResults games={all.data.value ?? []} round={round.value} />}
    </div>
  );
}
