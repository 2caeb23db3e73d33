// The operator API over real HTTP (SPEC §6 roles: the operator is not a member): the token a
// fresh server generates, an explicit token winning, a disabled API saying so, the audit log
// (actions and refusals), idempotent money decisions, and the member and content actions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { verifyPassword } from '../../server/api/password-hash.ts';
import { memberByName } from '../../server/db/accounts.ts';
import { propose } from '../../server/db/agent-contracts.ts';
import { fingerprintOf } from '../../server/operator/token.ts';
import { api, balanceOf, memberIn, requestDeposit, requestWithdrawal } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; token: string }>('operator API', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.token = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
const member = (s: Server) => memberIn(s.dataDir, `opm${++n}x${Date.now() % 100000}`);
type Audit = Array<{ actor: string; action: string; target: string; outcome: string; detail: Record<string, unknown> }>;
const audit = async (s: Server, token: string, limit = 5) =>
  (await api(s.url, 'GET', `/wps/admin/audit?limit=${limit}`, { admin: token })).value as Audit;

t('a fresh server generates its token, logs where it is once, and accepts only it', async ({ s, token }) => {
  assert.is(s.logs.filter((l) => l.includes('Operator token generated')).length, 1);
  assert.is((await api(s.url, 'GET', '/wps/admin/pending')).code, 'NO_PERMISSION');
  assert.is((await api(s.url, 'GET', '/wps/admin/pending', { admin: `${token}x` })).code, 'NO_PERMISSION');
  assert.ok((await api(s.url, 'GET', '/wps/admin/pending', { admin: token })).success);
  // A restart on the same data directory keeps the token and says nothing more about it.
  const again = await start({ dataDir: s.dataDir });
  try {
    assert.is(again.logs.filter((l) => l.includes('Operator token')).length, 0);
    assert.ok((await api(again.url, 'GET', '/wps/admin/pending', { admin: token })).success);
  } finally {
    await again.close();
  }
});

t(
  'an explicit token wins over the file; "off" answers OPERATOR_API_DISABLED, not NO_PERMISSION',
  async ({ s, token }) => {
    const own = await start({ dataDir: s.dataDir, overrides: { wallet: { adminToken: 'my-own-operator-token' } } });
    try {
      assert.is((await api(own.url, 'GET', '/wps/admin/pending', { admin: token })).code, 'NO_PERMISSION');
      assert.ok((await api(own.url, 'GET', '/wps/admin/pending', { admin: 'my-own-operator-token' })).success);
    } finally {
      await own.close();
    }
    const off = await start({ overrides: { wallet: { adminToken: 'off' } } });
    try {
      const r = await api(off.url, 'POST', '/wps/admin/deposit/approve', { admin: 'anything', body: { depositId: 1 } });
      assert.equal([r.status, r.code], [403, 'OPERATOR_API_DISABLED']);
      assert.match(r.message, /turned off/);
    } finally {
      await off.close();
      cleanup(off.dataDir);
    }
  },
);

t(
  'approving a deposit twice answers the same record and credits once; both are in the audit log',
  async ({ s, token }) => {
    const m = member(s);
    const id = await requestDeposit(s.url, m, 12_345);
    const first = await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: id } });
    const second = await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: id } });
    // The same record, saying this time that nothing changed (what the CLI prints).
    assert.is((first.value as { changed: boolean }).changed, true);
    assert.equal(second.value, { ...(first.value as object), changed: false });
    assert.is(await balanceOf(s.url, m), 12_345);
    const rows = await audit(s, token, 2);
    assert.equal(
      rows.map((r) => [r.actor, r.action, r.target, r.outcome, r.detail.amount]),
      [
        [fingerprintOf(token), 'depositApprove', `deposit:${id}`, 'ok', 12_345],
        [fingerprintOf(token), 'depositApprove', `deposit:${id}`, 'ok', 12_345],
      ],
    );
    // An approved deposit cannot be rejected; the refusal is audited with its code.
    const reject = await api(s.url, 'POST', '/wps/admin/deposit/reject', { admin: token, body: { depositId: id } });
    assert.equal([reject.status, reject.code], [409, 'DEPOSIT_APPROVED']);
    assert.equal(
      (await audit(s, token, 1)).map((r) => [r.action, r.outcome]),
      [['depositReject', 'DEPOSIT_APPROVED']],
    );
  },
);

