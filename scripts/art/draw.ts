// The pictures the catalogue shows: a game's tile (its family's scene in its vendor's colours
// and frame, the name in the art font), a vendor's logo for the vendor strip, and a banner's
// backdrop (the client writes the banner's localized title over it).
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { FONT, glow, gold, hsl, nameText, registerFont, rngFor, roundRect, sparkles, wash } from './kit.ts';
import { type Palette, SCENES } from './scenes.ts';

export interface ArtGame {
  nodeId: string;
  gameName: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
}

export interface ArtVendor {
  vassalage: string;
  displayName: string;
}

/**
 * Each seeded vendor's hue and frame, chosen by hand so neighbours in a vendor strip differ;
 * a vendor not listed gets both from a hash of its code.
 */
const VENDOR_STYLE: Readonly<Record<string, { hue: number; frame: number }>> = {
  PGE: { hue: 12, frame: 0 },
  TA: { hue: 265, frame: 1 },
  SS: { hue: 330, frame: 2 },
  SPB: { hue: 200, frame: 3 },
  NOVASPIN: { hue: 160, frame: 1 },
  BGS: { hue: 45, frame: 2 },
  LUMENLIVE: { hue: 220, frame: 0 },
  ROYALDEAL: { hue: 350, frame: 3 },
  OCEANFISH: { hue: 190, frame: 0 },
  REEFHUNT: { hue: 20, frame: 2 },
  ARENASPORT: { hue: 130, frame: 0 },
  GOALLINE: { hue: 210, frame: 3 },
  ESPORTX: { hue: 280, frame: 1 },
  COCKFT: { hue: 25, frame: 2 },
  ROCKETLAB: { hue: 15, frame: 1 },
  SKYDASH: { hue: 190, frame: 3 },
  SHOWTIME: { hue: 300, frame: 0 },
  WHEELZ: { hue: 40, frame: 2 },
  TCG_LOTTO_VN: { hue: 140, frame: 3 },
  TCG_SEA: { hue: 215, frame: 0 },
  LOTT: { hue: 50, frame: 2 },
  ELOTT: { hue: 285, frame: 1 },
  ACEPOKER: { hue: 0, frame: 0 },
  RIVERROOM: { hue: 170, frame: 2 },
  BINGOLA: { hue: 320, frame: 3 },
  BALL75: { hue: 95, frame: 1 },
};

function styleOf(vassalage: string): { palette: Palette; frame: number } {
  const known = VENDOR_STYLE[vassalage];
  const seed = rngFor(`vendor:${vassalage}`);
  const hue = known?.hue ?? Math.floor(seed() * 360);
  return { palette: { hue, accent: (hue + 150) % 360 }, frame: known?.frame ?? Math.floor(seed() * 4) };
}

