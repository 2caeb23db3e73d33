// Pictures an operator publishes (a banner's image, a promotion's card picture, an <img> in an
// announcement's, help topic's or promotion's HTML) load on the phone under the page's
// Content-Security-Policy, whose img-src lists this site and the allowed image hosts only
// (server/http/security.ts imageOrigins). A picture from any other host is published but never
// shown: the answer says so, per picture, with the setting that allows its host.
import type { SiteConfig } from '../config.ts';
import { imageOrigins } from '../http/security.ts';
import type { ContentFile } from './content-file.ts';

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;

/** The pictures of HTML written by the operator (their src attributes). */
const picturesOf = (html: string): string[] => [...html.matchAll(IMG_SRC)].map((m) => m[1]!);

/** The origin of an absolute http(s) address; null for a path on this site, a data: picture or a name. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** One warning per picture (by `where`, e.g. "banners[0].image") whose host the page will not load. */
export function pictureHostWarnings(
  site: SiteConfig,
  pictures: ReadonlyArray<{ where: string; url: string }>,
): string[] {
  const allowed = new Set(imageOrigins(site));
  const warnings: string[] = [];
  for (const { where, url } of pictures) {
    const origin = originOf(url);
    if (origin === null || allowed.has(origin)) continue;
    warnings.push(
      `${where}: ${url} will not show: the page loads pictures only from this site` +
        `${allowed.size ? ` and ${[...allowed].join(', ')}` : ''}. ` +
        `Allow its host with "security": { "imageOrigins": ["${origin}"] } in the site config (SITE_CONFIG) and restart the server, ` +
        'or publish the picture from this site or an allowed host',
    );
  }
  return warnings;
}

/** Every picture a content file publishes, named by where it is in the file. */
export function contentPictures(file: ContentFile): { where: string; url: string }[] {
  const out: { where: string; url: string }[] = [];
  const html = (where: string, texts: Partial<Record<string, { html: string }>>) => {
    for (const [lang, t] of Object.entries(texts))
      for (const url of picturesOf(t?.html ?? '')) out.push({ where: `${where}.texts.${lang}.html`, url });
  };
  file.banners?.forEach((b, i) => {
    if (b.image) out.push({ where: `banners[${i}].image`, url: b.image });
  });
  file.promotions?.forEach((p, i) => {
    if (p.image) out.push({ where: `promotions[${i}].image`, url: p.image });
    html(`promotions[${i}]`, p.texts);
  });
  file.announcements?.forEach((a, i) => {
    html(`announcements[${i}]`, a.texts);
  });
  file.help?.forEach((h, i) => {
    html(`help[${i}]`, h.texts);
  });
  return out;
}
