// A long evening on one page load: players keep the site open for hours, moving between home,
// the lobby, a game, the deposit and their records. Each screen left behind must be let go: after
// a forced collection the DOM nodes and event listeners stay where the first rounds left them.
// The walk holds no element handle between rounds (a handle keeps its screen alive by itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import { listGames } from '../../server/db/games.ts';
import { expect, logIn, navigate, test, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';

const ROUNDS = 12;
const WARM_ROUNDS = 3;

test('a member walks home, lobby, a game, deposit and records twelve times: nodes and listeners stay flat', async ({
  page,
  site,
}) => {
  test.setTimeout(240_000);
  await withoutPopups(page);
  await logIn(page, site);
  const game = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  const watch = await watchPage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const counters = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };

  await page.goto('/m/home');
  const samples: Array<{ nodes: number; jsEventListeners: number; documents: number }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await navigate(page, '/m/home');
    await watch.settled();
    await navigate(page, '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
    await page.locator('.gt-open', { hasText: game.gameName }).first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    await expect(page.frameLocator('iframe.gframe-frame').locator('#spin')).toBeVisible();
    await navigate(page, '/m/voucherCenter');
    await watch.settled();
    await navigate(page, '/m/gameRecord');
    await watch.settled();
    if (round >= WARM_ROUNDS) samples.push(await counters());
  }
  const warm = samples[0]!;
  const last = samples.at(-1)!;
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/memory.json', JSON.stringify({ rounds: ROUNDS, warm, last, samples }, null, 2));
  const trail = samples.map((s) => `${s.nodes}/${s.jsEventListeners}`).join(' → ');
  // A screen kept alive adds hundreds of nodes a round; a warm page varies by a few dozen.
  expect(last.nodes, `nodes/listeners by round: ${trail}`).toBeLessThanOrEqual(warm.nodes * 1.1 + 100);
  expect(last.jsEventListeners, `nodes/listeners by round: ${trail}`).toBeLessThanOrEqual(
    warm.jsEventListeners * 1.1 + 20,
  );
  expect(last.documents, 'the games left behind are gone with their frames').toBeLessThanOrEqual(warm.documents);
});
