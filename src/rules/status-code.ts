// Start-up path: the site status decides whether the site or a maintenance page renders first.
// System status code (SPEC §4): 0 normal site, 1 maintenance page, 2 restricted page.

export type StatusCode = 0 | 1 | 2;

/**
 * Maintenance wins over region restriction: during maintenance nobody can play, so
 * telling a restricted visitor "restricted" would hide the fact that the site is down
 * for everyone (SPEC §4: "both gives 1").
 */
export function statusCode(maintenance: boolean, regionRestriction: boolean): StatusCode {
  if (maintenance) return 1;
  if (regionRestriction) return 2;
  return 0;
}