t('a rejected deposit credits nothing, and cannot be approved afterwards', async ({ s, token }) => {
  const m = member(s);
  const id = await requestDeposit(s.url, m, 5_000);
  const r = await api(s.url, 'POST', '/wps/admin/deposit/reject', { admin: token, body: { depositId: id } });
  assert.is((r.value as { status: string }).status, 'rejected');
  assert.ok((await api(s.url, 'POST', '/wps/admin/deposit/reject', { admin: token, body: { depositId: id } })).success);
  const a = await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: id } });
  assert.is(a.code, 'DEPOSIT_REJECTED');
  assert.is(await balanceOf(s.url, m), 0);
});

t(
  'pending lists deposits and withdrawals with member, amount, method and age; decided ones leave it',
  async ({ s, token }) => {
    const m = member(s);
    const dep = await requestDeposit(s.url, m, 30_000);
    await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: dep } });
    const wd = await requestWithdrawal(s.url, m, 10_000);
    const dep2 = await requestDeposit(s.url, m, 7_700);
    type P = { deposits: Array<Record<string, unknown>>; withdrawals: Array<Record<string, unknown>> };
    const p = (await api(s.url, 'GET', '/wps/admin/pending', { admin: token })).value as P;
    const d = p.deposits.find((x) => x.id === dep2)!;
    assert.equal([d.amount, d.methodId, typeof d.ageSeconds], [7_700, 'pix-fast', 'number']);
    assert.is(d.userName, p.withdrawals.find((x) => x.id === wd)!.userName);
    assert.not.ok(
      p.deposits.some((x) => x.id === dep),
      'an approved deposit is not pending',
    );
    await api(s.url, 'POST', '/wps/admin/withdraw/reject', { admin: token, body: { withdrawalId: wd } });
    const after = (await api(s.url, 'GET', '/wps/admin/pending', { admin: token })).value as P;
    assert.not.ok(after.withdrawals.some((x) => x.id === wd));
    assert.is(await balanceOf(s.url, m), 30_000, 'the rejected withdrawal returned once');
  },
);

t('message send reaches one member by name, or every real-money member; text is escaped', async ({ s, token }) => {
  const a = member(s);
  const b = member(s);
  const name = (await api(s.url, 'GET', '/wps/member/profile', { token: a.token })).value as { account: string };
  const one = await api(s.url, 'POST', '/wps/admin/inbox/send', {
    admin: token,
    body: { to: name.account, title: 'Olá', body: 'Line <b>one</b>\n\nTwo' },
  });
  assert.equal(one.value, { sent: 1 });
  const inbox = (await api(s.url, 'GET', '/wps/member/inbox?pageNo=1&pageSize=10', { token: a.token })).value as {
    list: Array<{ title: string; content: string }>;
  };
  assert.equal(inbox.list[0], {
    ...inbox.list[0]!,
    title: 'Olá',
    content: '<p>Line &#60;b&#62;one&#60;/b&#62;</p><p>Two</p>',
  });
  const all = await api(s.url, 'POST', '/wps/admin/inbox/send', {
    admin: token,
    body: { to: 'all', title: 'Para todos', body: 'Manutenção às 3h' },
  });
  assert.ok((all.value as { sent: number }).sent >= 2);
  const bInbox = (await api(s.url, 'GET', '/wps/member/inbox?pageNo=1&pageSize=10', { token: b.token })).value as {
    list: Array<{ title: string }>;
  };
  assert.is(bInbox.list[0]!.title, 'Para todos');
  const nobody = await api(s.url, 'POST', '/wps/admin/inbox/send', {
    admin: token,
    body: { to: 'nobody-here', title: 'x', body: 'y' },
  });
  assert.equal([nobody.status, nobody.code], [404, 'NO_SUCH_MEMBER']);
});

