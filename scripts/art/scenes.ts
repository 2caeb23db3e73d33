// One composition per game family: what a player recognises at a glance in a 100 px tile
// (reels for slots, a felt table for live, a rising curve for crash, numbered balls for the
// lottery, ...). Each scene paints the whole square; the name plate goes over its lower part.
// The table and studio families are in scenes-table.ts.
import type { Rng } from '../../server/db/seed-data/prng.ts';
import { burst, type Ctx, FONT, glow, hsl, range, roundRect, sparkles, wash } from './kit.ts';
import { bingo, gameshow, live, poker } from './scenes-table.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { slotScene } from './slot-scene.ts';

/** A vendor's colours: every scene takes its hues from here, so one provider's games look related. */
export interface Palette {
  hue: number;
  /** A second hue for accents (opposite-ish on the wheel). */
  accent: number;
}

export type Scene = (g: Ctx, s: number, rng: Rng, p: Palette, label: string) => void;

function ball(g: Ctx, x: number, y: number, r: number, hue: number, text: string): void {
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  grad.addColorStop(0, hsl(hue, 90, 80));
  grad.addColorStop(1, hsl(hue, 80, 38));
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(x, y, r * 0.55, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#1d1d1d';
  g.font = `${r * 0.7}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y + r * 0.04);
}

const fish: Scene = (g, s, rng, p, label) => {
  wash(g, s, s, hsl(160 + (p.hue % 40) + rng() * 110, 75, 42), hsl(215 + rng() * 40, 85, 14));
  for (let i = 0; i < 4; i++) {
    g.strokeStyle = `rgba(255,255,255,${0.08 + i * 0.03})`;
    g.lineWidth = s * 0.01;
    g.beginPath();
    for (let x = 0; x <= s; x += s / 20) g.lineTo(x, s * (0.1 + i * 0.05) + Math.sin(x / (s * 0.08) + i) * s * 0.015);
    g.stroke();
  }
  for (let i = 0; i < 4; i++) {
    const x = range(rng, 0.2, 0.8) * s;
    const y = range(rng, 0.2, 0.55) * s;
    const r = range(rng, 0.07, 0.14) * s;
    const dir = rng() < 0.5 ? -1 : 1;
    g.fillStyle = hsl(p.accent + i * 35, 90, 58);
    g.beginPath();
    g.ellipse(x, y, r, r * 0.55, 0, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(x - dir * r * 0.8, y);
    g.lineTo(x - dir * r * 1.5, y - r * 0.5);
    g.lineTo(x - dir * r * 1.5, y + r * 0.5);
    g.fill();
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(x + dir * r * 0.5, y - r * 0.12, r * 0.14, 0, Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = 'rgba(255,255,255,0.6)';
  g.lineWidth = s * 0.006;
  for (let i = 0; i < 9; i++) {
    g.beginPath();
    g.arc(rng() * s, rng() * s * 0.6, range(rng, 0.01, 0.03) * s, 0, Math.PI * 2);
    g.stroke();
  }
  boss(g, s, Math.floor(rng() * 4), p.accent + rng() * 90);
  fishProp(g, s, label);
};

/** The big catch a fishing table is known for: an octopus, a jellyfish, a crab or a whale. */
function boss(g: Ctx, s: number, kind: number, hue: number): void {
  g.fillStyle = hsl(hue, 85, 55);
  g.beginPath();
  if (kind === 0) {
    g.arc(s * 0.5, s * 0.3, s * 0.15, Math.PI, 0);
    g.fill();
    g.lineWidth = s * 0.035;
    g.strokeStyle = hsl(hue, 85, 55);
    g.lineCap = 'round';
    g.beginPath();
    for (let i = 0; i < 5; i++) {
      g.moveTo(s * (0.38 + i * 0.06), s * 0.3);
      g.quadraticCurveTo(s * (0.34 + i * 0.07), s * 0.45, s * (0.4 + i * 0.05), s * 0.55);
    }
    g.stroke();
  } else if (kind === 1) {
    g.ellipse(s * 0.5, s * 0.3, s * 0.16, s * 0.12, 0, Math.PI, 0);
    g.fill();
    g.strokeStyle = hsl(hue, 90, 75, 0.8);
    g.lineWidth = s * 0.012;
    g.beginPath();
    for (let i = 0; i < 6; i++) {
      g.moveTo(s * (0.37 + i * 0.05), s * 0.3);
      g.lineTo(s * (0.36 + i * 0.05), s * 0.55);
    }
    g.stroke();
  } else if (kind === 2) {
    g.ellipse(s * 0.5, s * 0.38, s * 0.16, s * 0.1, 0, 0, Math.PI * 2);
    g.arc(s * 0.28, s * 0.24, s * 0.07, 0, Math.PI * 2);
    g.arc(s * 0.72, s * 0.24, s * 0.07, 0, Math.PI * 2);
    g.fill();
  } else {
    g.ellipse(s * 0.46, s * 0.34, s * 0.3, s * 0.14, 0, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(s * 0.74, s * 0.34);
    g.lineTo(s * 0.92, s * 0.2);
    g.lineTo(s * 0.92, s * 0.46);
    g.fill();
  }
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(s * (kind === 3 ? 0.3 : 0.45), s * (kind === 3 ? 0.32 : 0.26), s * 0.025, 0, Math.PI * 2);
  g.fill();
}

/** What a fishing game hunts with or for, by its name: a shark's fin, a mermaid's tail, coral, a rod, a harpoon or a sight. */
function fishProp(g: Ctx, s: number, label: string): void {
  const n = label.toUpperCase();
  g.save();
  if (n.includes('SHARK')) {
    g.fillStyle = '#475569';
    g.beginPath();
    g.moveTo(s * 0.3, s * 0.55);
    g.quadraticCurveTo(s * 0.55, s * 0.3, s * 0.62, s * 0.12);
    g.quadraticCurveTo(s * 0.68, s * 0.4, s * 0.78, s * 0.55);
    g.fill();
  } else if (n.includes('MERMAID')) {
    g.fillStyle = '#14b8a6';
    g.beginPath();
    g.ellipse(s * 0.5, s * 0.36, s * 0.09, s * 0.2, 0.3, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(s * 0.42, s * 0.52);
    g.lineTo(s * 0.28, s * 0.62);
    g.lineTo(s * 0.5, s * 0.58);
    g.lineTo(s * 0.58, s * 0.66);
    g.fill();
  } else if (n.includes('REEF')) {
    g.strokeStyle = '#f472b6';
    g.lineCap = 'round';
    g.lineWidth = s * 0.035;
    g.beginPath();
    for (const [x, h] of [
      [0.3, 0.3],
      [0.5, 0.4],
      [0.7, 0.28],
    ] as const) {
      g.moveTo(s * x, s * 0.6);
      g.lineTo(s * x, s * (0.6 - h));
      g.moveTo(s * x, s * (0.6 - h * 0.5));
      g.lineTo(s * (x + 0.08), s * (0.6 - h * 0.8));
    }
    g.stroke();
  } else if (n.includes('ANGLER') || n.includes('FISHING')) {
    g.strokeStyle = '#78350f';
    g.lineWidth = s * 0.025;
    g.beginPath();
    g.moveTo(s * 0.1, s * 0.6);
    g.lineTo(s * 0.6, s * 0.08);
    g.stroke();
    g.strokeStyle = '#f8fafc';
    g.lineWidth = s * 0.006;
    g.beginPath();
    g.moveTo(s * 0.6, s * 0.08);
    g.lineTo(s * 0.72, s * 0.45);
    g.stroke();
  } else if (n.includes('HARPOON')) {
    g.strokeStyle = '#e2e8f0';
    g.lineWidth = s * 0.02;
    g.beginPath();
    g.moveTo(s * 0.08, s * 0.58);
    g.lineTo(s * 0.78, s * 0.12);
    g.stroke();
    g.fillStyle = '#e2e8f0';
    g.beginPath();
    g.moveTo(s * 0.86, s * 0.07);
    g.lineTo(s * 0.72, s * 0.11);
    g.lineTo(s * 0.77, s * 0.19);
    g.fill();
  } else {
    g.strokeStyle = '#ef4444';
    g.lineWidth = s * 0.02;
    g.beginPath();
    g.arc(s * 0.5, s * 0.34, s * 0.16, 0, Math.PI * 2);
    g.moveTo(s * 0.5, s * 0.12);
    g.lineTo(s * 0.5, s * 0.56);
    g.moveTo(s * 0.28, s * 0.34);
    g.lineTo(s * 0.72, s * 0.34);
    g.stroke();
  }
  g.restore();
}

/** The crash tile: the multiplier curve and what rides it, by the game's name (a jet, a rocket, a balloon, a comet...). */
const crash: Scene = (g, s, rng, p, label) => {
  const hue = p.hue + 200 + rng() * 100;
  wash(g, s, s, hsl(hue, 65, 32), hsl(hue + 20, 70, 8));
  sparkles(g, rng, s, s, 12, 'rgba(255,255,255,0.7)');
  const rise = 0.26 + rng() * 0.08;
  g.strokeStyle = hsl(p.accent + rng() * 60, 95, 60);
  g.lineWidth = s * 0.03;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(s * 0.08, s * 0.6);
  g.quadraticCurveTo(s * 0.45, s * 0.58, s * 0.62, s * rise);
  g.stroke();
  // Large and in the middle: the tile's corner holds the favourite star.
  craft(g, s * 1.8, label.toUpperCase().split(' ')[0] ?? '', s * 0.62, s * rise);
  g.fillStyle = hsl(p.accent, 95, 70);
  g.font = `${s * 0.13}px ${FONT}`;
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillText(`${(1 + rng() * 9).toFixed(2)}x`, s * 0.08, s * 0.2);
};

/** What rides a crash game's curve, drawn at its tip. */
function craft(g: Ctx, s: number, kind: string, x: number, y: number): void {
  g.save();
  g.translate(x, y);
  const disc = (cx: number, cy: number, r: number, colour: string) => {
    g.fillStyle = colour;
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.fill();
  };
  if (kind === 'BALLOON') {
    disc(0, 0, s * 0.12, '#ef4444');
    g.fillStyle = '#facc15';
    g.fillRect(-s * 0.12, -s * 0.02, s * 0.24, s * 0.04);
    g.fillStyle = '#92400e';
    g.fillRect(-s * 0.035, s * 0.15, s * 0.07, s * 0.05);
  } else if (kind === 'METEOR' || kind === 'COMET') {
    g.rotate(-0.8);
    g.fillStyle = 'rgba(251,146,60,0.8)';
    g.beginPath();
    g.moveTo(0, -s * 0.07);
    g.lineTo(-s * 0.3, 0);
    g.lineTo(0, s * 0.07);
    g.fill();
    disc(0, 0, s * 0.08, kind === 'METEOR' ? '#a8a29e' : '#e0f2fe');
  } else if (kind === 'STORM') {
    g.fillStyle = '#fde047';
    g.beginPath();
    for (const [px, py] of [
      [0.02, -0.14],
      [-0.08, 0.02],
      [0, 0.02],
      [-0.05, 0.15],
      [0.09, -0.03],
      [0.01, -0.03],
      [0.07, -0.14],
    ] as const)
      g.lineTo(px * s, py * s);
    g.fill();
  } else if (kind === 'ORBIT') {
    disc(0, 0, s * 0.09, '#a78bfa');
    g.strokeStyle = '#fde68a';
    g.lineWidth = s * 0.02;
    g.beginPath();
    g.ellipse(0, 0, s * 0.16, s * 0.05, -0.4, 0, Math.PI * 2);
    g.stroke();
  } else if (kind === 'PIXEL') {
    g.fillStyle = '#4ade80';
    for (const [px, py] of [
      [0, -2],
      [-1, -1],
      [0, -1],
      [1, -1],
      [-2, 0],
      [-1, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [-1, 1],
      [1, 1],
    ] as const)
      g.fillRect(px * s * 0.035 - s * 0.0175, py * s * 0.035, s * 0.035, s * 0.035);
  } else {
    // A jet, a rocket or a turbo craft: a dart with its flame, the rocket longer.
    const long = kind === 'ROCKET' || kind === 'NITRO' ? 1.5 : 1;
    g.rotate(-1.0);
    g.fillStyle = kind === 'TURBO' || kind === 'NITRO' ? '#38bdf8' : '#f8fafc';
    g.beginPath();
    g.moveTo(s * 0.1 * long, 0);
    g.lineTo(-s * 0.06, -s * 0.05);
    g.lineTo(-s * 0.06, s * 0.05);
    g.closePath();
    g.fill();
    g.fillStyle = '#f97316';
    g.beginPath();
    g.moveTo(-s * 0.06, -s * 0.03);
    g.lineTo(-s * 0.14 * long, 0);
    g.lineTo(-s * 0.06, s * 0.03);
    g.fill();
  }
  g.restore();
}

/** Football by default; a basketball or tennis game shows its own ball. */
const sports: Scene = (g, s, rng, p, label) => {
  if (/basket/i.test(label)) return basketball(g, s);
  if (/tennis/i.test(label)) return tennis(g, s);
  wash(g, s, s, hsl(120 + (p.hue % 30), 55, 38), hsl(140, 60, 16));
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = s * 0.012;
  g.strokeRect(s * 0.06, s * 0.06, s * 0.88, s * 0.88);
  g.beginPath();
  g.arc(s / 2, s * 0.5, s * 0.16, 0, Math.PI * 2);
  g.moveTo(s / 2, s * 0.06);
  g.lineTo(s / 2, s * 0.94);
  g.stroke();
  // The ball: white with a dark pentagon, in the vendor's light.
  glow(g, s * 0.5, s * 0.32, s * 0.3, hsl(p.accent, 100, 70, 0.4));
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(s * 0.5, s * 0.32, s * 0.15, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#111';
  g.beginPath();
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5 + rng() * 0.05;
    g.lineTo(s * 0.5 + Math.cos(a) * s * 0.06, s * 0.32 + Math.sin(a) * s * 0.06);
  }
  g.fill();
};

/** A basketball: orange with its seams, over a court's wood. */
function basketball(g: Ctx, s: number): void {
  wash(g, s, s, hsl(30, 60, 42), hsl(20, 65, 18));
  const x = s * 0.5;
  const y = s * 0.36;
  const r = s * 0.2;
  g.fillStyle = '#f97316';
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#1c1917';
  g.lineWidth = s * 0.014;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.moveTo(x - r, y);
  g.lineTo(x + r, y);
  g.moveTo(x, y - r);
  g.lineTo(x, y + r);
  g.stroke();
  g.beginPath();
  g.arc(x - r * 1.35, y, r, -0.75, 0.75);
  g.stroke();
  g.beginPath();
  g.arc(x + r * 1.35, y, r, Math.PI - 0.75, Math.PI + 0.75);
  g.stroke();
}

/** A tennis ball: yellow-green with its white curve, over a hard court. */
function tennis(g: Ctx, s: number): void {
  wash(g, s, s, hsl(210, 55, 40), hsl(220, 60, 16));
  g.strokeStyle = 'rgba(255,255,255,0.6)';
  g.lineWidth = s * 0.012;
  g.strokeRect(s * 0.1, s * 0.06, s * 0.8, s * 0.88);
  const x = s * 0.5;
  const y = s * 0.36;
  const r = s * 0.17;
  g.fillStyle = '#d9f99d';
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#fff';
  g.lineWidth = s * 0.016;
  g.beginPath();
  g.arc(x - r * 1.2, y, r, -0.9, 0.9);
  g.stroke();
  g.beginPath();
  g.arc(x + r * 1.2, y, r, Math.PI - 0.9, Math.PI + 0.9);
  g.stroke();
}

/** An esports tile: a game controller in neon over a dark arena. */
const esports: Scene = (g, s, rng, p) => {
  wash(g, s, s, hsl(p.hue + 260, 60, 22), hsl(p.hue + 280, 70, 6));
  sparkles(g, rng, s, s, 10, 'rgba(255,255,255,0.6)');
  glow(g, s * 0.5, s * 0.36, s * 0.34, hsl(p.accent, 100, 60, 0.45));
  g.fillStyle = '#1e1b4b';
  g.strokeStyle = hsl(p.accent, 95, 65);
  g.lineWidth = s * 0.02;
  roundRect(g, s * 0.2, s * 0.24, s * 0.6, s * 0.26, s * 0.12);
  g.fill();
  g.stroke();
  // The cross pad and two buttons.
  g.fillStyle = hsl(p.accent, 95, 70);
  g.fillRect(s * 0.28, s * 0.345, s * 0.12, s * 0.035);
  g.fillRect(s * 0.3225, s * 0.3, s * 0.035, s * 0.125);
  g.beginPath();
  g.arc(s * 0.64, s * 0.33, s * 0.025, 0, Math.PI * 2);
  g.arc(s * 0.7, s * 0.39, s * 0.025, 0, Math.PI * 2);
  g.fill();
};

/** A cockfight tile: a rooster (body, red comb, fanned tail) in a sand pit's light. */
const cockfight: Scene = (g, s, rng, p) => {
  wash(g, s, s, hsl(35, 55, 40), hsl(20, 60, 14));
  glow(g, s * 0.5, s * 0.36, s * 0.36, hsl(p.accent, 100, 70, 0.3));
  // The tail: three fanned feathers.
  for (let i = 0; i < 3; i++) {
    g.fillStyle = hsl(150 + i * 40 + rng() * 10, 60, 30 + i * 6);
    g.beginPath();
    g.ellipse(s * 0.34, s * 0.3, s * 0.07, s * 0.2, -0.6 + i * 0.35, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#b45309';
  g.beginPath();
  g.ellipse(s * 0.5, s * 0.42, s * 0.17, s * 0.12, 0, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.arc(s * 0.64, s * 0.24, s * 0.07, 0, Math.PI * 2);
  g.fill();
  g.fillRect(s * 0.6, s * 0.26, s * 0.07, s * 0.12);
  // Comb, wattle and beak.
  g.fillStyle = '#dc2626';
  g.beginPath();
  g.arc(s * 0.62, s * 0.165, s * 0.03, 0, Math.PI * 2);
  g.arc(s * 0.67, s * 0.17, s * 0.028, 0, Math.PI * 2);
  g.arc(s * 0.7, s * 0.31, s * 0.022, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#facc15';
  g.beginPath();
  g.moveTo(s * 0.7, s * 0.225);
  g.lineTo(s * 0.77, s * 0.245);
  g.lineTo(s * 0.7, s * 0.265);
  g.fill();
  g.fillStyle = '#111';
  g.beginPath();
  g.arc(s * 0.66, s * 0.23, s * 0.011, 0, Math.PI * 2);
  g.fill();
  // Legs.
  g.strokeStyle = '#facc15';
  g.lineWidth = s * 0.018;
  g.beginPath();
  g.moveTo(s * 0.46, s * 0.52);
  g.lineTo(s * 0.44, s * 0.6);
  g.moveTo(s * 0.54, s * 0.52);
  g.lineTo(s * 0.56, s * 0.6);
  g.stroke();
};

/** The lottery's own draw on its tile: five balls of 80 for a Quina, six of 60 for a Mega or Sena, a bolt for a quick draw. */
const lottery: Scene = (g, s, rng, p, label) => {
  const format = formatOfGame(label);
  wash(g, s, s, hsl(p.hue, 70, 46), hsl(p.hue + 20, 75, 18));
  burst(g, s / 2, s * 0.4, s, 14, 'rgba(255,255,255,0.08)', rng());
  const used = new Set<number>();
  const spots: [number, number, number][] = [
    [0.28, 0.3, 0.13],
    [0.52, 0.22, 0.15],
    [0.74, 0.33, 0.12],
    [0.4, 0.47, 0.11],
    [0.64, 0.5, 0.1],
    [0.16, 0.5, 0.09],
  ].slice(0, format.kind === 'each' ? 3 : format.drawn) as [number, number, number][];
  for (const [x, y, r] of spots) {
    let n = 1 + Math.floor(rng() * format.pool);
    while (used.has(n)) n = (n % format.pool) + 1;
    used.add(n);
    ball(g, x * s, y * s, r * s, p.accent + n * 6, String(n).padStart(2, '0'));
  }
  if (format.kind !== 'each') return;
  // A quick draw's lightning bolt.
  g.fillStyle = '#ffd34d';
  g.strokeStyle = '#7c2d12';
  g.lineWidth = s * 0.012;
  g.beginPath();
  for (const [x, y] of [
    [0.62, 0.36],
    [0.5, 0.56],
    [0.58, 0.56],
    [0.52, 0.72],
    [0.74, 0.48],
    [0.65, 0.48],
    [0.72, 0.36],
  ] as const)
    g.lineTo(x * s, y * s);
  g.closePath();
  g.fill();
  g.stroke();
};

/** By game type; a vendor's bingo games listed as slots (BGS) get the bingo scene. */
export const SCENES: Readonly<Record<string, Scene>> = {
  RNG: slotScene,
  LIVE: live,
  FISH: fish,
  CRASH: crash,
  SPORTS: sports,
  ESPORTS: esports,
  COCKFIGHT: cockfight,
  LOTTERY: lottery,
  POKER: poker,
  BINGO: bingo,
  GAMESHOW: gameshow,
};
