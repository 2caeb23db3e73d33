// Loss limits and time limits a member sets (responsible gaming), shared by the member centre
// and the reference server, so both agree to the cent and to the minute. Setting one follows the
// deposit limits' rule (src/rules/responsible.ts changeLimit): lowering applies at once, raising
// or removing waits the same 24 h cooling-off.
//
// - Loss: the net loss of a calendar period (day, week from Monday, month) in the site's time
//   (Brasília, UTC−03:00, no summer time since 2019): stakes minus wins and refunds of every game
//   family. A stake counts when it is placed and a win when it is paid, so a bet still waiting for
//   its result can never take the loss past the limit. A stake that would is refused.
// - Session time: minutes since the login session began. At the limit play pauses for
//   SESSION_PAUSE_MS; a session begun during that pause counts from the pause's end.
// - Day time: minutes of active play today, from the stakes: from each stake to the next one,
//   a gap longer than IDLE_MS counting as IDLE_MS (a player who walks away is not playing);
//   from the last stake to now the same. At the limit play pauses until the day resets.
// An alert comes LOSS_ALERT_PERCENT of the way to a loss limit and TIME_ALERT_MS before a time limit.
import { changeLimit, LIMIT_PERIODS, type LimitPeriod, limitAt, type StoredLimit } from './responsible';

export const TIME_LIMITS = ['session', 'day'] as const;
export type TimeLimitKind = (typeof TIME_LIMITS)[number];
export const isTimeLimitKind = (v: unknown): v is TimeLimitKind =>
  typeof v === 'string' && (TIME_LIMITS as readonly string[]).includes(v);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The site's calendar: Brasília time, UTC−03:00 all year. */
export const SITE_OFFSET_MS = -3 * HOUR_MS;
/** A pause longer than this between stakes counts only this much as play. */
export const IDLE_MS = 5 * MINUTE_MS;
/** How long play pauses once a session reaches its time limit. */
export const SESSION_PAUSE_MS = 30 * MINUTE_MS;
/** The time alert comes this long before the limit. */
export const TIME_ALERT_MS = 10 * MINUTE_MS;
/** The loss alert comes at this share of the limit. */
export const LOSS_ALERT_PERCENT = 80;
/** A time limit is whole minutes from 1 to a day. */
export const MAX_TIME_MINUTES = 24 * 60;

/** When the calendar period holding `now` began (ms): midnight, Monday's midnight or the 1st's, site time. */
export function periodStart(period: LimitPeriod, now: number): number {
  const local = new Date(now + SITE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const back = period === 'week' ? (local.getUTCDay() + 6) % 7 : 0;
  const start = period === 'month' ? Date.UTC(y, m, 1) : Date.UTC(y, m, d - back);
  return start - SITE_OFFSET_MS;
}

/** When the period holding `now` ends and the count starts again (ms). */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const local = new Date(start + SITE_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SITE_OFFSET_MS;
}

/** A requested loss limit: whole cents from 1 to R$ 1.000.000,00, or null. Same as a deposit limit's. */
export { checkLimitCents as checkLossCents } from './responsible';

/** A requested time limit: whole minutes from 1 to a day, or null (no limit). */
export function checkTimeMinutes(v: number | null): 'responsible.error.minutes' | null {
  if (v === null) return null;
  return Number.isInteger(v) && v >= 1 && v <= MAX_TIME_MINUTES ? null : 'responsible.error.minutes';
}

/**
 * The one rule for setting a loss or time limit (the member centre today, a sign-up form when a
 * jurisdiction asks for one): lowering applies now, raising or removing after the cooling-off.
 */
export const changePlayLimit = (current: StoredLimit, requested: number | null, now: number): StoredLimit =>
  changeLimit(current, requested, now);

/** Minutes of active play in [from, now]: each stake to the next, at most IDLE_MS each; stake times in ms. */
export function playedMs(stakes: readonly number[], from: number, now: number): number {
  const times = stakes.filter((t) => t >= from && t <= now).sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < times.length; i++) sum += Math.min((times[i + 1] ?? now) - times[i]!, IDLE_MS);
  return sum;
}

/** What the limits are judged by, read from the ledger and the session. */
export interface PlayFacts {
  /** Loss limits by period (as stored) and time limits in minutes. */
  loss: Readonly<Record<LimitPeriod, StoredLimit>>;
  time: Readonly<Record<TimeLimitKind, StoredLimit>>;
  /** Net loss (stakes minus wins and refunds) since each period's start; negative when ahead. */
  lostCents: Readonly<Record<LimitPeriod, number>>;
  /** Stake times (ms) since today's start. */
  stakesToday: readonly number[];
  /** When the login session began (ms); null: no session (nothing to count). */
  sessionStart: number | null;
  /** A session pause already begun (ms it ends); null: none. */
  pausedUntil: number | null;
}

export interface LossState {
  period: LimitPeriod;
  limit: StoredLimit;
  /** Net loss so far (0 when ahead). */
  lostCents: number;
  resetsAt: number;
  alert: boolean;
  reached: boolean;
}

