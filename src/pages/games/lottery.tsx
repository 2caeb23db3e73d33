// Lottery list (/m/lottery, SPEC §2.1, §7): the lottery menu (vendors), each vendor's
// lotteries, and the member's recent lotteries.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import { language, t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { GameRow } from '../../ui/GameRow';
import { GameTile } from '../../ui/GameTile';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { useCall } from '../../state/use-call';

export function LotteryPage() {
  useSignals();
  const lang = language.value;
  const [vendor, setVendor] = useState('');
  const menu = useCall((signal) => call(catalogueApi.lotteryMenu, { language: lang }, { signal }), [lang]);
  const games = useCall(
    (signal) => call(catalogueApi.lotteryList, { language: lang, vassalage: vendor || undefined }, { signal }),
    [lang, vendor],
  );
  const recent = useCall(
    loggedIn.value ? (signal) => call(catalogueApi.recentLottery, { language: lang }, { signal }) : null,
    [lang, loggedIn.value],
  );
  return (
    <div className="lottery">
      {recent.data && recent.data.length > 0 && (
        <GameRow category="recentLottery" gameType="" title={t('lottery.recent')} games={recent.data} noViewAll />
      )}
      <div className="tabs" role="group" aria-label={t('lottery.menu')}>
        <button type="button" className="chip" aria-pressed={vendor === ''} onClick={() => setVendor('')}>
          {t('games.tab.ALL')}
        </button>
        {(menu.data?.menu ?? []).map((m) => (
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
      {games.error ? (
        <ErrorState messageKey={games.error} onRetry={games.reload} />
      ) : games.loading && !games.data ? (
        <Loading />
      ) : (games.data ?? []).length === 0 ? (
        <Empty />
      ) : (
        <ul className="ggrid" aria-label={t('title.lottery')}>
          {games.data!.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
