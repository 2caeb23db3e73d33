// Home's largest paint is the first carousel picture, and the browser cannot ask for it before
// the app has rendered the <img>. index.html's inline script (build.mjs bundles this module
// into it) reads the banner and status answers it already started and preloads that picture,
// so its download runs beside the entry script's instead of after it (issue 8: LCP).
// The choice is the app's own: the same carousel rule (SPEC §2.3) and the same CDN pick.
import { imageUrl } from '../lib/cdn';
import { EAGER_TILES } from '../rules/paging';
import { carouselBanners } from '../rules/home';
import { isObj, isStr } from './guards';
import type { Banner } from './types';

const valueOf = (envelope: unknown): Record<string, unknown> | null =>
  isObj(envelope) && envelope['success'] === true && isObj(envelope['value']) ? envelope['value'] : null;
/** The status's image CDNs; none when the field is odd. */
const cdnsOf = (status: Record<string, unknown>): string[] => {
  const cdns = status['imageCDNs'];
  return Array.isArray(cdns) ? cdns.filter(isStr) : [];
};

/**
 * The picture the carousel shows first, from the raw banner and status envelopes; null when
 * either answer is a failure or malformed (the app then reports it; the script just skips).
 */
export function homeFirstPicture(bannerAnswer: unknown, statusAnswer: unknown): string | null {
  const banners = valueOf(bannerAnswer)?.['banners'];
  const status = valueOf(statusAnswer);
  if (!Array.isArray(banners) || !status) return null;
  const switches = status['whitelabel'];
  const usable = banners.filter((b): b is Banner => isObj(b) && isStr(b['url']) && isStr(b['groupName']));
  const first = carouselBanners(usable, isObj(switches) && switches['LIVEMODEL'] === true)[0];
  if (!first || first.url === '') return null;
  return imageUrl(first.url, cdnsOf(status));
}

/**
 * The game list centre's on-screen pictures (its first two rows), from the raw list and status
 * envelopes, for the script to preload while the app is still on its way; none when either
 * answer is a failure or malformed.
 */
export function lobbyFirstPictures(listAnswer: unknown, statusAnswer: unknown): string[] {
  const games = valueOf(listAnswer)?.['games'];
  const status = valueOf(statusAnswer);
  if (!Array.isArray(games) || !status) return [];
  const cdns = cdnsOf(status);
  return games.slice(0, EAGER_TILES).flatMap((g) => (isObj(g) && isStr(g['iconUrl']) && g['iconUrl'] !== '' ? [imageUrl(g['iconUrl'], cdns)] : []));
}
