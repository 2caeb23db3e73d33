// The demo pictures (SPEC §2.3 banners, §2.4 game tiles and the vendor strip) have one
// generator, the build (scripts/build/art.ts): the server draws none. A picture exists only for
// an item the build drew (or the placeholder it drew for the rest), every other path under the
// picture folders is a 404 that costs a lookup, every picture request counts against its
// address, and the files are kept in memory with a bound. So a burst of made-up picture URLs
// leaves an unrelated API call as fast as it was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { GamePage, HomeContent, Vendor } from '../../src/api/types.ts';
import { buildArt } from '../../scripts/build/art.ts';
import { PictureCache } from '../../server/art/serve.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { api } from '../setup/operator.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DRAWN = new Set(
  generateGames()
    .sort((a, b) => a.sort - b.sort)
    .slice(0, 4)
    .map((g) => g.nodeId),
);
const dist = tempDir('aurora-pictures-dist-');
let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  // The repository's picture cache (.cache/art/): drawn once on this machine, copied after.
  await buildArt(dist, { only: (id) => DRAWN.has(id) });
  s = await start({ distDir: dist });
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
  cleanup(dist);
});

async function value<T>(path: string): Promise<T> {
  const body = await json(await fetch(`${s.url}${path}`));
  assert.is(body.success, true, body.message);
  return body.value as T;
}

const status = async (url: string) => {
  const r = await fetch(url);
  await r.arrayBuffer();
  return r.status;
};

test('SPEC §2.3/§2.4: every picture the API names is served; a path for an id that does not exist is a 404', async () => {
  const home = await value<HomeContent>('/wps/announcement/banner?types=B&platform=M&language=pt');
  const vendors = await value<Vendor[]>('/wps/game/vendors?language=pt');
  const games = await value<GamePage>('/wps/game/list?language=pt&pageNo=1&pageSize=20');
  const named = [
    ...home.banners.map((b) => b.url),
    ...vendors.map((v) => v.mobileSmallIcon),
    ...games.games.map((g) => g.iconUrl),
  ];
  for (const url of new Set(named)) assert.is(await status(`${s.url}${url}`), 200, url);
  for (const path of [
    '/static-banners/999999.png',
    '/static-banners/1.png',
    '/static-vendor-icons/NOSUCHVENDOR.png',
    '/static-vendor-icons/PGE.png',
    '/static-game-icons/99999999.png',
    `/static-game-icons/${[...DRAWN][0]}.png`,
    '/static-game-icons/10001-216.0123456789.webp',
    '/static-banners/../site.db',
  ])
    assert.is(await status(`${s.url}${path}`), 404, path);
});

test("SPEC §2.3: a banner published without a picture gets the backdrop the build drew for its link's family", async () => {
  const token = readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
  const content = {
    version: 1,
    banners: [
      { group: 'm_home', link: '/m/games?gameType=LIVE', titles: { pt: 'Ao vivo' } },
      { group: 'm_home', link: '/m/activity', titles: { pt: 'Promoções' } },
    ],
  };
  const r = await api(s.url, 'POST', '/wps/admin/content/import', { admin: token, body: { content } });
  assert.ok(r.success, r.message);
  const home = await value<HomeContent>('/wps/announcement/banner?types=B&platform=M&language=pt');
  const manifest = JSON.parse(readFileSync(join(dist, 'art-manifest.json'), 'utf8'));
  const backdrops = home.banners.map((b) => b.url);
  assert.equal(backdrops, [manifest.placeholders.banners.LIVE, manifest.placeholders.banners.LOTTERY]);
  for (const url of backdrops) assert.is(await status(`${s.url}${url}`), 200);
});

async function timed(url: string): Promise<number> {
  const t0 = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - t0;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Distinct picture URLs of every kind an attacker can make up (`from` on, so each burst has new ones). */
function madeUp(n: number, from = 0): string[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const kinds = [
      `/static-banners/${100 + i}.png`,
      `/static-vendor-icons/V${i}.png`,
      `/static-game-icons/${20000 + i}.png`,
      `/static-game-icons/${10001 + i}-216.${i.toString(16).padStart(10, '0')}.webp`,
    ];
    return `${s.url}${kinds[i % kinds.length]}`;
  });
}

