// Bonus money's wagering requirement as a player reads it: how far along it is, what is left,
// the terms a promotion states (one formatter: the promotion page, the promotion list and the
// deposit form all say the same), and what a withdrawal does while one is open. Plain data in,
// figures and texts out; the dictionary is a parameter (`text`), so the words are the
// dictionaries' and the figures are these rules'. Amounts are integer cents.

import type { BonusWallet, Language, WageringFamily, WageringRequirement, WageringTerms } from '../api/types';
import { formatDayTime } from '../lib/dates';
import { formatMoney, formatWhole } from '../lib/format';

/** A dictionary lookup with placeholders filled (state/i18n's `t`, or a test's own). */
export type Text = (key: string, params?: Record<string, string>) => string;

/** Every family a requirement weighs, in the order the terms list them. */
export const FAMILIES: readonly WageringFamily[] = ['SLOT', 'CRASH', 'FISH', 'TABLE', 'LIVE', 'SPORTS', 'LOTTERY'];

/** How much of a family's settled stake counts, 0–100 (a family the terms leave out counts 0 %). */
export const contributionOf = (terms: WageringTerms, family: WageringFamily): number => {
  const p = terms.contributions[family];
  return typeof p === 'number' && Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0;
};

/**
 * Whole percent wagered, rounded down, so a bar never says 100 % before the requirement is met;
 * a met requirement (or one with nothing to wager) is 100.
 */
export function progressPercent(r: Pick<WageringRequirement, 'wagered' | 'target' | 'state'>): number {
  if (r.state === 'met' || r.target <= 0) return 100;
  const pct = Math.floor((Math.max(0, r.wagered) * 100) / r.target);
  return Math.min(r.wagered >= r.target ? 100 : 99, pct);
}

/** What is left to wager, in cents (never below 0). */
export const remainingCents = (r: Pick<WageringRequirement, 'wagered' | 'target'>): number =>
  Math.max(0, r.target - Math.max(0, r.wagered));

/** The requirements still open, in the server's order (oldest deadline first as it sends them). */
export const openRequirements = (w: Pick<BonusWallet, 'requirements'>): WageringRequirement[] =>
  w.requirements.filter((r) => r.state === 'open');

/** The closed ones (met, expired, forfeited, cancelled), most recent first as sent, at most `max`. */
export const closedRequirements = (w: Pick<BonusWallet, 'requirements'>, max = 5): WageringRequirement[] =>
  w.requirements.filter((r) => r.state !== 'open').slice(0, max);

/** The open requirement a promotion granted this member, if any (the promotion page's progress). */
export const openRequirementOf = (w: Pick<BonusWallet, 'requirements'>, promoId: number): WageringRequirement | null =>
  w.requirements.find((r) => r.state === 'open' && r.promoId === promoId) ?? null;

/** A decimal figure in the language's separator: 2 decimals when `fixed`, else only those it has (1,5; 5). */
export function formatDecimal(value: number, lang: Language, fixed = false): string {
  const cents = Math.round(value * 100);
  if (!fixed && cents % 100 === 0) return formatWhole(cents / 100, lang);
  const s = formatMoney(cents, lang);
  return fixed || cents % 10 !== 0 ? s : s.slice(0, -1);
}

/** The figures a progress sentence states: "{wagered} of {target} wagered, ends {day} at {time}". */
export function progressFigures(
  r: WageringRequirement,
  lang: Language,
  symbol: string,
  timeZone?: string,
): Record<'wagered' | 'target' | 'remaining' | 'bonus' | 'percent' | 'day' | 'time', string> {
  const { day, time } = formatDayTime(r.deadline, lang, timeZone);
  return {
    wagered: formatMoney(Math.min(r.wagered, r.target), lang, symbol),
    target: formatMoney(r.target, lang, symbol),
    remaining: formatMoney(remainingCents(r), lang, symbol),
    bonus: formatMoney(r.bonus, lang, symbol),
    percent: formatWhole(progressPercent(r), lang),
    day,
    time,
  };
}

/** The progress sentence of an open requirement, or what became of a closed one. */
export function progressText(r: WageringRequirement, lang: Language, symbol: string, text: Text, timeZone?: string) {
  const f = progressFigures(r, lang, symbol, timeZone);
  return r.state === 'open' ? text('wagering.progress', f) : text(`wagering.closed.${r.state}`, f);
}

