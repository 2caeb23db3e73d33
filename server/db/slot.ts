// The video slot's money (docs/games.md "Slot"; its maths: src/rules/slot5.ts). A paid spin, a
// bonus buy and a free spin are each one immediate transaction: the request key's row, the
// order and its sub-order, the ledger rows, the jackpot share and the winners row commit
// together or not at all. A retried request (same request key) answers the spin already made.
// Free spins cost nothing: they pay their wins only, in the proportion of the stake that
// started their series (cash and bonus, server/db/bonus.ts), each under its own ledger key, and
// add to that spin's order in the game records (each free spin, with its seed, is a slot_spins row).
// Each of them is also the next step of the member's seed chain for the game, decided in the same
// transaction (server/rounds/slot-chain.ts): the chain, not the server at spin time, gives the seed.
import type { FreeSpinsView, SpinResult } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { balanceCents } from './members.ts';
import { maskName } from './catalogue.ts';
import { perDb } from './statements.ts';
import { isTrial } from '../../src/rules/roles.ts';
import { payWin, settleStake, takeStake } from './bonus.ts';
import { refused, share, type MoneyOutcome, type Play } from './demo.ts';
import { drawSpin, nextSpin, tieSpin } from '../rounds/slot-chain.ts';
import {
  BUY_PRICE_TOTAL_BETS,
  FREE_SPINS,
  type LineWin,
  REELS,
  ROWS,
  type SlotSymbol,
  spinOf,
} from '../../src/rules/slot5.ts';

export type { FreeSpinsView };
export type SlotSpin = SpinResult;

interface SeriesRow {
  id: number;
  order_id: number;
  record: string;
  stake_cents: number;
  spins_left: number;
  spins_played: number;
  win_cents: number;
  bought: number;
}

