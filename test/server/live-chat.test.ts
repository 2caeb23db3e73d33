// The in-app live chat under CBS3 (SPEC §2.10, §2.12, §4 Chat and Unread badge, §6 type 4,
// §7 Chat launch and Chat unread count) over real HTTP with the shipped site config: the
// launch ticket (one use, two minutes, bound to the member's session), the chat key the page
// gets for it, conversations kept apart, the operator's list, reply and close, the unread
// count as its own call, and the message length limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PER_MINUTE, createChatTicket } from '../../server/db/chat.ts';
import type { ChatConversation, ChatMessage } from '../../src/api/types.ts';
import { main as operatorCli } from '../../scripts/operator/main.ts';
import { memberWithSession } from '../setup/api.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; admin: string }>('live chat', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.admin = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const member = (s: Server, type = 0) => memberWithSession(s.db!, { type, prefix: 'chat' });
const BACK = 'http://app.test/m/message';

/** The chat launch as the app makes it; answers the chat page's URL. */
async function launch(s: Server, token: string, language = 'pt'): Promise<URL> {
  const r = await apiCall(
    s,
    'GET',
    `/wps/chat/launch?b2c=1&language=${language}&backUrl=${encodeURIComponent(BACK)}&headerColor=%2310131c&title=Chat`,
    { token },
  );
  assert.ok(r.success, r.message);
  return new URL((r.value as { chatUrl: string }).chatUrl, s.url);
}

/** Opens the chat page; answers its status, headers and the chat key it carries. */
async function openPage(url: URL) {
  const res = await fetch(url);
  const html = await res.text();
  return { status: res.status, csp: res.headers.get('content-security-policy') ?? '', html, key: keyOf(html) };
}
const keyOf = (html: string) => html.match(/<meta name="chat-key" content="([^"]+)">/)?.[1] ?? '';

