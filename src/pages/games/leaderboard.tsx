// Leaderboard (/m/leaderBoard): the players who won the most, fed by the winners table
// (seeded wins and every winning demo round).
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { LazyImage } from '../../ui/LazyImage';
import { Empty } from '../../ui/PageState';
import { leaderboard } from '../../state/games/screens';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';

export function LeaderBoard() {
  useSignals();
  const lang = language.value;
  const board = useResource(leaderboard, [lang]);
  const symbol = site.value?.currencySymbol ?? '';
  return (
    <Loaded of={board}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty />
        ) : (
          <ol className="ranking" aria-label={t('title.leaderBoard')}>
            {rows.map((r) => (
              <li key={`${r.rank}-${r.customerName}`} className={r.rank <= 3 ? `rank rank-top rank-${r.rank}` : 'rank'}>
                <span className="rank-no">
                  <span className="sr-only">{t('ranking.place', { n: r.rank })}</span>
                  <span aria-hidden="true">{r.rank}</span>
                </span>
                <LazyImage
                  className="rank-pic"
                  src={r.iconUrl}
                  width={40}
                  height={40}
                  fallback={<span className="rank-pic gt-face" aria-hidden="true" />}
                />
                <span className="rank-text">
                  <span className="rank-name">{r.customerName}</span>
                  <span className="rank-game">{t('ranking.best', { game: r.gameName, count: r.wins })}</span>
                </span>
                <span className="rank-amount" dir="ltr">
                  {formatMoney(r.winAmount, lang, symbol)}
                </span>
              </li>
            ))}
          </ol>
        )
      }
    </Loaded>
  );
}
