// The lottery page's draws (SPEC §2.1 /m/lottery): the countdown to the next draw (on the
// server's clock, state/games/lottery-clock.ts, loaded after the first paint), a lottery's latest
// result, and its results history page by page. Balls are shared with the game records.
import { type Signal, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { Game, LotteryDraw } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { clockText } from '../../rules/lottery';
import { type ClockState, drawKey, drawPages } from '../../state/games/lottery';
import { language, t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { MoreButton } from '../../ui/MoreButton';
import { Empty, ErrorState, Loading } from '../../ui/PageState';

const two = (n: number) => String(n).padStart(2, '0');

/** Drawn numbers as balls; those in `hits` stand out (a bet's matches). */
export function Balls({
  numbers,
  hits = [],
  label,
}: {
  numbers: readonly number[];
  hits?: readonly number[];
  label: string;
}) {
  return (
    <ol className="balls" aria-label={label} dir="ltr">
      {numbers.map((n) => (
        <li key={n} className={hits.includes(n) ? 'ball ball-hit' : 'ball'}>
          {two(n)}
        </li>
      ))}
    </ol>
  );
}

/** The shared clock of every lottery's next draw, while the view is on screen. */
export function useLotteryClock(): Signal<ClockState | null> {
  const [clock] = useState(() => signal<ClockState | null>(null));
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    import('../../state/games/lottery-clock')
      .then((m) => {
        if (!gone) stop = m.watchLotteryClock(null, clock);
      })
      .catch(() => undefined); // offline without the chunk: no countdown, the page still works
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return clock;
}

export function NextDraw({ clock }: { clock: Signal<ClockState | null> }) {
  useSignals();
  const c = clock.value;
  return (
    <section className="lot-next" aria-labelledby="lot-next-t">
      <h2 id="lot-next-t">{t('lottery.nextDraw')}</h2>
      <p className="lot-clock" role="timer" aria-live="off">
        {c ? (
          <>
            <time dateTime={new Date(c.drawAt).toISOString()}>{clockText(c.seconds)}</time>
            <span className="lot-at">
              {t('lottery.drawAt', { time: formatDate(new Date(c.drawAt).toISOString(), language.value, true) })}
            </span>
          </>
        ) : (
          <time>--:--</time>
        )}
      </p>
    </section>
  );
}

function DrawRow({ d }: { d: LotteryDraw }) {
  useSignals();
  const when = formatDate(d.drawAt, language.value, true);
  return (
    <li className="draw">
      <time dateTime={d.drawAt}>
        <bdi dir="ltr">{when}</bdi>
      </time>
      <Balls numbers={d.numbers} label={t('lottery.drawnAt', { time: when })} />
    </li>
  );
}

/** A lottery's results, newest first, 10 a page; a new draw (the clock's next round) reloads them. */
export function DrawResults({ games, round }: { games: readonly Game[]; round: number | null }) {
  useSignals();
  const [picked, setPicked] = useState('');
  const nodeId = games.some((g) => g.nodeId === picked) ? picked : (games[0]?.nodeId ?? '');
  const list = usePagedList(drawKey, nodeId ? drawPages(nodeId) : null, [nodeId, round]);
  const p = list.page.value;
  const name = games.find((g) => g.nodeId === nodeId)?.gameName ?? '';
  return (
    <section className="lot-results" id="lot-results" aria-labelledby="lot-res-t">
      <h2 id="lot-res-t">{t('lottery.results')}</h2>
      <label className="fp-field">
        {t('lottery.pick')}
        <select value={nodeId} onChange={(e) => setPicked(e.target.value)}>
          {games.map((g) => (
            <option key={g.nodeId} value={g.nodeId}>
              {g.gameName}
            </option>
          ))}
        </select>
      </label>
      {list.error.value && p.items.length === 0 ? (
        <ErrorState messageKey={list.error.value} onRetry={() => void list.retry()} />
      ) : p.pageNo === 0 ? (
        <Loading />
      ) : p.items.length === 0 ? (
        <Empty text={t('lottery.noDraws')} />
      ) : (
        <>
          <ul className="draws" aria-label={t('lottery.resultsOf', { name })}>
            {p.items.map((d) => (
              <DrawRow key={drawKey(d)} d={d} />
            ))}
          </ul>
          <MoreButton list={list} text={t('lottery.moreDraws')} />
        </>
      )}
    </section>
  );
}
