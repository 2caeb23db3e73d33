// Numeric captcha pictures, rasterised on the server (PNG, server/db/png.ts). The SVG they
// replace carried each digit's outline in glyph coordinates: a 40-line script read 50 of
// 50. Here the picture holds only pixels, and each one is drawn to defeat a template
// match while a person still reads it: every digit has its own size, slant, rotation,
// stroke width and colour; digits overlap their neighbours by a random amount; the whole
// picture is bent by two sine waves; and strokes of the same width and colours as the
// digits (worms) run through them, with speckles over a mottled background.
// A speed bump for scripted guessing beside the rate limits, not strong bot protection.
import { randomInt } from 'node:crypto';
import { blend, canvas, encodePng, hsl, type Canvas, type Rgb } from '../db/png.ts';

/** The digits as strokes in a 16 x 28 box; '|' separates strokes. */
export const DIGIT_STROKES: readonly string[] = [
  '8,0 13,2 16,8 16,20 13,26 8,28 3,26 0,20 0,8 3,2 8,0',
  '3,5 9,0 9,28|4,28 14,28',
  '0,6 4,1 9,0 14,2 16,7 14,13 0,28 16,28',
  '1,2 7,0 13,1 16,6 13,12 6,14 13,16 16,21 13,27 7,28 0,26',
  '12,28 12,0 0,19 16,19',
  '15,0 2,0 1,12 8,10 14,13 16,19 13,26 7,28 0,26',
  '14,1 8,0 3,4 0,13 0,21 3,27 8,28 13,26 16,20 13,15 8,14 3,16 0,20',
  '0,0 16,0 6,28',
  '8,14 3,11 1,6 4,1 8,0 12,1 15,6 13,11 8,14 3,17 0,22 3,27 8,28 13,27 16,22 13,17 8,14',
  '16,8 13,13 8,14 3,12 0,7 3,2 8,0 13,2 16,8 16,15 13,24 7,28 2,27',
];

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 88;

type Pt = [number, number];

/** Uniform floats in [0, 1): the crypto generator in service (the answer must not be predictable), a seeded one in tests. */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export const strokesOf = (d: number): Pt[][] =>
  DIGIT_STROKES[d]!.split('|').map((line) => line.split(' ').map((p) => p.split(',').map(Number) as Pt));

/** Anti-aliased thick segment: coverage falls off over one pixel at the edge. */
function segment(c: Canvas, a: Pt, b: Pt, width: number, colour: Rgb): void {
  const r = width / 2 + 1;
  const [x0, x1] = [Math.floor(Math.min(a[0], b[0]) - r), Math.ceil(Math.max(a[0], b[0]) + r)];
  const [y0, y1] = [Math.floor(Math.min(a[1], b[1]) - r), Math.ceil(Math.max(a[1], b[1]) + r)];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy || 1;
  for (let y = Math.max(0, y0); y <= Math.min(c.height - 1, y1); y++)
    for (let x = Math.max(0, x0); x <= Math.min(c.width - 1, x1); x++) {
      const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2));
      const dist = Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
      const cover = Math.min(1, width / 2 + 0.5 - dist);
      if (cover > 0) blend(c, x, y, colour, cover);
    }
}

/** Draws a polyline through `warp`, cut into pieces of at most 3 px so the waves bend it. */
function polyline(c: Canvas, pts: Pt[], width: number, colour: Rgb, warp: (p: Pt) => Pt): void {
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1]!, pts[i]!];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 3));
    let prev = warp(a);
    for (let k = 1; k <= n; k++) {
      const next = warp([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
      segment(c, prev, next, width, colour);
      prev = next;
    }
  }
}

export interface CaptchaStyle {
  /** false draws upright digits in a row on a plain background: the solver test's control. */
  distort: boolean;
  random: Random;
}

/** The picture's random choices, each from `random`. */
function chooser(random: Random) {
  const f = (min: number, max: number) => min + random() * (max - min);
  return { f, ink: (): Rgb => hsl(Math.floor(f(0, 360)), Math.floor(f(45, 80)), Math.floor(f(22, 38))) };
}
type Chooser = ReturnType<typeof chooser>;
type Warp = (p: Pt) => Pt;

/** Mottled background: soft blobs of nearly its lightness, no edges for a threshold to keep. */
function background(c: Canvas, r: Chooser, bg: Rgb): void {
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) blend(c, x, y, bg, 1);
  for (let i = 0; i < 14; i++) {
    const [bx, by, br] = [r.f(0, c.width), r.f(0, c.height), r.f(6, 18)];
    const tint = hsl(Math.floor(r.f(0, 360)), 35, Math.floor(r.f(78, 88)));
    for (let y = Math.floor(by - br); y <= by + br; y++)
      for (let x = Math.floor(bx - br); x <= bx + br; x++)
        if (Math.hypot(x - bx, y - by) < br) blend(c, x, y, tint, 0.5);
  }
}

/**
 * One digit with its own size, aspect, slant, rotation, wobble, stroke width and colour;
 * about half are drawn as outlines (a reader sees the same digit, a template of solid
 * strokes matches it much worse).
 */
