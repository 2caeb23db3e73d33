// Start-up path: home's banner and tiles take their picture URLs from it.
// Image URLs: a CDN picked at random from the site's list (SPEC §9), once per visit so
// the browser cache stays warm; with no list the images come from this origin.
// index.html's inline script may pick first (it preloads home's first banner with this
// module, boot/pictures.ts): the pick is left on the page, and the app keeps it, so
// the picture it shows is the one already loading.
// When a picture fails, the next host is tried (SPEC §3: the list, then the single default
// host, this origin): the visit's pick, the list's other CDNs in order, then this origin.
const SHARED = '__imageCdn';
type Shared = { [SHARED]?: string | null };
let chosen: string | null | undefined;

const isCdn = (h: string) => /^https:\/\/[^/]+/.test(h);
const trim = (h: string) => h.replace(/\/$/, '');

export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  const usable = list.filter(isCdn);
  return usable.length ? trim(usable[Math.floor(random() * usable.length) % usable.length]!) : null;
}

const absolute = (path: string) => /^(https?:)?\/\//.test(path) || path.startsWith('data:');

function visitCdn(cdns: readonly string[]): string | null {
  if (chosen === undefined) {
    const shared = globalThis as Shared;
    const earlier = shared[SHARED];
    chosen = typeof earlier === 'string' && cdns.some((h) => trim(h) === earlier) ? earlier : pickCdn(cdns);
    shared[SHARED] = chosen;
  }
  return chosen;
}

export function imageUrl(path: string, cdns: readonly string[]): string {
  if (absolute(path)) return path;
  const cdn = visitCdn(cdns);
  return cdn ? cdn + path : path;
}

/**
 * The hosts a picture is tried from, in order: imageUrl's (the visit's CDN), the list's others,
 * this origin ('' prefixes nothing). An absolute path has one host, its own.
 */
export function imageHosts(path: string, cdns: readonly string[]): string[] {
  if (absolute(path)) return [''];
  return [...new Set([visitCdn(cdns) ?? '', ...cdns.filter(isCdn).map(trim), ''])];
}

/** A srcset (`url 216w, url 320w`) with each relative URL on `host`. */
export const srcsetOn = (srcset: string, host: string): string =>
  srcset
    .split(/\s*,\s*/)
    .map((part) => (absolute(part) ? part : host + part))
    .join(', ');
