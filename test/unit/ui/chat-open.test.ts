// SPEC §4 Chat: fetch the chat URL; when value.chatUrl exists go there after 500 ms; when
// missing nothing happens. Visitors log in; type 4 is refused (SPEC §6, §8).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loginFrom } from '../../../src/routes.ts';
import type { SessionInfo } from '../../../src/api/types.ts';
import { CHAT_OPEN_DELAY_MS, openChat, resolveServiceLinks } from '../../../src/state/chat.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { setSession } from '../../../src/state/session.ts';
import { toasts } from '../../../src/state/toasts.ts';
import { obfuscatePath } from '../../../server/api/chat.ts';
import { fail, installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';

const member = (type: number): SessionInfo => ({
  token: `t${type}`,
  merchantCode: 'M',
  userName: 'ana',
  type,
  firstTimeLogin: false,
});
let fetcher: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {});
  setSession(null);
  toasts.value = [];
});
test.after.each(() => {
  fetcher?.restore();
  fetcher = null;
  setSession(null);
  toasts.value = [];
});

function deps() {
  const went: string[] = [];
  const paths: string[] = [];
  return {
    went,
    paths,
    d: { navigate: (p: string) => paths.push(p), assign: (u: string) => went.push(u), delayMs: 20 },
  };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('SPEC §9 chat open delay is 500 ms', () => {
  assert.is(CHAT_OPEN_DELAY_MS, 500);
});

test('SPEC §4 chat: with value.chatUrl the browser goes there after the delay, not before', async () => {
  setSession(member(0));
  fetcher = installFetch(() => ok({ chatUrl: 'https://chat.example.com/room?ticket=x' }));
  const { went, d } = deps();
  assert.is(await openChat(d), 'opening');
  assert.equal(went, [], 'not at once');
  await wait(40);
  assert.equal(went, ['https://chat.example.com/room?ticket=x']);
  const url = new URL(fetcher.calls[0]!.url, 'http://x');
  assert.equal(
    [url.pathname, url.searchParams.get('b2c'), url.searchParams.get('language')],
    ['/wps/chat/launch', '1', 'en'],
  );
  assert.ok(url.searchParams.get('backUrl'), 'a way back');
});

test('SPEC §4 chat: a chat page on this site (the in-app chat) opens at this origin', async () => {
  setSession(member(0));
  fetcher = installFetch(() => ok({ chatUrl: '/support/chat?ticket=abc&language=en' }));
  const { went, d } = deps();
  assert.is(await openChat(d), 'opening');
  await wait(40);
  assert.equal(went, [`${location.origin}/support/chat?ticket=abc&language=en`]);
});

test('SPEC §4 chat: a protocol-relative answer is not taken for a path on this site', async () => {
  setSession(member(0));
  fetcher = installFetch(() => ok({ chatUrl: '//evil.example/x' }));
  const { went, d } = deps();
  await openChat(d);
  await wait(40);
  assert.ok(
    went.every((u) => u.startsWith(`${location.origin}/`)),
    String(went),
  );
});

test('SPEC §4/§8 chat: a missing chat URL does nothing at all', async () => {
  setSession(member(0));
  fetcher = installFetch(() => ok({ chatUrl: null }));
  const { went, paths, d } = deps();
  assert.is(await openChat(d), 'none');
  await wait(40);
  assert.equal([went, paths, toasts.value], [[], [], []]);
});

test('SPEC §4 chat: a URL that is not a web link is never opened', async () => {
  setSession(member(0));
  fetcher = installFetch(() => ok({ chatUrl: 'javascript:alert(1)' }));
  const { went, d } = deps();
  assert.is(await openChat(d), 'none');
  await wait(40);
  assert.equal(went, []);
});

test('SPEC §6 chat: a visitor is told to log in and sent to /m/login, back here after; nothing is fetched', async () => {
  fetcher = installFetch(() => ok({ chatUrl: 'https://x' }));
  const { paths, d } = deps();
  assert.is(await openChat(d), 'login');
  assert.equal(paths, [loginFrom(location.pathname + location.search)]);
  assert.is(fetcher.calls.length, 0);
});

test('SPEC §8 chat: type 4 gets free_reject (offline, 1 s); nothing is fetched', async () => {
  setSession(member(4));
  fetcher = installFetch(() => ok({ chatUrl: 'https://x' }));
  const { went, d } = deps();
  assert.is(await openChat(d), 'refused');
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['offline', 'toast.freeReject', 1000]],
  );
  assert.equal([went, fetcher.calls.length], [[], 0]);
});

test('SPEC §4 chat: a failed call shows the error and goes nowhere', async () => {
  setDictionary('en', { 'server.FEATURE_OFF': 'Chat is not available' });
  setSession(member(0));
  fetcher = installFetch(() => fail('FEATURE_OFF', 403));
  const { went, d } = deps();
  assert.is(await openChat(d), 'failed');
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text]),
    [['fail', 'Chat is not available']],
  );
  assert.equal(went, []);
});

test('SPEC §3 customer service: type 3 paths decrypted, others kept, unusable ones dropped', async () => {
  const links = await resolveServiceLinks([
    { csType: 'LIVECHAT', type: '3', path: obfuscatePath('https://chat.example.com/aurora') },
    { csType: 'WHATSAPP', type: '1', path: 'https://wa.me/1' },
    { csType: 'LIVECHAT', type: '3', path: 'garbageKEYKEYKE' },
    { csType: 'OTHER', type: '1', path: 'javascript:alert(1)' },
  ]);
  assert.equal(links, [
    { csType: 'LIVECHAT', url: 'https://chat.example.com/aurora' },
    { csType: 'WHATSAPP', url: 'https://wa.me/1' },
  ]);
});

test.run();
