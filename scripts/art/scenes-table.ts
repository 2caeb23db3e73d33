// The table and studio families' compositions (live casino, poker, bingo, game shows);
// scenes.ts has the others and the table of all of them.
import { type Ctx, FONT, glow, hsl, roundRect, wash } from './kit.ts';
import type { Scene } from './scenes.ts';

export const live: Scene = (g, s, rng, p, label) => {
  // Each table its own room and felt (six of each), so two tables of one studio side by side differ.
  const room = p.hue + Math.floor(rng() * 6) * 60;
  wash(g, s, s, hsl(room, 65, 40), hsl(room, 60, 12));
  glow(g, s / 2, 0, s * 0.8, 'rgba(255,236,180,0.35)');
  // The table: a felt half-oval with a gold rail.
  g.fillStyle = hsl(p.accent + Math.floor(rng() * 6) * 60, 65, 36);
  g.beginPath();
  g.ellipse(s / 2, s * 0.62, s * 0.62, s * 0.42, 0, Math.PI, 0);
  g.fill();
  g.strokeStyle = '#e8b64a';
  g.lineWidth = s * 0.025;
  g.stroke();
  const upper = label.toUpperCase();
  if (upper.includes('ROULETTE')) {
    const cx = s / 2;
    const cy = s * 0.36;
    for (let i = 0; i < 18; i++) {
      g.fillStyle = i === 0 ? '#16a34a' : i % 2 ? '#b91c1c' : '#111';
      g.beginPath();
      g.moveTo(cx, cy);
      g.arc(cx, cy, s * 0.22, (i / 18) * Math.PI * 2, ((i + 1) / 18) * Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#e8b64a';
    g.beginPath();
    g.arc(cx, cy, s * 0.08, 0, Math.PI * 2);
    g.fill();
  } else if (upper.includes('BACCARAT')) {
    // Baccarat: the player's and the banker's hands side by side, under their boxes' colours.
    for (const [i, colour, tag] of [
      [0, '#1d4ed8', 'P'],
      [1, '#b91c1c', 'B'],
    ] as const) {
      const cx = s * (0.3 + i * 0.4);
      roundRect(g, cx - s * 0.17, s * 0.5, s * 0.34, s * 0.1, s * 0.03);
      g.fillStyle = colour;
      g.fill();
      write(g, tag, cx, s * 0.555, s * 0.08, '#fff');
      for (let k = 0; k < 2; k++) card(g, cx + (k - 0.5) * s * 0.13, s * 0.33, s, (k - 0.5) * 0.3, rng);
    }
  } else {
    // Blackjack: the dealer's shoe, a hand of 21 and a stack of chips.
    roundRect(g, s * 0.08, s * 0.2, s * 0.16, s * 0.2, s * 0.02);
    g.fillStyle = '#111827';
    g.fill();
    card(g, s * 0.48, s * 0.33, s, -0.15, rng, 'A');
    card(g, s * 0.62, s * 0.35, s, 0.15, rng, 'K');
    for (let i = 0; i < 4; i++) {
      g.fillStyle = hsl(p.accent + i * 25, 80, 50);
      g.beginPath();
      g.ellipse(s * 0.84, s * (0.46 - i * 0.035), s * 0.08, s * 0.03, 0, 0, Math.PI * 2);
      g.fill();
    }
    write(g, '21', s * 0.55, s * 0.55, s * 0.1, '#fde047');
  }
  // A round "LIVE" tag: live tables are told apart by this everywhere.
  roundRect(g, s * 0.06, s * 0.06, s * 0.26, s * 0.11, s * 0.055);
  g.fillStyle = '#e11d48';
  g.fill();
  g.fillStyle = '#fff';
  g.font = `${s * 0.07}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('● LIVE', s * 0.19, s * 0.117);
};

const SUITS = ['♠', '♥', '♦', '♣'];

/** A card face up, centred on (x, y), turned by `turn`: its rank given or drawn, its suit drawn. */
function card(g: Ctx, x: number, y: number, s: number, turn: number, rng: () => number, rank?: string): void {
  g.save();
  g.translate(x, y);
  g.rotate(turn);
  roundRect(g, -s * 0.08, -s * 0.12, s * 0.16, s * 0.24, s * 0.02);
  g.fillStyle = '#fff';
  g.fill();
  const suit = SUITS[Math.floor(rng() * 4)] ?? '♠';
  const red = suit === '♥' || suit === '♦';
  write(
    g,
    rank ?? ['A', 'K', 'Q', 'J', '9', '8'][Math.floor(rng() * 6)] ?? 'A',
    0,
    -s * 0.035,
    s * 0.09,
    red ? '#c81e1e' : '#111',
  );
  write(g, suit, 0, s * 0.06, s * 0.08, red ? '#c81e1e' : '#111');
  g.restore();
}

function write(g: Ctx, text: string, x: number, y: number, size: number, colour: string): void {
  g.fillStyle = colour;
  g.font = `${size}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y);
}

/** How many cards a poker game deals a player: a Texas hand is two, Omaha four, a draw or video poker five. */
function handSize(name: string): number {
  const n = name.toUpperCase();
  if (n.includes('OMAHA')) return 4;
  if (n.includes('TEEN PATTI') || n.includes('THREE CARD') || n.includes('PINEAPPLE')) return 3;
  if (n.includes('HOLD') || n.includes('SHORT DECK')) return 2;
  return 5;
}

/** Winning video poker hands a machine's screen shows: ranks dealt, left to right. */
const HANDS = [
  ['10', 'J', 'Q', 'K', 'A'],
  ['A', 'A', 'A', 'A', '7'],
  ['K', 'K', 'K', '9', '9'],
  ['5', '6', '7', '8', '9'],
  ['J', 'J', '4', '8', '2'],
  ['Q', 'Q', 'Q', '3', '6'],
] as const;

/** A video poker machine: its screen in one of a few machine colours, dealing a winning hand. */
function videoPoker(g: Ctx, s: number, rng: () => number, p: { hue: number; accent: number }): void {
  const hue = (p.hue + Math.floor(rng() * 6) * 60) % 360;
  wash(g, s, s, hsl(hue, 70, 30), hsl(hue + 20, 70, 10));
  roundRect(g, s * 0.05, s * 0.12, s * 0.9, s * 0.46, s * 0.04);
  g.fillStyle = hsl(hue + 200, 80, 22);
  g.fill();
  const hand = HANDS[Math.floor(rng() * HANDS.length)] ?? HANDS[0];
  for (let i = 0; i < 5; i++) {
    card(g, s * (0.15 + i * 0.175), s * 0.33, s * 1.05, 0, rng, hand[i]);
    if (rng() < 0.6) write(g, 'HELD', s * (0.15 + i * 0.175), s * 0.5, s * 0.045, '#fde047');
  }
}

export const poker: Scene = (g, s, rng, p, label) => {
  if (/jacks|video/i.test(label)) return videoPoker(g, s, rng, p);
  wash(g, s, s, hsl(p.hue, 45, 24), hsl(p.hue, 50, 8));
  g.fillStyle = hsl(150, 45, 22);
  g.beginPath();
  g.ellipse(s / 2, s * 0.78, s * 0.7, s * 0.4, 0, 0, Math.PI * 2);
  g.fill();
  const n = handSize(label);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1) - 0.5;
    card(g, s * (0.5 + t * (0.12 * n)), s * (0.34 + Math.abs(t) * 0.06), s * 1.25, t * 0.6, rng);
  }
  for (let i = 0; i < 3; i++) {
    g.fillStyle = hsl(p.accent + i * 40, 80, 50);
    g.beginPath();
    g.ellipse(s * (0.16 + i * 0.07), s * 0.58 - i * s * 0.03, s * 0.08, s * 0.03, 0, 0, Math.PI * 2);
    g.fill();
  }
};

