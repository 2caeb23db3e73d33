// Game records (/m/gameRecord, SPEC §7 /lgw/orders): the member's rounds and bets, newest
// first, 20 a page; a row opens its detail with the sub-orders, and pending ones can be
// cancelled (refunded) after a confirmation. A lottery bet says its draw and how it ended (won
// how much, or no prize); its detail shows the drawn numbers and each ticket's hits. A crash
// bet's detail says how its round ended and carries the round's proof (crash-proof.tsx); a video
// poker hand's, its cards dealt, held and drawn, its win and its proof (poker-record.tsx); a fish
// shot's, its target, whether it fell and its proof (fish-record.tsx); a slot spin's, each chain
// step's proof (slot-record.tsx); a money wheel bet's, the segments landed on, each number's
// chips and pays and its proof (gameshow-record.tsx). A live roulette bet shows the pocket and
// each pick in words (roulette-record.tsx), a live baccarat bet the coup and each spot's return
// (baccarat-record.tsx), a bingo card its numbers, the balls and the prizes (bingo-record.tsx),
// each with its round's proof.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { OrderSummary } from '../../api/types';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { ticketNumbers } from '../../rules/lottery';
import { isLastPage } from '../../rules/paging';
import { confirm } from '../../state/dialogs';
import { language, t, tn } from '../../state/i18n';
import { errorKey } from '../../state/resource';
import { cancelSubOrders, orderDetail, orderPages } from '../../state/games/records';
import { usePagedList } from '../../state/paged';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { PageCount } from '../../ui/GameGrid';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { NotLoaded } from '../../ui/Loaded';
import { Balls } from './lottery-draws';
import { CrashProof } from './crash-proof';
import { PokerRecord } from './poker-record';
import { FishRecord } from './fish-record';
import { SlotProofs } from './slot-record';
import { GameshowRecord } from './gameshow-record';
import { RouletteRecordView } from './roulette-record';
import { BaccaratRecordView } from './baccarat-record';
import { BingoRecordView } from './bingo-record';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
const when = (iso: string) => formatDateTime(iso, language.value);

/** A lottery bet's line: its draw, then waiting, the win, or no prize. */
function DrawLine({ o }: { o: OrderSummary & { drawAt: string } }) {
  const time = when(o.drawAt);
  if (o.status === 'PENDING') return <span className="rec-draw">{t('record.drawPending', { time })}</span>;
  if (o.status === 'CANCELLED') return <span className="rec-draw">{t('record.drawOf', { time })}</span>;
  return o.winAmount > 0 ? (
    <span className="rec-draw rec-won">{t('record.drawWon', { time, amount: money(o.winAmount) })}</span>
  ) : (
    <span className="rec-draw rec-lost">{t('record.drawLost', { time })}</span>
  );
}

