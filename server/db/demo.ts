// Game launches and the demo games' money. A launch creates a one-time ticket
// for the game URL; opening the game redeems it for a play key that only the game page
// holds. A lottery bet (and a slot spin, server/db/slot.ts) is one immediate transaction: the balance check, the
// order, its sub-orders, the ledger rows and the winners row commit together or not at all.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './open.ts';
import { balanceCents } from './members.ts';
import { perDb } from './statements.ts';
import type { LotteryFormat } from '../../src/rules/lottery.ts';
import { contribute } from './jackpot.ts';
import { isTrial } from '../../src/rules/roles.ts';
import { stakeRefusal, takeStake } from './bonus.ts';

export const TICKET_TTL_MS = 2 * 60_000;
export const PLAY_TTL_MS = 4 * 3600_000;
/** The demo refuses stakes above this (cents), whatever the game's minimum. */
export const MAX_STAKE_CENTS = 100_000;

/** Tokens and tickets are stored as SHA-256 digests, as sessions.token is (members.ts). */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(24).toString('base64url');

export interface Play {
  launchId: number;
  memberId: number;
  userName: string;
  nodeId: string;
  /** The base name (the lottery rules read its words). */
  gameName: string;
  /** The name in the language the game was opened in: the page's title. */
  title: string;
  gameType: string;
  minBet: number;
  language: string;
  playType: string;
  prizeMode: string;
  /** The member's type (src/rules/roles.ts): a trial account plays with demo money. */
  memberType: number;
}

const stmts = perDb((db) => ({
  insertLaunch:
    db.prepare(`INSERT INTO game_launches (ticket, member_id, session, node_id, play_type, prize_mode, language,
    created_at, ticket_expires_at) VALUES (@ticket, @memberId, @session, @nodeId, @playType, @prizeMode, @language, @now, @expires)`),
  redeem: db.prepare(`UPDATE game_launches SET redeemed_at = @now, play = @play, play_expires_at = @playExpires
    WHERE ticket = @ticket AND redeemed_at IS NULL AND ticket_expires_at > @now`),
  play: db.prepare<[{ play: string; now: string }], Play>(`SELECT l.id AS launchId, l.member_id AS memberId,
      m.user_name AS userName, l.node_id AS nodeId, g.game_name AS gameName,
      COALESCE((SELECT n.game_name FROM game_names n WHERE n.node_id = g.node_id AND n.language = l.language),
        g.game_name) AS title, g.game_type AS gameType,
      g.min_bet_cents AS minBet, l.language, l.play_type AS playType, l.prize_mode AS prizeMode, m.type AS memberType
    FROM game_launches l JOIN sessions s ON s.token = l.session JOIN members m ON m.id = l.member_id
    JOIN games g ON g.node_id = l.node_id
    WHERE l.play = @play AND l.play_expires_at > @now AND s.revoked = 0 AND s.expires_at > @now`),
  order: db.prepare(
    'INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, seed, created_at, draw_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  subOrder: db.prepare(
    'INSERT INTO sub_orders (order_id, content, bet_cents, win_cents, status) VALUES (?, ?, ?, ?, ?)',
  ),
  keepShare: db.prepare<[number, number]>('UPDATE orders SET jackpot_cents = ? WHERE id = ?'),
}));

/** Demo money (a trial account's) feeds no jackpot and fills no public board: it answers the share it added. */
export const share = (db: Db, play: Play, stake: number, shareBp: number, now: number) =>
  isTrial(play.memberType) ? 0 : contribute(db, stake, shareBp, now);

export function createLaunch(
  db: Db,
  l: {
    memberId: number;
    sessionToken: string;
    nodeId: string;
    playType?: string;
    prizeMode?: string;
    language: string;
  },
  now = Date.now(),
): string {
  const ticket = newSecret();
  stmts(db).insertLaunch.run({
    ticket: digest(ticket),
    memberId: l.memberId,
    session: digest(l.sessionToken),
    nodeId: l.nodeId,
    playType: l.playType ?? '',
    prizeMode: l.prizeMode ?? '',
    language: l.language,
    now: new Date(now).toISOString(),
    expires: new Date(now + TICKET_TTL_MS).toISOString(),
  });
  return ticket;
}

