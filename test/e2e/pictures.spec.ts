// Game pictures as a player sees them (SPEC §2.3 rows, §2.4 grid, §3/§9 image CDNs), at 360x740 in
// PT, EN and UR: every tile on screen shows its game's drawn picture (never the browser's broken
// image, never a text placeholder), at the width the phone needs; a picture that fails comes from
// the next host, and when every host fails the tile shows its designed face with the game's name.
// Screenshots of home, the lobby, a slot and the lottery in each language: test-results/screens/.
import type { Page } from '@playwright/test';
import { expect, logIn, navigate, type Site, startSite, test, withoutPopups } from './fixtures.ts';
import { listGames } from '../../server/db/games.ts';

const LANGS = ['pt', 'en', 'ur'] as const;
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';

/**
 * What is wrong with the tiles on screen: a picture not (yet) drawn, a broken one, one that is not
 * the game's drawn art (the two-letter PNG placeholder), or a face without the game's name.
 */
function tileProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const tile of document.querySelectorAll('.gt')) {
      const r = tile.getBoundingClientRect();
      if (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth || r.width === 0) continue;
      if (tile.classList.contains('gt-skeleton')) {
        // A row whose list has not come yet: which row, and whether it still says it is loading.
        const row = tile.closest('section');
        problems.push(`${row?.getAttribute('aria-labelledby')} still loading (busy ${row?.getAttribute('aria-busy')})`);
        continue;
      }
      const name = tile.querySelector('.gt-name')?.textContent ?? '';
      const pic = tile.querySelector('.gt-pic');
      if (pic instanceof HTMLImageElement) {
        if (!pic.complete || pic.naturalWidth === 0)
          problems.push(`${name}: not drawn (${pic.currentSrc || 'no src'})`);
        else if (!/\.webp$/.test(pic.currentSrc)) problems.push(`${name}: placeholder ${pic.currentSrc}`);
      } else if (!pic?.classList.contains('gt-face') || pic.textContent !== name) {
        problems.push(`${name}: no picture and no face`);
      }
    }
    return problems;
  });
}

const tilesOnScreen = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('.gt')].filter((t) => {
        const r = t.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      }).length,
  );

/** Scrolls a screen at a time, checking the tiles at each stop. */
async function checkWhileScrolling(page: Page, screens: number): Promise<void> {
  for (let i = 0; i <= screens; i++) {
    if (i > 0) await page.evaluate(() => window.scrollBy(0, innerHeight * 0.8));
    await expect.poll(() => tilesOnScreen(page), { message: `tiles on screen ${i}` }).toBeGreaterThan(0);
    await expect.poll(() => tileProblems(page), { message: `screen ${i}`, timeout: 10_000 }).toEqual([]);
  }
}

async function open(page: Page, lang: string, path: string): Promise<void> {
  await page.addInitScript((l) => {
    // Init scripts run in the sandboxed game frame too, which has no storage (and needs none).
    if (window === window.top) localStorage.setItem('language', l);
  }, lang);
  await page.goto(path);
}

for (const lang of LANGS) {
  test(`SPEC §2.3/§2.4 ${lang}: every tile on home and in the lobby shows its game's picture, none broken, none a placeholder, and its vendor's name`, async ({
    page,
    site,
  }) => {
    test.setTimeout(60_000);
    await withoutPopups(page);
    await open(page, lang, '/m/home');
    await expect(page.locator('#row-HOT')).toBeVisible();
    await checkWhileScrolling(page, 4);
    await page.goto(LOBBY);
    await expect(page.locator('.ggrid .gt').first()).toBeVisible();
    await checkWhileScrolling(page, 2);
    // Each tile names its vendor as the site does in this language, never by its code (PGE, TCG_SEA).
    const vendors = (await (await fetch(`${site.url}/wps/game/vendors?language=${lang}`)).json()) as {
      value: { vassalage: string; displayName: string }[];
    };
    const names = new Set(vendors.value.map((v) => v.displayName));
    await expect
      .poll(async () => (await page.locator('.ggrid .gt-vendor').allInnerTexts()).filter((v) => !names.has(v)))
      .toEqual([]);
    expect(names.has('PGE') || names.has('TCG_SEA'), 'the names are not the codes').toBe(false);
  });
}

