// The referral shortcut in use (SPEC §4): the promotions' invite action and the invite
// friends page follow it; the page shows the member's link.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionInfo, SiteStatus } from '../../../src/api/types.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { closeOverlay, overlay } from '../../../src/state/menus.ts';
import { referral } from '../../../src/state/promotions.ts';
import { setSession } from '../../../src/state/session.ts';
import { followReferral } from '../../../src/state/shortcuts.ts';
import { site } from '../../../src/state/site.ts';
import { toasts } from '../../../src/state/toasts.ts';
import InviteFriendsPage from '../../../src/pages/promo/invite-friends.tsx';
import { flush, render, type Rendered } from '../../setup/render.tsx';
import { installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';

const STATUS = {
  location: 'BR',
  maintenance: false,
  regionRestriction: false,
  info: '',
  mainDomain: 'x',
  imageCDNs: [],
  whitelabel: { REFERRAL: true },
  modules: {},
  templates: { mem_cen: '0', dep_func: '0' },
  links: [],
  customerService: [],
  currencySymbol: 'R$',
  merchantCode: 'M',
  downloadBannerExempt: [],
} as SiteStatus;
const member = (type: number): SessionInfo => ({
  token: `t${type}`,
  merchantCode: 'M',
  userName: 'ana',
  type,
  firstTimeLogin: false,
});

let view: Rendered | null = null;
let fetcher: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {});
  site.value = STATUS;
  setSession(null);
  closeOverlay();
  toasts.value = [];
  referral.data.value = null;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  fetcher?.restore();
  fetcher = null;
  setSession(null);
  site.value = null;
  toasts.value = [];
});

function nav() {
  const calls: Array<[string, boolean]> = [];
  return {
    calls,
    navigate: (path: string, o?: { replace?: boolean }) => {
      calls.push([path, o?.replace === true]);
    },
  };
}

test('SPEC §4 referral shortcut: a visitor is told to log in and sent to /m/login, then to invite friends', () => {
  const n = nav();
  followReferral(n.navigate);
  assert.equal(n.calls, [['/m/login?from=%2Fm%2FinviteFriends', false]]);
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['info', 'toast.pleaseLogin', 2000]],
  );
});

test('SPEC §4 referral shortcut: an agent (type above 0) goes to /m/agentRegister', () => {
  for (const type of [1, 2, 5]) {
    setSession(member(type));
    const n = nav();
    followReferral(n.navigate, true);
    assert.equal(n.calls, [['/m/agentRegister', true]], `type ${type}`);
  }
});

test('SPEC §4 referral shortcut: a player goes to /m/inviteFriends with REFERRAL, else customer service opens', () => {
  setSession(member(0));
  const n = nav();
  followReferral(n.navigate);
  assert.equal(n.calls, [['/m/inviteFriends', false]]);
  site.value = { ...STATUS, whitelabel: { REFERRAL: false } };
  followReferral(n.navigate);
  assert.is(n.calls.length, 1, 'no navigation');
  assert.is(overlay.value, 'chat', 'the customer-service (chat) popup opens');
});

async function renderAt(path: string) {
  const loc = memoryLocation({ path, record: true });
  view = await render(
    <Router hook={loc.hook}>
      <InviteFriendsPage />
    </Router>,
  );
  await flush();
  return loc;
}

test('SPEC §2.12 invite friends: a player sees the referral link with this origin and a copy button', async () => {
  setSession(member(0));
  fetcher = installFetch((c) =>
    c.url.startsWith('/wps/member/referral')
      ? ok({ code: 'AB23CD45', path: '/m/register?affiliateCode=AB23CD45', invited: 3 })
      : ok(null),
  );
  await renderAt('/m/inviteFriends');
  await flush();
  const input = view!.container.querySelector<HTMLInputElement>('#invite-link');
  assert.ok(input, 'the link field');
  assert.is(input!.value, `${window.location.origin}/m/register?affiliateCode=AB23CD45`);
  assert.ok(view!.container.querySelector('label[for="invite-link"]'), 'the field has a label');
  assert.ok([...view!.container.querySelectorAll('button')].some((b) => b.textContent === 'invite.copy'));
  assert.match(view!.text(), /invite\.invited/);
});

test('SPEC §4 invite friends follows the shortcut rule: an agent is sent on to /m/agentRegister', async () => {
  setSession(member(1));
  fetcher = installFetch(() => ok(null));
  const loc = await renderAt('/m/inviteFriends');
  assert.equal(loc.history, ['/m/agentRegister'], 'replaced: back does not return to a page that sends you away');
  assert.is(fetcher.calls.length, 0, 'no referral link is asked for an agent');
});

test('SPEC §5 invite friends is for player accounts: type 4 gets free_reject and no link', async () => {
  setSession(member(4));
  fetcher = installFetch(() => ok(null));
  await act(async () => {
    await renderAt('/m/inviteFriends');
  });
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text]),
    [['offline', 'toast.freeReject']],
  );
  assert.is(view!.container.querySelector('#invite-link'), null);
  assert.is(fetcher.calls.length, 0);
});

test('invite friends with REFERRAL off: says so and goes home instead of loading forever', async () => {
  setSession(member(0));
  site.value = { ...STATUS, whitelabel: { REFERRAL: false } };
  fetcher = installFetch(() => ok(null));
  const loc = await renderAt('/m/inviteFriends');
  assert.equal(loc.history, ['/m/home'], 'replaced by home');
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['info', 'invite.off', 2000]],
  );
  assert.is(overlay.value, null, 'no popup opened behind the player’s back');
  assert.is(fetcher.calls.length, 0);
});

test('invite friends, a visitor: told to log in, then back to invite friends', async () => {
  fetcher = installFetch(() => ok(null));
  const loc = await renderAt('/m/inviteFriends');
  assert.equal(loc.history, ['/m/login?from=%2Fm%2FinviteFriends']);
  assert.equal(
    toasts.value.map((x) => x.text),
    ['toast.pleaseLogin'],
  );
});

test.run();
