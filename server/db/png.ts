// A minimal PNG writer and a few drawing helpers for the captcha (server/security/
// captcha-image.ts), which must be drawn per request on the server. The demo pictures are not
// drawn here: the build draws them (scripts/build/art.ts).
// Kept over pngjs: writing only, 708 B against 8.4 KB brotli that is mostly a decoder (docs/architecture.md).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An RGBA canvas, row by row, as PNG wants it. */
export interface Canvas {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export const canvas = (width: number, height: number): Canvas => ({
  width,
  height,
  rgba: new Uint8Array(width * height * 4),
});

export type Rgb = readonly [number, number, number];

/** Source-over blend of one colour at `alpha` (0..1) into pixel (x, y). */
export function blend(c: Canvas, x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= c.width || y >= c.height || alpha <= 0) return;
  const i = (y * c.width + x) * 4;
  const a0 = c.rgba[i + 3]! / 255;
  const a = alpha + a0 * (1 - alpha);
  const mix = (src: number, dst: number) => Math.round((src * alpha + dst * a0 * (1 - alpha)) / a);
  c.rgba[i] = mix(r, c.rgba[i]!);
  c.rgba[i + 1] = mix(g, c.rgba[i + 1]!);
  c.rgba[i + 2] = mix(b, c.rgba[i + 2]!);
  c.rgba[i + 3] = Math.round(a * 255);
}

/** HSL (degrees, 0..100, 0..100) to RGB, as CSS computes it. */
export function hsl(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => Math.round(255 * (lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

export function encodePng(c: Canvas): Buffer {
  const stride = c.width * 4;
  const raw = Buffer.alloc((stride + 1) * c.height);
  for (let y = 0; y < c.height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(c.rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(c.width, 0);
  header.writeUInt32BE(c.height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
