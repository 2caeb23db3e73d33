// Start-up path: home's content call takes its banner parameters from here.
// Calls index.html's inline script starts while the entry script downloads (no round trip
// before the first paint waits on another), so their answers are in when the app first renders.
// The build evaluates this module (scripts/build/app-code.ts) and writes each language's URL into
// the script (src/boot/inline.ts); the client hands the response to the app's own call for the
// same URL (boot/prefetched.ts), so nothing is asked twice.
import { announcementBanner } from '../api/calls/catalogue';
import { query } from '../api/query';

/** SPEC §7: on home the banner call asks for types B, PL and PU. */
export const HOME_BANNER_PARAMS = { types: 'B,PL,PU', platform: 'M' } as const;

/**
 * Home's banners and notices: the banner is the page's largest paint, and its picture cannot
 * start loading before this answer. A member's carries the session's token, as the app's does.
 */
export const homeBannerUrl = (language: string): string =>
  announcementBanner.path + query({ ...HOME_BANNER_PARAMS, language });
