// A promotion's wagering terms in one line, written from its `wagering` data alone: the home
// banner, the promotion page, the deposit form's promotion choice and the help centre all show
// this line, so no screen can state a multiplier, a cap or a percentage the rule does not hold.
// "Bônus com rollover 5x do bônus em 7 dias; aposta máxima R$ 25,00; slots 100 %, …; esportes
// 100 % com odd mínima 1,50; não contam: loteria". The words are the dictionary's (`text`).

import type { Language, PlayWagering, WageringFamily, WageringTerms } from '../api/types';
import { formatMoney, formatWhole } from '../lib/format';
import { contributionOf, FAMILIES, formatDecimal, type Text } from './wagering';

/** What a family counts in the line: "Slots 100 %", sports with their lowest odds. */
function familyPart(terms: WageringTerms, family: WageringFamily, lang: Language, text: Text): string {
  const params = {
    family: text(`wagering.family.${family}`),
    percent: formatWhole(contributionOf(terms, family), lang),
  };
  return family === 'SPORTS' && terms.sportsMinOdds > 1
    ? text('wagering.line.sports', { ...params, odds: formatDecimal(terms.sportsMinOdds, lang, true) })
    : text('wagering.line.family', params);
}

/** The parts of the line, in order: the rollover and its days, the largest stake, what counts, what does not. */
export function wageringLineParts(terms: WageringTerms, lang: Language, symbol: string, text: Text): string[] {
  const counted = FAMILIES.filter((f) => contributionOf(terms, f) > 0);
  const uncounted = FAMILIES.filter((f) => contributionOf(terms, f) === 0);
  const sep = text('wagering.terms.separator');
  const parts = [
    text(terms.withDeposit ? 'wagering.line.rolloverDeposit' : 'wagering.line.rollover', {
      n: formatDecimal(terms.multiplier, lang),
      days: formatWhole(terms.days, lang),
    }),
  ];
  if (terms.maxStake > 0)
    parts.push(text('wagering.line.maxStake', { max: formatMoney(terms.maxStake, lang, symbol) }));
  if (counted.length > 0) parts.push(counted.map((f) => familyPart(terms, f, lang, text)).join(sep));
  if (uncounted.length > 0)
    parts.push(
      text('wagering.line.notCounted', { list: uncounted.map((f) => text(`wagering.family.${f}`)).join(sep) }),
    );
  return parts;
}

/** The whole line, the parts joined by the language's "; ". */
export const wageringLine = (terms: WageringTerms, lang: Language, symbol: string, text: Text): string =>
  wageringLineParts(terms, lang, symbol, text).join(text('wagering.line.join'));

/**
 * What a game page tells a member playing with bonus money before the round starts: that this
 * game counts nothing (0 %) or only part of each stake, the lowest sports odds that count, and
 * the largest stake allowed, named.
 */
export function playNotice(w: PlayWagering, lang: Language, symbol: string, text: Text): string[] {
  const lines: string[] = [];
  if (w.contribution <= 0) lines.push(text('wagering.play.zero'));
  else if (w.contribution < 100)
    lines.push(text('wagering.play.partial', { percent: formatWhole(w.contribution, lang) }));
  if (w.family === 'SPORTS' && w.contribution > 0 && w.sportsMinOdds > 1)
    lines.push(text('wagering.play.sportsOdds', { odds: formatDecimal(w.sportsMinOdds, lang, true) }));
  lines.push(text('wagering.play.maxStake', { max: formatMoney(w.maxStake, lang, symbol) }));
  return lines;
}
