// A deposit bonus as the site defines it (SPEC §7 Deposit: promo list, accept promo): a
// percentage of the deposit up to a cap, from a minimum deposit, optionally on the first
// deposit only. The server owns the definitions and sends them with the promotions; the
// banner, the promotion page and the deposit form state figures from them, and the server
// promises and credits the bonus with this same rule.

import type { BonusDefinition, Language } from '../api/types';
import { formatMoney, formatWhole } from '../lib/format';

export type { BonusDefinition };

/** The bonus of one deposit in whole cents, rounded down; 0 below the minimum deposit. */
export function bonusFor(def: BonusDefinition, amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < Math.max(1, def.minDepositCents)) return 0;
  return Math.max(0, Math.min(def.maxCents, Math.floor((amountCents * def.percent) / 100)));
}

/** Whether a definition pays anything at all (a promotion without one is not taken with a deposit). */
export const paysOnDeposit = (def: BonusDefinition | null): def is BonusDefinition =>
  def !== null && def.percent > 0 && def.maxCents > 0;

/** Reais without cents when whole ("R$ 500"), with them otherwise ("R$ 12,50"). */
function reais(cents: number, lang: Language, symbol: string): string {
  return cents % 100 === 0
    ? `${symbol ? `${symbol} ` : ''}${formatWhole(cents / 100, lang)}`
    : formatMoney(cents, lang, symbol);
}

/** The figures a text states about a bonus, in the reader's language: {percent}, {max}, {min}. */
export function bonusFigures(
  def: BonusDefinition,
  lang: Language,
  symbol: string,
): Record<'percent' | 'max' | 'min', string> {
  return {
    percent: formatWhole(def.percent, lang),
    max: reais(def.maxCents, lang, symbol),
    min: reais(def.minDepositCents, lang, symbol),
  };
}

/** A text with {percent}, {max} and {min} filled in (a banner's title); other braces stay. */
export const fillBonusFigures = (text: string, figures: Record<string, string>): string =>
  text.replace(/\{(percent|max|min)\}/g, (m, k: string) => figures[k] ?? m);