export interface TimeState {
  kind: TimeLimitKind;
  limit: StoredLimit;
  usedMs: number;
  /** When the limit is (or was) reached at this pace (ms); null with no limit. */
  reachesAt: number | null;
  /** When play may start again once reached: the session pause's end, or the next day. */
  resumesAt: number | null;
  alert: boolean;
  reached: boolean;
}

export interface PlayState {
  loss: LossState[];
  time: TimeState[];
  /** Play is paused now (a time limit reached): until when and why; null: play on. */
  pause: { kind: TimeLimitKind; until: number } | null;
  /** The session pause to remember (it outlives the session); null: none begins. */
  newPause: number | null;
}

/** Whether `lost` is at or past LOSS_ALERT_PERCENT of `limit`. */
export const lossAlert = (limit: number, lost: number): boolean => lost * 100 >= limit * LOSS_ALERT_PERCENT;

/** Every limit's standing at `now` and whether play is paused. */
export function playState(f: PlayFacts, now: number): PlayState {
  const loss = LIMIT_PERIODS.map((period): LossState => {
    const limit = limitAt(f.loss[period], now);
    const lost = Math.max(0, f.lostCents[period]);
    const cents = limit.cents;
    return {
      period,
      limit,
      lostCents: lost,
      resetsAt: periodEnd(period, now),
      alert: cents !== null && lossAlert(cents, lost),
      reached: cents !== null && lost >= cents,
    };
  });
  const dayEnd = periodEnd('day', now);
  const sessionLimit = limitAt(f.time.session, now);
  let session: TimeState = {
    kind: 'session',
    limit: sessionLimit,
    usedMs: 0,
    reachesAt: null,
    resumesAt: null,
    alert: false,
    reached: false,
  };
  let newPause: number | null = null;
  if (f.sessionStart !== null) {
    let begun = Math.max(f.sessionStart, f.pausedUntil ?? f.sessionStart);
    if (f.pausedUntil !== null && f.pausedUntil > now)
      session = { ...session, resumesAt: f.pausedUntil, reached: true, alert: true };
    else if (sessionLimit.cents === null) session = { ...session, usedMs: Math.max(0, now - begun) };
    else {
      const limitMs = sessionLimit.cents * MINUTE_MS;
      // A pause that ran its course unseen (nothing asked meanwhile) restarts the clock all the same.
      begun += Math.max(0, Math.floor((now - begun) / (limitMs + SESSION_PAUSE_MS))) * (limitMs + SESSION_PAUSE_MS);
      const reachesAt = begun + limitMs;
      const reached = now >= reachesAt;
      session = {
        ...session,
        usedMs: Math.min(Math.max(0, now - begun), limitMs),
        reachesAt,
        resumesAt: reachesAt + SESSION_PAUSE_MS,
        alert: now >= reachesAt - TIME_ALERT_MS,
        reached,
      };
      if (reached) newPause = reachesAt + SESSION_PAUSE_MS;
    }
  }
  const dayLimit = limitAt(f.time.day, now);
  const usedToday = playedMs(f.stakesToday, periodStart('day', now), now);
  const dayReaches = dayLimit.cents === null ? null : now + Math.max(0, dayLimit.cents * MINUTE_MS - usedToday);
  const day: TimeState = {
    kind: 'day',
    limit: dayLimit,
    usedMs: usedToday,
    reachesAt: dayReaches,
    resumesAt: dayLimit.cents === null ? null : dayEnd,
    alert: dayReaches !== null && dayReaches - now <= TIME_ALERT_MS,
    reached: dayReaches !== null && dayReaches <= now,
  };
  const pause = day.reached
    ? { kind: 'day' as const, until: dayEnd }
    : session.reached && session.resumesAt !== null
      ? { kind: 'session' as const, until: session.resumesAt }
      : null;
  return { loss, time: [session, day], pause, newPause };
}

export interface LossRefusal {
  period: LimitPeriod;
  limitCents: number;
  /** Net loss so far in the period (0 when ahead). */
  lostCents: number;
  /** When the period's count starts again (ms). */
  resetsAt: number;
}

/**
 * The limit a stake of `cents` would take past (the net loss plus the stake over the limit),
 * or null. With several, the one that resets last: it is the one the player waits for.
 */
export function lossRefusal(
  state: PlayState,
  lostSigned: Readonly<Record<LimitPeriod, number>>,
  cents: number,
): LossRefusal | null {
  let worst: LossRefusal | null = null;
  for (const l of state.loss) {
    const limit = l.limit.cents;
    if (limit === null || lostSigned[l.period] + cents <= limit) continue;
    if (worst === null || l.resetsAt > worst.resetsAt)
      worst = { period: l.period, limitCents: limit, lostCents: l.lostCents, resetsAt: l.resetsAt };
  }
  return worst;
}

/** Whole minutes as typed (digits only, spaces around allowed), or null. */
export function parseMinutes(text: string): number | null {
  const v = text.trim();
  return /^\d{1,5}$/.test(v) ? Number(v) : null;
}
