// The catalogue's artwork: every seeded game's tile, every vendor's logo, every banner's
// backdrop and every slot theme's reel symbols, drawn once (scripts/art/) and written as WebP under the image CDN paths the API's
// URLs use, each file named by a hash of its bytes, so a changed picture gets a new URL and
// every URL can be cached for a year. art-manifest.json tells the server which URL is whose.
//
// This is the demo pictures' one generator: the server draws none (server/art/manifest.ts).
// Besides every seeded item it draws the placeholders the server gives what the build did not
// draw: a game tile, a vendor logo, and a banner backdrop for each scene family (a banner an
// operator publishes without a picture gets its link's family).
//
// Drawing is the slow part (about 15 ms a tile), so each picture is kept in a cache folder
// (.cache/art/, gitignored) under a hash of everything that decides its pixels: the item, the
// size, the drawing code and the font. A rebuild copies unchanged pictures from there. The
// pictures are the art step's, not the app's: the app build leaves them in the output folder
// (scripts/build/files.ts), and when the manifest's stamp (a hash of the drawing code, the
// font and the seed's items) says nothing changed, the art step writes nothing at all, so a
// build after a change to app code only spends no time on pictures.
// AVIF was measured and left out: at the same quality (80) it was larger than WebP for this flat,
// high-contrast art (7.5 KB against 6.6 KB at 216 px) and took about 17 times as long to encode.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { type ArtManifest, ART_MANIFEST, artPaths, bannerFamily } from '../../server/art/manifest.ts';
import { BANNERS } from '../../server/db/seed-data/banners.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { VENDORS } from '../../server/db/seed-data/vendors.ts';
import { type ArtGame, drawBanner, drawGame, drawVendor } from '../art/draw.ts';
import { FONT_FILE } from '../art/kit.ts';
import { SCENES } from '../art/scenes.ts';
import { drawSymbol, SLOT_THEMES, SYMBOL_IDS } from '../art/slot-scene.ts';
import { root } from './options.ts';

/**
 * Tile sizes: the largest tile at 360 px is the game list's (3 columns: (360 - 24 - 20) / 3 ≈
 * 106 px), so 216 px serves a device pixel ratio of 2 and 320 px one of 3; home's row tiles
 * (100 px) and the winners' cards are smaller. Vendor logos show at 40 px (120 px at 3x).
 */
export const TILE_SIZES = [216, 320] as const;
export const VENDOR_SIZE = 120;
/** The carousel's 5:2 box is 336 px wide at 360: 750 px covers a ratio of 2.2. */
export const BANNER_WIDTH = 750;
/** A reel symbol: the slot page's reels are about 62 px wide at 360 px, so 128 px serves a ratio of 2. */
export const SYMBOL_SIZE = 128;
/** WebP quality: 70 looks the same as 80 on this flat art at tile size and saves about 15 %. */
const QUALITY = 70;

export interface ArtResult {
  manifest: ArtManifest;
  drawn: number;
  reused: number;
  /** True when the output already held these pictures (same stamp): nothing was read or written. */
  unchanged: boolean;
  ms: number;
}

/** Everything that decides how a picture looks besides its own item: the drawing code and the font. */
function codeHash(): string {
  const h = createHash('sha256');
  const dir = join(root, 'scripts/art');
  for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(join(dir, f)));
  h.update(readFileSync(FONT_FILE));
  return h.digest('hex');
}

export { bannerFamily };

/** The placeholders' own item: a name no seeded item has. */
const PLACEHOLDER = 'placeholder';

/** Everything the output's pictures depend on; the same stamp in the output's manifest means they are there. */
function stampOf(code: string, games: readonly ArtGame[]): string {
  return createHash('sha256')
    .update(code)
    .update(JSON.stringify({ QUALITY, TILE_SIZES, VENDOR_SIZE, BANNER_WIDTH, SYMBOL_SIZE, games, VENDORS, BANNERS }))
    .digest('hex')
    .slice(0, 32);
}

function readManifest(outDir: string): ArtManifest | null {
  try {
    return JSON.parse(readFileSync(join(outDir, ART_MANIFEST), 'utf8')) as ArtManifest;
  } catch {
    return null;
  }
}

