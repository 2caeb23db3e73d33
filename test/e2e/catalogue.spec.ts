// Home and the game catalogue end to end in a 360x740 phone context: lobby,
// lobby centre paging, favourites, launching a demo game against the real wallet, game
// records, the lottery launcher, guest launch and the home search.
import type { Page } from '@playwright/test';
import { expect, logIn, test, withoutPopups, deposit } from './fixtures.ts';
import { listGames } from '../../server/db/games.ts';
import { lotteryGames } from '../../server/db/catalogue.ts';
import { balanceCents } from '../../server/db/members.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';

// The balance strip sits right under the header row (it wraps on narrow screens).
const headerBalance = (page: Page) => page.locator('.hdr-bal [data-testid="balance"]');
const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

test('SPEC §2.3/§2.4/§4 home lobby → category → view all → more games appends a page', async ({ page, site }) => {
  await withoutPopups(page);
  const slots = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 9 });
  await page.goto('/m/home');
  // A menu entry shows one category (list mode) and the lobby comes back.
  await page.getByRole('button', { name: 'Crash' }).click();
  await expect(page).toHaveURL(/pageType=list&gameType=CRASH/);
  const crash = listGames(site.server.db!, { gameType: 'CRASH', pageNo: 1, pageSize: 1 }).games[0]!;
  await expect(page.locator('.ggrid').getByText(crash.gameName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // 'View all' of the slots row opens the lobby centre for that category.
  // Keyboard, not a tap: the shell header overflows 360 px (reported), so after the menu
  // scrolled sideways a tap's hit test lands a few pixels off.
  await page.getByRole('link', { name: 'Ver todos: Slots' }).press('Enter');
  await expect(page).toHaveURL(/\/m\/gameLobbyCenter\?gameCategory=RNG&gameType=RNG&gameClassify=ALL/);
  await expect(page.locator('header.hdr h1')).toHaveText('Slots');
  const tiles = page.locator('.ggrid > li');
  await expect(tiles).toHaveCount(9);
  await expect(tiles.first()).toContainText(slots.games[0]!.gameName);
  await expect(page.locator('.ggrid-page')).toHaveText(`Página 1 / ${slots.totalPages}`);
  await page.getByRole('button', { name: 'Mais jogos' }).click();
  await expect(tiles).toHaveCount(18);
  await expect(page.locator('.ggrid-page')).toHaveText(`Página 2 / ${slots.totalPages}`);
  await expect(tiles.nth(9)).toContainText(
    listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 2, pageSize: 9 }).games[0]!.gameName,
  );
  // A class change replaces the list from page 1.
  await page.locator('.cmenu').getByRole('button', { name: 'Pescaria' }).click();
  await expect(page).toHaveURL(/gameCategory=FISH/);
  await expect(page.locator('.ggrid-page')).toHaveText(/^Página 1 \/ \d+$/);
  await expect(tiles).toHaveCount(9);
});

test('SPEC §2.3 a home row draws the tiles its track shows; the keyboard and a scroll of the row reach the rest', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  const hot = page.locator('section[aria-labelledby="row-HOT"]');
  await expect(hot.locator('.gt-open')).toHaveCount(4);
  // Tab from the first tile on: the fifth game is there to take the focus.
  await hot.locator('.gt-open').first().focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(hot.locator('.gt-open').nth(4)).toBeFocused();
  expect(await hot.locator('.gt-open').count()).toBeGreaterThan(4);
  // The next row, scrolled sideways (as a finger does), draws the rest too.
  const next = page.locator('section.grow').nth(1);
  await next.scrollIntoViewIfNeeded();
  await expect(next.locator('.gt-open')).toHaveCount(4);
  await next.locator('.grow-track').evaluate((el) => el.scrollBy({ left: 60 }));
  await expect.poll(() => next.locator('.gt-open').count()).toBeGreaterThan(4);
});

