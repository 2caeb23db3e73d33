// Numeric captcha images (SPEC §5: numeric, at most 6): digits drawn as jittered strokes
// with noise, as a base64 SVG data URL. No text element carries the answer. A speed bump
// for scripted guessing next to the rate limits, not strong bot protection.
import { randomInt } from 'node:crypto';

const GLYPHS: readonly string[] = [
  '0,0 16,0 16,28 0,28 0,0',
  '4,4 8,0 8,28',
  '0,0 16,0 16,14 0,14 0,28 16,28',
  '0,0 16,0 16,28 0,28|0,14 16,14',
  '0,0 0,14 16,14|16,0 16,28',
  '16,0 0,0 0,14 16,14 16,28 0,28',
  '16,0 0,0 0,28 16,28 16,14 0,14',
  '0,0 16,0 8,28',
  '0,0 16,0 16,28 0,28 0,0|0,14 16,14',
  '16,14 0,14 0,0 16,0 16,28 0,28',
];

export const CAPTCHA_LENGTH = 4;

const jitter = (v: number) => v + (randomInt(0, 31) - 15) / 10;

function digit(d: number, x: number): string {
  const angle = randomInt(-14, 15);
  const hue = randomInt(0, 360);
  const lines = GLYPHS[d]!.split('|').map((line) => {
    const pts = line
      .split(' ')
      .map((p) => p.split(',').map(Number) as [number, number])
      .map(([a, b]) => `${jitter(a).toFixed(1)},${jitter(b).toFixed(1)}`);
    return `<polyline points="${pts.join(' ')}"/>`;
  });
  return `<g transform="translate(${x} ${8 + randomInt(0, 6)}) rotate(${angle} 8 14)" stroke="hsl(${hue},70%,35%)">${lines.join('')}</g>`;
}

export function captchaAnswer(): string {
  let s = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) s += String(randomInt(0, 10));
  return s;
}

export function captchaImage(answer: string): string {
  const noise: string[] = [];
  for (let i = 0; i < 4; i++) {
    noise.push(
      `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 44)}" stroke="hsl(${randomInt(0, 360)},50%,55%)" stroke-width="1.5"/>`,
    );
  }
  for (let i = 0; i < 18; i++)
    noise.push(
      `<circle cx="${randomInt(0, 120)}" cy="${randomInt(0, 44)}" r="1.2" fill="hsl(${randomInt(0, 360)},50%,50%)"/>`,
    );
  const digits = [...answer].map((c, i) => digit(Number(c), 10 + i * 27));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f4f1e8"/>` +
    `<g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${digits.join('')}</g>${noise.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
