// Lottery list (/m/lottery, SPEC §2.1, §7): the lottery menu (vendors), each vendor's
// lotteries, and the member's recent lotteries.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { lotteryGames, lotteryMenu, recentLottery } from '../../state/games/screens';
import { language, t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { GameRow } from '../../ui/GameRow';
import { GameTile } from '../../ui/GameTile';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { useResource } from '../../state/use-resource';

export function LotteryPage() {
  useSignals();
  const lang = language.value;
  const [vendor, setVendor] = useState('');
  const member = loggedIn.value;
  const menu = useResource(lotteryMenu, [lang]);
  const games = useResource(lotteryGames, [lang, vendor]);
  const recent = useResource(recentLottery, [lang], { when: member });
  const played = member ? (recent.data.value ?? []) : [];
  const list = games.data.value;
  return (
    <div className="lottery">
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
              <GameTile game={g} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
