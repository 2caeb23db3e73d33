// Start-up path: the footer menu's unread badges.
// Unread badge text (SPEC §4 "Unread badge", §9 "Unread badge cap 99+").

/** Counts above this show as `${BADGE_CAP}+`. */
export const BADGE_CAP = 99;

/**
 * Returns the badge text, or null when the badge is hidden.
 * Hidden without a session: a visitor's counts are meaningless (and not fetched).
 * Counts arrive from the server, so a fractional, negative or NaN value is treated as
 * "nothing unread" rather than shown as garbage; fractions round down.
 */
export function badgeText(count: number, hasSession: boolean): string | null {
  if (!hasSession) return null;
  const n = Math.floor(count);
  // `!(n > 0)` also catches NaN, which fails every comparison.
  if (!(n > 0)) return null;
  if (n > BADGE_CAP) return `${BADGE_CAP}+`;
  return String(n);
}
