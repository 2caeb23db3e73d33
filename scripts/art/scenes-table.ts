// The table and studio families' compositions (live casino, poker, bingo, game shows);
// scenes.ts has the others and the table of all of them.
import { FONT, glow, hsl, roundRect, wash } from './kit.ts';
import type { Scene } from './scenes.ts';

export const live: Scene = (g, s, rng, p, label) => {
  wash(g, s, s, hsl(p.hue, 40, 22), hsl(p.hue, 50, 8));
  glow(g, s / 2, 0, s * 0.8, 'rgba(255,236,180,0.35)');
  // The table: a felt half-oval with a gold rail.
  g.fillStyle = hsl(p.accent, 55, 28);
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
  } else {
    // Cards face up on the felt (baccarat, blackjack and the rest).
    const suits = ['♠', '♥', '♦', '♣'];
    for (let i = 0; i < 3; i++) {
      g.save();
      g.translate(s * (0.32 + i * 0.18), s * 0.36);
      g.rotate((i - 1) * 0.22);
      roundRect(g, -s * 0.1, -s * 0.14, s * 0.2, s * 0.28, s * 0.025);
      g.fillStyle = '#fff';
      g.fill();
      const suit = suits[Math.floor(rng() * 4)] ?? '♠';
      g.fillStyle = suit === '♥' || suit === '♦' ? '#c81e1e' : '#111';
      g.font = `${s * 0.13}px ${FONT}`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(suit, 0, 0);
      g.restore();
    }
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

export const poker: Scene = (g, s, rng, p) => {
  wash(g, s, s, hsl(p.hue, 45, 24), hsl(p.hue, 50, 8));
  g.fillStyle = hsl(150, 45, 22);
  g.beginPath();
  g.ellipse(s / 2, s * 0.78, s * 0.7, s * 0.4, 0, 0, Math.PI * 2);
  g.fill();
  const ranks = ['A', 'K', 'Q', 'J', '10'];
  for (let i = 0; i < 2; i++) {
    g.save();
    g.translate(s * (0.42 + i * 0.16), s * 0.34);
    g.rotate(-0.2 + i * 0.35);
    roundRect(g, -s * 0.12, -s * 0.17, s * 0.24, s * 0.34, s * 0.03);
    g.fillStyle = '#fff';
    g.fill();
    g.fillStyle = i === 0 ? '#111' : '#c81e1e';
    g.font = `${s * 0.14}px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(ranks[Math.floor(rng() * ranks.length)] ?? 'A', 0, -s * 0.03);
    g.font = `${s * 0.09}px ${FONT}`;
    g.fillText(i === 0 ? '♠' : '♥', 0, s * 0.09);
    g.restore();
  }
  for (let i = 0; i < 3; i++) {
    const x = s * (0.16 + i * 0.07);
    g.fillStyle = hsl(p.accent + i * 40, 80, 50);
    g.beginPath();
    g.ellipse(x, s * 0.56 - i * s * 0.03, s * 0.08, s * 0.03, 0, 0, Math.PI * 2);
    g.fill();
  }
};

export const bingo: Scene = (g, s, rng, p) => {
  wash(g, s, s, hsl(p.hue, 80, 55), hsl(p.hue + 40, 75, 28));
  const cell = s * 0.13;
  const left = (s - cell * 5) / 2;
  roundRect(g, left - s * 0.02, s * 0.06, cell * 5 + s * 0.04, cell * 4 + s * 0.04, s * 0.03);
  g.fillStyle = '#fff';
  g.fill();
  g.font = `${cell * 0.5}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      const x = left + c * cell + cell / 2;
      const y = s * 0.08 + r * cell + cell / 2;
      const n = c * 15 + 1 + Math.floor(rng() * 15);
      if (rng() < 0.3) {
        g.fillStyle = hsl(p.accent, 85, 55, 0.85);
        g.beginPath();
        g.arc(x, y, cell * 0.42, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = '#1f2937';
      g.fillText(String(n), x, y);
    }
  }
};

export const gameshow: Scene = (g, s, rng, p) => {
  wash(g, s, s, hsl(p.hue + 300, 70, 30), hsl(p.hue + 280, 80, 10));
  glow(g, s * 0.2, 0, s * 0.6, 'rgba(255,255,255,0.25)');
  glow(g, s * 0.8, 0, s * 0.6, 'rgba(255,255,255,0.25)');
  const cx = s / 2;
  const cy = s * 0.38;
  const n = 12;
  const turn = rng() * Math.PI;
  for (let i = 0; i < n; i++) {
    g.fillStyle = hsl(p.accent + i * 30, 85, 55);
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
};
