// A slot's tile and its reels' symbols, by theme (src/rules/slot-themes.ts): the tile shows the
// game's subject large (a wolf game shows a wolf) over its theme's backdrop, with two of the
// theme's other motifs beside it; the slot page's reels carry the same motifs, drawn here too,
// so the game looks like its tile. Two tiles of one subject still differ: the side motifs, the
// side the hero faces and the backdrop's tint come from the game's own random stream.
import type { Rng } from '../../server/db/seed-data/prng.ts';
import { SLOT_THEMES, type SlotTheme, slotArtOf, THEME_MOTIFS } from '../../src/rules/slot-themes.ts';
import { burst, type Ctx, FONT, glow, hsl, range, registerFont, roundRect, sparkles, wash } from './kit.ts';
import { MOTIFS } from './motifs.ts';
import type { Palette } from './scenes.ts';

/** Each theme's backdrop hue and its scenery, painted before the motifs. */
const BACKDROPS: Readonly<
  Record<SlotTheme, { hue: number; sat: number; scenery: (g: Ctx, s: number, rng: Rng) => void }>
> = {
  wild: {
    hue: 230,
    sat: 55,
    scenery: (g, s) => {
      glow(g, s * 0.78, s * 0.16, s * 0.22, 'rgba(254,249,195,0.55)');
      g.fillStyle = '#fef9c3';
      g.beginPath();
      g.arc(s * 0.78, s * 0.16, s * 0.09, 0, Math.PI * 2);
      g.fill();
    },
  },
  birds: {
    hue: 140,
    sat: 60,
    scenery: (g, s, rng) => {
      for (let i = 0; i < 7; i++) {
        g.fillStyle = hsl(120 + rng() * 40, 65, 22 + rng() * 14, 0.85);
        g.beginPath();
        g.ellipse(rng() * s, s * (0.05 + rng() * 0.5), s * 0.16, s * 0.05, rng() * Math.PI, 0, Math.PI * 2);
        g.fill();
      }
    },
  },
  desert: {
    hue: 32,
    sat: 80,
    scenery: (g, s) => {
      glow(g, s * 0.5, s * 0.3, s * 0.45, 'rgba(255,237,160,0.5)');
      g.fillStyle = 'rgba(120,53,15,0.45)';
      g.beginPath();
      g.ellipse(s * 0.3, s * 0.62, s * 0.5, s * 0.12, 0, 0, Math.PI * 2);
      g.ellipse(s * 0.85, s * 0.6, s * 0.4, s * 0.1, 0, 0, Math.PI * 2);
      g.fill();
    },
  },
  ocean: {
    hue: 205,
    sat: 80,
    scenery: (g, s, rng) => {
      g.strokeStyle = 'rgba(255,255,255,0.45)';
      g.lineWidth = s * 0.008;
      for (let i = 0; i < 10; i++) {
        g.beginPath();
        g.arc(rng() * s, rng() * s * 0.6, range(rng, 0.01, 0.03) * s, 0, Math.PI * 2);
        g.stroke();
      }
    },
  },
  fruit: {
    hue: 320,
    sat: 75,
    scenery: (g, s, rng) => burst(g, s / 2, s * 0.34, s, 16, 'rgba(255,255,255,0.12)', rng()),
  },
  orient: {
    hue: 355,
    sat: 70,
    scenery: (g, s) => {
      g.fillStyle = 'rgba(254,202,202,0.25)';
      g.beginPath();
      g.arc(s * 0.5, s * 0.34, s * 0.34, 0, Math.PI * 2);
      g.fill();
    },
  },
  fiesta: {
    hue: 175,
    sat: 70,
    scenery: (g, s, rng) => {
      for (let i = 0; i < 18; i++) {
        g.fillStyle = hsl(rng() * 360, 90, 60);
        g.fillRect(rng() * s, rng() * s * 0.6, s * 0.025, s * 0.012);
      }
    },
  },
  saga: {
    hue: 195,
    sat: 45,
    scenery: (g, s, rng) => {
      g.fillStyle = 'rgba(148,163,184,0.45)';
      g.beginPath();
      g.moveTo(0, s * 0.6);
      g.lineTo(s * 0.25, s * 0.3);
      g.lineTo(s * 0.45, s * 0.6);
      g.lineTo(s * 0.7, s * 0.25);
      g.lineTo(s, s * 0.6);
      g.fill();
      sparkles(g, rng, s, s * 0.5, 8, 'rgba(255,255,255,0.8)');
    },
  },
};

