// The agent's "open a member account" form (SPEC §7 /wps/agent/downline) under public
// registration's rules: it shows the captcha when the site's registration asks one, sends the
// answer with its key, takes a new picture after a refusal, and tells a rate-limit refusal
// in the agent's words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { RegisterDownline } from '../../../src/pages/agent/register-downline.tsx';
import { registrationSettings } from '../../../src/state/auth.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { setSession } from '../../../src/state/session.ts';
import { fail, installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {
    'auth.field.captcha': 'Verification code',
    'auth.captchaAlt': 'Code picture',
    'auth.captchaRefresh': 'New code',
    'agent.register.tooMany': 'You have opened as many accounts as allowed for now.',
    'server.CAPTCHA_INVALID': 'Verification code error',
  });
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 1, firstTimeLogin: false });
  registrationSettings.data.value = null;
  registrationSettings.error.value = null;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

const settings = (captcha: boolean) => ({
  fields: {},
  captcha: { enabled: captcha },
  countryCodes: [{ code: '55', region: 'BR' }],
  defaultCountryCode: '55',
});
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const input = (name: string) => view!.container.querySelector<HTMLInputElement>(`[name=${name}]`);
async function type(name: string, value: string) {
  await act(async () => {
    const el = input(name)!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function send() {
  await act(async () => {
    view!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await flush();
  await flush();
}

/** Answers settings, numbered captchas (k1, k2, …) and the downline call with `downline`. */
function server(captcha: boolean, downline: () => Response) {
  let pictures = 0;
  return installFetch((c) => {
    if (c.url.includes('/wps/member/register/settings')) return ok(settings(captcha));
    if (c.url.includes('/wps/system/captcha')) return ok({ key: `k${++pictures}`, image: PNG });
    if (c.url.includes('/wps/agent/downline')) return downline();
    return fail('NOT_FOUND', 404);
  });
}
const downlineBodies = () =>
  f!.calls.filter((c) => c.url.includes('/wps/agent/downline')).map((c) => JSON.parse(c.body ?? '{}'));

test('SPEC §5 when registration asks a captcha, the agent form shows it and sends its answer and key', async () => {
  f = server(true, () => fail('RATE_LIMITED', 429));
  view = await render(<RegisterDownline />);
  await flush();
  await flush();
  const img = view.container.querySelector('img');
  assert.is(img?.getAttribute('alt'), 'Code picture');
  assert.is(img?.getAttribute('src'), PNG);
  assert.ok(input('captcha'), 'a captcha field');
  await type('username', 'team01');
  await type('password', 'abc123');
  await type('captcha', '4821');
  await send();
  assert.equal(downlineBodies(), [
    { username: 'team01', password: 'abc123', rateBp: 0, captcha: '4821', captchaKey: 'k1' },
  ]);
  assert.match(view.text(), 'You have opened as many accounts as allowed for now.');
  assert.is(input('captcha')!.value, '', 'the spent answer is cleared');
  assert.is(f.calls.filter((c) => c.url.includes('/wps/system/captcha')).length, 2, 'a new picture after the refusal');
});

test('a wrong captcha shows under the code field; nothing is sent without an answer', async () => {
  f = server(true, () => fail('CAPTCHA_INVALID', 400));
  view = await render(<RegisterDownline />);
  await flush();
  await flush();
  await type('username', 'team02');
  await type('password', 'abc123');
  await send();
  assert.equal(downlineBodies(), [], 'the form asks for the code first');
  await type('captcha', '1');
  await send();
  assert.is(downlineBodies().length, 1);
  const described = input('captcha')!.getAttribute('aria-describedby') ?? '';
  assert.ok(
    described.split(' ').some((id) => document.getElementById(id)?.textContent === 'Verification code error'),
    'the refusal is told at the field',
  );
});

test('a site whose registration asks no captcha: the agent form asks none either', async () => {
  f = server(false, () => ok({ id: 9, userName: 'team03' }));
  view = await render(<RegisterDownline />);
  await flush();
  await flush();
  assert.is(input('captcha'), null);
  await type('username', 'team03');
  await type('password', 'abc123');
  await send();
  assert.equal(downlineBodies(), [{ username: 'team03', password: 'abc123', rateBp: 0 }]);
});

test.run();
