// Image URLs: a CDN picked at random from the site's list (SPEC §9), once per visit so
// the browser cache stays warm; with no list the images come from this origin.
let chosen: string | null | undefined;

export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  const usable = list.filter((h) => /^https:\/\/[^/]+/.test(h));
  return usable.length ? usable[Math.floor(random() * usable.length) % usable.length]!.replace(/\/$/, '') : null;
}

export function imageUrl(path: string, cdns: readonly string[]): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (chosen === undefined) chosen = pickCdn(cdns);
  return chosen ? chosen + path : path;
}
