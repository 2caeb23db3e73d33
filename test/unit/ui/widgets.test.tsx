import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SessionInfo } from '../../../src/api/types.ts';
import { Badge } from '../../../src/ui/Badge/index.tsx';
import { BalanceWidget } from '../../../src/ui/BalanceWidget/index.tsx';
import { FLAGS, LanguageChooser } from '../../../src/ui/LanguageChooser/index.tsx';
import { Empty, ErrorState, Loading } from '../../../src/ui/PageState/index.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { pendingLanguage } from '../../../src/state/language.ts';
import { setSession, wallet } from '../../../src/state/session.ts';
import { site } from '../../../src/state/site.ts';
import { balanceHidden, balanceRefreshing } from '../../../src/state/wallet.ts';
import { click, render, type Rendered } from '../../setup/render.tsx';

const dict = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'i18n', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const PT = dict('pt');
const EN = dict('en');

const SESSION: SessionInfo = { token: 'tok-test', merchantCode: 'M1', userName: 'ana', type: 1, firstTimeLogin: false };

let view: Rendered | null = null;
const set = (fn: () => void) =>
  act(async () => {
    fn();
  });

test.before.each(() => {
  setDictionary('en', EN);
  setSession(null);
  balanceHidden.value = false;
  balanceRefreshing.value = false;
  pendingLanguage.value = null;
  localStorage.clear();
});
test.after.each(() => {
  view?.unmount();
  view = null;
  setSession(null);
  wallet.value = null;
  site.value = null;
  balanceHidden.value = false;
  balanceRefreshing.value = false;
  pendingLanguage.value = null;
  localStorage.clear();
});
test.after(() => {
  setDictionary('pt', {});
});

// Badge ---------------------------------------------------------------------------------

test('SPEC §4 Badge: hidden without a session, whatever the count', async () => {
  view = await render(<Badge count={5} />);
  assert.is(view.container.innerHTML, '');
});

test('SPEC §4 Badge: hidden at 0 with a session', async () => {
  setSession(SESSION);
  view = await render(<Badge count={0} />);
  assert.is(view.container.innerHTML, '');
});

test('SPEC §4 Badge: shows the count with a spoken label', async () => {
  setSession(SESSION);
  view = await render(<Badge count={7} />);
  const badge = view.container.querySelector('.badge')!;
  assert.is(badge.textContent, '7');
  assert.is(badge.getAttribute('aria-label'), '7 unread');
});

test('SPEC §9 Badge: 100 shows 99+', async () => {
  setSession(SESSION);
  view = await render(<Badge count={100} />);
  assert.is(view.text(), '99+');
  assert.is(view.container.querySelector('.badge')!.getAttribute('aria-label'), '99+ unread');
});

test('SPEC §4 Badge: appears when the session starts and goes when it ends', async () => {
  view = await render(<Badge count={3} />);
  assert.is(view.text(), '');
  await set(() => setSession(SESSION));
  assert.is(view.text(), '3');
  await set(() => setSession(null));
  assert.is(view.text(), '');
});

// BalanceWidget -------------------------------------------------------------------------

const amount = (v: Rendered) => v.container.querySelector('[data-testid="balance"]')!.textContent!.trim();
const button = (v: Rendered, label: string) =>
  v.container.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement | null;

test('SPEC §9 BalanceWidget: shows the currency symbol and the amount with 2 decimals (EN)', async () => {
  wallet.value = { sumBalance: 123456, currencySymbol: 'R$' };
  view = await render(<BalanceWidget />);
  assert.is(amount(view), 'R$ 1,234.56');
});

test('SPEC §9 BalanceWidget: PT formats with PT separators', async () => {
  setDictionary('pt', PT);
  wallet.value = { sumBalance: 123456, currencySymbol: 'R$' };
  view = await render(<BalanceWidget />);
  assert.is(amount(view), 'R$ 1.234,56');
  assert.ok(button(view, 'Ocultar saldo'), 'labels come from the PT dictionary');
});

test("SPEC §3 BalanceWidget: before the wallet arrives, the site's currency symbol shows with a dash", async () => {
  site.value = { currencySymbol: '₨' } as unknown as typeof site.value;
  view = await render(<BalanceWidget />);
  assert.is(amount(view), '₨ -');
  await set(() => {
    wallet.value = { sumBalance: 5, currencySymbol: 'R$' };
  });
  assert.is(amount(view), 'R$ 0.05', "the wallet's own symbol wins");
});