const stmts = perDb((db) => ({
  order: db.prepare(
    'INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, seed, created_at, draw_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)',
  ),
  orderWin: db.prepare<[number, number]>('UPDATE orders SET win_cents = win_cents + ? WHERE id = ?'),
  subOrderWin: db.prepare<[number, string, number]>(
    'UPDATE sub_orders SET win_cents = win_cents + ?, content = ? WHERE order_id = ?',
  ),
  subOrder: db.prepare(
    'INSERT INTO sub_orders (order_id, content, bet_cents, win_cents, status) VALUES (?, ?, ?, ?, ?)',
  ),
  winner: db.prepare(
    'INSERT INTO winners (node_id, customer_name, win_cents, created_at, member_id) VALUES (?, ?, ?, ?, ?)',
  ),
  keepShare: db.prepare<[number, number]>('UPDATE orders SET jackpot_cents = ? WHERE id = ?'),
  answered: db.prepare<[number, string], { answer: string }>(
    'SELECT answer FROM slot_spins WHERE member_id = ? AND request_key = ?',
  ),
  keep: db.prepare(
    `INSERT INTO slot_spins (member_id, request_key, kind, order_id, series_id, seed, answer, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  open: db.prepare<[number, string], SeriesRow>(
    `SELECT id, order_id, record, stake_cents, spins_left, spins_played, win_cents, bought FROM slot_series
     WHERE member_id = ? AND node_id = ? AND spins_left > 0 ORDER BY id LIMIT 1`,
  ),
  series: db.prepare<[number], SeriesRow>(
    'SELECT id, order_id, record, stake_cents, spins_left, spins_played, win_cents, bought FROM slot_series WHERE id = ?',
  ),
  startSeries: db.prepare(
    `INSERT INTO slot_series (member_id, node_id, order_id, record, stake_cents, spins_left, bought, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  addSpins: db.prepare<[number, number]>('UPDATE slot_series SET spins_left = spins_left + ? WHERE id = ?'),
  played: db.prepare<[number, number, number]>(
    `UPDATE slot_series SET spins_left = spins_left - 1 + ?, spins_played = spins_played + 1, win_cents = win_cents + ?
     WHERE id = ? AND spins_left > 0`,
  ),
  classify: db.prepare<[string], { c: string; n: string }>(
    'SELECT game_classify AS c, game_classify_new AS n FROM games WHERE node_id = ?',
  ),
}));

// Tests choose the reels (a win, a loss, a trigger) by the seed chains they hand the server.
export { paidSpinSeeds, useSeeds } from '../rounds/slot-chain.ts';

/** The game's catalogue classes say FEATUREBUY: it sells its free spins. */
export function sellsFreeSpins(db: Db, nodeId: string): boolean {
  const r = stmts(db).classify.get(nodeId);
  return !!r && [r.c, r.n].some((c) => c.split(',').includes('FEATUREBUY'));
}

const seriesView = (r: SeriesRow | undefined): FreeSpinsView | null =>
  !r || r.spins_left <= 0
    ? null
    : {
        seriesId: String(r.id),
        orderId: String(r.order_id),
        stake: r.stake_cents,
        left: r.spins_left,
        played: r.spins_played,
        win: r.win_cents,
        bought: r.bought === 1,
      };

/** The member's open free spins in this game (they survive a reload and a restart). */
export const openFreeSpins = (db: Db, memberId: number, nodeId: string): FreeSpinsView | null =>
  seriesView(stmts(db).open.get(memberId, nodeId));

/** A spin in the records' words: the screen row by row, then each line won and the scatters. */
function recordText(reels: readonly (readonly SlotSymbol[])[], lines: readonly LineWin[], scatters: number): string {
  const code = (s: SlotSymbol) => (s === 'WILD' ? 'W' : s === 'SCATTER' ? 'S' : s);
  const rows = Array.from({ length: ROWS }, (_, r) =>
    Array.from({ length: REELS }, (_, c) => code(reels[c]![r]!)).join(' '),
  ).join(' | ');
  const wins = lines.map((l) => `#${l.line} ${code(l.symbol)}×${l.count}`);
  if (scatters >= 3) wins.push(`S×${scatters}`);
  return wins.length ? `${rows} · ${wins.join(' · ')}` : rows;
}

/** A request already answered: the same spin, with the balance and the next spin's hash as they stand now. */
function replayed(db: Db, play: Play, requestKey: string | undefined): SlotSpin | null {
  if (!requestKey) return null;
  const row = stmts(db).answered.get(play.memberId, requestKey);
  if (!row) return null;
  return {
    ...(JSON.parse(row.answer) as SlotSpin),
    balance: balanceCents(db, play.memberId),
    next: nextSpin(db, play.memberId, play.nodeId),
  };
}

function keepAnswer(
  db: Db,
  memberId: number,
  requestKey: string | undefined,
  spin: SlotSpin,
  seriesId: number | null,
  at: string,
): void {
  if (requestKey)
    stmts(db).keep.run(
      memberId,
      requestKey,
      spin.kind,
      Number(spin.orderId),
      seriesId,
      spin.seed,
      JSON.stringify(spin),
      at,
    );
}

export type SlotOutcome = MoneyOutcome<SlotSpin> | { ok: false; reason: 'freeSpinsLeft' | 'noFreeSpins' };

/**
 * A paid spin at a total bet of `stake` cents, or (buy) the free spins bought for
 * BUY_PRICE_TOTAL_BETS × `stake`. Refused (nothing written) when the balance or an open bonus's
 * largest stake does not allow it, or while free spins are left in the game.
 */
export function spin(
  db: Db,
  play: Play,
  stake: number,
  now = new Date(),
  /** The jackpot's share of the stake (site config jackpot.shareBp). */
  shareBp = 0,
  opts: { requestKey?: string; buy?: boolean } = {},
): SlotOutcome {
  const s = stmts(db);
  const at = now.toISOString();
  const t = now.getTime();
  return db
    .transaction((): SlotOutcome => {
      const again = replayed(db, play, opts.requestKey);
      if (again) return { ok: true, value: again };
      if (s.open.get(play.memberId, play.nodeId)) return { ok: false, reason: 'freeSpinsLeft' };
      const price = opts.buy ? stake * BUY_PRICE_TOTAL_BETS : stake;
      const no = refused(db, play.memberId, price);
      if (no) return no;
      // The next step of the chain, only once the spin is known to be new; a buy draws no reels.
      const proof = drawSpin(db, play.memberId, play.nodeId, t);
      const drawn = opts.buy ? null : proof.seed;
      const outcome = drawn === null ? null : spinOf(drawn, stake, 'base');
      const win = outcome?.win ?? 0;
      const orderId = Number(s.order.run(play.memberId, play.nodeId, price, win, 'SETTLED', drawn, at).lastInsertRowid);
      tieSpin(db, proof, orderId, opts.buy ? 'buy' : 'paid');
      s.keepShare.run(share(db, play, price, shareBp, t), orderId);
      const record = outcome
        ? recordText(outcome.screen, outcome.lines, outcome.scatters)
        : `BUY ${FREE_SPINS} × ${BUY_PRICE_TOTAL_BETS}`;
      s.subOrder.run(orderId, record, price, win, 'SETTLED');
      const ref = `order:${orderId}`;
      // Cash first, then bonus; the win goes back in the stake's proportion (server/db/bonus.ts).
      const key = opts.requestKey ? `slot:${play.memberId}:${opts.requestKey}` : null;
      takeStake(
        db,
        { memberId: play.memberId, orderId, amount: price, kind: 'game_bet', ref, key, gameType: play.gameType },
        t,
      );
      // A losing spin writes no win row (as every game's): the order keeps win_cents 0.
      payWin(db, { memberId: play.memberId, orderId, cents: win, kind: 'game_win', ref, key: key && `${key}:win` }, t);
      settleStake(db, orderId, t);
      if (win > 0 && !isTrial(play.memberType))
        s.winner.run(play.nodeId, maskName(play.userName), win, at, play.memberId);
      const added = opts.buy ? FREE_SPINS : (outcome?.freeSpins ?? 0);
      const seriesId =
        added > 0
          ? Number(
              s.startSeries.run(play.memberId, play.nodeId, orderId, record, stake, added, opts.buy ? 1 : 0, at)
                .lastInsertRowid,
            )
          : null;
      const series = seriesId === null ? null : seriesView(s.series.get(seriesId));
      const value: SlotSpin = {
        kind: opts.buy ? 'buy' : 'paid',
        orderId: String(orderId),
        stake: price,
        reels: outcome?.screen ?? [],
        lines: outcome?.lines ?? [],
        scatters: outcome?.scatters ?? 0,
        win,
        added,
        seed: drawn,
        freeSpins: series,
        balance: balanceCents(db, play.memberId),
        proof,
        next: nextSpin(db, play.memberId, play.nodeId, t),
      };
      keepAnswer(db, play.memberId, opts.requestKey, value, seriesId, at);
      return { ok: true, value };
    })
    .immediate();
}

/** The next free spin of the game's open series: it stakes nothing and pays its win. */
export function freeSpin(db: Db, play: Play, now = new Date(), opts: { requestKey?: string } = {}): SlotOutcome {
  const s = stmts(db);
  const at = now.toISOString();
  const t = now.getTime();
  return db
    .transaction((): SlotOutcome => {
      const again = replayed(db, play, opts.requestKey);
      if (again) return { ok: true, value: again };
      const series = s.open.get(play.memberId, play.nodeId);
      if (!series) return { ok: false, reason: 'noFreeSpins' };
      const proof = drawSpin(db, play.memberId, play.nodeId, t);
      tieSpin(db, proof, series.order_id, 'free');
      const drawn = proof.seed;
      const outcome = spinOf(drawn, series.stake_cents, 'free');
      const n = series.spins_played + 1;
      s.played.run(outcome.freeSpins, outcome.win, series.id);
      // The series' record: the starting spin's order wins what its free spins win.
      s.orderWin.run(outcome.win, series.order_id);
      s.subOrderWin.run(outcome.win, `${series.record} · FS ${n}`, series.order_id);
      // Paid in the proportion of the stake that started the series, under the series' record.
      payWin(
        db,
        {
          memberId: play.memberId,
          orderId: series.order_id,
          cents: outcome.win,
          kind: 'game_win',
          ref: `order:${series.order_id}`,
          key: `slot-series:${series.id}:${n}`,
        },
        t,
      );
      if (outcome.win > 0 && !isTrial(play.memberType))
        s.winner.run(play.nodeId, maskName(play.userName), outcome.win, at, play.memberId);
      const after = s.series.get(series.id)!;
      const value: SlotSpin = {
        kind: 'free',
        orderId: String(series.order_id),
        stake: 0,
        reels: outcome.screen,
        lines: outcome.lines,
        scatters: outcome.scatters,
        win: outcome.win,
        added: outcome.freeSpins,
        seed: drawn,
        freeSpins: seriesView(after) ?? {
          ...seriesView({ ...after, spins_left: 1 })!,
          left: 0,
        },
        balance: balanceCents(db, play.memberId),
        proof,
        next: nextSpin(db, play.memberId, play.nodeId, t),
      };
      keepAnswer(db, play.memberId, opts.requestKey, value, series.id, at);
      return { ok: true, value };
    })
    .immediate();
}