/** The vendor's frame over the scene: four kinds, so two vendors of one family never look alike. */
function frame(g: ReturnType<Canvas['getContext']>, s: number, kind: number, p: Palette, mark: string): void {
  g.save();
  if (kind === 0) {
    g.lineWidth = s * 0.03;
    g.strokeStyle = gold(g, 0, s);
    // The tiles' CSS rounds 14 px of about 106: the rim follows that curve.
    roundRect(g, s * 0.02, s * 0.02, s * 0.96, s * 0.96, s * 0.12);
    g.stroke();
  } else if (kind === 1) {
    g.shadowColor = hsl(p.accent, 100, 60);
    g.shadowBlur = s * 0.04;
    g.lineWidth = s * 0.014;
    g.strokeStyle = hsl(p.accent, 100, 75);
    roundRect(g, s * 0.035, s * 0.035, s * 0.93, s * 0.93, s * 0.09);
    g.stroke();
  } else if (kind === 2) {
    // A corner ribbon with the vendor's monogram.
    g.fillStyle = hsl(p.accent, 85, 50);
    g.beginPath();
    g.moveTo(s * 0.62, 0);
    g.lineTo(s * 0.82, 0);
    g.lineTo(s, s * 0.18);
    g.lineTo(s, s * 0.38);
    g.closePath();
    g.fill();
    g.translate(s * 0.84, s * 0.16);
    g.rotate(Math.PI / 4);
    g.fillStyle = '#fff';
    g.font = `${s * 0.07}px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(mark, 0, 0);
  } else {
    g.fillStyle = hsl(p.hue, 90, 60, 0.9);
    g.fillRect(0, 0, s, s * 0.025);
    g.fillRect(0, s * 0.975, s, s * 0.025);
  }
  g.restore();
}

/** A vendor's monogram: its acronym when its name has one ('PG Soft' → 'PG'), else initials ('Sorte Grande' → 'SG'), or a one-word name's first three letters. */
export function monogram(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  if (words.length === 0) return '?';
  const acronym = words.find((w) => /^\p{Lu}{2,3}$/u.test(w));
  if (acronym) return acronym;
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A game's tile, `size` px square. */
export function drawGame(game: ArtGame, vendorName: string, size: number): Canvas {
  registerFont();
  const c = createCanvas(size, size);
  const g = c.getContext('2d');
  const { palette, frame: kind } = styleOf(game.vassalage);
  // Sub-grouped vendors draw as what they are: bingo, esports, cockfight (SPEC §4 grouping).
  const family =
    game.gameCategory === 'BGS'
      ? 'BINGO'
      : game.gameCategory === 'ESPORTS' || game.gameCategory === 'COCKFIGHT'
        ? game.gameCategory
        : game.gameType;
  const scene = SCENES[family] ?? SCENES.RNG!;
  scene(g, size, rngFor(`game:${game.nodeId}`), palette, game.gameName);
  // The name plate: a dark fade so the gold name reads over any scene.
  const fade = g.createLinearGradient(0, size * 0.55, 0, size);
  fade.addColorStop(0, 'rgba(0,0,0,0)');
  fade.addColorStop(0.35, 'rgba(0,0,0,0.55)');
  fade.addColorStop(1, 'rgba(0,0,0,0.85)');
  g.fillStyle = fade;
  g.fillRect(0, size * 0.55, size, size * 0.45);
  nameText(
    g,
    game.gameName,
    { cx: size / 2, cy: size * 0.8, w: size * 0.88, h: size * 0.3 },
    gold(g, size * 0.66, size * 0.94),
    '#2a1300',
  );
  frame(g, size, kind, palette, monogram(vendorName));
  return c;
}

/** A vendor's logo, `size` px square: its monogram on an emblem in its colours. */
export function drawVendor(vendor: ArtVendor, size: number): Canvas {
  registerFont();
  const c = createCanvas(size, size);
  const g = c.getContext('2d');
  const { palette, frame: kind } = styleOf(vendor.vassalage);
  roundRect(g, 0, 0, size, size, size * 0.22);
  g.save();
  g.clip();
  wash(g, size, size, hsl(palette.hue, 80, 50), hsl(palette.hue + 25, 80, 22));
  glow(g, size * 0.3, size * 0.2, size * 0.7, 'rgba(255,255,255,0.3)');
  if (kind % 2 === 1) {
    g.strokeStyle = hsl(palette.accent, 100, 75, 0.8);
    g.lineWidth = size * 0.04;
    g.beginPath();
    g.arc(size / 2, size / 2, size * 0.38, 0, Math.PI * 2);
    g.stroke();
  } else {
    sparkles(g, rngFor(`vendor:${vendor.vassalage}`), size, size, 4, 'rgba(255,255,255,0.7)');
  }
  g.restore();
  const mark = monogram(vendor.displayName);
  nameText(
    g,
    mark,
    { cx: size / 2, cy: size * 0.52, w: size * 0.76, h: size * (mark.length > 2 ? 0.36 : 0.46) },
    '#fff',
    hsl(palette.hue, 80, 18),
  );
  return c;
}

/** The backdrop of a home banner, width x width·2/5 (the carousel's 5:2 box), with its family's scene on the right. */
export function drawBanner(id: number, family: string, width: number): Canvas {
  registerFont();
  const h = Math.round((width * 2) / 5);
  const c = createCanvas(width, h);
  const g = c.getContext('2d');
  const rng = rngFor(`banner:${id}`);
  const hue = Math.floor(rng() * 360);
  wash(g, width, h, hsl(hue, 75, 40), hsl(hue + 50, 75, 14));
  sparkles(g, rng, width, h, 14, 'rgba(255,255,255,0.6)');
  // The scene is drawn into a square on the right, faded into the backdrop on its left edge,
  // so the client's title on the left keeps a calm background.
  const scene = SCENES[family] ?? SCENES.RNG!;
  const square = createCanvas(h, h);
  const sg = square.getContext('2d');
  scene(sg, h, rng, { hue, accent: (hue + 150) % 360 }, family);
  // Its left half fades out (destination-in keeps the scene where the mask is opaque).
  const mask = sg.createLinearGradient(0, 0, h * 0.55, 0);
  mask.addColorStop(0, 'rgba(0,0,0,0)');
  mask.addColorStop(1, 'rgba(0,0,0,1)');
  sg.globalCompositeOperation = 'destination-in';
  sg.fillStyle = mask;
  sg.fillRect(0, 0, h, h);
  g.drawImage(square, width - h, 0);
  // A darker foot: the client sets the banner's title there (.bnr-title, bottom 44 px).
  const foot = g.createLinearGradient(0, h * 0.45, 0, h);
  foot.addColorStop(0, 'rgba(0,0,0,0)');
  foot.addColorStop(1, 'rgba(0,0,0,0.45)');
  g.fillStyle = foot;
  g.fillRect(0, h * 0.45, width, h * 0.55);
  return c;
}
