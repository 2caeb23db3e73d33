// Home's largest paint is the first carousel picture, the game list centre's its first row of
// games, and the browser cannot ask for them before the app has rendered the <img>s.
// index.html's inline script (src/boot/inline.ts, which imports this module) reads the answers
// it already started and draws those pictures in the boot shell, where the page will draw them,
// so they load beside the entry script instead of after it. The choice is the app's own: the
// same carousel rule (SPEC §2.3), the same grid order and the same CDN pick.
import { imageUrl, srcsetOn } from '../lib/cdn';
import { GRID_COLUMNS } from '../rules/paging';
import { carouselBanners } from '../rules/home';
import { isObj, isStr } from '../api/guards';
import type { Banner } from '../api/types';

const successValue = (envelope: unknown): Record<string, unknown> | null =>
  isObj(envelope) && envelope.success === true && isObj(envelope.value) ? envelope.value : null;
/** The status's image CDNs; none when the field is odd. */
const cdnsOf = (status: Record<string, unknown>): string[] => {
  const cdns = status.imageCDNs;
  return Array.isArray(cdns) ? cdns.filter(isStr) : [];
};

/**
 * The picture the carousel shows first, from the raw banner and status envelopes; null when
 * either answer is a failure or malformed (the app then reports it; the script just skips).
 */
export function homeFirstPicture(bannerAnswer: unknown, statusAnswer: unknown): string | null {
  const banners = successValue(bannerAnswer)?.banners;
  const status = successValue(statusAnswer);
  if (!Array.isArray(banners) || !status) return null;
  const switches = status.whitelabel;
  const usable = banners.filter((b): b is Banner => isObj(b) && isStr(b.url) && isStr(b.groupName));
  const first = carouselBanners(usable, isObj(switches) && switches.LIVEMODEL === true)[0];
  if (!first || first.url === '') return null;
  return imageUrl(first.url, cdnsOf(status));
}

/**
 * The game list centre's first row, as the boot shell draws it while the app is on its way: each
 * of the first games' picture and srcset from the visit's CDN, in grid order ('' for a game
 * without one: an empty tile keeps the others in their columns; the srcset lets the shell pick
 * the width the page's tile will, so a 3x phone does not download a second picture when the page
 * takes over); none when either answer is a failure or malformed.
 * One row, not the two on screen: on HTTP/1.1's six connections per host, six pictures requested
 * with the HTML queued the app's own scripts behind them.
 */
export function lobbyFirstRow(listAnswer: unknown, statusAnswer: unknown): [src: string, srcset: string][] {
  const games = successValue(listAnswer)?.games;
  const status = successValue(statusAnswer);
  if (!Array.isArray(games) || !status) return [];
  const cdns = cdnsOf(status);
  return games
    .slice(0, GRID_COLUMNS)
    .map((g) =>
      isObj(g) && isStr(g.iconUrl) && g.iconUrl !== ''
        ? [imageUrl(g.iconUrl, cdns), isStr(g.iconSrcset) ? srcsetOn(g.iconSrcset, imageUrl('', cdns)) : '']
        : ['', ''],
    );
}
