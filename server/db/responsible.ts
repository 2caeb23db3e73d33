// Responsible gaming rows (migration 013): deposit limits, self-exclusions, reality-check
// intervals, and the figures they are judged by (deposits in the last 30 days, a session's
// start and its game results). The decisions are src/rules/responsible.ts.
import {
  type CountedDeposit,
  type Exclusion,
  type ExclusionPeriod,
  type LimitPeriod,
  NO_LIMIT,
  PERIOD_MS,
  type StoredLimit,
} from '../../src/rules/responsible.ts';
import { sha256 } from './accounts.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

interface LimitRow {
  period: LimitPeriod;
  cents: number | null;
  pending_cents: number | null;
  pending_from: number | null;
}

const stmts = perDb((db) => ({
  limits: db.prepare<[number], LimitRow>(
    'SELECT period, cents, pending_cents, pending_from FROM deposit_limits WHERE member_id = ?',
  ),
  setLimit: db.prepare(`INSERT INTO deposit_limits (member_id, period, cents, pending_cents, pending_from, updated_at)
    VALUES (@member, @period, @cents, @pendingCents, @pendingFrom, @now)
    ON CONFLICT (member_id, period) DO UPDATE SET cents = excluded.cents, pending_cents = excluded.pending_cents,
      pending_from = excluded.pending_from, updated_at = excluded.updated_at`),
  // Rejected requests moved no money: they count against nothing.
  deposits: db.prepare<[number, string], { amount_cents: number; created_at: string }>(
    "SELECT amount_cents, created_at FROM deposits WHERE member_id = ? AND status <> 'rejected' AND created_at >= ?",
  ),
  exclusion: db.prepare<[number], { until: number | null }>('SELECT until FROM self_exclusions WHERE member_id = ?'),
  exclude: db.prepare(`INSERT INTO self_exclusions (member_id, period, until, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET period = excluded.period, until = excluded.until, created_at = excluded.created_at`),
  reality: db.prepare<[number], { minutes: number }>('SELECT minutes FROM reality_checks WHERE member_id = ?'),
  setReality: db.prepare(`INSERT INTO reality_checks (member_id, minutes) VALUES (?, ?)
    ON CONFLICT (member_id) DO UPDATE SET minutes = excluded.minutes`),
  sessionStart: db.prepare<[string], { created_at: string }>('SELECT created_at FROM sessions WHERE token = ?'),
  gameResult: db.prepare<[number, string], { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ? AND kind LIKE 'game\\_%' ESCAPE '\\' AND created_at >= ?",
  ),
}));

export function depositLimits(db: Db, memberId: number): Record<LimitPeriod, StoredLimit> {
  const out: Record<LimitPeriod, StoredLimit> = { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT };
  for (const r of stmts(db).limits.all(memberId))
    out[r.period] = { cents: r.cents, pendingCents: r.pending_cents, pendingFrom: r.pending_from };
  return out;
}

export function saveDepositLimit(db: Db, memberId: number, period: LimitPeriod, l: StoredLimit, now = Date.now()) {
  stmts(db).setLimit.run({
    member: memberId,
    period,
    cents: l.cents,
    pendingCents: l.pendingCents,
    pendingFrom: l.pendingFrom,
    now: iso(now),
  });
}

/** Deposits inside the longest window (30 days), as the limit rules count them. */
export function recentDeposits(db: Db, memberId: number, now = Date.now()): CountedDeposit[] {
  const from = iso(now - PERIOD_MS.month);
  return stmts(db)
    .deposits.all(memberId, from)
    .map((r) => ({ at: Date.parse(r.created_at), cents: r.amount_cents }));
}

export const exclusionOf = (db: Db, memberId: number): Exclusion | null => stmts(db).exclusion.get(memberId) ?? null;

export function saveExclusion(
  db: Db,
  memberId: number,
  period: ExclusionPeriod,
  until: number | null,
  now = Date.now(),
) {
  stmts(db).exclude.run(memberId, period, until, iso(now));
}

export const realityMinutes = (db: Db, memberId: number): number => stmts(db).reality.get(memberId)?.minutes ?? 0;
export const saveRealityMinutes = (db: Db, memberId: number, minutes: number) =>
  void stmts(db).setReality.run(memberId, minutes);

/** When the session of this token began (ISO), or null for an unknown token. */
export const sessionStartedAt = (db: Db, token: string): string | null =>
  stmts(db).sessionStart.get(sha256(token))?.created_at ?? null;

/** Wins minus stakes (and refunds) in games since `fromIso`. */
export const gameResultSince = (db: Db, memberId: number, fromIso: string): number =>
  stmts(db).gameResult.get(memberId, fromIso)!.cents;
