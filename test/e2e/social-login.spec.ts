// Social login in a 360x740 phone (SPEC §2.5, §2.6): the Facebook button goes to the demo
// identity provider's consent page; consenting comes back to the site signed in, refusing
// comes back to the login page with a message, still bound for where the player was going.
import type { Page } from '@playwright/test';
import { expect, test, withoutPopups } from './fixtures.ts';

test.use({ siteOverrides: { whitelabel: { FACEBOOKLOGIN3: true } } });

const session = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null);

test('SPEC §2.6 tap Facebook, consent on the demo page, land signed in', async ({ page, site }) => {
  await withoutPopups(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Continuar com Facebook' }).click();
  await expect(page).toHaveURL(/\/oauth-demo\/authorize\?/);
  await expect(page.getByRole('note')).toContainText('DEMONSTRAÇÃO');
  await page.getByLabel('Conta de demonstração').fill('joana@demo.example');
  await page.getByRole('button', { name: 'Permitir' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const s = await session(page);
  expect(s?.userName).toMatch(/^fb\d{8}$/);
  const linked = site.server.db!.prepare(
    "SELECT m.user_name FROM social_links l JOIN members m ON m.id = l.member_id WHERE l.subject = 'demo:joana@demo.example'",
  );
  expect(linked.pluck().get()).toBe(s?.userName);
  // The code and state are gone from the history: going back does not replay them.
  expect(page.url()).not.toContain('code=');
});

test('SPEC §2.6 refuse on the demo page: back on the login page with a message, still bound for where the player was going', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/login?from=%2Fm%2FrewardCenter');
  await page.getByRole('button', { name: 'Continuar com Facebook' }).click();
  await page.getByRole('button', { name: 'Recusar' }).click();
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FrewardCenter$/);
  await expect(page.getByRole('alert').filter({ hasText: 'O acesso foi recusado no provedor' })).toBeVisible();
  expect(await session(page)).toBeNull();
  // The player can still log in another way, or try again.
  await expect(page.getByRole('button', { name: 'Continuar com Facebook' })).toBeEnabled();
});

test('SPEC §2.6 an answer this phone did not ask for (a link with a code and state) signs nobody in and says so', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/login?code=stolen-code&state=someone-elses-state');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este acesso não foi iniciado neste aparelho' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await session(page)).toBeNull();
});