test('SPEC §2.4 a tile takes the picture the phone needs: the 216 px one at 1x and 2x, the 320 px one at 3x', async ({
  browser,
  site,
}) => {
  for (const [scale, width] of [
    [1, 216],
    [2, 216],
    [3, 320],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: scale,
      isMobile: true,
      hasTouch: true,
      baseURL: site.url,
    });
    const page = await context.newPage();
    await withoutPopups(page);
    for (const path of ['/m/home', LOBBY]) {
      await page.goto(path);
      const pic = page.locator('.gt img.gt-pic').first();
      await expect.poll(() => pic.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeTruthy();
      expect(await pic.evaluate((el: HTMLImageElement) => el.currentSrc), `${path} at ${scale}x`).toMatch(
        new RegExp(`-${width}\\.[0-9a-f]+\\.webp$`),
      );
    }
    await context.close();
  }
});

test('SPEC §2.3/§2.4 when every picture fails, each tile shows its designed face with the game name, never a broken image', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await page.route('**/static-game-icons/**', (route) => route.abort());
  await page.goto(LOBBY);
  const first = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 9 }).games;
  const faces = page.locator('.ggrid .gt-face');
  await expect(faces).toHaveCount(first.length);
  await expect(faces).toHaveText(first.map((g) => g.gameName));
  await expect(page.locator('.ggrid img.gt-pic')).toHaveCount(0);
  await expect.poll(() => tileProblems(page)).toEqual([]);
  await page.goto('/m/home');
  await expect(page.locator('section[aria-labelledby="row-HOT"] .gt-face').first()).toBeVisible();
  await expect.poll(() => tileProblems(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/pt-home-pictures-failed.png' });
});

test.describe('image CDNs', () => {
  let cdnSite: Site;
  test.beforeAll(async () => {
    cdnSite = await startSite({ imageCDNs: ['https://cdn-a.example', 'https://cdn-b.example'] });
  });
  test.afterAll(async () => {
    await cdnSite.close();
  });

  /** Serves the CDN's copy from the site itself, or fails it. */
  async function cdns(page: Page, up: { a: boolean; b: boolean }): Promise<void> {
    for (const host of ['a', 'b'] as const) {
      await page.route(`https://cdn-${host}.example/**`, async (route) => {
        if (!up[host]) return route.abort();
        const path = new URL(route.request().url()).pathname;
        await route.fulfill({ response: await route.fetch({ url: `${cdnSite.url}${path}` }) });
      });
    }
  }
  const hostsOfTiles = (page: Page) =>
    page.locator('.ggrid img.gt-pic').evaluateAll((imgs) => [
      ...new Set(
        (imgs as HTMLImageElement[])
          // A tile not yet due shows the inline placeholder (data:), which comes from no host.
          .filter((i) => i.complete && i.naturalWidth > 0 && !i.currentSrc.startsWith('data:'))
          .map((i) => new URL(i.currentSrc).origin),
      ),
    ]);

  test("SPEC §3/§9 a picture that fails on the visit's CDN comes from the list's other CDN, then from the site itself", async ({
    page,
  }) => {
    await withoutPopups(page);
    await cdns(page, { a: false, b: true });
    await page.goto(`${cdnSite.url}${LOBBY}`);
    await expect(page.locator('.ggrid .gt').first()).toBeVisible();
    await expect.poll(() => tileProblems(page)).toEqual([]);
    expect(await hostsOfTiles(page)).toEqual(['https://cdn-b.example']);

    // A picture still on its way through the first routes may answer after they are gone.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await cdns(page, { a: false, b: false });
    await page.reload();
    await expect(page.locator('.ggrid .gt').first()).toBeVisible();
    await expect.poll(() => tileProblems(page)).toEqual([]);
    expect(await hostsOfTiles(page)).toEqual([cdnSite.url]);
  });
});

