// Start-up path: home's banner and tiles take their picture URLs from it.
// Image URLs: a CDN picked at random from the site's list (SPEC §9), once per visit so
// the browser cache stays warm; with no list the images come from this origin.
// index.html's inline script may pick first (it preloads home's first banner with this
// module, api/boot-picture.ts): the pick is left on the page, and the app keeps it, so
// the picture it shows is the one already loading.
const SHARED = '__imageCdn';
type Shared = { [SHARED]?: string | null };
let chosen: string | null | undefined;

export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  const usable = list.filter((h) => /^https:\/\/[^/]+/.test(h));
  return usable.length ? usable[Math.floor(random() * usable.length) % usable.length]!.replace(/\/$/, '') : null;
}

export function imageUrl(path: string, cdns: readonly string[]): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (chosen === undefined) {
    const shared = globalThis as Shared;
    const earlier = shared[SHARED];
    chosen =
      typeof earlier === 'string' && cdns.some((h) => h.replace(/\/$/, '') === earlier) ? earlier : pickCdn(cdns);
    shared[SHARED] = chosen;
  }
  return chosen ? chosen + path : path;
}
