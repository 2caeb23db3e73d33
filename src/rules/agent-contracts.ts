// Agent salary, dividend and quota rules (SPEC §7 Agent: rebate settings and quotas, agent
// salary, agent dividend). Pure: shared by the agent pages and the reference server, so the
// screen's estimate and the amount paid are the same arithmetic. Money is integer cents,
// rates are basis points (100 = 1 %), periods are UTC.

export type SalaryPeriod = 'daily' | 'hourly';
export type DividendCycle = 'week' | 'month';
export type ContractPeriod = SalaryPeriod | DividendCycle;

/** One salary tier: with at least `minActive` active team members in a period, `amountCents` for it. */
export interface SalaryTier {
  minActive: number;
  amountCents: number;
}

export const MAX_TIERS = 5;
export const MAX_SALARY_CENTS = 1_000_000;
export const MAX_SHARE_BP = 5_000;

/** The period a moment falls in: [start, end) as ISO strings. */
export function periodOf(kind: ContractPeriod, ms: number): { start: string; end: string } {
  const d = new Date(ms);
  const y = d.getUTCFullYear(),
    m = d.getUTCMonth(),
    day = d.getUTCDate();
  let start: number, end: number;
  if (kind === 'hourly') {
    start = Date.UTC(y, m, day, d.getUTCHours());
    end = start + 3_600_000;
  } else if (kind === 'daily') {
    start = Date.UTC(y, m, day);
    end = start + 86_400_000;
  } else if (kind === 'week') {
    start = Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7));
    end = start + 7 * 86_400_000;
  } else {
    start = Date.UTC(y, m, 1);
    end = Date.UTC(y, m + 1, 1);
  }
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** The last period that has ended before `ms`. */
export function lastClosedPeriod(kind: ContractPeriod, ms: number): { start: string; end: string } {
  return periodOf(kind, Date.parse(periodOf(kind, ms).start) - 1);
}

/** Whether `iso` is exactly the start of a period of this kind. */
export const isPeriodStart = (kind: ContractPeriod, iso: string): boolean =>
  Number.isFinite(Date.parse(iso)) && periodOf(kind, Date.parse(iso)).start === iso;

/**
 * Tiers an agent may apply for: 1 to MAX_TIERS, whole numbers, active members and amounts
 * both strictly rising (a bigger team never earns less), amounts 1 cent to MAX_SALARY_CENTS.
 * Answers a dictionary key or null.
 */
export function checkTiers(tiers: unknown): string | null {
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > MAX_TIERS) return 'agent.salary.error.tiers';
  let prev: SalaryTier | null = null;
  for (const t of tiers as unknown[]) {
    const x = t as Partial<SalaryTier> | null;
    if (!x || typeof x !== 'object' || !Number.isSafeInteger(x.minActive) || !Number.isSafeInteger(x.amountCents))
      return 'agent.salary.error.tiers';
    if (x.minActive! < 0 || x.minActive! > 10_000 || x.amountCents! < 1 || x.amountCents! > MAX_SALARY_CENTS)
      return 'agent.salary.error.tiers';
    if (prev && (x.minActive! <= prev.minActive || x.amountCents! <= prev.amountCents))
      return 'agent.salary.error.order';
    prev = x as SalaryTier;
  }
  return null;
}

/** The salary of a period: the amount of the highest tier reached, 0 when none is. */
export function salaryFor(tiers: readonly SalaryTier[], active: number): number {
  let pay = 0;
  for (const t of tiers) if (active >= t.minActive) pay = Math.max(pay, t.amountCents);
  return pay;
}

/** A dividend: the share of the team's net loss (bets minus wins) in whole cents; nothing on a team profit. */
export function dividendFor(netLossCents: number, shareBp: number): number {
  return netLossCents <= 0 ? 0 : Math.floor((netLossCents * shareBp) / 10_000);
}

export function checkShare(shareBp: unknown): string | null {
  return Number.isSafeInteger(shareBp) && (shareBp as number) >= 1 && (shareBp as number) <= MAX_SHARE_BP
    ? null
    : 'agent.dividend.error.share';
}

/**
 * Quotas (SPEC §7 rebate settings and quotas): the operator grants an agent a number of
 * downline accounts at each rebate level. A downline at rate r counts against the highest
 * level at or below r; rates below the lowest level are not limited.
 */
export interface QuotaLevel {
  rateBp: number;
  total: number;
}
export interface QuotaRow extends QuotaLevel {
  used: number;
  remaining: number;
}

/** The level a rate falls in, or null when the rate is below every level (unlimited). */
export function quotaLevelOf(levels: readonly QuotaLevel[], rateBp: number): number | null {
  let found: number | null = null;
  for (const l of levels) if (l.rateBp <= rateBp && (found === null || l.rateBp > found)) found = l.rateBp;
  return found;
}

/** The levels an agent with rate `ownBp` may use (at or below its own), highest first, with what is used and left. */
export function quotaRows(levels: readonly QuotaLevel[], ownBp: number, downlineRates: readonly number[]): QuotaRow[] {
  return [...levels]
    .filter((l) => l.rateBp <= ownBp)
    .sort((a, b) => b.rateBp - a.rateBp)
    .map((l) => {
      const used = downlineRates.filter((r) => quotaLevelOf(levels, r) === l.rateBp).length;
      return { ...l, used, remaining: Math.max(0, l.total - used) };
    });
}

/**
 * Whether a downline may move from `fromBp` (null: a new account) to `toBp`: staying in its
 * level or going to an unlimited rate always may; entering a level needs a seat left there.
 */
export function quotaAllows(
  levels: readonly QuotaLevel[],
  downlineRates: readonly number[],
  fromBp: number | null,
  toBp: number,
): boolean {
  const to = quotaLevelOf(levels, toBp);
  if (to === null) return true;
  if (fromBp !== null && quotaLevelOf(levels, fromBp) === to) return true;
  const level = levels.find((l) => l.rateBp === to)!;
  return downlineRates.filter((r) => quotaLevelOf(levels, r) === to).length < level.total;
}