t('a published banner and announcement show on home at once; retired, they are gone', async ({ s, token }) => {
  const home = async () =>
    (await api(s.url, 'GET', '/wps/announcement/banner?types=B,PL&platform=M&language=en')).value as {
      banners: Array<{ id: number; url: string; title: string }>;
      player: Array<{ id: number; title: string }>;
    };
  const banner = await api(s.url, 'POST', '/wps/admin/banner/publish', {
    admin: token,
    body: {
      group: 'm_home',
      link: '/m/activity',
      image: 'https://cdn.example.org/b.jpg',
      titles: { pt: 'Pt', en: 'New banner' },
    },
  });
  const notice = await api(s.url, 'POST', '/wps/admin/announcement/publish', {
    admin: token,
    body: { type: 'PL', texts: { pt: { title: 'Aviso', html: '<p>Oi</p>' } } },
  });
  const bannerId = (banner.value as { id: number }).id;
  const noticeId = (notice.value as { id: number }).id;
  let h = await home();
  assert.equal(
    h.banners.find((b) => b.id === bannerId),
    {
      ...h.banners.find((b) => b.id === bannerId)!,
      url: 'https://cdn.example.org/b.jpg',
      title: 'New banner',
    },
  );
  assert.is(h.player[0]!.id, noticeId, 'a new notice is listed first');
  assert.is(h.player[0]!.title, 'Aviso', 'English falls back to the Portuguese text');
  for (const [path, id] of [
    ['banner', bannerId],
    ['announcement', noticeId],
  ] as const)
    assert.ok((await api(s.url, 'POST', `/wps/admin/${path}/retire`, { admin: token, body: { id } })).success);
  h = await home();
  assert.not.ok(h.banners.some((b) => b.id === bannerId));
  assert.not.ok(h.player.some((a) => a.id === noticeId));
  const bad = await api(s.url, 'POST', '/wps/admin/banner/publish', {
    admin: token,
    body: { group: 'm_home', link: 'javascript:alert(1)', titles: { pt: 'x' } },
  });
  assert.equal(
    [bad.status, bad.code, bad.message],
    [400, 'BAD_CONTENT', 'body.link: must be a path (/m/…) or an https:// address'],
  );
});

t(
  'promotion review: approve makes the reward claimable once; the other outcome is then refused',
  async ({ s, token }) => {
    const m = member(s);
    const user = ((await api(s.url, 'GET', '/wps/member/profile', { token: m.token })).value as { account: string })
      .account;
    assert.is(
      ((await api(s.url, 'POST', '/wps/promo/join', { token: m.token, body: { id: 3 } })).value as { state: string })
        .state,
      'applying',
    );
    const review = (approve: boolean) =>
      api(s.url, 'POST', '/wps/admin/promotion/review', { admin: token, body: { promotionId: 3, user, approve } });
    assert.is(((await review(true)).value as { state: string }).state, 'claimable');
    assert.is(
      ((await review(true)).value as { state: string }).state,
      'claimable',
      'the same outcome again changes nothing',
    );
    assert.equal([(await review(false)).status, (await review(false)).code], [409, 'REVIEW_DECIDED']);
  },
);