/**
 * How long the API call takes when it goes out together with `burst` (it waits behind them on
 * the server's event loop, and behind the connections the burst opens, which is the same for
 * any burst of that size).
 */
async function apiLatencyDuring(apiUrl: string, burst: string[]): Promise<number> {
  const answers = burst.map((u) => status(u));
  const took = await timed(apiUrl);
  await Promise.all(answers);
  return took;
}

test('SECURITY: under a burst of distinct picture URLs an unrelated API call is as fast as under a burst of trivial requests', async () => {
  const apiUrl = `${s.url}/wps/game/list?language=pt&pageNo=1&pageSize=40`;
  // The yardstick: as many requests for a path the server answers at once (a 404 under /wps).
  const trivial = (n: number) => Array.from({ length: n }, (_, i) => `${s.url}/wps/no-such-call-${i}`);
  await apiLatencyDuring(apiUrl, trivial(60));
  const pictures: number[] = [];
  const yardstick: number[] = [];
  for (let round = 0; round < 5; round++) {
    yardstick.push(await apiLatencyDuring(apiUrl, trivial(60)));
    pictures.push(await apiLatencyDuring(apiUrl, madeUp(60, round * 60)));
  }
  const ratio = median(pictures) / median(yardstick);
  const ms = (xs: number[]) => xs.map((d) => d.toFixed(0)).join('/');
  console.log(
    `  API call under 60 trivial requests ${ms(yardstick)} ms, under 60 picture URLs ${ms(pictures)} ms: ${ratio.toFixed(2)}x`,
  );
  assert.ok(ratio < 2, `the API call took ${ratio.toFixed(1)} times as long under the picture burst`);
});

test('SECURITY: picture requests count against the address: over the limit, 429 with Retry-After', async () => {
  const limited = await start({
    distDir: dist,
    overrides: { rateLimits: { pictures: { perIp: 5, windowSeconds: 60 } } },
  });
  try {
    const vendors = (await json(await fetch(`${limited.url}/wps/game/vendors?language=pt`))).value as Vendor[];
    const real = `${limited.url}${vendors[0]!.mobileSmallIcon}`;
    const answers = [];
    for (const u of [...madeUp(5).map((x) => x.replace(s.url, limited.url)), real]) {
      const r = await fetch(u);
      await r.arrayBuffer();
      answers.push(r.status);
      if (r.status === 429) assert.ok(Number(r.headers.get('retry-after')) > 0);
    }
    assert.equal(answers, [404, 404, 404, 404, 404, 429], 'made-up paths count; the sixth request, a real one, waits');
    assert.is((await fetch(`${limited.url}/wps/system/status`)).status, 200, 'the API has limits of its own');
  } finally {
    await limited.close();
    cleanup(limited.dataDir);
  }
});

test('pictures kept in memory stay under their bound, the least recently served dropped first', () => {
  const cache = new PictureCache(1000);
  const bytes = (n: number) => Buffer.alloc(n);
  cache.set('/a', bytes(400));
  cache.set('/b', bytes(400));
  assert.ok(cache.get('/a'), 'served again: now the most recent');
  cache.set('/c', bytes(400));
  assert.equal(cache.size, { entries: 2, bytes: 800 });
  assert.is(cache.get('/b'), undefined, 'the least recently served went');
  assert.ok(cache.get('/a') && cache.get('/c'));
  cache.set('/huge', bytes(5000));
  assert.is(cache.get('/huge'), undefined, 'a file larger than the bound is never kept');
  assert.equal(cache.size, { entries: 2, bytes: 800 });
});

test('build: pictures are drawn once; a build whose drawing code and items did not change writes nothing', async () => {
  const before = readFileSync(join(dist, 'art-manifest.json'), 'utf8');
  const again = await buildArt(dist, { only: (id) => DRAWN.has(id) });
  assert.is(again.unchanged, true);
  assert.equal([again.drawn, again.reused], [0, 0]);
  assert.is(readFileSync(join(dist, 'art-manifest.json'), 'utf8'), before);
});

test.run();