/** A bingo card as its game deals it: a 90-ball ticket (3 rows of 9), a 30-ball card (3 by 3) or a 75-ball BINGO card. */
export const bingo: Scene = (g, s, rng, p, label) => {
  const hue = p.hue + rng() * 120;
  wash(g, s, s, hsl(hue, 80, 55), hsl(hue + 40, 75, 28));
  const balls = /\b(90|30)\b/.exec(label)?.[1];
  const [rows, cols, pool] = balls === '90' ? [3, 9, 90] : balls === '30' ? [3, 3, 30] : [5, 5, 75];
  const cell = Math.min((s * 0.84) / cols, (s * 0.5) / (rows + (pool === 75 ? 1 : 0)));
  const left = (s - cell * cols) / 2;
  let top = s * 0.06;
  roundRect(
    g,
    left - s * 0.02,
    top - s * 0.01,
    cell * cols + s * 0.04,
    cell * (rows + (pool === 75 ? 1 : 0)) + s * 0.03,
    s * 0.03,
  );
  g.fillStyle = '#fff';
  g.fill();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (pool === 75) {
    g.font = `${cell * 0.6}px ${FONT}`;
    g.fillStyle = hsl(hue + 180, 80, 40);
    for (let c = 0; c < 5; c++) g.fillText('BINGO'[c]!, left + c * cell + cell / 2, top + cell / 2);
    top += cell;
  }
  g.font = `${cell * 0.5}px ${FONT}`;
  const span = pool / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * cell + cell / 2;
      const y = top + r * cell + cell / 2;
      // A 90-ball ticket leaves four of each row's nine squares empty.
      if (pool === 90 && (r * 7 + c * 3) % 9 < 4) continue;
      const n = Math.floor(c * span) + 1 + Math.floor(rng() * span);
      if (rng() < 0.35) {
        g.fillStyle = hsl(p.accent + hue, 85, 55, 0.85);
        g.beginPath();
        g.arc(x, y, cell * 0.42, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = '#1f2937';
      g.fillText(String(n), x, y);
    }
  }
};