t('contract answer decides the contract the request belongs to', async ({ s, token }) => {
  const agent = member(s);
  const upline = member(s);
  const c = propose(s.db!, {
    member: agent.id,
    upline: upline.id,
    answerer: upline.id,
    kind: 'daily',
    tiers: [{ minActive: 1, amountCents: 1000 }],
  });
  assert.ok(typeof c === 'object');
  const pending = (await api(s.url, 'GET', '/wps/admin/pending', { admin: token })).value as {
    contracts: Array<{ requestId: number; contract: { id: number } | null }>;
  };
  const req = pending.contracts.find((r) => r.contract?.id === c.id)!;
  const r = await api(s.url, 'POST', '/wps/admin/contract/answer', {
    admin: token,
    body: { requestId: req.requestId, accept: true },
  });
  assert.equal(
    [(r.value as { status: string }).status, (r.value as { contract: { status: string } }).contract.status],
    ['accepted', 'active'],
  );
  const other = await api(s.url, 'POST', '/wps/admin/contract/answer', {
    admin: token,
    body: { requestId: req.requestId, accept: false },
  });
  assert.is(other.code, 'REQUEST_ANSWERED');
});

t('agent create opens a type 1 account with a generated password; member type changes a type', async ({ s, token }) => {
  const r = await api(s.url, 'POST', '/wps/admin/agent/create', { admin: token, body: { user: 'agentNew1' } });
  const v = r.value as { userName: string; type: number; password: string };
  assert.is(v.type, 1);
  const row = memberByName(s.db!, 'agentNew1')!;
  assert.ok(await verifyPassword(v.password, row.passwordHash), 'the answered password logs in');
  assert.is(
    (await api(s.url, 'POST', '/wps/admin/agent/create', { admin: token, body: { user: 'agentNew1' } })).code,
    'USER_EXISTS',
  );
  const t2 = await api(s.url, 'POST', '/wps/admin/member/type', { admin: token, body: { user: 'agentnew1', type: 0 } });
  assert.is((t2.value as { type: number }).type, 0);
  const shown = await api(s.url, 'GET', '/wps/admin/member?user=agentNew1', { admin: token });
  assert.equal(
    [(shown.value as { type: number; balance: number }).type, (shown.value as { balance: number }).balance],
    [0, 0],
  );
});

t('a target with a line break reaches the audit log and the server log as one line', async ({ s, token }) => {
  const r = await api(s.url, 'POST', '/wps/admin/member/type', {
    admin: token,
    body: { user: 'ghost\nOPERATOR x', type: 1 },
  });
  assert.is(r.code, 'NO_SUCH_MEMBER');
  assert.is((await audit(s, token, 1))[0]!.target, 'member:ghost?OPERATOR x');
  assert.ok(s.logs.some((l) => l.endsWith('memberType member:ghost?OPERATOR x NO_SUCH_MEMBER')));
});

t(
  'a malformed operator action is refused before it runs and still audited: who tried what, and the refusal',
  async ({ s, token }) => {
    const r = await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: '12' } });
    assert.equal([r.status, r.code], [400, 'BAD_BODY']);
    assert.equal(
      (await audit(s, token, 1)).map((a) => [a.action, a.target, a.outcome]),
      [['depositApprove', 'deposit:12', 'BAD_BODY']],
    );
  },
);

t('GET /healthz: 200 with the schema when the database answers; 503 when it does not', async ({ s }) => {
  const res = await fetch(`${s.url}/healthz`);
  assert.is(res.status, 200);
  const body = (await res.json()) as { status: string; schema: number; expected: number };
  assert.equal([body.status, body.schema], ['ok', body.expected]);
  const broken = await start();
  broken.db!.close();
  const down = await fetch(`${broken.url}/healthz`);
  assert.is(down.status, 503);
  assert.match(((await down.json()) as { reason: string }).reason, /database/);
  await broken.close();
  cleanup(broken.dataDir);
});

t('GET /healthz: 503 when the schema is not the one this server migrates to', async () => {
  const s = await start();
  s.db!.pragma('user_version = 3');
  const res = await fetch(`${s.url}/healthz`);
  assert.is(res.status, 503);
  assert.match(((await res.json()) as { reason: string }).reason, /schema/);
  await s.close();
  cleanup(s.dataDir);
});

t.run();
