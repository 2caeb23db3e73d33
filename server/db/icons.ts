// Generated artwork for the seeded catalogue: a coloured rounded square with initials, so
// every tile and vendor strip has a picture with no network and no image files to ship.
// Deterministic: the colour comes from a hash of the id, so a game keeps its look. PNG, as
// an operator's game art is (png.ts says why that matters for the measurements).
import { blend, canvas, drawText, encodePng, hsl, type Canvas, type Rgb } from './png.ts';

/** FNV-1a, 32 bit: a stable spread of ids over the colour wheel. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Only letters and digits are drawn: the font has nothing else, and names can hold anything. */
function initials(name: string, max: number): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const letters = words.length > 1 ? words.map((w) => w[0] ?? '').join('') : (words[0] ?? '?');
  return letters.slice(0, max).toUpperCase();
}

/** A diagonal gradient over the whole canvas; a rounded square when `radius` > 0 (edges anti-aliased). */
function fillGradient(c: Canvas, from: Rgb, to: Rgb, radius: number): void {
  const { width: w, height: h, rgba } = c;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      const r = Math.round(from[0] + (to[0] - from[0]) * t);
      const g = Math.round(from[1] + (to[1] - from[1]) * t);
      const b = Math.round(from[2] + (to[2] - from[2]) * t);
      // Distance past the nearest corner's circle decides coverage; inside the straight edges it is 1.
      const qx = Math.max(radius - x - 0.5, x + 0.5 - (w - radius), 0);
      const qy = Math.max(radius - y - 0.5, y + 0.5 - (h - radius), 0);
      const coverage = qx === 0 || qy === 0 ? 1 : Math.min(1, Math.max(0, radius + 0.5 - Math.sqrt(qx * qx + qy * qy)));
      const i = (y * w + x) * 4;
      rgba[i] = r;
      rgba[i + 1] = g;
      rgba[i + 2] = b;
      rgba[i + 3] = Math.round(coverage * 255);
    }
  }
}

function disc(c: Canvas, cx: number, cy: number, r: number, alpha: number): void {
  for (let y = Math.max(0, cy - r - 1); y < Math.min(c.height, cy + r + 1); y++) {
    for (let x = Math.max(0, cx - r - 1); x < Math.min(c.width, cx + r + 1); x++) {
      const coverage = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
      blend(c, x, y, WHITE, alpha * coverage);
    }
  }
}

const WHITE: Rgb = [255, 255, 255];
const SIZE = 120;

function tile(id: string, label: string, caption: string): Buffer {
  const hue = hash(id) % 360;
  const c = canvas(SIZE, SIZE);
  fillGradient(c, hsl(hue, 70, 52), hsl((hue + 40) % 360, 65, 32), 22);
  // Long labels use smaller pixels so three or four letters still fit inside the square.
  drawText(
    c,
    label,
    SIZE / 2,
    caption === '' ? SIZE / 2 : 54,
    label.length <= 2 ? 7 : label.length === 3 ? 5 : 4,
    WHITE,
  );
  if (caption !== '') drawText(c, caption, SIZE / 2, 98, 2, WHITE, 0.8);
  return encodePng(c);
}

// Generated pictures are deterministic, so each is drawn once per server and kept; the cap
// keeps requests for made-up vendor codes or banner ids from growing the memory.
const drawn = new Map<string, Buffer>();
const KEEP_AT_MOST = 4000;
function once(key: string, draw: () => Buffer): Buffer {
  let png = drawn.get(key);
  if (!png) {
    png = draw();
    if (drawn.size < KEEP_AT_MOST) drawn.set(key, png);
  }
  return png;
}

export function gameIconPng(game: { nodeId: string; gameName: string; gameType: string }): Buffer {
  return once(`game:${game.nodeId}:${game.gameName}:${game.gameType}`, () =>
    tile(game.nodeId, initials(game.gameName, 2), initials(game.gameType, 8)),
  );
}

export function vendorIconPng(vassalage: string): Buffer {
  // Multi-part codes (TCG_LOTTO_VN) read best as initials, single words as their first three letters.
  const words = vassalage.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const label = words.length > 1 ? initials(vassalage, 4) : initials(vassalage, 3);
  return once(`vendor:${vassalage}`, () => tile(vassalage, label, ''));
}

/** A 750x300 decorative banner backdrop; the localized title is drawn by the client over it. */
export function bannerPng(id: number): Buffer {
  return once(`banner:${id}`, () => {
    const hue = hash(`banner-${id}`) % 360;
    const c = canvas(750, 300);
    fillGradient(c, hsl(hue, 75, 45), hsl((hue + 60) % 360, 70, 25), 0);
    disc(c, 640, 70, 120, 0.12);
    disc(c, 560, 260, 80, 0.08);
    return encodePng(c);
  });
}