/** The slot family's tile scene: the theme's backdrop, its subject large, two other motifs small. */
export function slotScene(g: Ctx, s: number, rng: Rng, p: Palette, label: string): void {
  const { theme, hero } = slotArtOf(label);
  const back = BACKDROPS[theme];
  // The vendor's hue leans the theme's colours a little, and the game's own stream a little more.
  const hue = back.hue + ((p.hue % 60) - 30) * 0.5 + range(rng, -12, 12);
  wash(g, s, s, hsl(hue, back.sat, 42), hsl(hue + 20, back.sat + 10, 12));
  back.scenery(g, s, rng);
  glow(g, s / 2, s * 0.34, s * 0.36, hsl(p.accent, 100, 70, 0.3));
  const others = THEME_MOTIFS[theme].filter((m) => m !== hero);
  const first = Math.floor(rng() * others.length);
  const sides = [others[first]!, others[(first + 1) % others.length]!];
  const mirror = rng() < 0.5;
  for (const [i, name] of sides.entries()) {
    const x = (i === 0) !== mirror ? s * 0.15 : s * 0.85;
    MOTIFS[name]?.(g, x, s * 0.2, s * 0.1);
  }
  g.save();
  if (mirror) {
    g.translate(s, 0);
    g.scale(-1, 1);
  }
  MOTIFS[hero]?.(g, s / 2, s * 0.33, s * 0.24);
  g.restore();
}

/** The symbols of a theme's reels: its four motifs, the card ranks, the wild and the scatter. */
export const SYMBOL_IDS = (theme: SlotTheme): readonly string[] => [
  ...THEME_MOTIFS[theme],
  'A',
  'K',
  'Q',
  'J',
  'wild',
  'scatter',
];

/** One reel symbol, `s` px square on a transparent ground. */
export function drawSymbol(g: Ctx, s: number, theme: SlotTheme, id: string): void {
  registerFont();
  const hue = BACKDROPS[theme].hue;
  const motif = MOTIFS[id];
  if (motif) return motif(g, s / 2, s / 2, s * 0.42);
  if (id === 'wild' || id === 'scatter') {
    // The wild: a gold plate with WILD; the scatter: a star burst coin with the theme's hero.
    if (id === 'wild') {
      roundRect(g, s * 0.06, s * 0.22, s * 0.88, s * 0.56, s * 0.12);
      g.fillStyle = hsl(hue + 180, 80, 35);
      g.fill();
      g.lineWidth = s * 0.05;
      g.strokeStyle = '#facc15';
      g.stroke();
      text(g, s, 'WILD', s * 0.3, '#fde047');
    } else {
      burst(g, s / 2, s / 2, s * 0.5, 12, 'rgba(250,204,21,0.6)');
      g.fillStyle = '#facc15';
      g.beginPath();
      g.arc(s / 2, s / 2, s * 0.3, 0, Math.PI * 2);
      g.fill();
      MOTIFS[THEME_MOTIFS[theme][0]]?.(g, s / 2, s / 2, s * 0.2);
    }
    return;
  }
  text(g, s, id, s * 0.62, hsl(hue + 40 * 'AKQJ'.indexOf(id), 85, 60));
}

function text(g: Ctx, s: number, t: string, size: number, fill: string): void {
  g.font = `${size}px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.lineWidth = size * 0.14;
  g.strokeStyle = '#1c1917';
  g.strokeText(t, s / 2, s * 0.53);
  g.fillStyle = fill;
  g.fillText(t, s / 2, s * 0.53);
}

export { SLOT_THEMES };
