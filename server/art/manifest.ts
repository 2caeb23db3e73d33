// Which picture file is whose: the build draws the catalogue's art (scripts/build/art.ts) into
// the output folder under the image CDN paths, each file named by its bytes' hash, and lists
// them in art-manifest.json. The server reads that list once per build (the file's mtime) to
// put those URLs in its answers and to know which picture paths exist: the demo pictures have
// one generator, the build, and the server draws none. A game or vendor the build did not
// draw, and a banner published without a picture, get one of the placeholders the build drew
// with the rest (a banner its link's family backdrop); without a build there are no pictures.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ART_MANIFEST = 'art-manifest.json';

/** The CDN folders, as the seed's URLs have always used them. */
export const artPaths = {
  games: 'static-game-icons',
  vendors: 'static-vendor-icons',
  banners: 'static-banners',
  symbols: 'static-slot-symbols',
} as const;

export interface ArtManifest {
  /** A hash of everything that decided these pictures (the build redraws nothing while it is the same). */
  stamp?: string;
  /** nodeId → tile width in px → URL. */
  games: Record<string, Record<string, string>>;
  /** vassalage → URL. */
  vendors: Record<string, string>;
  /** banner id → URL. */
  banners: Record<string, string>;
  /** Slot theme → reel symbol id → URL (src/rules/slot-themes.ts; the slot page's reels). */
  symbols: Record<string, Record<string, string>>;
  /** For what the build did not draw: a game tile at each width, a vendor logo, a banner backdrop per family. */
  placeholders: {
    game: Record<string, string>;
    vendor: string;
    banners: Record<string, string>;
  };
}

const EMPTY: ArtManifest = {
  games: {},
  vendors: {},
  banners: {},
  symbols: {},
  placeholders: { game: {}, vendor: '', banners: {} },
};

/** Where a banner links decides its scene: the live lobby gets the live table, others the slot reels. */
export function bannerFamily(link: string): string {
  const type = /gameType=([A-Z]+)/.exec(link)?.[1];
  if (type) return type;
  return /invite|reward|activity/i.test(link) ? 'LOTTERY' : 'RNG';
}
let dist: string | null = null;
let loaded: { mtimeMs: number; manifest: ArtManifest; urls: ReadonlySet<string> } | null = null;
/** When the file was last looked at: a game list asks for 40 URLs, and one stat a second is enough. */
let checkedAt = 0;
const RECHECK_MS = 1000;

/** Called once at start-up with the folder the build wrote (server/app.ts). */
export function useArtFrom(distDir: string | null): void {
  dist = distDir;
  loaded = null;
  checkedAt = 0;
}

/** Every URL the manifest names: the only picture paths that exist. */
function urlsOf(m: ArtManifest): ReadonlySet<string> {
  return new Set([
    ...Object.values(m.games).flatMap((sizes) => Object.values(sizes)),
    ...Object.values(m.vendors),
    ...Object.values(m.banners),
    ...Object.values(m.symbols).flatMap((ids) => Object.values(ids)),
    ...Object.values(m.placeholders.game),
    m.placeholders.vendor,
    ...Object.values(m.placeholders.banners),
  ]);
}

function current(): { manifest: ArtManifest; urls: ReadonlySet<string> } {
  const none = { manifest: EMPTY, urls: new Set<string>() };
  if (!dist) return none;
  const now = Date.now();
  if (loaded && now - checkedAt < RECHECK_MS) return loaded;
  checkedAt = now;
  const file = join(dist, ART_MANIFEST);
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    loaded = { mtimeMs: -1, ...none };
    return loaded;
  }
  if (loaded?.mtimeMs === mtimeMs) return loaded;
  let manifest = EMPTY;
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<ArtManifest>;
    manifest = { ...EMPTY, ...read, placeholders: { ...EMPTY.placeholders, ...read.placeholders } };
  } catch {
    /* a half-written file during a rebuild: no pictures until the next read */
  }
  loaded = { mtimeMs, manifest, urls: urlsOf(manifest) };
  return loaded;
}

/** The build's manifest, re-read when a rebuild replaces it; empty without one. */
export const artManifest = (): ArtManifest => current().manifest;

/** Whether `path` is a picture the build wrote and listed (no other picture path exists). */
export const isBuiltPicture = (path: string): boolean => current().urls.has(path);

/** The picture folders: every path under them is a picture request (server/art/serve.ts). */
export const PICTURE_PATH = /^\/(static-game-icons|static-vendor-icons|static-banners|static-slot-symbols)\//;