function digit(c: Canvas, r: Chooser, d: number, left: number, bg: Rgb, warp: Warp): void {
  const scale = r.f(1.65, 2.05);
  const aspect = r.f(0.8, 1.25);
  const [wa, wf, wp] = [r.f(1, 2.5), r.f(0.15, 0.3), r.f(0, 6.3)];
  const [angle, shear, width] = [r.f(-0.6, 0.6), r.f(-0.4, 0.4), r.f(4.5, 6.5)];
  const [cx, cy] = [left + 8 * scale, c.height / 2 + r.f(-4, 4)];
  const place = ([gx, gy]: Pt): Pt => {
    const u = (gx - 8 + shear * (gy - 14) + wa * Math.sin(wf * gy + wp)) * scale * aspect;
    const v = (gy - 14 + wa * Math.sin(wf * gx * 1.7 + wp)) * scale;
    return [cx + u * Math.cos(angle) - v * Math.sin(angle), cy + u * Math.sin(angle) + v * Math.cos(angle)];
  };
  const colour = r.ink();
  const hollow = r.f(0, 1) < 0.5;
  for (const stroke of strokesOf(d)) {
    polyline(c, stroke.map(place), width, colour, warp);
    if (hollow) polyline(c, stroke.map(place), width - 3.4, bg, warp);
  }
}

/** Clutter over the digits: worms as dark as they are, short arcs like pieces of digits, cuts, speckles. */
function clutter(c: Canvas, r: Chooser, bg: Rgb, warp: Warp): void {
  for (let i = 0; i < 2; i++) {
    const pts: Pt[] = [];
    let [wx, wy, dir] = [r.f(-10, 40), r.f(20, c.height - 20), r.f(-0.6, 0.6)];
    for (let k = 0; k < 16 && wx < c.width + 10; k++) {
      pts.push([wx, wy]);
      dir = Math.max(-1.1, Math.min(1.1, dir + r.f(-0.45, 0.45)));
      wx += 9 * Math.cos(dir);
      wy = Math.max(8, Math.min(c.height - 8, wy + 9 * Math.sin(dir)));
    }
    polyline(c, pts, i === 0 ? r.f(2.5, 3.5) : r.f(1.5, 2.5), r.ink(), warp);
  }
  for (let i = 0; i < 6; i++) {
    const [ox, oy, rad, a0] = [r.f(0, c.width), r.f(10, c.height - 10), r.f(5, 12), r.f(0, 6.3)];
    const arc: Pt[] = [];
    for (let k = 0; k <= 6; k++) arc.push([ox + rad * Math.cos(a0 + k * 0.4), oy + rad * Math.sin(a0 + k * 0.4)]);
    polyline(c, arc, r.f(1.6, 2.6), r.ink(), warp);
  }
  // Cuts in the background colour break strokes into pieces; a reader joins them.
  for (let i = 0; i < 2; i++) {
    const y0 = r.f(20, c.height - 20);
    const cut: Pt[] = [
      [0, y0],
      [c.width / 2, y0 + r.f(-18, 18)],
      [c.width, y0 + r.f(-18, 18)],
    ];
    polyline(c, cut, r.f(1.5, 2.2), bg, warp);
  }
  for (let i = 0; i < 260; i++) {
    const [sx, sy] = [Math.floor(r.f(0, c.width)), Math.floor(r.f(0, c.height))];
    blend(c, sx, sy, r.ink(), r.f(0.4, 0.9));
    blend(c, sx + 1, sy, r.ink(), r.f(0.3, 0.7));
  }
}

/** Upright digits in a row on a plain background: what the solver test reads as its control. */
function plain(answer: string): Canvas {
  const c = canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const bg: Rgb = [245, 242, 232];
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) blend(c, x, y, bg, 1);
  const slot = (c.width - 24) / answer.length;
  [...answer].forEach((ch, i) => {
    const left = 20 + i * slot;
    for (const stroke of strokesOf(Number(ch)))
      polyline(
        c,
        stroke.map(([x, y]): Pt => [left + x * 2, c.height / 2 + (y - 14) * 2]),
        4.5,
        [40, 40, 40],
        (p) => p,
      );
  });
  return c;
}

export function captchaPng(answer: string, style: Partial<CaptchaStyle> = {}): Buffer {
  if (style.distort === false) return encodePng(plain(answer));
  const r = chooser(style.random ?? cryptoRandom);
  const c = canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const bg = hsl(Math.floor(r.f(30, 60)), 40, 93);
  background(c, r, bg);
  // The whole picture bends along two sine waves.
  const [ax, fx, px] = [r.f(3, 6), r.f(0.025, 0.05), r.f(0, 6.3)];
  const [ay, fy, py] = [r.f(2, 5), r.f(0.03, 0.06), r.f(0, 6.3)];
  const warp: Warp = ([x, y]) => [x + ax * Math.sin(fy * y * 2 + py), y + ay * Math.sin(fx * x + px)];
  const slot = (c.width - 24) / answer.length;
  let left = r.f(16, 26);
  for (const ch of answer) {
    digit(c, r, Number(ch), left, bg, warp);
    // The next digit starts anywhere from touching this one to overlapping it.
    left += slot * r.f(0.85, 1);
  }
  clutter(c, r, bg, warp);
  return encodePng(c);
}