async function chat(s: Server, key: string, method: 'GET' | 'POST' = 'GET', body?: unknown, after = 0) {
  const res = await fetch(`${s.url}/support/chat/messages${method === 'GET' ? `?after=${after}` : ''}`, {
    method,
    headers: { 'X-Chat-Key': key, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = (await res.json()) as { success: boolean; code: string; value: unknown };
  return { status: res.status, ...j };
}
const history = async (s: Server, key: string) =>
  (await chat(s, key)).value as { messages: ChatMessage[]; closed: boolean };
const unread = async (s: Server, token: string) =>
  ((await apiCall(s, 'GET', '/wps/chat/unreadCount?module=CBS3', { token })).value as { unReadCount: number })
    .unReadCount;

t(
  'SPEC §4 chat launch: the shipped config offers the in-app chat (CBS3) and answers a chat page URL',
  async ({ s }) => {
    const status = (await apiCall(s, 'GET', '/wps/system/status')).value as { whitelabel: Record<string, boolean> };
    assert.is(status.whitelabel.CBS3, true, 'the status announces the chat');
    const m = member(s);
    const url = await launch(s, m.token, 'ur');
    assert.is(url.pathname, '/support/chat');
    assert.ok((url.searchParams.get('ticket') ?? '').length >= 30);
    const page = await openPage(url);
    assert.is(page.status, 200);
    assert.match(page.csp, "default-src 'none'");
    assert.match(page.csp, "script-src 'self'");
    assert.match(page.csp, "frame-ancestors 'none'");
    assert.match(page.html, '<html lang="ur" dir="rtl">', 'the language of the launch, right to left for Urdu');
    assert.match(page.html, `href="${BACK}"`, 'the back link goes to the backUrl');
    assert.ok(page.key.length >= 30, 'the page carries its chat key');
  },
);

t('the chat page is small: page, script and styles under 6 KB on the line', async ({ s }) => {
  const m = member(s);
  const page = await fetch(await launch(s, m.token));
  let total = (await page.arrayBuffer()).byteLength;
  for (const asset of ['/support/chat.js', '/support/chat.css']) {
    const res = await fetch(`${s.url}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(res.headers.get('content-encoding'), 'br', asset);
    total += Number(res.headers.get('content-length'));
  }
  assert.ok(total < 6 * 1024, `${total} bytes`);
});

t('the launch ticket is one-use, expires after two minutes and ends with the session', async ({ s }) => {
  const m = member(s);
  const url = await launch(s, m.token);
  assert.is((await fetch(url, { method: 'HEAD' })).status, 200, 'a HEAD does not spend it');
  assert.is((await openPage(url)).status, 200);
  const again = await openPage(url);
  assert.equal([again.status, again.key], [410, ''], 'a second use gets the expired page and no key');

  const old = createChatTicket(
    s.db!,
    { memberId: m.id, sessionToken: m.token, language: 'en', backUrl: BACK },
    Date.now() - 2 * 60_000 - 1000,
  );
  assert.is((await openPage(new URL(`/support/chat?ticket=${old}`, s.url))).status, 410, 'an old ticket');
  assert.is((await openPage(new URL('/support/chat?ticket=made-up', s.url))).status, 410);

  // Spent tickets do not pile up: a new launch clears the member's expired ones.
  const rows = () =>
    (s.db!.prepare('SELECT COUNT(*) AS n FROM chat_tickets WHERE member_id = ?').get(m.id) as { n: number }).n;
  assert.is(rows(), 2, 'the redeemed ticket (its key still good) and the old one');
  await launch(s, m.token);
  assert.is(rows(), 2, 'the old one went, the new one came');

  // Bound to the session: after logout neither an unused ticket nor a redeemed key works.
  const unused = await launch(s, m.token);
  const { key } = await openPage(await launch(s, m.token));
  assert.ok((await chat(s, key)).success);
  assert.ok((await apiCall(s, 'DELETE', '/wps/session/logout', { token: m.token })).success);
  assert.is((await openPage(unused)).status, 410);
  const after = await chat(s, key);
  assert.equal([after.status, after.code], [401, 'CHAT_EXPIRED']);
});

t('a member reads and writes only their own conversation; no key, no conversation', async ({ s }) => {
  const a = member(s);
  const b = member(s);
  const keyA = (await openPage(await launch(s, a.token))).key;
  const keyB = (await openPage(await launch(s, b.token))).key;
  assert.ok((await chat(s, keyA, 'POST', { body: 'A: my deposit is late' })).success);
  assert.ok((await chat(s, keyB, 'POST', { body: 'B: how do I withdraw?' })).success);
  assert.equal(
    (await history(s, keyA)).messages.map((m) => [m.from, m.body]),
    [['member', 'A: my deposit is late']],
  );
  assert.equal(
    (await history(s, keyB)).messages.map((m) => m.body),
    ['B: how do I withdraw?'],
  );
  const ids = await fetch(`${s.url}/support/chat/messages?after=0&member=${a.id}&user=${a.userName}`, {
    headers: { 'X-Chat-Key': keyB },
  });
  const other = (await ids.json()) as { value: { messages: ChatMessage[] } };
  assert.equal(
    other.value.messages.map((m) => m.body),
    ['B: how do I withdraw?'],
    'naming another member changes nothing',
  );
  const none = await chat(s, '');
  assert.equal([none.status, none.code], [401, 'CHAT_EXPIRED']);
  // The member's app token is not a chat key either.
  assert.is((await chat(s, a.token)).status, 401);
});

t(
  'operator: list open conversations (waiting time, last message), read one, reply, close; audited',
  async ({ s, admin }) => {
    const m = member(s);
    const key = (await openPage(await launch(s, m.token))).key;
    await chat(s, key, 'POST', { body: 'Hello, is anyone there?' });
    await chat(s, key, 'POST', { body: 'My bonus did not arrive' });

    const list = (await apiCall(s, 'GET', '/wps/admin/chat/list', { admin })).value as ChatConversation[];
    const mine = list.find((c) => c.userName === m.userName);
    assert.ok(mine, 'listed as open');
    assert.is(mine.lastMessage?.body, 'My bonus did not arrive');
    assert.ok(mine.waitingSince && Date.now() - Date.parse(mine.waitingSince) < 60_000, 'waits since the first one');
    assert.is((await apiCall(s, 'GET', '/wps/admin/chat/list', {})).code, 'NO_PERMISSION', 'the token is required');
    assert.is(
      (await apiCall(s, 'GET', '/wps/admin/chat/list', { token: m.token })).code,
      'NO_PERMISSION',
      'a member session is not the operator',
    );

    const reply = await apiCall(s, 'POST', '/wps/admin/chat/reply', {
      admin,
      body: { user: m.userName, body: 'Hi! Let me check your bonus.' },
    });
    assert.ok(reply.success, reply.message);
    const shown = (await apiCall(s, 'GET', `/wps/admin/chat/show?user=${m.userName}`, { admin })).value as {
      messages: ChatMessage[];
      waitingSince: string | null;
    };
    assert.equal(
      shown.messages.map((x) => x.from),
      ['member', 'member', 'operator'],
    );
    assert.is(shown.waitingSince, null, 'answered: nothing waits');
    assert.equal((await history(s, key)).messages.at(-1), reply.value as ChatMessage, 'the member sees the reply');

    const closed = await apiCall(s, 'POST', '/wps/admin/chat/close', { admin, body: { user: m.userName } });
    assert.is((closed.value as ChatConversation).status, 'closed');
    const open = (await apiCall(s, 'GET', '/wps/admin/chat/list', { admin })).value as ChatConversation[];
    assert.not.ok(
      open.some((c) => c.userName === m.userName),
      'no longer open',
    );
    assert.is((await history(s, key)).closed, true, 'the page learns it is closed');
    const late = await apiCall(s, 'POST', '/wps/admin/chat/reply', { admin, body: { user: m.userName, body: 'x' } });
    assert.equal([late.status, late.code], [409, 'CONVERSATION_CLOSED']);
    await chat(s, key, 'POST', { body: 'One more question' });
    const reopened = (await apiCall(s, 'GET', '/wps/admin/chat/list', { admin })).value as ChatConversation[];
    assert.ok(
      reopened.some((c) => c.userName === m.userName),
      'the member writing opens it again',
    );
    const nobody = await apiCall(s, 'POST', '/wps/admin/chat/reply', {
      admin,
      body: { user: 'nobody-here', body: 'x' },
    });
    assert.equal([nobody.status, nobody.code], [404, 'NO_CONVERSATION']);

    const audit = (await apiCall(s, 'GET', '/wps/admin/audit?limit=5', { admin })).value as Array<{
      action: string;
      target: string;
      outcome: string;
    }>;
    assert.equal(
      audit.slice(0, 4).map((a) => [a.action, a.target, a.outcome]),
      [
        ['chatReply', 'chat:nobody-here', 'NO_CONVERSATION'],
        ['chatReply', `chat:${m.userName}`, 'CONVERSATION_CLOSED'],
        ['chatClose', `chat:${m.userName}`, 'ok'],
        ['chatReply', `chat:${m.userName}`, 'ok'],
      ],
    );
  },
);

/** `npm run operator -- <args>` run in this process against the test server. */
async function cli(s: Server, admin: string, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await operatorCli(
    [...args, '--url', s.url, '--token', admin],
    {},
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

t('npm run operator -- chat: list with the waiting time, show, reply, close', async ({ s, admin }) => {
  const m = member(s);
  const key = (await openPage(await launch(s, m.token))).key;
  await chat(s, key, 'POST', { body: 'Where is my withdrawal?' });
  const list = await cli(s, admin, ['chat', 'list']);
  assert.is(list.code, 0, list.err);
  const row = list.out.split('\n').find((l) => l.startsWith(m.userName)) ?? '';
  assert.match(row, /\d+s/, 'how long the member waits');
  assert.match(row, 'member: Where is my withdrawal?');
  const reply = await cli(s, admin, ['chat', 'reply', m.userName, '--body', 'It was paid a minute ago.']);
  assert.equal(
    [reply.code, reply.out],
    [0, `Replied to ${m.userName} (message ${(await history(s, key)).messages.at(-1)!.id})`],
  );
  const show = await cli(s, admin, ['chat', 'show', m.userName]);
  assert.match(show.out, /waiting:\s+answered/);
  assert.match(show.out, 'you: It was paid a minute ago.');
  assert.is((await cli(s, admin, ['chat', 'close', m.userName])).code, 0);
  const after = await cli(s, admin, ['chat', 'list']);
  assert.not.match(after.out, m.userName);
  const closed = await cli(s, admin, ['chat', 'reply', m.userName, '--body', 'x']);
  assert.is(closed.code, 1);
  assert.match(closed.err, 'closed');
  assert.is((await cli(s, admin, ['chat', 'reply', m.userName])).code, 2, '--body is required');
});

t('SPEC §7 chat unread count: its own call; operator replies count until the chat shows them', async ({ s, admin }) => {
  const m = member(s);
  const key = (await openPage(await launch(s, m.token))).key;
  await chat(s, key, 'POST', { body: 'Question' });
  assert.is(await unread(s, m.token), 0, "the member's own messages are never unread");
  for (const body of ['First answer', 'Second answer'])
    await apiCall(s, 'POST', '/wps/admin/chat/reply', { admin, body: { user: m.userName, body } });
  assert.is(await unread(s, m.token), 2);
  const noModule = await apiCall(s, 'GET', '/wps/chat/unreadCount', { token: m.token });
  assert.equal([noModule.status, noModule.code], [400, 'BAD_PARAM'], 'SPEC §7: the call names its module, CBS3');
  // A new launch alone does not read them; the chat page showing them does.
  const key2 = (await openPage(await launch(s, m.token))).key;
  assert.is(await unread(s, m.token), 2);
  assert.is((await history(s, key2)).messages.length, 3);
  assert.is(await unread(s, m.token), 0);
});

t(
  'SPEC §6 type 4: the chat launch and the chat unread count answer free_reject; a visitor must log in',
  async ({ s }) => {
    const trial = member(s, 4);
    for (const path of ['/wps/chat/launch?b2c=1&language=pt', '/wps/chat/unreadCount?module=CBS3']) {
      const r = await apiCall(s, 'GET', path, { token: trial.token });
      assert.equal([r.status, r.code], [403, 'FREE_REJECT'], path);
      const v = await apiCall(s, 'GET', path);
      assert.equal([v.status, v.code], [401, 'NOT_LOGGED_IN'], path);
    }
  },
);

t('message length: at most 500 characters, none empty, for the member and the operator', async ({ s, admin }) => {
  const m = member(s);
  const key = (await openPage(await launch(s, m.token))).key;
  const long = await chat(s, key, 'POST', { body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
  assert.equal([long.status, long.code], [400, 'CHAT_TOO_LONG']);
  const withControls = await chat(s, key, 'POST', { body: 'red\u001b[31m text\u0007\nnext line' });
  assert.is(
    (withControls.value as ChatMessage).body,
    'red[31m text\nnext line',
    'control characters dropped, lines kept',
  );
  const blank = await chat(s, key, 'POST', { body: '   ' });
  assert.equal([blank.status, blank.code], [400, 'CHAT_EMPTY']);
  assert.is((await history(s, key)).messages.length, 1, 'nothing refused was kept');
  assert.ok(
    (await chat(s, key, 'POST', { body: '😀'.repeat(CHAT_MESSAGE_MAX) })).success,
    '500 characters, emoji count as one',
  );
  const r = await apiCall(s, 'POST', '/wps/admin/chat/reply', {
    admin,
    body: { user: m.userName, body: 'y'.repeat(CHAT_MESSAGE_MAX + 1) },
  });
  assert.equal([r.status, r.code], [400, 'CHAT_TOO_LONG']);
});

t('a member writes at most twelve messages a minute; the next is refused and nothing of it kept', async ({ s }) => {
  const m = member(s);
  const key = (await openPage(await launch(s, m.token))).key;
  for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) assert.ok((await chat(s, key, 'POST', { body: `m${i}` })).success);
  const r = await chat(s, key, 'POST', { body: 'one too many' });
  assert.equal([r.status, r.code], [429, 'CHAT_TOO_FAST']);
  assert.is((await history(s, key)).messages.length, CHAT_MESSAGES_PER_MINUTE);
});

t('an operator can still send members to a vendor chat; both off, no chat is offered', async () => {
  const vendor = await start({ overrides: { chat: { launchUrl: 'https://chat.example.com/room', inApp: true } } });
  const none = await start({ overrides: { chat: { launchUrl: '', inApp: false } } });
  try {
    const m = memberWithSession(vendor.db!, { prefix: 'v' });
    const url = await launch(vendor, m.token);
    assert.is(url.origin + url.pathname, 'https://chat.example.com/room');
    const cbs3 = async (site: Server) =>
      ((await apiCall(site, 'GET', '/wps/system/status')).value as { whitelabel: Record<string, boolean> }).whitelabel
        .CBS3;
    assert.is(await cbs3(none), false);
  } finally {
    for (const x of [vendor, none]) {
      await x.close();
      cleanup(x.dataDir);
    }
  }
});

t.run();
