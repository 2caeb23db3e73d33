// Which picture file is whose: the build draws the catalogue's art (scripts/build/art.ts) into
// the output folder under the image CDN paths, each file named by its bytes' hash, and lists
// them in art-manifest.json. The server reads that list once per build (the file's mtime) to
// put those URLs in its answers; without a build, or for a game the build did not draw (an
// operator's own), the URLs fall back to the generated PNG placeholders (server/db/icons.ts).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ART_MANIFEST = 'art-manifest.json';

/** The CDN folders, as the seed's URLs have always used them. */
export const artPaths = {
  games: 'static-game-icons',
  vendors: 'static-vendor-icons',
  banners: 'static-banners',
} as const;

export interface ArtManifest {
  /** nodeId → tile width in px → URL. */
  games: Record<string, Record<string, string>>;
  /** vassalage → URL. */
  vendors: Record<string, string>;
  /** banner id → URL. */
  banners: Record<string, string>;
}

const EMPTY: ArtManifest = { games: {}, vendors: {}, banners: {} };
let dist: string | null = null;
let loaded: { mtimeMs: number; manifest: ArtManifest } | null = null;
/** When the file was last looked at: a game list asks for 40 URLs, and one stat a second is enough. */
let checkedAt = 0;
const RECHECK_MS = 1000;

/** Called once at start-up with the folder the build wrote (server/app.ts). */
export function useArtFrom(distDir: string | null): void {
  dist = distDir;
  loaded = null;
  checkedAt = 0;
}

/** The build's manifest, re-read when a rebuild replaces it; empty without one. */
export function artManifest(): ArtManifest {
  if (!dist) return EMPTY;
  const now = Date.now();
  if (loaded && now - checkedAt < RECHECK_MS) return loaded.manifest;
  checkedAt = now;
  const file = join(dist, ART_MANIFEST);
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    loaded = { mtimeMs: -1, manifest: EMPTY };
    return EMPTY;
  }
  if (loaded?.mtimeMs === mtimeMs) return loaded.manifest;
  let manifest = EMPTY;
  try {
    manifest = { ...EMPTY, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<ArtManifest>) };
  } catch {
    /* a half-written file during a rebuild: placeholders until the next read */
  }
  loaded = { mtimeMs, manifest };
  return manifest;
}

/** A file the build wrote: `<stem>.<10 hex>.webp` under one of the art folders. */
export const HASHED_ART = /^\/(static-game-icons|static-vendor-icons|static-banners)\/[\w-]{1,40}\.[0-9a-f]{10}\.webp$/;