function Detail({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  useSignals();
  const detail = useResource(orderDetail, [order.orderId]);
  const [picked, setPicked] = useState<string[]>([]);
  const d = detail.data.value;
  if (!d) return <NotLoaded of={detail} />;
  const drawn = d.draw?.numbers ?? null;
  // Only a lottery bet waiting for its draw can be cancelled (SPEC §7); a pending sports bet is
  // settled by its events, so its line shows no box to tick.
  const cancellable = (s: { status: string }) => s.status === 'PENDING' && d.draw !== undefined && drawn === null;
  const content = (text: string) =>
    drawn ? <Balls numbers={ticketNumbers(text)} hits={drawn} label={t('record.ticket', { numbers: text })} /> : text;
  const cancel = async () => {
    const ok = await confirm({
      title: t('record.cancelTitle'),
      body: tn('record.cancelBody', picked.length),
      ok: t('record.cancelOk'),
      cancel: t('common.cancel'),
    });
    if (!ok) return;
    const hide = toast.loading(t('fav.wait'));
    try {
      const refund = await cancelSubOrders(order.orderId, picked);
      toast.success(t('record.cancelled', { amount: money(refund) }), 2000);
      setPicked([]);
      detail.reload();
      onChanged();
    } catch (e) {
      toast.fail(t(errorKey(e)), 2000);
    } finally {
      hide();
    }
  };
  return (
    <div className="rec-detail">
      {d.crash && <CrashProof record={d.crash} />}
      {d.poker && <PokerRecord hand={d.poker} />}
      {d.fish && <FishRecord shot={d.fish} />}
      {d.slot && <SlotProofs record={d.slot} />}
      {d.gameshow && <GameshowRecord record={d.gameshow} />}
      {d.roulette && <RouletteRecordView record={d.roulette} />}
      {d.baccarat && <BaccaratRecordView record={d.baccarat} />}
      {d.bingo && <BingoRecordView record={d.bingo} />}
      {d.draw && (
        <div className="rec-drawn">
          <p>{t(drawn ? 'record.drawnNumbers' : 'record.drawPending', { time: when(d.draw.drawAt) })}</p>
          {drawn && (
            <Balls
              numbers={drawn}
              hits={d.subOrders.flatMap((s) => ticketNumbers(s.content))}
              label={t('lottery.drawnAt', { time: when(d.draw.drawAt) })}
            />
          )}
        </div>
      )}
      {/* A round bet (crash, poker, fish, money wheel, roulette, baccarat, bingo) is one order in one round: its part above says all its line would. */}
      <ul
        className="rec-subs"
        hidden={[d.crash, d.poker, d.fish, d.gameshow, d.roulette, d.baccarat, d.bingo].some(Boolean)}
      >
        {d.subOrders.map((s) => (
          <li key={s.subOrderId}>
            {cancellable(s) ? (
              <label className="rec-sub">
                <input
                  type="checkbox"
                  checked={picked.includes(s.subOrderId)}
                  onChange={(e) =>
                    setPicked(e.target.checked ? [...picked, s.subOrderId] : picked.filter((x) => x !== s.subOrderId))
                  }
                />
                <span>{s.content}</span>
                <span dir="ltr">{money(s.betAmount)}</span>
                <span className="rec-status">{t(`record.status.${s.status}`)}</span>
              </label>
            ) : (
              <span className="rec-sub">
                <span>{content(s.content)}</span>
                <span dir="ltr">
                  {s.status === 'PENDING' ? money(s.betAmount) : `${money(s.betAmount)} → ${money(s.winAmount)}`}
                </span>
                <span className="rec-status">{t(`record.status.${s.status}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {d.subOrders.some(cancellable) && (
        <button type="button" className="btn btn-ghost" disabled={picked.length === 0} onClick={() => void cancel()}>
          {t('record.cancel')}
        </button>
      )}
    </div>
  );
}

export function GameRecord() {
  useSignals();
  // A cancel changes a round's status and amounts: the list starts again from its first page.
  const [changed, setChanged] = useState(0);
  const list = usePagedList((o: OrderSummary) => o.orderId, orderPages, [changed]);
  const [open, setOpen] = useState<string | null>(null);
  const load = () => setChanged((n) => n + 1);
  const p = list.page.value;
  if (list.error.value && p.items.length === 0)
    return <ErrorState messageKey={list.error.value} onRetry={() => void list.retry()} />;
  if (list.loading.value && p.items.length === 0) return <Loading />;
  if (p.items.length === 0) return <Empty text={t('record.none')} />;
  return (
    <section className="records" aria-label={t('title.gameRecord')}>
      <ul className="rec-list">
        {p.items.map((o) => (
          <li key={o.orderId} className="rec">
            <button
              type="button"
              className="rec-row"
              aria-expanded={open === o.orderId}
              onClick={() => setOpen(open === o.orderId ? null : o.orderId)}
            >
              <span className="rec-game">{o.gameName}</span>
              <span className="rec-time">
                <bdi dir="ltr">{formatDateTime(o.createdAt, language.value)}</bdi>
              </span>
              <span className="rec-money">
                {t('record.bet')} <bdi dir="ltr">{money(o.betAmount)}</bdi> · {t('record.win')}{' '}
                <bdi dir="ltr">{money(o.winAmount)}</bdi>
              </span>
              <span className={`rec-status rec-${o.status.toLowerCase()}`}>{t(`record.status.${o.status}`)}</span>
              {o.drawAt && <DrawLine o={{ ...o, drawAt: o.drawAt }} />}
            </button>
            {open === o.orderId && <Detail order={o} onChanged={load} />}
          </li>
        ))}
      </ul>
      <div className="ggrid-foot">
        <PageCount page={p} />
        <button
          type="button"
          className="btn btn-ghost"
          disabled={isLastPage(p) || list.loading.value}
          onClick={() => void list.more()}
        >
          {t('record.more')}
        </button>
      </div>
    </section>
  );
}
