// A template-matching captcha solver, as a scripted attacker would write one against the
// server's pictures (test/server/captcha.test.ts measures how few it reads). It knows the
// digit strokes the server draws (an attacker could harvest them) and that there are four
// digits across the picture: it thresholds the picture to ink, halves it, and for each of
// the four slots scores every digit template (three rotations) at every nearby position by
// normalised cross-correlation, keeping the best.
import { inflateSync } from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, strokesOf } from '../../server/security/captcha-image.ts';

type Grid = { w: number; h: number; v: Float32Array };

/** RGBA pixels of a PNG written by server/db/png.ts (8-bit RGBA, filter 0 on every row). */
export function decodePng(png: Buffer): { w: number; h: number; rgba: Uint8Array } {
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + len));
    at += len + 12;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) rgba.set(raw.subarray(y * (w * 4 + 1) + 1, (y + 1) * (w * 4 + 1)), y * w * 4);
  return { w, h, rgba };
}

/** Ink fraction of each 2 x 2 block (a pixel darker than the threshold is ink). */
function inkMap(png: Buffer): Grid {
  const { w, h, rgba } = decodePng(png);
  const g: Grid = { w: w >> 1, h: h >> 1, v: new Float32Array((w >> 1) * (h >> 1)) };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const lum = 0.3 * rgba[i]! + 0.59 * rgba[i + 1]! + 0.11 * rgba[i + 2]!;
      if (lum < 150) g.v[(y >> 1) * g.w + (x >> 1)]! += 0.25;
    }
  return g;
}

interface Template {
  w: number;
  h: number;
  /** Offsets (y * image width + x added at use) of the stroke pixels. */
  on: Array<[number, number]>;
  /** The fraction of stroke pixels; the template is 1 on strokes, 0 elsewhere, minus this. */
  mean: number;
  /** Sum of the zero-mean template's squares. */
  norm2: number;
}

/** A digit's strokes drawn at half the server's size, rotated by `angle`. */
function template(d: number, angle: number): Template {
  const [w, h] = [24, 34];
  const grid = new Uint8Array(w * h);
  const put = ([x, y]: [number, number]): [number, number] => {
    const [u, v] = [x - 8, y - 14];
    return [12 + u * Math.cos(angle) - v * Math.sin(angle), 17 + u * Math.sin(angle) + v * Math.cos(angle)];
  };
  for (const stroke of strokesOf(d))
    for (let i = 1; i < stroke.length; i++) {
      const [a, b] = [put(stroke[i - 1]!), put(stroke[i]!)];
      const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 3);
      for (let k = 0; k <= n; k++) {
        const [x, y] = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const [px, py] = [Math.round(x + dx), Math.round(y + dy)];
            if (px >= 0 && py >= 0 && px < w && py < h) grid[py * w + px] = 1;
          }
      }
    }
  const on: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (grid[y * w + x]) on.push([x, y]);
  const mean = on.length / (w * h);
  return { w, h, on, mean, norm2: on.length * (1 - mean) ** 2 + (w * h - on.length) * mean ** 2 };
}

const TEMPLATES = Array.from({ length: 10 }, (_, d) => [-0.3, 0, 0.3].map((a) => template(d, a)));

/** Summed-area tables of the ink and its square, padded so any window's sums are four reads. */
function integrals(img: Grid) {
  const W = img.w + 1;
  const s1 = new Float64Array(W * (img.h + 1));
  const s2 = new Float64Array(W * (img.h + 1));
  for (let y = 0; y < img.h; y++)
    for (let x = 0; x < img.w; x++) {
      const v = img.v[y * img.w + x]!;
      const i = (y + 1) * W + x + 1;
      s1[i] = v + s1[i - 1]! + s1[i - W]! - s1[i - W - 1]!;
      s2[i] = v * v + s2[i - 1]! + s2[i - W]! - s2[i - W - 1]!;
    }
  const sum = (s: Float64Array, x0: number, y0: number, x1: number, y1: number) => {
    const [a, b, c, d] = [
      Math.max(0, Math.min(img.w, x0)),
      Math.max(0, Math.min(img.h, y0)),
      Math.max(0, Math.min(img.w, x1)),
      Math.max(0, Math.min(img.h, y1)),
    ];
    return s[d * W + c]! - s[b * W + c]! - s[d * W + a]! + s[b * W + a]!;
  };
  return { sum1: sum.bind(null, s1), sum2: sum.bind(null, s2) };
}

/** Normalised cross-correlation of template `t` with `img` at top-left (ox, oy) (outside the picture is blank). */
function ncc(img: Grid, sums: ReturnType<typeof integrals>, t: Template, ox: number, oy: number): number {
  let onSum = 0;
  for (const [x, y] of t.on) {
    const [ix, iy] = [ox + x, oy + y];
    if (ix >= 0 && iy >= 0 && ix < img.w && iy < img.h) onSum += img.v[iy * img.w + ix]!;
  }
  const sumI = sums.sum1(ox, oy, ox + t.w, oy + t.h);
  const varI = sums.sum2(ox, oy, ox + t.w, oy + t.h) - (sumI * sumI) / (t.w * t.h);
  return varI > 0 ? (onSum - t.mean * sumI) / Math.sqrt(varI * t.norm2) : -1;
}

/** The solver's reading of a captcha picture: four digits. */
export function solveCaptcha(png: Buffer, length = 4): string {
  const img = inkMap(png);
  const sums = integrals(img);
  const slot = (CAPTCHA_WIDTH - 24) / length / 2;
  let out = '';
  for (let i = 0; i < length; i++) {
    const centre = 10 + slot * (i + 0.5);
    let best = { d: 0, score: -Infinity };
    for (let d = 0; d < 10; d++)
      for (const t of TEMPLATES[d]!)
        for (let cx = centre - 10; cx <= centre + 10; cx += 2)
          for (let cy = CAPTCHA_HEIGHT / 4 - 6; cy <= CAPTCHA_HEIGHT / 4 + 6; cy += 2) {
            const score = ncc(img, sums, t, Math.round(cx - t.w / 2), Math.round(cy - t.h / 2));
            if (score > best.score) best = { d, score };
          }
    out += String(best.d);
  }
  return out;
}
