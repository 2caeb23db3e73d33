// The in-app live chat on a 360 px phone with the shipped site config (CBS3, chat.inApp): a
// member writes from the chat entry (SPEC §2.12 chat popup, §4 Chat), the operator answers
// with `npm run operator -- chat reply` (run in this process), and the member sees the reply
// and the chat unread badge (SPEC §4 Unread badge, §7 Chat unread count) without reloading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { main as operatorCli } from '../../scripts/operator/main.ts';
import { expect, logIn, type Site, test } from './fixtures.ts';

async function operator(site: Site, args: string[]): Promise<string> {
  const token = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const out: string[] = [];
  const err: string[] = [];
  const code = await operatorCli(
    [...args, '--url', site.url, '--token', token],
    {},
    (l) => out.push(l),
    (l) => err.push(l),
  );
  expect(code, err.join('\n')).toBe(0);
  return out.join('\n');
}

/** A mark on the document: still there later means the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** axe's serious and critical WCAG 2.1 A/AA findings on the page (the chat page has no frames). */
async function axeFindings(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a member writes from the chat entry, the operator replies with the CLI, the member sees it and the badge without reloading', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  const m = await logIn(page, site);
  await page.clock.install();
  await page.goto('/m/home');
  const footer = page.getByRole('navigation', { name: 'Menu principal' });
  await footer.getByRole('button', { name: /Chat/ }).click();
  await page.getByRole('dialog', { name: 'Fale conosco' }).getByRole('button', { name: 'Chat ao vivo' }).click();
  await page.waitForURL(/\/support\/chat\?ticket=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await markDocument(page);

  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Olá, meu depósito ainda não apareceu.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const history = page.getByRole('list', { name: 'Conversa com o atendimento' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Você');
  await expect(box).toHaveValue('');

  // Too long: a clear error, and what was typed stays.
  const long = `${'a'.repeat(500)}b`;
  await box.fill(long);
  await expect(page.getByText('501 de 500 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('A mensagem tem mais de 500 caracteres. Encurte-a para enviar.');
  await expect(box).toHaveValue(long);
  await box.fill('');

  const list = await operator(site, ['chat', 'list']);
  expect(list).toContain(m.userName);
  expect(list).toContain('member: Olá, meu depósito ainda não apareceu.');
  await operator(site, ['chat', 'reply', m.userName, '--body', 'Olá! Já foi creditado, confira o saldo.']);

  // The page asks every 3 s: the reply arrives on its own.
  await page.clock.fastForward(3500);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Atendimento');
  await expect(history.getByRole('listitem').last()).toContainText('Olá! Já foi creditado, confira o saldo.');
  expect(await sameDocument(page)).toBe(true);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-pt.png' });

  // Back to the app; a second reply shows as the chat badge with the next unread poll.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL(/\/m\/home/);
  const chatItem = footer.getByRole('button', { name: /Chat/ });
  await expect(chatItem).toBeVisible();
  await expect(chatItem.locator('.badge')).toHaveCount(0);
  await markDocument(page);
  await operator(site, ['chat', 'reply', m.userName, '--body', 'Precisa de mais alguma coisa?']);
  // The next poll brings the count: a poll period on the page's clock, again until it has come
  // (on a busy machine the lazily loaded chat counter may start after the first jump).
  await expect(async () => {
    await page.clock.fastForward(31_000);
    await expect(chatItem.locator('.badge')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await chatItem.click();
  const entry = page.getByRole('dialog', { name: 'Fale conosco' }).getByRole('button', { name: /Chat ao vivo/ });
  await expect(entry.locator('.badge')).toHaveText('1');
  expect(await sameDocument(page)).toBe(true);

  // Opening the chat shows it, and then it no longer counts.
  await entry.click();
  await page.waitForURL(/\/support\/chat\?ticket=/);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.get('/wps/chat/unreadCount?module=CBS3', {
              headers: { Authorization: `Bearer ${m.token}` },
            })
          ).json()
        ).value.unReadCount,
    )
    .toBe(0);
});

test('SPEC §4 chat in Urdu: right to left at 360 px, the history kept, nothing wider than the screen', async ({
  page,
  site,
}) => {
  const m = await logIn(page, site);
  const launch = async () => {
    const r = await page.request.get(
      `/wps/chat/launch?b2c=1&language=ur&backUrl=${encodeURIComponent(`${site.url}/m/home`)}&headerColor=%2310131c&title=Chat`,
      { headers: { Authorization: `Bearer ${m.token}` } },
    );
    return ((await r.json()) as { value: { chatUrl: string } }).value.chatUrl;
  };
  await page.goto(await launch());
  await page.getByRole('textbox', { name: 'پیغام' }).fill('میرا بونس ابھی تک نہیں ملا۔');
  await page.getByRole('button', { name: 'بھیجیں' }).click();
  // The message is in the history once the server has taken it: only then can support answer.
  const history = page.getByRole('list', { name: 'سپورٹ کے ساتھ گفتگو' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await operator(site, ['chat', 'reply', m.userName, '--body', 'ہم نے چیک کر لیا ہے، بونس آپ کے اکاؤنٹ میں ہے۔']);
  // A later visit shows the whole history, kept by the server.
  await page.goto(await launch());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'واپس' })).toHaveAttribute('href', `${site.url}/m/home`);
  expect(await noSidewaysScroll(page)).toBe(true);
  // Every control is a 44 px target.
  for (const control of [page.getByRole('link', { name: 'واپس' }), page.getByRole('button', { name: 'بھیجیں' })]) {
    const b = await control.boundingBox();
    expect(Math.min(b!.width, b!.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/chat-ur.png' });
});

test('a message the server does not take stays in the box with a clear error, and goes once the server answers', async ({
  page,
  site,
}) => {
  const m = await logIn(page, site);
  const r = await page.request.get(
    `/wps/chat/launch?b2c=1&language=pt&backUrl=${encodeURIComponent(`${site.url}/m/home`)}&headerColor=%2310131c&title=Chat`,
    { headers: { Authorization: `Bearer ${m.token}` } },
  );
  await page.goto(((await r.json()) as { value: { chatUrl: string } }).value.chatUrl);
  let down = true;
  await page.route('**/support/chat/messages', (route) =>
    down && route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
  );
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Meu saque está pendente.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('A mensagem não foi enviada. O texto continua aqui: tente de novo.');
  await expect(box).toHaveValue('Meu saque está pendente.');
  const history = page.getByRole('list', { name: 'Conversa com o atendimento' });
  await expect(history.getByRole('listitem')).toHaveCount(0);
  down = false;
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