const familyList = (families: WageringFamily[], text: Text, lang: Language, terms: WageringTerms | null) =>
  families
    .map((f) =>
      terms
        ? text('wagering.terms.familyPercent', {
            family: text(`wagering.family.${f}`),
            percent: formatWhole(contributionOf(terms, f), lang),
          })
        : text(`wagering.family.${f}`),
    )
    .join(text('wagering.terms.separator'));

/**
 * A promotion's wagering terms, one sentence each: the multiplier (of the bonus, or of bonus and
 * deposit), the days to meet it, the largest stake while it is open, the families that count and
 * how much, those that do not count at all (0 %: said outright, never left to be guessed), and
 * the lowest sports odds that count when sports count.
 */
export function termsLines(terms: WageringTerms, lang: Language, symbol: string, text: Text): string[] {
  const n = formatDecimal(terms.multiplier, lang);
  const counted = FAMILIES.filter((f) => contributionOf(terms, f) > 0);
  const uncounted = FAMILIES.filter((f) => contributionOf(terms, f) === 0);
  const lines = [
    text(terms.withDeposit ? 'wagering.terms.multiplierDeposit' : 'wagering.terms.multiplier', { n }),
    text('wagering.terms.days', { n: formatWhole(terms.days, lang) }),
  ];
  if (terms.maxStake > 0)
    lines.push(text('wagering.terms.maxStake', { max: formatMoney(terms.maxStake, lang, symbol) }));
  if (counted.length > 0) lines.push(text('wagering.terms.counts', { list: familyList(counted, text, lang, terms) }));
  if (uncounted.length > 0)
    lines.push(text('wagering.terms.notCounted', { list: familyList(uncounted, text, lang, null) }));
  if (contributionOf(terms, 'SPORTS') > 0 && terms.sportsMinOdds > 1)
    lines.push(text('wagering.terms.sportsOdds', { odds: formatDecimal(terms.sportsMinOdds, lang, true) }));
  return lines;
}

/** The terms in one short line (a promotion card, the deposit form's choice): "Wager 5× the bonus within 7 days". */
export const termsSummary = (terms: WageringTerms, lang: Language, text: Text): string =>
  text(terms.withDeposit ? 'wagering.terms.shortDeposit' : 'wagering.terms.short', {
    n: formatDecimal(terms.multiplier, lang),
    days: formatWhole(terms.days, lang),
  });

/**
 * What withdrawing does now. 'free': nothing open, the cash can go. 'forfeit': something is
 * open and the site lets the cash go after the member confirms, forfeiting the bonus ('bonus':
 * the bonus balance lost). 'refuse': something is open and nothing can be withdrawn until it is
 * met. `withdrawable`: cash that can go now (the server's figure: cash less pending withdrawals).
 */
export type WithdrawOutlook =
  | { kind: 'free'; withdrawable: number }
  | { kind: 'forfeit' | 'refuse'; withdrawable: number; bonus: number; open: WageringRequirement[] };

export function withdrawOutlook(w: BonusWallet): WithdrawOutlook {
  const open = openRequirements(w);
  const withdrawable = Math.max(0, Math.min(w.withdrawable, w.cash));
  if (open.length === 0) return { kind: 'free', withdrawable };
  return w.withdrawWhileOpen === 'refuse'
    ? { kind: 'refuse', withdrawable: 0, bonus: w.bonus, open }
    : { kind: 'forfeit', withdrawable, bonus: w.bonus, open };
}

/** The withdraw page's explanation of the outlook: what can go now and what the bonus becomes. */
export function withdrawOutlookText(o: WithdrawOutlook, lang: Language, symbol: string, text: Text): string[] {
  const cash = formatMoney(o.withdrawable, lang, symbol);
  if (o.kind === 'free') return [text('wagering.withdraw.free', { cash })];
  const bonus = formatMoney(o.bonus, lang, symbol);
  const left = formatMoney(
    o.open.reduce((s, r) => s + remainingCents(r), 0),
    lang,
    symbol,
  );
  return o.kind === 'forfeit'
    ? [text('wagering.withdraw.forfeit', { cash, bonus }), text('wagering.withdraw.keep', { left })]
    : [text('wagering.withdraw.refuse', { bonus, left })];
}
