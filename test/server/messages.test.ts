// Messages, announcements, feedback, chat, promotions and referral over real HTTP.
import { SUPPORT_SITE } from '../setup/support-config.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { saveCaptcha } from '../../server/db/accounts.ts';
import { sendInbox } from '../../server/db/messages.ts';
import { setPromotionState } from '../../server/db/promo.ts';
import { decryptCsPath } from '../../src/lib/cs-path.ts';
import type { AnnouncementItem, InboxPage, Promotion, SignInCalendar, UnreadCounts } from '../../src/api/types.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('messages', {} as { s: Server });

t.before(async (ctx) => {
  ctx.s = await start({ overrides: SUPPORT_SITE });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
const member = (s: Server, type = 0) => memberWithSession(s.db!, { type, prefix: 'msg' });
const call = apiCall;

t('SPEC §7 notices by content type: PL for everyone, A only for agents, unknown types refused', async ({ s }) => {
  const visitor = await call(s, 'GET', '/wps/announcement/notices?language=en');
  const items = visitor.value as AnnouncementItem[];
  assert.ok(items.length > 0);
  assert.ok(
    items.every((a) => a.read === false),
    'a visitor has read nothing',
  );
  assert.ok(items.some((a) => a.title === 'Welcome to Aurora'));
  assert.not.ok(
    items.some((a) => a.title === 'New agent commission rates'),
    'agent notice hidden from a visitor',
  );
  const agent = member(s, 1);
  const forAgent = (await call(s, 'GET', '/wps/announcement/notices?language=en', { token: agent.token }))
    .value as AnnouncementItem[];
  assert.ok(
    forAgent.some((a) => a.title === 'New agent commission rates'),
    'agent sees A notices',
  );
  assert.equal(
    forAgent.slice(0, items.length).map((a) => a.id),
    items.map((a) => a.id),
    'player notices first: the ticker index matches',
  );
  const player = member(s);
  const asked = (await call(s, 'GET', '/wps/announcement/notices?language=en&types=A,PR', { token: player.token }))
    .value as AnnouncementItem[];
  assert.ok(
    asked.length > 0 && asked.every((a) => a.title !== 'New agent commission rates'),
    'a player asking for A gets none',
  );
  assert.ok(
    asked.some((a) => a.title === 'Friday reload bonus'),
    'PR by request',
  );
  const bad = await call(s, 'GET', '/wps/announcement/notices?types=PU,X');
  assert.equal([bad.status, bad.code], [400, 'BAD_PARAM']);
});

t('SPEC §4 popup list: the pop-up announcements (PU) with their audience, in the language asked', async ({ s }) => {
  const pt = (await call(s, 'GET', '/wps/announcement/popular?language=pt')).value as AnnouncementItem[];
  const en = (await call(s, 'GET', '/wps/announcement/popular?language=en')).value as AnnouncementItem[];
  assert.ok(pt.length >= 2);
  assert.equal(
    pt.map((a) => a.id),
    en.map((a) => a.id),
  );
  assert.ok(
    en.some((a) => a.execution === 'B') && en.some((a) => a.execution === 'F'),
    'audiences travel with the items',
  );
  assert.ok(pt.some((a) => a.title === 'Baixe o aplicativo'));
});

t('SPEC §4 mark as read: read true is stored per member and the announcement count drops', async ({ s }) => {
  const m = member(s);
  const counts = async () =>
    (await call(s, 'GET', '/wps/member/unreadCount?withChat=false', { token: m.token })).value as UnreadCounts;
  const before = await counts();
  const list = (await call(s, 'GET', '/wps/announcement/notices?language=en', { token: m.token }))
    .value as AnnouncementItem[];
  const first = list[0]!;
  const r = await call(s, 'POST', '/wps/announcement/read', {
    token: m.token,
    body: { announcementId: first.id, read: true },
  });
  assert.equal([r.status, r.success], [200, true]);
  const again = await call(s, 'POST', '/wps/announcement/read', {
    token: m.token,
    body: { announcementId: first.id, read: true },
  });
  assert.is(again.success, true, 'marking twice is harmless');
  const after = (await call(s, 'GET', '/wps/announcement/notices?language=en', { token: m.token }))
    .value as AnnouncementItem[];
  assert.is(after.find((a) => a.id === first.id)!.read, true);
  assert.is((await counts()).announcementUnreadCount, before.announcementUnreadCount - 1);
  const other = member(s);
  const theirs = (await call(s, 'GET', '/wps/announcement/notices?language=en', { token: other.token }))
    .value as AnnouncementItem[];
  assert.is(theirs.find((a) => a.id === first.id)!.read, false, 'read state is per member');
  const missing = await call(s, 'POST', '/wps/announcement/read', {
    token: m.token,
    body: { announcementId: 99999, read: true },
  });
  assert.equal([missing.status, missing.code], [404, 'NOT_FOUND']);
  const notTrue = await call(s, 'POST', '/wps/announcement/read', {
    token: m.token,
    body: { announcementId: first.id, read: 'yes' },
  });
  assert.is(notTrue.status, 400);
});

t('SPEC §3/§4 inbox: newest first with read state; marking read changes the unread counts', async ({ s }) => {
  const m = member(s);
  const first = sendInbox(s.db!, m.id, 'Bonus credited', '<p>Your bonus is in.</p>');
  const second = sendInbox(s.db!, m.id, 'Deposit received', '<p>R$ 50 received.</p>');
  const counts = async () =>
    ((await call(s, 'GET', '/wps/member/unreadCount?withChat=true', { token: m.token })).value as UnreadCounts)
      .inboxUnreadCount;
  assert.is(await counts(), 2);
  const page = (await call(s, 'GET', '/wps/member/inbox?pageNo=1&pageSize=20', { token: m.token })).value as InboxPage;
  assert.equal(
    page.list.map((x) => x.id),
    [second, first],
  );
  assert.equal([page.unread, page.total], [2, 2]);
  assert.ok(page.list.every((x) => !x.read));
  const r = await call(s, 'POST', '/wps/member/inbox/read', { token: m.token, body: { id: first } });
  assert.is(r.success, true);
  assert.is(await counts(), 1);
  const after = (await call(s, 'GET', '/wps/member/inbox', { token: m.token })).value as InboxPage;
  assert.equal(
    after.list.map((x) => x.read),
    [false, true],
  );
  assert.is(after.unread, 1);
  const stranger = member(s);
  const theirs = await call(s, 'POST', '/wps/member/inbox/read', { token: stranger.token, body: { id: second } });
  assert.equal([theirs.status, theirs.code], [404, 'NOT_FOUND'], "cannot mark another member's message");
  assert.is(await counts(), 1);
});

t('SPEC §6 authorization: guests get 401, type 4 is refused inbox and chat (free_reject)', async ({ s }) => {
  for (const [method, path, body] of [
    ['GET', '/wps/member/inbox', undefined],
    ['POST', '/wps/member/inbox/read', { id: 1 }],
    ['GET', '/wps/chat/launch?b2c=1&language=pt', undefined],
    ['PUT', '/wps/member/feedback', {}],
    ['POST', '/wps/announcement/read', { announcementId: 1, read: true }],
    ['POST', '/wps/promo/join', { id: 1 }],
    ['GET', '/wps/promo/signIn', undefined],
    ['GET', '/wps/member/referral', undefined],
    ['GET', '/wps/agent/contract/requests', undefined],
  ] as const) {
    const r = await call(s, method, path, { body });
    assert.equal([r.status, r.code], [401, 'NOT_LOGGED_IN'], `${method} ${path}`);
  }
  const trial = member(s, 4);
  for (const path of ['/wps/member/inbox', '/wps/chat/launch?b2c=1&language=pt']) {
    const r = await call(s, 'GET', path, { token: trial.token });
    assert.equal([r.status, r.code], [403, 'FREE_REJECT'], path);
  }
  const read = await call(s, 'POST', '/wps/member/inbox/read', { token: trial.token, body: { id: 1 } });
  assert.is(read.code, 'FREE_REJECT');
  const counts = (await call(s, 'GET', '/wps/member/unreadCount?withChat=true', { token: trial.token }))
    .value as UnreadCounts;
  assert.is(counts.chatUnreadCount, 0, 'no chat count for type 4');
});

function plantCaptcha(s: Server, answer = '4821'): string {
  const key = `test-${++n}-${Math.random().toString(36).slice(2)}`;
  saveCaptcha(s.db!, key, answer, 60_000);
  return key;
}

const FEEDBACK = 'My deposit of R$ 50 has not arrived after an hour.';

t('SPEC §2.8/§5 feedback: stored with the session user name, captcha refused when wrong, single use', async ({ s }) => {
  const m = member(s);
  const rows = () => s.db!.prepare('SELECT sender, type, content FROM feedback WHERE member_id = ?').all(m.id);
  const wrong = await call(s, 'PUT', '/wps/member/feedback', {
    token: m.token,
    body: { content: FEEDBACK, sender: m.userName, type: 1, captcha: '0000', captchaKey: plantCaptcha(s) },
  });
  assert.equal([wrong.status, wrong.code], [400, 'CAPTCHA_INVALID']);
  const missing = await call(s, 'PUT', '/wps/member/feedback', {
    token: m.token,
    body: { content: FEEDBACK, type: 1, captcha: '', captchaKey: '' },
  });
  assert.equal([missing.status, missing.code], [400, 'CAPTCHA_REQUIRED']);
  assert.equal(rows(), [], 'nothing stored while the captcha fails');
  const key = plantCaptcha(s);
  const ok = await call(s, 'PUT', '/wps/member/feedback', {
    token: m.token,
    body: { content: `  ${FEEDBACK}  `, sender: 'somebody-else', type: 1, captcha: '4821', captchaKey: key },
  });
  assert.equal([ok.status, ok.success], [200, true]);
  assert.equal(
    rows(),
    [{ sender: m.userName, type: 1, content: FEEDBACK }],
    'sender from the session, content trimmed',
  );
  const reuse = await call(s, 'PUT', '/wps/member/feedback', {
    token: m.token,
    body: { content: FEEDBACK, type: 1, captcha: '4821', captchaKey: key },
  });
  assert.is(reuse.code, 'CAPTCHA_INVALID', 'a captcha answers once');
});

t('SPEC §5/§9 feedback: type must be a question type, content 20 to 200 characters', async ({ s }) => {
  const m = member(s);
  const send = (body: Record<string, unknown>) =>
    call(s, 'PUT', '/wps/member/feedback', {
      token: m.token,
      body: { content: FEEDBACK, type: 3, captcha: '4821', captchaKey: plantCaptcha(s), ...body },
    });
  for (const [body, key] of [
    [{ type: -1 }, 'feedback.chooseType'],
    [{ type: 5 }, 'feedback.chooseType'],
    [{ type: '1' }, 'feedback.chooseType'],
    [{ content: 'too short' }, 'feedback.length'],
    [{ content: 'x'.repeat(201) }, 'feedback.length'],
  ] as const) {
    const r = await send(body);
    assert.equal(
      [r.status, r.code, (r.value as { messageKey: string }).messageKey],
      [400, 'INVALID_FIELD', key],
      JSON.stringify(body),
    );
  }
  assert.is(
    (await send({ content: 'x'.repeat(200), type: 0 })).success,
    true,
    '200 characters and type 0 (others) are fine',
  );
});

t('SPEC §4/§7 chat: a launch URL with the caller query when configured; chat messages stop counting', async ({ s }) => {
  const m = member(s);
  s.db!.prepare('INSERT INTO chat_messages (member_id, body, read, created_at) VALUES (?, ?, 0, ?)').run(
    m.id,
    'Hello',
    new Date().toISOString(),
  );
  const chat = async () =>
    ((await call(s, 'GET', '/wps/member/unreadCount?withChat=true', { token: m.token })).value as UnreadCounts)
      .chatUnreadCount;
  assert.is(await chat(), 1);
  const r = await call(
    s,
    'GET',
    `/wps/chat/launch?b2c=1&language=en&backUrl=${encodeURIComponent('http://x.test/m/message')}&headerColor=%23101820&title=Chat`,
    { token: m.token },
  );
  const url = new URL((r.value as { chatUrl: string }).chatUrl);
  assert.is(url.origin + url.pathname, 'https://chat.example.com/aurora/room');
  assert.equal(
    [url.searchParams.get('language'), url.searchParams.get('backUrl'), url.searchParams.get('title')],
    ['en', 'http://x.test/m/message', 'Chat'],
  );
  assert.ok((url.searchParams.get('ticket') ?? '').length >= 20);
  assert.is(await chat(), 0);
  const bad = await call(s, 'GET', '/wps/chat/launch?b2c=1&backUrl=javascript:alert(1)', { token: m.token });
  assert.equal([bad.status, bad.code], [400, 'BAD_PARAM']);
});

t(
  'SPEC §4 chat: no vendor URL and the in-app chat off answers chatUrl null and the status offers no chat; CBS3 off refuses',
  async ({ s }) => {
    const none = await start({ overrides: { chat: { launchUrl: '', inApp: false } } });
    const cbs3 = async (site: { url: string }) =>
      ((await call(site, 'GET', '/wps/system/status')).value as { whitelabel: Record<string, boolean> }).whitelabel
        .CBS3;
    assert.equal([await cbs3(s), await cbs3(none)], [true, false], 'no dead end: no chat is announced without one');
    const off = await start({ overrides: { whitelabel: { CBS3: false } } });
    try {
      const a = member(none);
      assert.equal((await call(none, 'GET', '/wps/chat/launch?b2c=1&language=pt', { token: a.token })).value, {
        chatUrl: null,
      });
      const b = member(off);
      const r = await call(off, 'GET', '/wps/chat/launch?b2c=1&language=pt', { token: b.token });
      assert.equal([r.status, r.code], [403, 'FEATURE_OFF']);
    } finally {
      await none.close();
      cleanup(none.dataDir);
      await off.close();
      cleanup(off.dataDir);
    }
  },
);

t('SPEC §3/§9 customer service: type 3 paths obfuscated (last 8 characters the key), others plain', async ({ s }) => {
  const r = (await call(s, 'GET', '/wps/system/customerService')).value as {
    version: { pathList: Array<{ csType: string; type: string; path: string }> };
  };
  const live = r.version.pathList.find((c) => c.type === '3')!;
  assert.ok(live, 'the seeded site has a type 3 entry');
  assert.not.match(live.path, /chat\.example\.com/, 'not readable as is');
  assert.is(decryptCsPath(live.path), 'https://chat.example.com/aurora', 'the client decrypts it');
  const whatsapp = r.version.pathList.find((c) => c.csType === 'WHATSAPP')!;
  assert.is(whatsapp.path, 'https://wa.me/5511999999999');
});

t('SPEC §3/§4 promotions: join then claim pays once; review, coming soon and closed states', async ({ s }) => {
  const m = member(s);
  const list = async (token?: string) =>
    (await call(s, 'GET', '/wps/promo/list?language=en', { token })).value as Promotion[];
  const visitor = await list();
  assert.ok(visitor.every((p) => p.state === null));
  assert.ok(visitor.some((p) => p.title === 'Sign-up gift' && p.kind === 'INSTANT' && p.rewardAmount === 500));
  const balance = async () =>
    ((await call(s, 'GET', '/wps/member/wallet', { token: m.token })).value as { sumBalance: number }).sumBalance;
  const start0 = await balance();
  const early = await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.equal([early.status, early.code], [409, 'PROMOTION_NOT_CLAIMABLE']);
  assert.equal((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).value, {
    state: 'claimable',
  });
  const claim = await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.equal(claim.value, { state: 'claimed', rewardAmount: 500, balance: start0 + 500 });
  const twice = await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.is((twice.value as { balance: number }).balance, start0 + 500, 'a second claim pays nothing');
  assert.is((await list(m.token)).find((p) => p.id === 8)!.state, 'claimed');
  assert.equal((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 3 } })).value, {
    state: 'applying',
  });
  for (const [id, code] of [
    [4, 'PROMOTION_NOT_JOINABLE'],
    [1, 'PROMOTION_NOT_JOINABLE'], // the welcome bonus is chosen on the deposit form
    [6, 'PROMOTION_NOT_STARTED'],
    [7, 'PROMOTION_CLOSED'],
    [999, 'NOT_FOUND'],
  ] as const) {
    const r = await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id } });
    assert.is(r.code, code, `promotion ${id}`);
  }
  setPromotionState(s.db!, m.id, 3, 'rejected');
  assert.is((await list(m.token)).find((p) => p.id === 3)!.state, 'rejected');
  const detail = (await call(s, 'GET', '/wps/promo/detail?id=8&language=pt', { token: m.token })).value as Promotion & {
    content: string;
  };
  assert.equal([detail.title, detail.state], ['Presente de cadastro', 'claimed']);
  assert.match(detail.content, /<p>/);
  const trial = member(s, 4);
  assert.is((await call(s, 'POST', '/wps/promo/join', { token: trial.token, body: { id: 1 } })).code, 'FREE_REJECT');
});

