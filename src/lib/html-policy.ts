// The decisions behind sanitizing server HTML (announcements, pop-ups, help, inbox), as
// pure functions so they are tested without a browser. src/lib/sanitize.ts applies them
// inside DOMPurify; nothing here touches the DOM.

/** SPEC §4/§9: pop-up content pixel sizes are divided by 100 to get rem ('28px' → '0.28rem'). */
export function pxToRem(value: string): string {
  return value.replace(/(-?\d*\.?\d+)px\b/gi, (_, n: string) => `${Number((Number(n) / 100).toFixed(4))}rem`);
}

/**
 * The pop-up was designed for a root font size of 100px on a 750px-wide canvas; here the
 * root is the browser's 16px, so a literal 0.28rem would be 4.5px. The rem value is scaled
 * by --popup-rem (the design rem at this viewport width, set in messages.css) instead.
 */
export function popupFontSize(value: string): string {
  const rem = pxToRem(value);
  return rem.replace(/(-?\d*\.?\d+)rem\b/gi, (_, n: string) => `calc(${n} * var(--popup-rem, 1rem))`);
}

/** Properties server HTML may set; everything else (position, background images, …) is dropped. */
const ALLOWED_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
]);

// Colours, lengths, keywords and calc-free numbers only: no url(), expression(), escapes or comments.
const SAFE_VALUE = /^[#\w\s.,%()+-]+$/;

export type Declaration = readonly [property: string, value: string];

/** Parses a style attribute into the allowed declarations; pop-up content gets its px sizes scaled. */
export function safeDeclarations(style: string, o: { popup?: boolean } = {}): Declaration[] {
  const out: Declaration[] = [];
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/gi, '')
      .trim();
    if (!ALLOWED_PROPERTIES.has(property) || value === '' || value.length > 64 || !SAFE_VALUE.test(value)) continue;
    if (/(url|expression|var|attr|image|env)\s*\(/i.test(value)) continue;
    out.push([property, o.popup && property === 'font-size' ? popupFontSize(value) : value]);
  }
  return out;
}

export const serializeDeclarations = (d: readonly Declaration[]): string => d.map(([p, v]) => `${p}:${v}`).join(';');

export type LinkKind = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'drop' };

/**
 * Where a link in server HTML may lead. Same-origin links stay in the app (the view routes
 * them without a reload); http(s), mailto and tel links to elsewhere open in a new tab
 * without access to this page; every other scheme (javascript:, data:, vbscript:, …) is removed.
 */
export function linkKind(href: string, origin: string): LinkKind {
  let url: URL;
  try {
    url = new URL(href.trim(), origin);
  } catch {
    return { kind: 'drop' };
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', url: url.href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'drop' };
  if (url.origin === origin) return { kind: 'internal', path: url.pathname + url.search + url.hash };
  return { kind: 'external', url: url.href };
}

/** Only web links may be opened from a customer-service entry or a download link (no javascript:, data:, intent:). */
export function safeExternalUrl(url: string): string | null {
  const v = url.trim();
  return /^https?:\/\/[^\s/?#]+/i.test(v) ? v : null;
}
