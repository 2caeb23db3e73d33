// The drawing kit shared by every piece of generated art: the font, colours, a seeded random
// stream per picture, backgrounds and the name plate. Build time only (@napi-rs/canvas is a
// dev dependency); the server never draws these, it serves the files the build wrote.
import { createRequire } from 'node:module';
import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { mulberry32, type Rng } from '../../server/db/seed-data/prng.ts';

export type Ctx = SKRSContext2D;

/**
 * Lilita One (SIL Open Font License) from @fontsource: skia loads its WOFF2 directly, so the
 * names look the same on every machine whatever fonts it has. The Latin subset covers
 * Portuguese (ã, ç, ê). Registered under our own family name, so a system font called
 * "Lilita One" can never stand in for it.
 */
export const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff2',
);
export const FONT = 'AuroraArt';
let registered = false;
export function registerFont(): void {
  if (registered) return;
  if (!GlobalFonts.registerFromPath(FONT_FILE, FONT)) throw new Error(`could not load the art font ${FONT_FILE}`);
  registered = true;
}

/** FNV-1a, 32 bit: the seed of a picture's random stream, from its id. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const rngFor = (id: string): Rng => mulberry32(hash32(id));

export const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%, ${a})`;

export const range = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

export function roundRect(g: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** A vertical two-stop gradient over the whole picture. */
export function wash(g: Ctx, w: number, h: number, top: string, bottom: string): void {
  const grad = g.createLinearGradient(0, 0, w * 0.3, h);
  grad.addColorStop(0, top);
  grad.addColorStop(1, bottom);
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
}

/** Light rays from a point: the classic slot-machine backdrop. */
export function burst(g: Ctx, cx: number, cy: number, radius: number, rays: number, colour: string, turn = 0): void {
  g.save();
  g.fillStyle = colour;
  for (let i = 0; i < rays; i++) {
    const a = turn + (i / rays) * Math.PI * 2;
    const b = a + Math.PI / rays;
    g.beginPath();
    g.moveTo(cx, cy);
    g.lineTo(cx + Math.cos(a) * radius, cy + Math.sin(a) * radius);
    g.lineTo(cx + Math.cos(b) * radius, cy + Math.sin(b) * radius);
    g.closePath();
    g.fill();
  }
  g.restore();
}

/** A soft glow: a radial gradient from `colour` to transparent. */
export function glow(g: Ctx, cx: number, cy: number, r: number, colour: string): void {
  const grad = g.createRadialGradient(cx, cy, 0, cx, cy, r);
  grad.addColorStop(0, colour);
  grad.addColorStop(1, 'rgba(0,0,0,0)');
  g.fillStyle = grad;
  g.fillRect(cx - r, cy - r, r * 2, r * 2);
}

/** Four-point sparkles scattered over the picture. */
export function sparkles(g: Ctx, rng: Rng, w: number, h: number, n: number, colour: string): void {
  g.save();
  g.fillStyle = colour;
  for (let i = 0; i < n; i++) {
    const x = rng() * w;
    const y = rng() * h * 0.7;
    const s = range(rng, 0.008, 0.022) * w;
    g.beginPath();
    g.moveTo(x, y - s * 2);
    g.quadraticCurveTo(x, y, x + s * 2, y);
    g.quadraticCurveTo(x, y, x, y + s * 2);
    g.quadraticCurveTo(x, y, x - s * 2, y);
    g.quadraticCurveTo(x, y, x, y - s * 2);
    g.fill();
  }
  g.restore();
}

/** Splits a name into at most `maxLines` lines of balanced length (names are 1 to 4 words). */
export function lines(name: string, maxLines: number): string[] {
  const words = name.split(/\s+/).filter((w) => w !== '');
  if (words.length <= 1 || maxLines === 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestScore = Number.POSITIVE_INFINITY;
  // Every split into two or three runs of words; the one whose longest line is shortest wins.
  for (let i = 1; i < words.length; i++) {
    const two = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const score2 = Math.max(...two.map((l) => l.length));
    if (score2 < bestScore) [best, bestScore] = [two, score2];
    if (maxLines < 3) continue;
    for (let j = i + 1; j < words.length; j++) {
      const three = [words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')];
      // A third line must earn its place: it costs height, so it wins only by a clear margin.
      const score3 = Math.max(...three.map((l) => l.length)) + 3;
      if (score3 < bestScore) [best, bestScore] = [three, score3];
    }
  }
  return best;
}

/**
 * The game's name in the art font, as large as fits the box, outlined so it reads on any
 * backdrop; centred on (cx, baseline of the box's middle).
 */
export function nameText(
  g: Ctx,
  name: string,
  box: { cx: number; cy: number; w: number; h: number },
  fill: string | CanvasGradientLike,
  outline: string,
): void {
  const rows = lines(name, 3);
  let size = box.h / rows.length / 1.05;
  g.font = `${size}px ${FONT}`;
  const widest = () => Math.max(...rows.map((r) => g.measureText(r).width));
  while (widest() > box.w && size > 6) {
    size *= 0.94;
    g.font = `${size}px ${FONT}`;
  }
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  const step = size * 1.02;
  const top = box.cy - ((rows.length - 1) * step) / 2;
  rows.forEach((row, i) => {
    const y = top + i * step;
    g.lineWidth = Math.max(2, size * 0.2);
    g.strokeStyle = outline;
    g.strokeText(row, box.cx, y);
    g.fillStyle = fill as string;
    g.fillText(row, box.cx, y);
  });
}

/** What fillStyle accepts besides a colour string. */
export type CanvasGradientLike = ReturnType<Ctx['createLinearGradient']>;

/** Gold lettering: the gradient every family's name plate uses, so the catalogue reads as one. */
export function gold(g: Ctx, top: number, bottom: number): CanvasGradientLike {
  const grad = g.createLinearGradient(0, top, 0, bottom);
  grad.addColorStop(0, '#fff6c8');
  grad.addColorStop(0.5, '#ffd34d');
  grad.addColorStop(1, '#f59e0b');
  return grad;
}