t('SPEC §4 daily sign-in: today once, paid once, streak and month days', async ({ s }) => {
  const m = member(s);
  const before = (await call(s, 'GET', '/wps/promo/signIn', { token: m.token })).value as SignInCalendar;
  assert.equal([before.signedToday, before.days, before.streak], [false, [], 0]);
  const yesterday = new Date(Date.parse(`${before.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  s.db!.prepare('INSERT INTO sign_ins (member_id, day, reward_cents) VALUES (?, ?, 100)').run(m.id, yesterday);
  const first = (await call(s, 'POST', '/wps/promo/signIn', { token: m.token })).value as SignInCalendar;
  assert.equal([first.signedToday, first.streak, first.rewardAmount], [true, 2, 100]);
  assert.ok(first.days.includes(first.today));
  const again = (await call(s, 'POST', '/wps/promo/signIn', { token: m.token })).value as SignInCalendar;
  assert.is(again.streak, 2);
  const paid = s.db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'sign_in'").get(m.id) as {
    n: number;
  };
  assert.is(paid.n, 1, 'one payment for one day');
});

t('SPEC §2.12/§5 referral link: players only, one code per member, friends counted', async ({ s }) => {
  const m = member(s);
  const a = (await call(s, 'GET', '/wps/member/referral', { token: m.token })).value as {
    code: string;
    path: string;
    invited: number;
  };
  assert.match(a.code, /^[A-Z2-9]{8}$/);
  assert.is(a.path, `/m/register?affiliateCode=${a.code}`);
  assert.is(a.invited, 0);
  const b = (await call(s, 'GET', '/wps/member/referral', { token: m.token })).value as { code: string };
  assert.is(b.code, a.code, 'the same code every time');
  s.db!.prepare('UPDATE members SET affiliate_code = ? WHERE id = ?').run(a.code.toLowerCase(), member(s).id);
  assert.is(
    ((await call(s, 'GET', '/wps/member/referral', { token: m.token })).value as { invited: number }).invited,
    1,
  );
  assert.is(
    (await call(s, 'GET', `/wps/member/affiliate?code=${a.code}&domain=x`)).success,
    true,
    'the code registers friends',
  );
  assert.is((await call(s, 'GET', '/wps/member/referral', { token: member(s, 1).token })).code, 'AGENT_ACCOUNT');
  assert.is((await call(s, 'GET', '/wps/member/referral', { token: member(s, 4).token })).code, 'FREE_REJECT');
});

t(
  'SPEC §4 agent contract prompts: pending requests per kind; excluded types and AGENTPOLICY3 off see none',
  async ({ s }) => {
    const agent = member(s, 1);
    const at = new Date().toISOString();
    const insert = s.db!.prepare(
      'INSERT INTO contract_requests (member_id, kind, status, created_at) VALUES (?, ?, ?, ?)',
    );
    insert.run(agent.id, 'daily', 'pending', at);
    insert.run(agent.id, 'hourly', 'pending', at);
    insert.run(agent.id, 'dividend', 'accepted', at);
    assert.equal((await call(s, 'GET', '/wps/agent/contract/requests', { token: agent.token })).value, {
      dailysalreqtype: true,
      divtypecompperiodreq: false,
      contracthoursalreq: true,
    });
    const excluded = member(s, 40);
    insert.run(excluded.id, 'daily', 'pending', at);
    assert.equal((await call(s, 'GET', '/wps/agent/contract/requests', { token: excluded.token })).value, {
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      contracthoursalreq: false,
    });
  },
);

t.run();