test('SPEC §4 BalanceWidget: hidden shows **** and the toggle persists hideBalance', async () => {
  wallet.value = { sumBalance: 123456, currencySymbol: 'R$' };
  view = await render(<BalanceWidget />);
  const hide = button(view, 'Hide balance')!;
  assert.is(hide.getAttribute('aria-pressed'), 'false');
  await click(hide);
  assert.is(amount(view), 'R$ ****');
  assert.is(localStorage.getItem('hideBalance'), '1');
  const show = button(view, 'Show balance')!;
  assert.ok(show, 'the label says what the button will do');
  assert.is(show.getAttribute('aria-pressed'), 'true');
  await click(show);
  assert.is(amount(view), 'R$ 1,234.56');
  assert.is(localStorage.getItem('hideBalance'), '0');
});

test('SPEC §4 BalanceWidget: masked while refreshing, and refresh is disabled meanwhile', async () => {
  wallet.value = { sumBalance: 123456, currencySymbol: 'R$' };
  balanceRefreshing.value = true;
  view = await render(<BalanceWidget />);
  assert.is(amount(view), 'R$ ****');
  assert.is(button(view, 'Refresh balance')!.disabled, true);
  await set(() => {
    balanceRefreshing.value = false;
    wallet.value = { sumBalance: 99, currencySymbol: 'R$' };
  });
  assert.is(amount(view), 'R$ 0.99');
  assert.is(button(view, 'Refresh balance')!.disabled, false);
});

test('SPEC §4 BalanceWidget: no wallet and no site yet shows a dash, not 0.00', async () => {
  view = await render(<BalanceWidget />);
  assert.is(amount(view), '-');
});

// PageState -----------------------------------------------------------------------------

test('CONTRIBUTING PageState: Loading and Empty are polite status messages with dictionary text', async () => {
  view = await render(
    <>
      <Loading />
      <Empty />
      <Loading label="Sending…" />
      <Empty text="No games" />
    </>,
  );
  const states = [...view.container.querySelectorAll('.state')].map((el) => [el.getAttribute('role'), el.textContent]);
  assert.equal(states, [
    ['status', 'Loading…'],
    ['status', 'No data'],
    ['status', 'Sending…'],
    ['status', 'No games'],
  ]);
});

test("CONTRIBUTING PageState: ErrorState is an alert showing the key's text, with a retry button", async () => {
  let retries = 0;
  view = await render(
    <ErrorState
      messageKey="error.timeout"
      onRetry={() => {
        retries++;
      }}
    />,
  );
  const alert = view.container.querySelector('[role="alert"]')!;
  assert.is(alert.querySelector('p')!.textContent, EN['error.timeout']);
  const retry = alert.querySelector('button')!;
  assert.is(retry.textContent, 'Try again');
  await click(retry);
  assert.is(retries, 1);
});

test('CONTRIBUTING PageState: ErrorState without onRetry has no button', async () => {
  view = await render(<ErrorState messageKey="error.unknown" />);
  assert.is(view.text(), 'Unknown error');
  assert.is(view.container.querySelector('button'), null);
});

// LanguageChooser -----------------------------------------------------------------------

test('SPEC §2.3 LanguageChooser: the current language is pressed and ticked; the others are not', async () => {
  setDictionary('pt', PT);
  view = await render(<LanguageChooser />);
  assert.is(view.container.querySelector('legend')!.textContent, 'Idioma');
  const rows = [...view.container.querySelectorAll('button')].map((b) => [
    b.getAttribute('lang'),
    b.getAttribute('aria-pressed'),
    !!b.querySelector('.tick'),
  ]);
  assert.equal(rows, [
    ['pt', 'true', true],
    ['en', 'false', false],
    ['ur', 'false', false],
  ]);
});

test('SPEC §3 LanguageChooser: each language shows its flag (PT → BR, EN → US, UR → PK) and its own name', async () => {
  view = await render(<LanguageChooser />);
  assert.equal(FLAGS, { pt: '🇧🇷', en: '🇺🇸', ur: '🇵🇰' });
  const texts = [...view.container.querySelectorAll('button')].map((b) => b.textContent!.replace('✓', '').trim());
  assert.equal(texts, ['🇧🇷 Português', '🇺🇸 English', '🇵🇰 اردو']);
});

test('SPEC §2.3 LanguageChooser: the tick follows the language', async () => {
  view = await render(<LanguageChooser />);
  const pressed = () =>
    [...view!.container.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.getAttribute('lang'));
  assert.equal(pressed(), ['en']);
  await set(() => setDictionary('ur', {}, EN));
  assert.equal(pressed(), ['ur']);
  assert.is(view.container.querySelectorAll('.tick').length, 1);
});

test('SPEC §4 LanguageChooser: choosing a language requests it', async () => {
  view = await render(<LanguageChooser />);
  await click(view.container.querySelector('button[lang="ur"]'));
  assert.is(pendingLanguage.value, 'ur');
});

test.run();