test('SPEC §4 member: favourite → /m/fav → launch → demo round → header balance → game record', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const game = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await expect(headerBalance(page)).toHaveText(money(100_00));
  const star = page.getByRole('button', { name: `Adicionar ${game.gameName} aos favoritos` });
  await star.click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover ${game.gameName} dos favoritos` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/m/fav');
  const tile = page.locator('.gt-open', { hasText: game.gameName });
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*nodeId=/);
  const frame = page.frameLocator('iframe.gframe-frame');
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('title', game.gameName);
  const inGame = frame.getByTestId('demo-balance');
  await expect(inGame).toHaveText(money(100_00));
  await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(inGame).not.toHaveText(money(100_00));
  const after = balanceCents(site.server.db!, memberId);
  await expect(inGame).toHaveText(money(after));
  await page.getByRole('button', { name: 'Fechar o jogo' }).click();
  await expect(page).toHaveURL(/\/m\/fav$/);
  await expect(headerBalance(page)).toHaveText(money(after));

  await page.goto('/m/gameRecord');
  const row = page.locator('.rec-row').first();
  await expect(row).toContainText(game.gameName);
  await expect(row).toContainText('Liquidada');
});

test('SPEC §4/§5 a visitor who taps a game goes to /m/login, to come back to the game', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  await page.locator('section[aria-labelledby="row-HOT"] .gt-open').first().click();
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FlaunchGame%3F/);
});

test('SPEC §2.3/§5 home search: typed text, Enter blurs and searches trimmed text, clear empties it', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const target = listGames(site.server.db!, { gameType: 'LIVE', pageNo: 1, pageSize: 1 }).games[0]!;
  const word = target.gameName.split(' ')[0]!;
  const matches = listGames(site.server.db!, { gameName: word, pageNo: 1, pageSize: 20 });
  await page.goto('/m/home');
  const box = page.getByRole('searchbox', { name: 'Buscar jogos' });
  await box.fill(`  ${word}  `);
  await expect(box).toHaveValue(`  ${word}  `);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`pageType=filter&gameName=${encodeURIComponent(word)}$`));
  await expect(box).not.toBeFocused();
  await expect(page.getByRole('heading', { name: `Resultados para "${word}"` })).toBeVisible();
  await expect(page.locator('.ggrid > li')).toHaveCount(matches.games.length);
  await expect(page.locator('.ggrid').getByText(target.gameName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar a busca' }).click();
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('SPEC §2.13 lottery launcher: full-size frame, a bet, its close area, and cancelling the pending bet', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 50_00);
  // A quick draw: each picked number is its own bet, so a pick of two is two sub-orders.
  const lotto = lotteryGames(site.server.db!, 'LOTT').find((g) => formatOfGame(g.gameName).id === 'rapida')!;
  await page.goto('/m/lottery');
  await page.getByRole('button', { name: /^Loteria/ }).click();
  await page.locator('.gt-open', { hasText: lotto.gameName }).click();
  await expect(page).toHaveURL(
    /\/m\/startLottery\?mui=1&playType=(trad|ent)&gameId=\d+&prize_mode=Elott&vassalage=LOTT$/,
  );
  const frame = page.frameLocator('iframe.gframe-frame');
  // Full size: the frame covers the whole viewport.
  const box = await page.locator('iframe.gframe-frame').boundingBox();
  expect(box).toEqual(await page.evaluate(() => ({ x: 0, y: 0, width: innerWidth, height: innerHeight })));
  await frame.getByRole('button', { name: 'Número 7' }).click();
  await frame.getByRole('button', { name: 'Número 12' }).click();
  await frame.getByRole('button', { name: 'Apostar' }).click();
  await expect(frame.getByText(/^Aposta registrada/)).toBeVisible();
  const stake = 2 * lotto.minBet;
  expect(balanceCents(site.server.db!, memberId)).toBe(50_00 - stake);
  await page.getByRole('button', { name: 'Fechar a loteria' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(headerBalance(page)).toHaveText(money(50_00 - stake));

  await page.goto('/m/gameRecord');
  await page.locator('.rec-row', { hasText: lotto.gameName }).click();
  await page.getByRole('checkbox', { name: /#07/ }).check();
  await page.getByRole('checkbox', { name: /#12/ }).check();
  await page.getByRole('button', { name: 'Cancelar selecionadas' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar apostas' }).click();
  await expect(page.locator('.rec-row', { hasText: lotto.gameName })).toContainText('Cancelada');
  expect(balanceCents(site.server.db!, memberId)).toBe(50_00);
  await expect(headerBalance(page)).toHaveText(money(50_00));

  // Launched from home (pageBack), the close area returns home.
  await page.goto(
    `/m/startLottery?mui=1&playType=trad&gameId=${lotto.gameId}&prize_mode=Elott&vassalage=LOTT&pageBack=1`,
  );
  await expect(frame.getByRole('button', { name: 'Apostar' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar a loteria' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
