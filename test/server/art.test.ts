// The catalogue's artwork as a player's phone receives it: the build draws it (scripts/build/
// art.ts) for a handful of games here, and the server puts the hashed WebP URLs in its answers
// and serves them with a year's immutable cache; a game without built art gets the build's
// placeholder tile. The build is the only generator: the server draws no picture.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, GamePage, HomeContent, Vendor } from '../../src/api/types.ts';
import { ART_MANIFEST } from '../../server/art/manifest.ts';
import { buildArt } from '../../scripts/build/art.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { SLOT_THEMES, THEME_MOTIFS } from '../../src/rules/slot-themes.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';

// The lobby's first four games (what a phone shows first) and two others.
const DRAWN = new Set(
  [
    ...generateGames()
      .sort((a, b) => a.sort - b.sort)
      .slice(0, 4),
    ...generateGames().slice(-2),
  ].map((g) => g.nodeId),
);
const dist = tempDir('aurora-art-dist-');
const cache = tempDir('aurora-art-cache-');
let s: Awaited<ReturnType<typeof start>>;
let cold: Awaited<ReturnType<typeof buildArt>>;
test.before(async () => {
  mkdirSync(dist, { recursive: true });
  cold = await buildArt(dist, { cacheDir: cache, only: (id) => DRAWN.has(id) });
  s = await start({ distDir: dist });
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
  cleanup(dist);
  cleanup(cache);
});

async function value<T>(path: string): Promise<T> {
  const body = await json(await fetch(`${s.url}${path}`));
  assert.is(body.success, true, body.message);
  return body.value as T;
}
const HASHED =
  /^\/static-(game|vendor)-icons\/[\w-]+\.([0-9a-f]{10})\.webp$|^\/static-banners\/\d+\.([0-9a-f]{10})\.webp$/;

test('SPEC §2.4 tiles: a drawn game answers a hashed WebP at 216 px with a 216w/320w srcset, served immutable', async () => {
  const page = await value<GamePage>('/wps/game/list?language=pt&pageNo=1&pageSize=100');
  const drawn = page.games.filter((g) => DRAWN.has(g.nodeId));
  assert.is(drawn.length, 4, 'the first four are drawn');
  for (const g of drawn) {
    assert.match(g.iconUrl, HASHED);
    assert.match(g.iconSrcset ?? '', /^\S+-216\.[0-9a-f]{10}\.webp 216w, \S+-320\.[0-9a-f]{10}\.webp 320w$/);
    const r = await fetch(`${s.url}${g.iconUrl}`);
    assert.is(r.status, 200);
    assert.is(r.headers.get('content-type'), 'image/webp');
    assert.is(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const bytes = Buffer.from(await r.arrayBuffer());
    assert.is(bytes.subarray(0, 4).toString('latin1'), 'RIFF');
    assert.is(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
    // The URL is named by the bytes: a picture that changes cannot keep its cached URL.
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    assert.ok(g.iconUrl.endsWith(`.${hash}.webp`), 'the name is the hash of what is served');
  }
});

test("every slot theme's reel symbols are drawn and served: its four motifs, the card ranks, the wild and the scatter", async () => {
  const manifest = JSON.parse(readFileSync(join(dist, ART_MANIFEST), 'utf8')) as {
    symbols: Record<string, Record<string, string>>;
  };
  assert.equal(Object.keys(manifest.symbols).sort(), [...SLOT_THEMES].sort());
  assert.equal(
    Object.keys(manifest.symbols.wild!).sort(),
    [...THEME_MOTIFS.wild, 'A', 'K', 'Q', 'J', 'wild', 'scatter'].sort(),
  );
  const wolf = manifest.symbols.wild!.wolf!;
  assert.match(wolf, /^\/static-slot-symbols\/wild-wolf\.[0-9a-f]{10}\.webp$/);
  const r = await fetch(`${s.url}${wolf}`);
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'image/webp');
  // Only what the build listed exists under the folder.
  assert.is((await fetch(`${s.url}/static-slot-symbols/wild-wolf.0000000000.webp`)).status, 404);
});

test('SPEC §2.4: a game the build did not draw gets the placeholder tile the build drew with the rest', async () => {
  const page = await value<GamePage>('/wps/game/list?language=pt&pageNo=1&pageSize=100');
  const others = page.games.filter((g: Game) => !DRAWN.has(g.nodeId));
  assert.ok(others.length > 1);
  const placeholder = JSON.parse(readFileSync(join(dist, ART_MANIFEST), 'utf8')).placeholders.game as Record<
    string,
    string
  >;
  for (const g of others) {
    assert.is(g.iconUrl, placeholder['216']);
    assert.is(g.iconSrcset, `${placeholder['216']} 216w, ${placeholder['320']} 320w`);
  }
  const r = await fetch(`${s.url}${others[0]!.iconUrl}`);
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'image/webp');
  // The server draws nothing: the old generated path of a real game is no picture.
  assert.is((await fetch(`${s.url}/static-game-icons/${others[0]!.nodeId}.png`)).status, 404);
});

test('SPEC §2.4 vendor strip and §2.3 banners: every vendor logo and banner is built art', async () => {
  const vendors = await value<Vendor[]>('/wps/game/vendors?language=pt');
  assert.ok(vendors.length > 20);
  for (const v of vendors) assert.match(v.mobileSmallIcon, HASHED, v.vassalage);
  const logo = await fetch(`${s.url}${vendors[0]!.mobileSmallIcon}`);
  assert.is(logo.headers.get('content-type'), 'image/webp');
  const home = await value<HomeContent>('/wps/announcement/banner?types=B&platform=M&language=pt');
  assert.ok(home.banners.length > 0);
  for (const b of home.banners) assert.match(b.url, HASHED);
  const banner = await fetch(`${s.url}${home.banners[0]!.url}`);
  assert.is(banner.status, 200);
  assert.is(banner.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('build: a second build draws nothing and writes the same URLs (the cache is keyed by what decides the pixels)', async () => {
  assert.ok(cold.drawn > 0);
  const again = tempDir('aurora-art-dist2-');
  try {
    const warm = await buildArt(again, { cacheDir: cache, only: (id) => DRAWN.has(id) });
    assert.is(warm.drawn, 0);
    assert.is(warm.reused, cold.drawn);
    assert.equal(
      JSON.parse(readFileSync(join(again, ART_MANIFEST), 'utf8')),
      JSON.parse(readFileSync(join(dist, ART_MANIFEST), 'utf8')),
    );
  } finally {
    cleanup(again);
  }
});

test('art paths: a hashed name the build did not write is a 404, not a placeholder', async () => {
  assert.is((await fetch(`${s.url}/static-game-icons/10001-216.0000000000.webp`)).status, 404);
});

test.run();
