// What the agent screens' forms accept (SPEC §7 Agent): rates typed as percentages, salary tiers
// typed row by row, the period to look up, transfers and new downline accounts. Pure; answers
// dictionary keys. The contract arithmetic itself is rules/agent-contracts.ts.
import { checkShare, type SalaryPeriod, type SalaryTier } from './agent-contracts';
import { checkField } from './validation';
import { checkAmount, parseAmount } from './wallet';

/** Basis points as a percentage with 2 decimals ("2.50"); integer arithmetic only. */
export const bpText = (bp: number): string => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A rate typed as a percentage ("2.5", "2,5") in basis points (250), read like money; null when it is not one. */
export const percentToBp = (text: string): number | null => parseAmount(text);

/** A downline's rebate: a percentage, and at most the agent's own (the server refuses more: REBATE_ABOVE_OWN). */
export function checkRebate(text: string, ownBp: number): string | null {
  const bp = percentToBp(text);
  if (bp === null) return 'agent.rebate.format';
  return bp > ownBp ? 'server.REBATE_ABOVE_OWN' : null;
}

/** A dividend share offered to a downline agent: a percentage from 0.01 to the most allowed. */
export function checkShareText(text: string): string | null {
  const bp = percentToBp(text);
  return bp === null ? 'agent.rebate.format' : checkShare(bp);
}

/**
 * Salary tiers as typed, row by row (active members, amount): a value that is not a whole
 * number or an amount becomes -1, which checkTiers refuses, so a typo is never sent as 0.
 */
export function parseTiers(rows: readonly { n: string; amount: string }[]): SalaryTier[] {
  return rows.map((r) => ({
    minActive: /^\d{1,5}$/.test(r.n.trim()) ? Number(r.n.trim()) : -1,
    amountCents: parseAmount(r.amount) ?? -1,
  }));
}

/**
 * The start of the period to look up (periods are UTC): the day at 00:00, or for hourly
 * salaries that day's hour. null when the day is not yyyy-mm-dd or the hour not 0 to 23.
 */
export function queryPeriodStart(period: SalaryPeriod, day: string, hour: string): string | null {
  const h = Number(hour);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{1,2}$/.test(hour.trim()) || h > 23) return null;
  const start = `${day}T${period === 'hourly' ? String(h).padStart(2, '0') : '00'}:00:00.000Z`;
  return Number.isFinite(Date.parse(start)) ? start : null;
}

/** The last moment of a period that ends (exclusively) at `endIso`: the day a period's range shows as its last. */
export const periodLastInstant = (endIso: string): string => new Date(Date.parse(endIso) - 1).toISOString();

/**
 * A transfer of `amount` to each of `count` downlines: someone picked, at least 1 cent each,
 * and no more each than the balance covers for all of them (the server moves all or nothing).
 */
export function checkTransfer(count: number, amount: string, balanceCents: number | undefined): string | null {
  if (count === 0) return 'agent.transfer.pick';
  const cents = parseAmount(amount);
  return checkAmount(
    cents,
    { minCents: 1, maxCents: 100_000_000 },
    balanceCents === undefined || cents === null ? undefined : Math.floor(balanceCents / count),
  );
}

/** Opening a downline account: the registration rules for name and password; an optional rebate (empty is 0 %). */
export function checkDownline(
  v: { username: string; password: string; rate: string; captcha?: string },
  captcha = false,
) {
  return {
    username: checkField('username', v.username, true),
    password: checkField('password', v.password, true),
    rate: v.rate.trim() === '' || percentToBp(v.rate) !== null ? null : 'agent.rebate.format',
    // Asked as public registration asks it (the site's registration settings).
    captcha: captcha ? checkField('captcha', v.captcha ?? '', true) : null,
  };
}
