// Opening a game as a player does: the lobby of its family, a tap on its first tile (found by its
// name in the lobby's language), the launch page, and the game's page in the game frame.
import type { FrameLocator, Page } from '@playwright/test';
import { listGames } from '../../server/db/games.ts';
import { expect, type Site } from './fixtures.ts';

/** The first `type` game's frame, once it shows `/demo/<demoPage>`. */
export async function openFirstTile(
  page: Page,
  site: Site,
  type: string,
  demoPage: string,
  language: 'pt' | 'ur' = 'pt',
): Promise<FrameLocator> {
  const game = listGames(site.server.db!, { gameType: type, gameCategory: type, pageNo: 1, pageSize: 1, language })
    .games[0]!;
  await page.goto(`/m/gameLobbyCenter?gameCategory=${type}&gameType=${type}&gameClassify=ALL`);
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', new RegExp(`/demo/${demoPage}\\?ticket=`));
  return page.frameLocator('iframe.gframe-frame');
}