/** A game show's tile: its own prop (a coin, dice, a ball drop, a prize tower, cards) or the money wheel. */
export const gameshow: Scene = (g, s, rng, p, label) => {
  wash(g, s, s, hsl(p.hue + 300, 70, 30), hsl(p.hue + 280, 80, 10));
  glow(g, s * 0.2, 0, s * 0.6, 'rgba(255,255,255,0.25)');
  glow(g, s * 0.8, 0, s * 0.6, 'rgba(255,255,255,0.25)');
  const n = label.toUpperCase();
  if (n.includes('COIN')) return coin(g, s, rng);
  if (n.includes('DICE')) return dice(g, s, rng);
  if (n.includes('BALL')) return ballDrop(g, s, rng, p.accent);
  if (n.includes('TOWER')) return tower(g, s, rng, p.accent);
  if (n.includes('CARD')) {
    for (let i = 0; i < 3; i++) card(g, s * (0.32 + i * 0.18), s * 0.34, s * 1.2, (i - 1) * 0.25, rng);
    return;
  }
  wheel(g, s, rng, p.accent);
};

function wheel(g: Ctx, s: number, rng: () => number, accent: number): void {
  const cx = s / 2;
  const cy = s * 0.38;
  const n = 12;
  const turn = rng() * Math.PI;
  for (let i = 0; i < n; i++) {
    g.fillStyle = hsl(accent + i * 30, 85, 55);
    g.beginPath();
    g.moveTo(cx, cy);
    g.arc(cx, cy, s * 0.3, turn + (i / n) * Math.PI * 2, turn + ((i + 1) / n) * Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = '#ffd34d';
  g.lineWidth = s * 0.02;
  g.beginPath();
  g.arc(cx, cy, s * 0.3, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = '#ffd34d';
  g.beginPath();
  g.arc(cx, cy, s * 0.05, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.moveTo(cx - s * 0.05, s * 0.03);
  g.lineTo(cx + s * 0.05, s * 0.03);
  g.lineTo(cx, s * 0.12);
  g.fill();
}

function coin(g: Ctx, s: number, rng: () => number): void {
  g.save();
  g.translate(s / 2, s * 0.36);
  g.scale(1, 0.7 + rng() * 0.3);
  g.fillStyle = '#b45309';
  g.beginPath();
  g.arc(0, s * 0.03, s * 0.27, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#facc15';
  g.beginPath();
  g.arc(0, 0, s * 0.27, 0, Math.PI * 2);
  g.fill();
  write(g, rng() < 0.5 ? '$' : '★', 0, 0, s * 0.26, '#b45309');
  g.restore();
}

function dice(g: Ctx, s: number, rng: () => number): void {
  for (const [x, turn] of [
    [0.36, -0.25],
    [0.64, 0.2],
  ] as const) {
    g.save();
    g.translate(s * x, s * 0.36);
    g.rotate(turn);
    roundRect(g, -s * 0.13, -s * 0.13, s * 0.26, s * 0.26, s * 0.04);
    g.fillStyle = '#f8fafc';
    g.fill();
    const face = 1 + Math.floor(rng() * 6);
    const spots: Record<number, [number, number][]> = {
      1: [[0, 0]],
      2: [
        [-1, -1],
        [1, 1],
      ],
      3: [
        [-1, -1],
        [0, 0],
        [1, 1],
      ],
      4: [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ],
      5: [
        [-1, -1],
        [1, -1],
        [0, 0],
        [-1, 1],
        [1, 1],
      ],
      6: [
        [-1, -1],
        [1, -1],
        [-1, 0],
        [1, 0],
        [-1, 1],
        [1, 1],
      ],
    };
    g.fillStyle = '#b91c1c';
    for (const [dx, dy] of spots[face]!) {
      g.beginPath();
      g.arc(dx * s * 0.07, dy * s * 0.07, s * 0.025, 0, Math.PI * 2);
      g.fill();
    }
    g.restore();
  }
}

function ballDrop(g: Ctx, s: number, rng: () => number, accent: number): void {
  g.fillStyle = 'rgba(255,255,255,0.85)';
  for (let row = 0; row < 5; row++)
    for (let i = 0; i <= row + 2; i++) {
      g.beginPath();
      g.arc(s * (0.5 + (i - (row + 2) / 2) * 0.11), s * (0.12 + row * 0.09), s * 0.012, 0, Math.PI * 2);
      g.fill();
    }
  g.fillStyle = hsl(accent, 90, 60);
  g.beginPath();
  g.arc(s * (0.42 + rng() * 0.16), s * 0.2, s * 0.045, 0, Math.PI * 2);
  g.fill();
}

function tower(g: Ctx, s: number, rng: () => number, accent: number): void {
  for (let i = 0; i < 5; i++) {
    const w = s * (0.5 - i * 0.07);
    roundRect(g, s / 2 - w / 2, s * (0.54 - i * 0.1), w, s * 0.085, s * 0.02);
    g.fillStyle = hsl(accent + i * 30 + rng() * 10, 80, 55);
    g.fill();
  }
  write(g, '★', s / 2, s * 0.06, s * 0.1, '#fde047');
}
