// Generated artwork for the seeded catalogue: a coloured rounded square with initials, so
// every tile and vendor strip has a picture with no network and no image files to ship.
// Deterministic: the colour comes from a hash of the id, so a game keeps its look.

/** FNV-1a, 32 bit: a stable spread of ids over the colour wheel. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Only letters and digits reach the SVG, so no escaping is needed and no markup can leak in. */
function initials(name: string, max: number): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const letters = words.length > 1 ? words.map((w) => w[0] ?? '').join('') : (words[0] ?? '?');
  return letters.slice(0, max).toUpperCase();
}

function tile(id: string, label: string, caption: string): string {
  const hue = hash(id) % 360;
  // Long labels shrink so three or four letters still fit inside the 120 px square.
  const size = label.length <= 2 ? 48 : label.length === 3 ? 38 : 30;
  const sub = caption === '' ? ''
    : `<text x="60" y="100" font-size="13" fill="#fff" fill-opacity=".8" text-anchor="middle">${caption}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" font-family="Arial,sans-serif">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`
    + `<stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,32%)"/>`
    + `</linearGradient></defs><rect width="120" height="120" rx="22" fill="url(#g)"/>`
    + `<text x="60" y="62" font-weight="700" font-size="${size}" fill="#fff" `
    + `text-anchor="middle" dominant-baseline="middle">${label}</text>${sub}</svg>`;
}

export function gameIconSvg(game: { nodeId: string; gameName: string; gameType: string }): string {
  return tile(game.nodeId, initials(game.gameName, 2), initials(game.gameType, 8));
}

export function vendorIconSvg(vassalage: string): string {
  // Multi-part codes (TCG_LOTTO_VN) read best as initials, single words as their first three letters.
  const words = vassalage.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const label = words.length > 1 ? initials(vassalage, 4) : initials(vassalage, 3);
  return tile(vassalage, label, '');
}

/** A 750x300 decorative banner backdrop; the localized title is drawn by the client over it. */
export function bannerSvg(id: number): string {
  const hue = hash(`banner-${id}`) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">`
    + `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">`
    + `<stop offset="0" stop-color="hsl(${hue},75%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/>`
    + `</linearGradient></defs><rect width="750" height="300" fill="url(#b)"/>`
    + `<circle cx="640" cy="70" r="120" fill="#fff" fill-opacity=".12"/>`
    + `<circle cx="560" cy="260" r="80" fill="#fff" fill-opacity=".08"/></svg>`;
}
