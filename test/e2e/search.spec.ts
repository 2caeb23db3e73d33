// Search as the player types (SPEC §2.3 home search, §2.4 the lobby's name search for LIVE and
// SPORTS, §5 trimmed text), in the 360x740 phone context: results follow the text without Enter,
// a word typed letter by letter asks once, a stale request is cancelled, one clear button.
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test, withoutPopups } from './fixtures.ts';
import { listGames } from '../../server/db/games.ts';

/** The game-list calls that carry a name, as the server saw them. */
function nameSearches(page: Page): { names: string[]; failed: string[] } {
  const seen = { names: [] as string[], failed: [] as string[] };
  const nameOf = (r: Request) => new URL(r.url()).searchParams.get('gameName');
  page.on('request', (r) => {
    const name = r.url().includes('/wps/game/list') ? nameOf(r) : null;
    if (name !== null) seen.names.push(name);
  });
  page.on('requestfailed', (r) => {
    const name = r.url().includes('/wps/game/list') ? nameOf(r) : null;
    // With the reason, so a failure that is not a cancellation reads as such.
    if (name !== null) seen.failed.push(`${name}: ${r.failure()?.errorText ?? ''}`);
  });
  return seen;
}

/**
 * Taps the box, then types `text` as a quick typist does, a letter every 20 ms of the page's own
 * clock, which is held while the letters go in and only then runs on: the search's 300 ms wait
 * can only end after the last letter. On a loaded two-core CI machine a real-time gap between two
 * letters (a timer or a key round trip late by 300 ms) once split one word into two requests.
 * The page needs `page.clock.install()` before it loads.
 */
async function typeQuickly(page: Page, box: Locator, text: string): Promise<void> {
  await box.click();
  // A second ahead: the call from here to the page takes its time, and the clock cannot go back.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  for (const letter of text) {
    await box.evaluate((field: HTMLInputElement, typed) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(field, field.value + typed);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: typed }));
    }, letter);
    await page.clock.runFor(20);
  }
  await page.clock.resume();
}

test('SPEC §2.3 home search filters as the player types: one request after the last letter, the results show without Enter, more letters narrow them, clear returns to the lobby', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const word = listGames(site.server.db!, { gameType: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!.gameName.split(
    ' ',
  )[0]!;
  const matches = listGames(site.server.db!, { gameName: word, pageNo: 1, pageSize: 20 });
  const calls = nameSearches(page);
  await page.clock.install();
  await page.goto('/m/home');
  const box = page.getByRole('searchbox', { name: 'Buscar jogos' });
  await typeQuickly(page, box, word);
  await expect(page.getByRole('heading', { name: `Resultados para "${word}"` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`pageType=filter&gameName=${encodeURIComponent(word)}$`));
  await expect(box, 'typing leaves the box focused: no Enter was needed').toBeFocused();
  await expect(page.locator('.ggrid > li')).toHaveCount(matches.games.length);
  expect(calls.names, 'one request, for the whole word').toEqual([word]);

  // Two more letters of a name: the grid narrows to it.
  const longer = matches.games.find((g) => g.gameName.length > word.length + 2)!.gameName;
  const narrower = longer.slice(0, word.length + 2);
  await typeQuickly(page, box, narrower.slice(word.length));
  await expect(page.getByRole('heading', { name: `Resultados para "${narrower}"` })).toBeVisible();
  const narrowed = listGames(site.server.db!, { gameName: narrower, pageNo: 1, pageSize: 20 });
  await expect(page.locator('.ggrid > li')).toHaveCount(narrowed.games.length);
  await expect(page.locator('.ggrid').getByText(longer, { exact: true })).toBeVisible();

  // One clear button: the app's. The browser's own cancel button (at the box's end) is not drawn,
  // so a tap there leaves the text.
  const size = (await box.boundingBox())!;
  await box.click({ position: { x: size.width - 8, y: size.height / 2 } });
  await expect(box).toHaveValue(narrower);
  await page.getByRole('button', { name: 'Limpar a busca' }).click();
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('#row-HOT')).toBeVisible();
});

test('SPEC §2.3 home search: a newer query cancels the request of an older one, whose late answer never shows', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const [first, second] = listGames(site.server.db!, { gameType: 'LIVE', pageNo: 1, pageSize: 2 }).games.map(
    (g) => g.gameName.split(' ')[0]!,
  );
  // The first query's answer is held for 2.5 s, long after the second's.
  let heldAnswered: Promise<void> = new Promise(() => undefined);
  await page.route('**/wps/game/list?*', async (route) => {
    const held = new URL(route.request().url()).searchParams.get('gameName') === first;
    const answer = (async () => {
      if (held) await new Promise((r) => setTimeout(r, 2500));
      await route.continue().catch(() => undefined);
    })();
    if (held) heldAnswered = answer;
    await answer;
  });
  const calls = nameSearches(page);
  await page.goto('/m/home');
  const box = page.getByRole('searchbox', { name: 'Buscar jogos' });
  await box.fill(first!);
  await expect.poll(() => calls.names).toEqual([first]);
  await box.fill(second!);
  await expect(page.getByRole('heading', { name: `Resultados para "${second}"` })).toBeVisible();
  const secondNames = listGames(site.server.db!, { gameName: second, pageNo: 1, pageSize: 20 }).games.map(
    (g) => g.gameName,
  );
  await expect(page.locator('.ggrid .gt-name')).toHaveText(secondNames);
  await expect
    .poll(() => calls.failed, { message: 'the stale request was cancelled' })
    .toEqual([expect.stringMatching(new RegExp(`^${first}: .*(ABORTED|cancel)`, 'i'))]);
  // The held answer's time has passed (its request long cancelled): the grid is still the second query's.
  await heldAnswered;
  await page.waitForTimeout(300);
  await expect(page.locator('.ggrid .gt-name')).toHaveText(secondNames);
});

test('SPEC §2.4/§5 the lobby name search (LIVE) filters as the player types, trimmed; Enter searches at once; its clear button empties it', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const target = listGames(site.server.db!, { gameType: 'LIVE', pageNo: 1, pageSize: 3 }).games[2]!;
  const word = target.gameName.split(' ')[0]!;
  const matches = listGames(site.server.db!, { gameType: 'LIVE', gameName: word, pageNo: 1, pageSize: 9 });
  const calls = nameSearches(page);
  await page.clock.install();
  await page.goto('/m/gameLobbyCenter?gameCategory=LIVE&gameType=LIVE');
  const box = page.getByRole('searchbox', { name: 'Nome do jogo' });
  await typeQuickly(page, box, `${word} `);
  await expect.poll(() => calls.names, { message: 'one request, trimmed' }).toEqual([word]);
  await expect(page.locator('.ggrid .gt-name')).toHaveText(matches.games.map((g) => g.gameName));
  await expect(page.getByText(`1 / ${matches.totalPages}`)).toBeVisible();
  await expect(box).toHaveValue(`${word} `);

  // Enter: at once, without the wait, and the box lets go of the focus.
  await box.fill(target.gameName);
  await box.press('Enter');
  await expect(box).not.toBeFocused();
  await expect(page.locator('.ggrid > li')).toHaveCount(1);
  expect(calls.names.at(-1)).toBe(target.gameName);

  await page.getByRole('button', { name: 'Limpar a busca' }).click();
  await expect(box).toHaveValue('');
  const all = listGames(site.server.db!, { gameType: 'LIVE', pageNo: 1, pageSize: 9 });
  await expect(page.locator('.ggrid > li')).toHaveCount(all.games.length);
  await expect(page.getByText(`1 / ${all.totalPages}`)).toBeVisible();
});