/**
 * How far apart each tile on screen is from its neighbour on the right, in the same row: the mean
 * difference (0 to 255) of their pictures' upper part (the scene, above the name plate), both
 * scaled down to 12x8 so a shifted sparkle does not count and a different subject does.
 */
function neighbourDistances(page: Page): Promise<{ pair: string; distance: number }[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 12;
    canvas.height = 8;
    const g = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixels = (img: HTMLImageElement) => {
      g.clearRect(0, 0, 12, 8);
      g.drawImage(img, 0, 0, img.naturalWidth, img.naturalHeight * 0.55, 0, 0, 12, 8);
      return g.getImageData(0, 0, 12, 8).data;
    };
    const tiles = [...document.querySelectorAll('.ggrid .gt')].flatMap((t) => {
      const img = t.querySelector('img.gt-pic');
      const r = t.getBoundingClientRect();
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0 && r.top < innerHeight
        ? [{ top: Math.round(r.top), left: r.left, name: t.querySelector('.gt-name')?.textContent ?? '', img }]
        : [];
    });
    const out: { pair: string; distance: number }[] = [];
    for (const a of tiles) {
      const right = tiles.filter((b) => b.top === a.top && b.left > a.left).sort((x, y) => x.left - y.left)[0];
      if (!right) continue;
      const pa = pixels(a.img);
      const pb = pixels(right.img);
      let sum = 0;
      for (let i = 0; i < pa.length; i += 4)
        sum += Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!);
      out.push({ pair: `${a.name} | ${right.name}`, distance: Math.round(sum / ((pa.length / 4) * 3)) });
    }
    return out;
  });
}

const FAMILIES = ['RNG', 'LIVE', 'FISH', 'GAMESHOW', 'POKER', 'BINGO', 'CRASH'] as const;

test("every family's tiles show their own pictures: no two neighbours in a row share one (pixel check)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
  const seen: string[] = [];
  for (const family of FAMILIES) {
    await page.goto(`/m/gameLobbyCenter?gameCategory=${family}&gameType=${family}&gameClassify=ALL`);
    await expect(page.locator('.ggrid .gt').first()).toBeVisible();
    await expect.poll(() => tileProblems(page), { timeout: 15_000 }).toEqual([]);
    const distances = await neighbourDistances(page);
    expect(distances.length, `${family}: pairs on the first screen`).toBeGreaterThanOrEqual(3);
    seen.push(`${family}: ${distances.map((d) => d.distance).join(' ')}`);
    // 0 is the same picture; a different subject, scene or colouring is well over 12.
    const close = distances.filter((d) => d.distance < 12);
    expect(close, `${family} neighbours too alike`).toEqual([]);
  }
  console.log(`neighbour distances (0-255):\n${seen.join('\n')}`);
});

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => tileProblems(page)).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

for (const lang of LANGS) {
  test(`SPEC §2 ${lang} screenshots: home, the lobby, a slot and the lottery (test-results/screens/)`, async ({
    page,
    site,
  }) => {
    test.setTimeout(60_000);
    await withoutPopups(page);
    await logIn(page, site);
    await open(page, lang, '/m/home');
    await expect(page.locator('#row-HOT')).toBeVisible();
    await shoot(page, `${lang}-home`);
    // The other screens opened inside the app, as its links do.
    await navigate(page, LOBBY);
    await expect(page.locator('.ggrid .gt').first()).toBeVisible();
    await shoot(page, `${lang}-lobby`);
    await navigate(page, '/m/lottery');
    await expect(page.getByRole('timer').locator('time')).toHaveText(/^\d\d:\d\d$/);
    await shoot(page, `${lang}-lottery`);
    await navigate(page, LOBBY);
    await page.locator('.ggrid .gt-open').first().click();
    await expect(page.frameLocator('iframe.gframe-frame').locator('#spin')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/${lang}-slot.png` });
  });
}
