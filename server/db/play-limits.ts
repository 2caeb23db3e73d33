// Loss and time limits' rows (migration 028) and the figures they are judged by: the net
// result of game rows (every family's stakes, wins and refunds: kinds game_bet, game_win,
// game_refund) since each period's start, today's stake times and the login session's start.
// The decisions are src/rules/play-limits.ts.
import { LIMIT_PERIODS, type LimitPeriod, NO_LIMIT, type StoredLimit } from '../../src/rules/responsible.ts';
import { type PlayFacts, periodStart, type TimeLimitKind } from '../../src/rules/play-limits.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

export type PlayLimitKey = `loss_${LimitPeriod}` | `time_${TimeLimitKind}`;

interface Row {
  kind: PlayLimitKey;
  value: number | null;
  pending_value: number | null;
  pending_from: number | null;
}

const stmts = perDb((db) => ({
  limits: db.prepare<[number], Row>(
    'SELECT kind, value, pending_value, pending_from FROM play_limits WHERE member_id = ?',
  ),
  save: db.prepare(`INSERT INTO play_limits (member_id, kind, value, pending_value, pending_from, updated_at)
    VALUES (@member, @kind, @value, @pendingValue, @pendingFrom, @now)
    ON CONFLICT (member_id, kind) DO UPDATE SET value = excluded.value, pending_value = excluded.pending_value,
      pending_from = excluded.pending_from, updated_at = excluded.updated_at`),
  // Stakes are negative rows, wins and refunds positive: minus their sum is the net loss.
  results: db.prepare<
    { member: number; day: string; week: string; month: string },
    { day: number; week: number; month: number }
  >(`SELECT
      COALESCE(-SUM(CASE WHEN created_at >= @day THEN amount_cents END), 0) AS day,
      COALESCE(-SUM(CASE WHEN created_at >= @week THEN amount_cents END), 0) AS week,
      COALESCE(-SUM(CASE WHEN created_at >= @month THEN amount_cents END), 0) AS month
    FROM ledger WHERE member_id = @member AND created_at >= MIN(@day, @week, @month)
      AND kind IN ('game_bet', 'game_win', 'game_refund')`),
  // A stake taken from cash and bonus is two rows of one moment: one stake.
  stakes: db.prepare<[number, string], { created_at: string }>(
    "SELECT DISTINCT created_at FROM ledger WHERE member_id = ? AND kind = 'game_bet' AND created_at >= ?",
  ),
  session: db.prepare<[string], { created_at: string }>('SELECT created_at FROM sessions WHERE token = ?'),
  launchSession: db.prepare<[number], { session: string }>('SELECT session FROM game_launches WHERE id = ?'),
  pause: db.prepare<[number], { until: number }>('SELECT until FROM play_pauses WHERE member_id = ?'),
  // A limit set (or its removal waiting), or a pause not over: the only things that can refuse a stake.
  anyLimit: db.prepare<{ member: number; now: number }, { any: number }>(
    `SELECT EXISTS (SELECT 1 FROM play_limits WHERE member_id = @member AND (value IS NOT NULL OR pending_from IS NOT NULL))
      OR EXISTS (SELECT 1 FROM play_pauses WHERE member_id = @member AND until > @now) AS any`,
  ),
  setPause: db.prepare(`INSERT INTO play_pauses (member_id, until) VALUES (?, ?)
    ON CONFLICT (member_id) DO UPDATE SET until = MAX(until, excluded.until)`),
}));

export interface PlayLimits {
  loss: Record<LimitPeriod, StoredLimit>;
  time: Record<TimeLimitKind, StoredLimit>;
}

export function playLimits(db: Db, memberId: number): PlayLimits {
  const out: PlayLimits = {
    loss: { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT },
    time: { session: NO_LIMIT, day: NO_LIMIT },
  };
  for (const r of stmts(db).limits.all(memberId)) {
    const l = { cents: r.value, pendingCents: r.pending_value, pendingFrom: r.pending_from };
    const [group, name] = r.kind.split('_') as ['loss', LimitPeriod] | ['time', TimeLimitKind];
    if (group === 'loss') out.loss[name] = l;
    else out.time[name] = l;
  }
  return out;
}

export function savePlayLimitRow(db: Db, memberId: number, kind: PlayLimitKey, l: StoredLimit, now = Date.now()) {
  stmts(db).save.run({
    member: memberId,
    kind,
    value: l.cents,
    pendingValue: l.pendingCents,
    pendingFrom: l.pendingFrom,
    now: iso(now),
  });
}

/**
 * Everything the rules judge a member's play by at `now`; `sessionDigest` is the stored
 * (SHA-256) token of the login session playing, or null when there is none.
 */
export function playFacts(db: Db, memberId: number, sessionDigest: string | null, now = Date.now()): PlayFacts {
  const s = stmts(db);
  const { loss, time } = playLimits(db, memberId);
  const from = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, iso(periodStart(p, now))])) as Record<
    LimitPeriod,
    string
  >;
  const lost = s.results.get({ member: memberId, ...from })!;
  const started = sessionDigest ? s.session.get(sessionDigest)?.created_at : undefined;
  return {
    loss,
    time,
    lostCents: { day: lost.day, week: lost.week, month: lost.month },
    stakesToday: s.stakes.all(memberId, from.day).map((r) => Date.parse(r.created_at)),
    sessionStart: started ? Date.parse(started) : null,
    pausedUntil: s.pause.get(memberId)?.until ?? null,
  };
}

/** Whether any limit or pause of the member's could bear on a stake at `now` (two key look-ups). */
export const mayLimitPlay = (db: Db, memberId: number, now = Date.now()): boolean =>
  stmts(db).anyLimit.get({ member: memberId, now })!.any === 1;

/** Remembers a session pause (a later one only ever extends it). */
export const savePause = (db: Db, memberId: number, until: number) => void stmts(db).setPause.run(memberId, until);

/** The stored token of the login session a game was launched from (its stakes count in that session). */
export const launchSession = (db: Db, launchId: number): string | null =>
  stmts(db).launchSession.get(launchId)?.session ?? null;
