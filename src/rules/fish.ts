// Fish shooting (docs/games.md "Fish shooting"), pure: every shot aims at one target with a visible
// multiplier; the server's outcome hash decides whether it falls, with a chance of 96 % over the
// multiplier, so every target returns 96 % of what is shot at it. The swimming is cosmetic.

/** The targets' multipliers, smallest first; the last is the boss. */
export const TARGETS: readonly number[] = [2, 3, 5, 10, 20, 50, 100];
export const BOSS = 100;

/** The return to player of every target, in percent. */
export const RETURN_PERCENT = 96;

/** The round engine's family of a member's shots: one seed chain per member and game (a nonce per shot). */
export const fishFamily = (memberId: number, nodeId: string): string => `FISH:${memberId}:${nodeId}`;
export const isFishFamily = (family: string): boolean => family.startsWith('FISH:');

const SPAN = 2n ** 52n;

/** The roll of a shot: the outcome hash's first 13 hex digits (52 bits) as a whole number. */
export const rollOf = (hmac: string): bigint => BigInt(`0x${hmac.slice(0, 13)}`);

/**
 * Whether the target falls: roll · multiplier · 100 < 96 · 2^52, so the chance is
 * ceil(0.96 · 2^52 / multiplier) / 2^52 (0.96 / multiplier to one part in 2^52).
 */
export const fallsAt = (roll: bigint, multiplier: number): boolean =>
  roll * BigInt(multiplier) * 100n < BigInt(RETURN_PERCENT) * SPAN;

export const falls = (hmac: string, multiplier: number): boolean => fallsAt(rollOf(hmac), multiplier);

/** The exact chance a target falls, as the rule counts the rolls that fell out of 2^52. */
export function fallChance(multiplier: number): number {
  const limit = BigInt(RETURN_PERCENT) * SPAN;
  const per = BigInt(multiplier) * 100n;
  // Rolls r with r · per < limit: r ≤ ceil(limit / per) − 1.
  const count = (limit + per - 1n) / per;
  return Number(count) / Number(SPAN);
}

/** A fallen target pays the stake times its multiplier. */
export const winOf = (stake: number, multiplier: number, fell: boolean): number => (fell ? stake * multiplier : 0);

export const isTarget = (multiplier: number): boolean => TARGETS.includes(multiplier);