export async function buildArt(
  outDir: string,
  opts: { cacheDir?: string; only?: (nodeId: string) => boolean } = {},
): Promise<ArtResult> {
  const started = performance.now();
  const code = codeHash();
  const games: ArtGame[] = generateGames()
    .filter((g) => !opts.only || opts.only(g.nodeId))
    .map((g) => ({
      nodeId: g.nodeId,
      gameName: g.gameName,
      gameType: g.gameType,
      gameCategory: g.gameCategory,
      vassalage: g.vassalage,
    }));
  const stamp = stampOf(code, games);
  const present = readManifest(outDir);
  if (present?.stamp === stamp)
    return { manifest: present, drawn: 0, reused: 0, unchanged: true, ms: Math.round(performance.now() - started) };
  const cacheDir = opts.cacheDir ?? join(root, '.cache/art');
  mkdirSync(cacheDir, { recursive: true });
  // Pictures of an earlier stamp go: every file the new manifest names is written below.
  for (const dir of Object.values(artPaths)) {
    rmSync(join(outDir, dir), { recursive: true, force: true });
    mkdirSync(join(outDir, dir), { recursive: true });
  }
  const manifest: ArtManifest = {
    stamp,
    games: {},
    vendors: {},
    banners: {},
    symbols: {},
    placeholders: { game: {}, vendor: '', banners: {} },
  };
  let drawn = 0;
  let reused = 0;

  /** The picture's bytes from the cache, or drawn and encoded (and cached); written under its hashed name. */
  const emit = async (key: string, dir: string, stem: string, draw: () => Canvas): Promise<string> => {
    const inputHash = createHash('sha256').update(code).update(`q${QUALITY}`).update(key).digest('hex').slice(0, 32);
    const cached = join(cacheDir, `${inputHash}.webp`);
    let bytes: Buffer;
    if (existsSync(cached)) {
      bytes = readFileSync(cached);
      reused++;
    } else {
      bytes = await draw().encode('webp', QUALITY);
      writeFileSync(cached, bytes);
      drawn++;
    }
    const name = nameOf(stem, bytes);
    writeFileSync(join(outDir, dir, name), bytes);
    return `/${dir}/${name}`;
  };

  const tasks: (() => Promise<void>)[] = [];
  const vendorName = new Map(VENDORS.map((v) => [v.vassalage, v.displayName]));
  const largest = TILE_SIZES[TILE_SIZES.length - 1]!;
  /** A game's tile at every size: the smaller ones are the largest scaled down, one drawing per game. */
  const tiles = async (game: ArtGame, vendor: string): Promise<Record<string, string>> => {
    let big: Canvas | null = null;
    const drawBig = () => (big ??= drawGame(game, vendor, largest));
    const entry: Record<string, string> = {};
    for (const size of TILE_SIZES) {
      const key = JSON.stringify({ kind: 'game', game, vendor, size });
      entry[size] = await emit(key, artPaths.games, `${game.nodeId}-${size}`, () =>
        size === largest ? drawBig() : scaled(drawBig(), size),
      );
    }
    return entry;
  };
  for (const game of games) {
    const vendor = vendorName.get(game.vassalage) ?? game.vassalage;
    tasks.push(async () => {
      manifest.games[game.nodeId] = await tiles(game, vendor);
    });
  }
  tasks.push(async () => {
    const game: ArtGame = { nodeId: PLACEHOLDER, gameName: '', gameType: 'RNG', gameCategory: '', vassalage: '' };
    manifest.placeholders.game = await tiles(game, '');
  });
  tasks.push(async () => {
    const v = { vassalage: PLACEHOLDER, displayName: '' };
    const key = JSON.stringify({ kind: 'vendor', v: v.vassalage, name: v.displayName, size: VENDOR_SIZE });
    manifest.placeholders.vendor = await emit(key, artPaths.vendors, PLACEHOLDER, () => drawVendor(v, VENDOR_SIZE));
  });
  for (const family of Object.keys(SCENES)) {
    const key = JSON.stringify({ kind: 'banner', id: 0, family, width: BANNER_WIDTH });
    tasks.push(async () => {
      manifest.placeholders.banners[family] = await emit(key, artPaths.banners, `${PLACEHOLDER}-${family}`, () =>
        drawBanner(0, family, BANNER_WIDTH),
      );
    });
  }
  for (const v of VENDORS) {
    const key = JSON.stringify({ kind: 'vendor', v: v.vassalage, name: v.displayName, size: VENDOR_SIZE });
    tasks.push(async () => {
      manifest.vendors[v.vassalage] = await emit(key, artPaths.vendors, v.vassalage, () => drawVendor(v, VENDOR_SIZE));
    });
  }
  for (const b of BANNERS) {
    const family = bannerFamily(b.link);
    const key = JSON.stringify({ kind: 'banner', id: b.id, family, width: BANNER_WIDTH });
    tasks.push(async () => {
      manifest.banners[b.id] = await emit(key, artPaths.banners, String(b.id), () =>
        drawBanner(b.id, family, BANNER_WIDTH),
      );
    });
  }
  for (const theme of SLOT_THEMES) {
    const ids: Record<string, string> = {};
    manifest.symbols[theme] = ids;
    for (const id of SYMBOL_IDS(theme)) {
      const key = JSON.stringify({ kind: 'symbol', theme, id, size: SYMBOL_SIZE });
      tasks.push(async () => {
        ids[id] = await emit(key, artPaths.symbols, `${theme}-${id}`, () => {
          const c = createCanvas(SYMBOL_SIZE, SYMBOL_SIZE);
          drawSymbol(c.getContext('2d'), SYMBOL_SIZE, theme, id);
          return c;
        });
      });
    }
  }
  // A few at a time: skia encodes on libuv's threads while the next picture is drawn here,
  // and the canvases waiting for an encoder stay few (each 320 px tile is 400 KB of pixels).
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  writeFileSync(join(outDir, ART_MANIFEST), JSON.stringify(manifest));
  return { manifest, drawn, reused, unchanged: false, ms: Math.round(performance.now() - started) };
}

/** `10001-216.1a2b3c4d5e.webp`: the file's own bytes name it. */
const nameOf = (stem: string, bytes: Buffer) =>
  `${stem}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.webp`;

function scaled(source: Canvas, size: number): Canvas {
  const c = createCanvas(size, size);
  const g = c.getContext('2d');
  g.imageSmoothingQuality = 'high';
  g.drawImage(source, 0, 0, size, size);
  return c;
}
