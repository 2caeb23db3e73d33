// Responsible gaming rules, shared by the member centre and the reference server, so both
// agree to the cent and to the millisecond: deposit limits over rolling windows (lowering
// applies at once, raising only after a 24 h cooling-off, so a limit cannot be undone in a
// bad moment), self-exclusion periods, and the reality-check intervals a player may pick.

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const isLimitPeriod = (v: unknown): v is LimitPeriod =>
  typeof v === 'string' && (LIMIT_PERIODS as readonly string[]).includes(v);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Rolling windows, not calendar ones: "R$ 100 a day" means any 24 hours, so a deposit just
 * before midnight and another just after both count.
 */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** How long a raised (or removed) limit waits before it applies. */
export const RAISE_DELAY_MS = DAY_MS;

/** The largest limit accepted, in cents (R$ 1.000.000,00): above that a limit means nothing. */
export const MAX_LIMIT_CENTS = 100_000_000;

/** A limit as stored: `cents` null is no limit; a pending change applies from `pendingFrom` (ms). */
export interface StoredLimit {
  cents: number | null;
  pendingCents: number | null;
  pendingFrom: number | null;
}

export const NO_LIMIT: StoredLimit = { cents: null, pendingCents: null, pendingFrom: null };

/** The limit as it stands at `now`: a pending raise whose time has come is the limit. */
export function limitAt(l: StoredLimit, now: number): StoredLimit {
  if (l.pendingFrom === null || l.pendingFrom > now) return l;
  return { cents: l.pendingCents, pendingCents: null, pendingFrom: null };
}

/**
 * Lower or equal applies now (and drops a pending raise); higher or none waits RAISE_DELAY_MS.
 * A raise smaller than one already waiting keeps that one's time: it is no riskier.
 */
export function changeLimit(current: StoredLimit, requested: number | null, now: number): StoredLimit {
  const held = limitAt(current, now);
  const cur = held.cents;
  const lowering = requested !== null && (cur === null || requested <= cur);
  if (lowering || requested === cur) return { cents: requested, pendingCents: null, pendingFrom: null };
  const within =
    held.pendingFrom !== null && requested !== null && (held.pendingCents === null || requested <= held.pendingCents);
  return { cents: cur, pendingCents: requested, pendingFrom: within ? held.pendingFrom : now + RAISE_DELAY_MS };
}

/** A requested limit: whole cents from 1 to MAX_LIMIT_CENTS, or null (no limit). */
export function checkLimitCents(v: number | null): 'responsible.error.amount' | null {
  if (v === null) return null;
  return Number.isInteger(v) && v >= 1 && v <= MAX_LIMIT_CENTS ? null : 'responsible.error.amount';
}

/** A deposit that counts against the limits: when it was asked (ms) and how much. */
export interface CountedDeposit {
  at: number;
  cents: number;
}

/** What was deposited in the period's window ending at `now` (the window's start included). */
export function usedInWindow(deposits: readonly CountedDeposit[], period: LimitPeriod, now: number): number {
  const from = now - PERIOD_MS[period];
  let sum = 0;
  for (const d of deposits) if (d.at >= from && d.at <= now) sum += d.cents;
  return sum;
}

export interface LimitRefusal {
  period: LimitPeriod;
  limitCents: number;
  /** What may still be deposited in that window (0 or more). */
  remainingCents: number;
}

/** The tightest limit a deposit of `cents` would break, or null when every window allows it. */
export function depositRefusal(
  limits: Readonly<Partial<Record<LimitPeriod, StoredLimit>>>,
  deposits: readonly CountedDeposit[],
  cents: number,
  now: number,
): LimitRefusal | null {
  let worst: LimitRefusal | null = null;
  for (const period of LIMIT_PERIODS) {
    const stored = limits[period];
    const limit = stored ? limitAt(stored, now).cents : null;
    if (limit === null) continue;
    const remaining = Math.max(0, limit - usedInWindow(deposits, period, now));
    if (cents > remaining && (worst === null || remaining < worst.remainingCents))
      worst = { period, limitCents: limit, remainingCents: remaining };
  }
  return worst;
}

/**
 * A DEPOSIT_LIMIT refusal's value as the deposit form reads it (the window and what may still be
 * deposited in it), or null for anything else.
 */
export function limitRefusalOf(value: unknown): LimitRefusal | null {
  const v = value as Partial<LimitRefusal> | null;
  return typeof v === 'object' &&
    v !== null &&
    isLimitPeriod(v.period) &&
    Number.isSafeInteger(v.remainingCents) &&
    (v.remainingCents as number) >= 0 &&
    Number.isSafeInteger(v.limitCents)
    ? { period: v.period, limitCents: v.limitCents as number, remainingCents: v.remainingCents as number }
    : null;
}

/** Self-exclusion: a cool-off of 24 h, 7 or 30 days, or for good. */
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const isExclusionPeriod = (v: unknown): v is ExclusionPeriod =>
  typeof v === 'string' && (EXCLUSION_PERIODS as readonly string[]).includes(v);

const EXCLUSION_MS: Readonly<Record<Exclude<ExclusionPeriod, 'permanent'>, number>> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

/** When an exclusion asked at `now` ends (ms), or null: permanent. */
export function exclusionEnd(period: ExclusionPeriod, now: number): number | null {
  return period === 'permanent' ? null : now + EXCLUSION_MS[period];
}

/** An exclusion as stored: `until` null is permanent. */
export interface Exclusion {
  until: number | null;
}

export function isExcluded(e: Exclusion | null, now: number): boolean {
  return e !== null && (e.until === null || e.until > now);
}

/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_INTERVALS = [0, 15, 30, 60, 120] as const;
export const isRealityInterval = (v: unknown): v is number =>
  typeof v === 'number' && (REALITY_INTERVALS as readonly number[]).includes(v);

/**
 * When the next reminder is due (ms): the first multiple of the interval since the session
 * started that is after `now`, so a reload does not restart the count. null when off.
 */
export function nextRealityCheck(startedAt: number, minutes: number, now: number): number | null {
  if (minutes <= 0) return null;
  const step = minutes * 60_000;
  const done = Math.max(0, Math.floor((now - startedAt) / step));
  return startedAt + (done + 1) * step;
}
