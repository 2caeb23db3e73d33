// Property tests for money (SPEC §9: balances with 2 decimals; integer cents end
// to end): formatting in every language, parsing typed amounts, limits and bonuses.
import { test } from 'uvu';
import fc from 'fast-check';
import type { Language } from '../../../src/api/types.ts';
import { formatMoney } from '../../../src/lib/format.ts';
import { bonusFor } from '../../../src/rules/bonus.ts';
import { centsToInput, checkAmount, parseAmount } from '../../../src/rules/wallet.ts';

const RUNS = { numRuns: 200 };
const LANGS: Language[] = ['pt', 'en', 'ur'];
const cents = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.maxSafeInteger(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);
/** The separators of each language: pt-BR 1.234,56; en-US and ur-PK 1,234.56. */
const SEP: Record<Language, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ur: { group: ',', decimal: '.' },
};
const strip = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, ''); // bidi marks ur-PK puts before the sign

/** Reads a formatted amount back into cents, checking its grouping on the way. */
function readBack(text: string, lang: Language): number | null {
  const { group, decimal } = SEP[lang];
  const esc = (c: string) => `\\${c}`;
  const m = new RegExp(`^(-?)(\\d{1,3}(?:${esc(group)}\\d{3})*)${esc(decimal)}(\\d{2})$`).exec(strip(text));
  if (!m) return null;
  const major = BigInt(m[2]!.split(group).join(''));
  const v = major * 100n + BigInt(m[3]!);
  return Number(m[1] ? -v : v);
}

test('SPEC §9 property: formatting integer cents and reading them back gives the same cents, in every language, up to 2^53', () => {
  fc.assert(
    fc.property(
      cents,
      fc.constantFrom(...LANGS),
      (c, lang) => readBack(formatMoney(c, lang), lang) === (c === 0 ? 0 : c),
    ),
    RUNS,
  );
});

test('SPEC §9 property: the text has grouped thousands and exactly 2 decimals (a pattern check per language)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 100_000, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...LANGS), (c, lang) => {
      const t = strip(formatMoney(c, lang));
      return t.includes(SEP[lang].group) && readBack(t, lang) !== null;
    }),
    RUNS,
  );
});

test('SPEC §9 property: never NaN, Infinity or an empty string, whatever number arrives', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e300, -1e300)),
      fc.constantFrom(...LANGS),
      (n, lang) => {
        const t = formatMoney(n, lang);
        return (
          t.length > 0 &&
          !/NaN|Infinity|∞|e[+-]?\d/.test(t) &&
          (Number.isFinite(n) && Math.abs(n) < 2 ** 53 ? readBack(t, lang) === (Math.trunc(n) || 0) : true)
        );
      },
    ),
    RUNS,
  );
});

test('SPEC §9 property: a minus sign exactly when the whole cents are negative (no "-0,00")', () => {
  fc.assert(
    fc.property(
      fc.oneof(cents, fc.double({ min: -5, max: 5, noNaN: true })),
      fc.constantFrom(...LANGS),
      (n, lang) => strip(formatMoney(n, lang)).startsWith('-') === Math.trunc(n) < 0,
    ),
    RUNS,
  );
});

test('SPEC §9 property: the currency symbol is a prefix separated by a space (after a minus sign), and changes nothing else', () => {
  fc.assert(
    fc.property(cents, fc.constantFrom(...LANGS), fc.constantFrom('R$', '$', 'Rs', '₨'), (c, lang, sym) => {
      const plain = formatMoney(c, lang);
      const minus = formatMoney(-1, lang).slice(0, -4);
      // A negative amount keeps its sign before the currency: "-R$ 2,50".
      return (
        formatMoney(c, lang, sym) ===
        (plain.startsWith(minus) && Math.trunc(c) < 0
          ? `${minus}${sym} ${plain.slice(minus.length)}`
          : `${sym} ${plain}`)
      );
    }),
    RUNS,
  );
});

test('SPEC §7 property: a typed amount in either decimal style parses to the exact cents it shows', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 999_999_999_99 }),
      fc.constantFrom('.', ','),
      fc.boolean(),
      (c, sep, spaces) => {
        const frac = String(c % 100).padStart(2, '0');
        const text = `${Math.floor(c / 100)}${sep}${frac}`;
        const typed = spaces ? ` ${text} ` : text;
        return (
          parseAmount(typed) === c &&
          (frac.endsWith('0') ? parseAmount(`${Math.floor(c / 100)}${sep}${frac[0]}`) === c : true)
        );
      },
    ),
    RUNS,
  );
});

test('SPEC §7 property: parseAmount answers null or a non-negative safe integer, never NaN or a fraction', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[\d.,-]{0,14}$/)), (s) => {
      const v = parseAmount(s);
      return v === null || (Number.isSafeInteger(v) && v >= 0);
    }),
    { numRuns: 400 },
  );
});

test('SPEC §7 property: an accepted amount is a positive integer within the limits and the balance', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.constant(null), fc.integer({ min: -100, max: 10_000_000 }), fc.double()),
      fc.integer({ min: 0, max: 100_000 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
      (c, min, span, bal) => {
        const limits = { minCents: min, maxCents: min + span };
        const r = checkAmount(c, limits, bal);
        const ok =
          c !== null &&
          Number.isSafeInteger(c) &&
          c > 0 &&
          c >= limits.minCents &&
          c <= limits.maxCents &&
          (bal === undefined || c <= bal);
        return (r === null) === ok;
      },
    ),
    RUNS,
  );
});

test('SPEC §7 property: a deposit bonus is whole cents, never negative, never above its cap, nothing below the minimum deposit', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000_000 }),
      fc.integer({ min: 0, max: 300 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 100_000 }),
      (amount, percent, cap, min) => {
        const b = bonusFor({ percent, maxCents: cap, minDepositCents: min, firstDepositOnly: false }, amount);
        return Number.isSafeInteger(b) && b >= 0 && b <= cap && (amount >= min || b === 0);
      },
    ),
    RUNS,
  );
});

test('SPEC §9 amount field: cents written for the field (a preset, the withdraw-all amount) read back to the same cents in every language', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom(...LANGS), (c, lang) => {
      const text = centsToInput(c, lang);
      if (parseAmount(text) !== c) throw new Error(`${lang} ${c} -> ${text} -> ${parseAmount(text)}`);
      // The player's decimal mark and no digit grouping: what a player would type.
      if (!new RegExp(`^\\d+\\${SEP[lang].decimal}\\d{2}$`).test(text)) throw new Error(`${lang} ${c} -> ${text}`);
    }),
    RUNS,
  );
});

test.run();
