// A demo game in the app's frame cannot reach the member's session: the reference server's
// games are on the app's own origin, so the frame is sandboxed without allow-same-origin
// (src/ui/GameFrame). The framed page's origin is opaque: it reads neither the app's
// localStorage (where the token is) nor any of its own, and still plays through the API.
import { expect, logIn, test, withoutPopups } from './fixtures.ts';
import { lotteryGames } from '../../server/db/catalogue.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';

test('the framed demo game has an opaque origin: the parent localStorage (the token) is out of reach; a bet still goes through', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { memberId, token } = await logIn(page, site);
  site.server
    .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', 5000, ?)`)
    .run(memberId, new Date().toISOString());
  // A quick draw: one number is a whole bet (a Quina or a Mega takes five or six).
  const lotto = lotteryGames(site.server.db!, 'LOTT').find((g) => formatOfGame(g.gameName).id === 'rapida')!;
  await page.goto(`/m/startLottery?mui=1&playType=trad&gameId=${lotto.gameId}&prize_mode=Elott&vassalage=LOTT`);
  const frameLocator = page.frameLocator('iframe.gframe-frame');
  await expect(frameLocator.getByRole('button', { name: 'Apostar' })).toBeVisible();

  const frame = (await (await page.locator('iframe.gframe-frame').elementHandle())!.contentFrame())!;
  const seen = await frame.evaluate(() => {
    const read = (f: () => string | null) => {
      try {
        return String(f());
      } catch (e) {
        return `blocked: ${(e as Error).name}`;
      }
    };
    return {
      origin: self.origin,
      parentStorage: read(() => parent.localStorage.getItem('MC_SESSION_INFO')),
      parentDocument: read(() => parent.document.title),
      ownStorage: read(() => localStorage.getItem('MC_SESSION_INFO')),
    };
  });
  expect(seen.parentStorage).toMatch(/^blocked/);
  expect(seen.origin).toBe('null');
  expect(seen.parentDocument).toMatch(/^blocked/);
  expect(seen.ownStorage).toMatch(/^blocked/);
  expect(JSON.stringify(seen)).not.toContain(token);
  expect(await page.locator('iframe.gframe-frame').getAttribute('sandbox')).not.toContain('allow-same-origin');

  await frameLocator.getByRole('button', { name: 'Número 7', exact: true }).click();
  await frameLocator.getByRole('button', { name: 'Apostar' }).click();
  await expect(frameLocator.getByText(/^Aposta registrada/)).toBeVisible();
});
