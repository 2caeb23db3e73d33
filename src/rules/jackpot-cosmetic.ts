// SPEC §9's cosmetic jackpot counter, for a site that asks for it (site config
// jackpot.display 'cosmetic'; the default shows the server's real jackpot, rules/jackpot.ts): it
// starts at a random amount between R$ 2,000,000 and R$ 2,100,000 and every 3, 4 or 5 s adds a
// random R$ 100 to 500. A visit starts from the amount the last one ended on when that is
// higher, so the counter never goes backwards between visits. Amounts are cents.

export const COSMETIC_START_MIN = 2_000_000_00;
export const COSMETIC_START_MAX = 2_100_000_00;
export const COSMETIC_STEP_MIN = 100_00;
export const COSMETIC_STEP_MAX = 500_00;
/** The waits between two additions, one drawn each time. */
export const COSMETIC_PERIODS_MS = [3_000, 4_000, 5_000] as const;

/** A whole number in [min, max] from a random source in [0, 1). */
const between = (min: number, max: number, random: () => number): number =>
  min + Math.floor(random() * (max - min + 1));

/**
 * Where the counter starts: the amount shown last (this visit's, or the last visit's, stored),
 * so it never goes backwards; a random start when there is none, or one below the range.
 */
export const cosmeticStart = (shown: number | null, random: () => number = Math.random): number =>
  shown !== null && shown >= COSMETIC_START_MIN
    ? shown
    : between(COSMETIC_START_MIN / 100, COSMETIC_START_MAX / 100, random) * 100;

/** One addition, in whole currency units (R$ 100 to 500). */
export const cosmeticStep = (random: () => number = Math.random): number =>
  between(COSMETIC_STEP_MIN / 100, COSMETIC_STEP_MAX / 100, random) * 100;

/** The wait before the next addition: 3, 4 or 5 s. */
export const cosmeticPeriod = (random: () => number = Math.random): number =>
  COSMETIC_PERIODS_MS[Math.min(COSMETIC_PERIODS_MS.length - 1, Math.floor(random() * COSMETIC_PERIODS_MS.length))]!;