/** Redeems a ticket once; a used, expired or unknown ticket (or an ended session) gives null. */
export function redeemTicket(db: Db, ticket: string, now = Date.now()): { play: string; game: Play } | null {
  const s = stmts(db);
  const play = newSecret();
  const at = new Date(now).toISOString();
  return db
    .transaction(() => {
      const r = s.redeem.run({
        ticket: digest(ticket),
        now: at,
        play: digest(play),
        playExpires: new Date(now + PLAY_TTL_MS).toISOString(),
      });
      if (r.changes !== 1) return null;
      const game = s.play.get({ play: digest(play), now: at });
      return game ? { play, game } : null;
    })
    .immediate();
}

export function findPlay(db: Db, play: string, now = Date.now()): Play | null {
  return stmts(db).play.get({ play: digest(play), now: new Date(now).toISOString() }) ?? null;
}

/** Refused: the balance (cash and bonus) is short, or the stake is over an open bonus's maxStake. */
export type MoneyOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'balance' }
  | { ok: false; reason: 'maxStake'; maxStake: number };

/** The refusal of a stake, as a MoneyOutcome (server/db/bonus.ts stakeRefusal). */
export function refused(
  db: Db,
  memberId: number,
  stake: number,
): { ok: false; reason: 'balance' } | { ok: false; reason: 'maxStake'; maxStake: number } | null {
  const r = stakeRefusal(db, memberId, stake);
  if (!r) return null;
  return r.refused === 'MAX_STAKE'
    ? { ok: false, reason: 'maxStake', maxStake: r.maxStake }
    : { ok: false, reason: 'balance' };
}

/**
 * A lottery bet in the draw at `drawAt`: one pending order. A quick draw ('each') stakes
 * `stake` on every picked number, one sub-order each; a Quina or Mega ticket ('ticket') is one
 * sub-order holding its numbers, for `stake`. The draw settles it (server/db/lottery.ts); until
 * then its sub-orders can be cancelled (orders.ts), which refunds them.
 */
export function lotteryBet(
  db: Db,
  play: Play,
  bet: { numbers: readonly number[]; stake: number; format: LotteryFormat; drawAt: number; shareBp: number },
  now = new Date(),
): MoneyOutcome<{ orderId: string; stake: number; balance: number; drawAt: string }> {
  const s = stmts(db);
  const at = now.toISOString();
  const picks = [...bet.numbers].sort((a, b) => a - b);
  const total = bet.format.kind === 'each' ? bet.stake * picks.length : bet.stake;
  const two = (n: number) => String(n).padStart(2, '0');
  return db
    .transaction((): MoneyOutcome<{ orderId: string; stake: number; balance: number; drawAt: string }> => {
      const no = refused(db, play.memberId, total);
      if (no) return no;
      const orderId = Number(
        s.order.run(play.memberId, play.nodeId, total, 0, 'PENDING', null, at, bet.drawAt).lastInsertRowid,
      );
      if (bet.format.kind === 'each')
        for (const n of picks) s.subOrder.run(orderId, `#${two(n)}`, bet.stake, 0, 'PENDING');
      else s.subOrder.run(orderId, picks.map(two).join(' '), bet.stake, 0, 'PENDING');
      // Settled (and counted for wagering) by its draw; a cancelled pick is refunded and never counts.
      takeStake(
        db,
        {
          memberId: play.memberId,
          orderId,
          amount: total,
          kind: 'game_bet',
          ref: `order:${orderId}`,
          key: null,
          gameType: play.gameType,
        },
        now.getTime(),
      );
      s.keepShare.run(share(db, play, total, bet.shareBp, now.getTime()), orderId);
      return {
        ok: true,
        value: {
          orderId: String(orderId),
          stake: total,
          balance: balanceCents(db, play.memberId),
          drawAt: new Date(bet.drawAt).toISOString(),
        },
      };
    })
    .immediate();
}
