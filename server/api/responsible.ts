// Responsible gaming (the help centre's promise, kept by the server): deposit limits per
// rolling window, the reality-check interval and its session figures, and self-exclusion,
// which ends every session of the member at once. Deposits (deposits.ts) and logins
// (accounts-login.ts) are refused through the two checks exported here.
import {
  changeLimit,
  checkLimitCents,
  depositRefusal,
  exclusionEnd,
  isExcluded,
  isRealityInterval,
  LIMIT_PERIODS,
  limitAt,
  type LimitPeriod,
  type StoredLimit,
  usedInWindow,
} from '../../src/rules/responsible.ts';
import type { DepositLimitView, SessionSummary } from '../../src/api/types.ts';
import { revokeAllSessions } from '../db/accounts.ts';
import {
  depositLimits,
  exclusionOf,
  gameResultSince,
  realityMinutes,
  recentDeposits,
  saveDepositLimit,
  saveExclusion,
  saveRealityMinutes,
  sessionStartedAt,
} from '../db/responsible.ts';
import type { Db } from '../db/open.ts';
import type { Handlers, MemberContext } from './context.ts';
import * as p from './params.ts';
import { apiError } from '../http/errors.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function view(period: LimitPeriod, stored: StoredLimit, used: number, now: number): DepositLimitView {
  const l = limitAt(stored, now);
  return {
    period,
    limitCents: l.cents,
    usedCents: used,
    pending: l.pendingFrom === null ? null : { cents: l.pendingCents, from: iso(l.pendingFrom) },
  };
}

/** Each window's deposit limit and what was deposited in it (the operator's member view too). */
export function limitViews(db: Db, memberId: number, now: number): DepositLimitView[] {
  const limits = depositLimits(db, memberId);
  const deposits = recentDeposits(db, memberId, now);
  return LIMIT_PERIODS.map((period) => view(period, limits[period], usedInWindow(deposits, period, now), now));
}

/**
 * Refuses a deposit of `cents` that a limit of the member's would break: 409 DEPOSIT_LIMIT,
 * with the window and what may still be deposited in it. Synchronous, so nothing else of the
 * member's can be counted between this check and the insert that follows it.
 */
export function checkDepositLimit(db: Db, memberId: number, cents: number, now = Date.now()): void {
  const refusal = depositRefusal(depositLimits(db, memberId), recentDeposits(db, memberId, now), cents, now);
  if (refusal)
    throw apiError(
      'DEPOSIT_LIMIT',
      `This deposit is over your ${refusal.period} deposit limit; ${(refusal.remainingCents / 100).toFixed(2)} (${refusal.remainingCents} cents) may still be deposited in this window`,
      refusal,
    );
}

/** Refuses a login while the member is self-excluded: 403 SELF_EXCLUDED with when it ends (null: never). */
export function checkNotExcluded(db: Db, memberId: number, now = Date.now()): void {
  const e = exclusionOf(db, memberId);
  if (!isExcluded(e, now)) return;
  const until = e!.until === null ? null : iso(e!.until);
  throw apiError(
    'SELF_EXCLUDED',
    until ? `This account is self-excluded until ${until}` : 'This account is self-excluded permanently',
    { until },
  );
}

function startedAt(ctx: MemberContext): string {
  return (ctx.token && sessionStartedAt(ctx.db, ctx.token)) || iso(Date.now());
}

export const responsibleHandlers: Handlers<
  'responsibleSettings' | 'setDepositLimit' | 'setRealityCheck' | 'sessionSummary' | 'selfExclude'
> = {
  responsibleSettings: (ctx) => ({
    limits: limitViews(ctx.db, ctx.member.memberId, Date.now()),
    realityCheckMinutes: realityMinutes(ctx.db, ctx.member.memberId),
    sessionStartedAt: startedAt(ctx),
  }),
  setDepositLimit: (ctx) => {
    const { period, cents } = ctx.params;
    if (checkLimitCents(cents)) throw p.badBody('cents', 'must be from 1 to 100000000 cents, or null');
    const now = Date.now();
    const id = ctx.member.memberId;
    return ctx.db
      .transaction(() => {
        const next = changeLimit(depositLimits(ctx.db, id)[period], cents, now);
        saveDepositLimit(ctx.db, id, period, next, now);
        return view(period, next, usedInWindow(recentDeposits(ctx.db, id, now), period, now), now);
      })
      .immediate();
  },
  setRealityCheck: (ctx) => {
    const minutes = ctx.params.minutes;
    if (!isRealityInterval(minutes)) throw p.badBody('minutes', 'must be 0, 15, 30, 60 or 120');
    saveRealityMinutes(ctx.db, ctx.member.memberId, minutes);
    return null;
  },
  sessionSummary: (ctx): SessionSummary => {
    const from = startedAt(ctx);
    return { sessionStartedAt: from, netCents: gameResultSince(ctx.db, ctx.member.memberId, from) };
  },
  selfExclude: (ctx) => {
    const period = ctx.params.period;
    const now = Date.now();
    const until = exclusionEnd(period, now);
    const id = ctx.member.memberId;
    ctx.db.transaction(() => {
      saveExclusion(ctx.db, id, period, until, now);
      // Every device's session ends with this one: the exclusion starts now, not at the next login.
      revokeAllSessions(ctx.db, id);
    })();
    ctx.log(`SELF-EXCLUDE member=${id} period=${period}`);
    return { period, until: until === null ? null : iso(until) };
  },
};
