// Wallet and money over real HTTP: deposits approved by the operator, bank cards,
// withdrawals reserved in the ledger, payment passwords, records, transactions, profile, VIP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiCall, cleanup, idempotencyKey, start } from '../setup/server.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { insertMember } from '../../server/db/accounts.ts';
import { balanceOf, postLedger } from '../../server/db/wallet.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';
import { demoGatewaySite } from '../setup/demo-site.ts';
import type {
  AgentLink,
  PayoutDestination,
  DepositRecord,
  DepositSettings,
  MemberInfo,
  MemberProfile,
  RecordPage,
  TransactionRow,
  VipInfo,
  WithdrawRecord,
  WithdrawReport,
} from '../../src/api/types.ts';

type Server = Awaited<ReturnType<typeof start>>;
const ADMIN = 'test-admin-token-1';
const t = suite<{ s: Server }>('wallet', {} as { s: Server });

// A demonstration site: its card and online-banking methods are offered (their page is the demo gateway's).
t.before(async (ctx) => {
  ctx.s = await start({ overrides: demoGatewaySite({ wallet: { adminToken: ADMIN } }) });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
function member(s: Server, type = 0): { id: number; token: string } {
  const id = createMember(s.db!, { userName: `wal${++n}x${Date.now() % 100000}`, passwordHash: 'x', type });
  return { id, token: createSession(s.db!, id) };
}

const call = apiCall;

const key = idempotencyKey;
const ledgerSum = (s: Server, id: number) =>
  (s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(id) as { c: number })
    .c;
const balance = async (s: Server, token: string) =>
  ((await call(s, 'GET', '/wps/member/wallet', { token })).value as { sumBalance: number }).sumBalance;

async function fund(s: Server, m: { token: string }, amount: number): Promise<DepositRecord> {
  const d = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount, idempotencyKey: key() },
  });
  assert.ok(d.success, d.message);
  const a = await call(s, 'POST', '/wps/admin/deposit/approve', {
    admin: ADMIN,
    body: { depositId: (d.value as DepositRecord).id },
  });
  assert.ok(a.success, a.message);
  return a.value as DepositRecord;
}

async function readyToWithdraw(s: Server, m: { token: string }): Promise<number> {
  assert.ok(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '123456' } })).success,
  );
  const cards = await call(s, 'POST', '/wps/member/bankCards', {
    token: m.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  assert.ok(cards.success, cards.message);
  return (cards.value as PayoutDestination[])[0]!.id;
}

t(
  "SPEC §7 deposit settings: methods by vendor (PIX, bank with its banks, manual, gateway) named in the player's language, presets and limits from the site config",
  async ({ s }) => {
    const m = member(s);
    const r = await call(s, 'GET', '/wps/deposit/settings?language=en', { token: m.token });
    const v = r.value as DepositSettings;
    assert.equal(v.methods.map((x) => x.kind).sort(), ['BANK', 'GATEWAY', 'MANUAL', 'PIX']);
    assert.equal(
      v.methods.map((x) => x.name),
      ['PIX', 'Card or digital wallet', 'Online banking', 'Manual transfer'],
      'named in the language asked for',
    );
    const pt = (await call(s, 'GET', '/wps/deposit/settings?language=pt', { token: m.token })).value as DepositSettings;
    assert.equal(
      pt.methods.map((x) => x.name),
      ['PIX', 'Cartão ou carteira digital', 'Internet banking', 'Transferência manual'],
    );
    assert.ok(v.methods.find((x) => x.kind === 'BANK')!.banks.length > 0);
    assert.ok(v.methods.find((x) => x.kind === 'MANUAL')!.account);
    assert.is(v.minCents, 1000);
    assert.ok(v.presets.every((p) => p >= v.minCents && p <= v.maxCents));
  },
);

t(
  'SPEC §7 deposit: pending until the operator approves; approval credits the ledger once; the admin token is required',
  async ({ s }) => {
    const m = member(s);
    const k = key();
    const d1 = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'bank-online', bankCode: 'ITAU', amount: 5000, idempotencyKey: k },
    });
    const d2 = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'bank-online', bankCode: 'ITAU', amount: 5000, idempotencyKey: k },
    });
    const dep = d1.value as DepositRecord;
    assert.is(dep.status, 'pending');
    assert.is((d2.value as DepositRecord).id, dep.id, 'a retried request is the same deposit');
    assert.is(await balance(s, m.token), 0, 'nothing credited before approval');
    const noToken = await call(s, 'POST', '/wps/admin/deposit/approve', { body: { depositId: dep.id } });
    const wrong = await call(s, 'POST', '/wps/admin/deposit/approve', {
      admin: 'x'.repeat(ADMIN.length),
      body: { depositId: dep.id },
    });
    assert.equal([noToken.status, wrong.status], [403, 403]);
    const a1 = await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: dep.id } });
    const a2 = await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: dep.id } });
    assert.equal([(a1.value as { balance: number }).balance, (a2.value as { balance: number }).balance], [5000, 5000]);
    assert.is(await balance(s, m.token), 5000);
    const recs = (await call(s, 'GET', '/wps/deposit/records?pageNo=1&pageSize=10', { token: m.token }))
      .value as RecordPage<DepositRecord>;
    assert.equal(
      recs.list.map((x) => [x.id, x.status]),
      [[dep.id, 'approved']],
    );
  },
);

t('SPEC §7 deposit limits and bank choice are checked by the server', async ({ s }) => {
  const m = member(s);
  const low = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount: 999, idempotencyKey: key() },
  });
  const high = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount: 5_000_001, idempotencyKey: key() },
  });
  const frac = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount: 10.5, idempotencyKey: key() },
  });
  const noBank = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'bank-online', amount: 5000, idempotencyKey: key() },
  });
  assert.equal(
    [low.code, high.code, frac.code, noBank.code],
    ['AMOUNT_OUT_OF_RANGE', 'AMOUNT_OUT_OF_RANGE', 'BAD_BODY', 'BAD_BODY'],
  );
});

t('SPEC §5/§6 non-real types (3, 4, 40) are refused every money call with FREE_REJECT', async ({ s }) => {
  for (const type of [3, 4, 40]) {
    const m = member(s, type);
    const calls = [
      await call(s, 'GET', '/wps/deposit/settings', { token: m.token }),
      await call(s, 'POST', '/wps/deposit/request', {
        token: m.token,
        body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: key() },
      }),
      await call(s, 'GET', '/wps/withdraw/settings', { token: m.token }),
      await call(s, 'POST', '/wps/transaction/withdraw', {
        token: m.token,
        body: { cardId: 1, amount: 5000, paymentPassword: '123456', idempotencyKey: key() },
      }),
      await call(s, 'POST', '/wps/member/bankCards', {
        token: m.token,
        body: { kind: 'PIX', pixKeyType: 'CPF', pixKey: '529.982.247-25', holderName: 'Ana' },
      }),
    ];
    assert.equal(
      calls.map((c) => [c.status, c.code]),
      calls.map(() => [403, 'FREE_REJECT']),
      `type ${type}`,
    );
  }
  const visitor = await call(s, 'GET', '/wps/deposit/settings');
  assert.is(visitor.status, 401);
});

t(
  'SPEC §7 withdraw: payment password checked, the amount reserved at once, limits and balance enforced',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 10_000);
    const noPass = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId: 1, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.is(noPass.code, 'NO_PAYMENT_PASSWORD');
    const cardId = await readyToWithdraw(s, m);
    const wrong = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 3000, paymentPassword: '654321', idempotencyKey: key() },
    });
    assert.is(wrong.code, 'PAYMENT_PASSWORD_WRONG');
    const below = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 1999, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.is(below.code, 'AMOUNT_OUT_OF_RANGE');
    const ok = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.ok(ok.success, ok.message);
    assert.is((ok.value as { balance: number }).balance, 7000);
    assert.is(await balance(s, m.token), 7000, 'reserved at once, before any payout');
    const over = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 7001, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.is(over.code, 'INSUFFICIENT_BALANCE');
    const other = member(s);
    await readyToWithdraw(s, other);
    await fund(s, other, 5000);
    const foreignCard = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: other.token,
      body: { cardId, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.is(foreignCard.code, 'NO_BANK_CARD', "another member's card is refused");
    const recs = (await call(s, 'GET', '/wps/withdraw/records', { token: m.token }))
      .value as RecordPage<WithdrawRecord>;
    assert.equal(
      recs.list.map((r) => [r.amount, r.status]),
      [[3000, 'processing']],
    );
  },
);

t('SPEC §7 a retried withdraw with the same idempotency key moves money once', async ({ s }) => {
  const m = member(s);
  await fund(s, m, 10_000);
  const cardId = await readyToWithdraw(s, m);
  const body = { cardId, amount: 2500, paymentPassword: '123456', idempotencyKey: key() };
  const results = await Promise.all(
    [1, 2, 3].map(() => call(s, 'POST', '/wps/transaction/withdraw', { token: m.token, body })),
  );
  assert.ok(results.every((r) => r.success));
  assert.is(new Set(results.map((r) => (r.value as { record: WithdrawRecord }).record.id)).size, 1, 'one withdrawal');
  assert.is(await balance(s, m.token), 7500);
  const reused = await call(s, 'POST', '/wps/transaction/withdraw', {
    token: m.token,
    body: { ...body, amount: 3000 },
  });
  assert.is(reused.code, 'IDEMPOTENCY_KEY_REUSED');
  assert.is(await balance(s, m.token), 7500);
});

t('SPEC §7 50 concurrent withdrawals against one balance never overdraw', async ({ s }) => {
  const m = member(s);
  await fund(s, m, 10_000);
  const cardId = await readyToWithdraw(s, m);
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      call(s, 'POST', '/wps/transaction/withdraw', {
        token: m.token,
        body: { cardId, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
      }),
    ),
  );
  const ok = results.filter((r) => r.success).length;
  assert.is(ok, 3, 'exactly floor(10000 / 3000) succeed');
  assert.ok(results.filter((r) => !r.success).every((r) => r.code === 'INSUFFICIENT_BALANCE'));
  assert.is(await balance(s, m.token), 1000);
  assert.ok(ledgerSum(s, m.id) >= 0);
});

t(
  'SPEC §7 ledger sums equal balances after a scripted mix; transaction details filter by the code list',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 20_000);
    await fund(s, m, 5_000);
    const cardId = await readyToWithdraw(s, m);
    await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 4000, paymentPassword: '123456', idempotencyKey: key() },
    });
    await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 99_999, paymentPassword: '123456', idempotencyKey: key() },
    });
    await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 1 } });
    await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 1 } });
    const shown = await balance(s, m.token);
    assert.is(shown, ledgerSum(s, m.id));
    const codes = (await call(s, 'GET', '/wps/transaction/codes', { token: m.token })).value as string[];
    assert.ok(codes.includes('DEPOSIT') && codes.includes('WITHDRAW'));
    const all = (await call(s, 'GET', '/wps/transaction/details?pageSize=50', { token: m.token }))
      .value as RecordPage<TransactionRow>;
    assert.is(
      all.list.reduce((a, r) => a + r.amount, 0),
      shown,
      'the rows add up to the balance',
    );
    const deps = (await call(s, 'GET', '/wps/transaction/details?code=DEPOSIT', { token: m.token }))
      .value as RecordPage<TransactionRow>;
    assert.equal(
      deps.list.map((r) => r.amount),
      [5000, 20_000],
    );
    const wds = (await call(s, 'GET', '/wps/transaction/details?code=WITHDRAW', { token: m.token }))
      .value as RecordPage<TransactionRow>;
    assert.equal(
      wds.list.map((r) => [r.code, r.amount]),
      [['WITHDRAW', -4000]],
    );
    const bad = await call(s, 'GET', '/wps/transaction/details?code=NOPE', { token: m.token });
    assert.is(bad.status, 400);
  },
);

t(
  'SPEC §7 transaction details: OTHER lists only the kinds no code names; no filter compiles SQL per request',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 3_000);
    s.db!.prepare(
      'INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(m.id, 'adjustment', 150, 'op:1', `adj:${m.id}`, new Date().toISOString());
    const page = async (q: string) =>
      ((await call(s, 'GET', `/wps/transaction/details${q}`, { token: m.token })).value as RecordPage<TransactionRow>)
        .list;
    const queries = ['', '?code=ALL', '?code=DEPOSIT', '?code=OTHER'];
    for (const q of queries) await page(q); // every statement of the path is prepared by now
    const db = s.db!;
    const prepare = db.prepare;
    let compiled = 0;
    db.prepare = ((sql: string) => {
      compiled++;
      return prepare.call(db, sql);
    }) as typeof db.prepare;
    try {
      assert.equal(
        (await page('?code=OTHER')).map((r) => [r.code, r.kind, r.amount]),
        [['OTHER', 'adjustment', 150]],
      );
      assert.equal(
        (await page('?code=DEPOSIT')).map((r) => r.amount),
        [3000],
      );
      assert.is((await page('')).length, 2);
      for (const q of queries) await page(`${q}${q ? '&' : '?'}pageNo=2&pageSize=1`);
    } finally {
      db.prepare = prepare;
    }
    assert.is(compiled, 0, 'the transaction list reuses statements prepared once');
  },
);

t(
  "SPEC §7 ledger: postLedger writes one row inside the caller's transaction and the balance follows it; a reused key undoes the whole move",
  async ({ s }) => {
    const db = s.db!;
    const a = member(s),
      b = member(s);
    await fund(s, a, 2_000);
    const k = key();
    const after = db
      .transaction(() => {
        const left = postLedger(db, a.id, 'transfer_out', -700, `member:${b.id}`, `${k}:out`);
        postLedger(db, b.id, 'transfer_in', 700, `agent:${a.id}`, `${k}:in`);
        return left;
      })
      .immediate();
    assert.is(after, 1_300, 'the new balance is answered');
    assert.equal([balanceOf(db, a.id), ledgerSum(s, a.id), await balance(s, a.token)], [1_300, 1_300, 1_300]);
    assert.equal([balanceOf(db, b.id), ledgerSum(s, b.id)], [700, 700]);
    const retried = () =>
      db
        .transaction(() => {
          postLedger(db, a.id, 'transfer_out', -700, `member:${b.id}`, `${k}:again`);
          postLedger(db, b.id, 'transfer_in', 700, `agent:${a.id}`, `${k}:in`);
        })
        .immediate();
    assert.throws(retried, /UNIQUE/, 'a key already used is refused');
    assert.equal(
      [balanceOf(db, a.id), balanceOf(db, b.id)],
      [1_300, 700],
      'and the half already written is rolled back',
    );
    assert.throws(() => postLedger(db, a.id, 'bonus', 100, 'x', null), /transaction/, 'never outside a transaction');
    assert.throws(
      () => db.transaction(() => postLedger(db, a.id, 'bonus', 0.5, 'x', null))(),
      /cents/,
      'integer cents only',
    );
    assert.is(balanceOf(db, a.id), 1_300);
  },
);

t('SPEC §7 payment password: 6 digits; changing it needs the current one; check answers ok', async ({ s }) => {
  const m = member(s);
  assert.is(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '12ab56' } })).code,
    'PAYMENT_PASSWORD_FORMAT',
  );
  assert.ok(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '111111' } })).success,
  );
  assert.is(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '222222' } })).code,
    'PAYMENT_PASSWORD_WRONG',
  );
  assert.ok(
    (
      await call(s, 'POST', '/wps/member/paymentPassword', {
        token: m.token,
        body: { oldPassword: '111111', newPassword: '222222' },
      })
    ).success,
  );
  const good = await call(s, 'POST', '/wps/member/paymentPassword/check', {
    token: m.token,
    body: { password: '222222' },
  });
  const bad = await call(s, 'POST', '/wps/member/paymentPassword/check', {
    token: m.token,
    body: { password: '111111' },
  });
  assert.equal([(good.value as { ok: boolean }).ok, (bad.value as { ok: boolean }).ok], [true, false]);
});

t(
  'payment password guessing is stopped: after 5 wrong answers even the right one is refused (429) for a while',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 10_000);
    const cardId = await readyToWithdraw(s, m);
    for (let i = 0; i < 5; i++) {
      const r = await call(s, 'POST', '/wps/member/paymentPassword/check', {
        token: m.token,
        body: { password: `00000${i}` },
      });
      assert.equal((r.value as { ok: boolean }).ok, false);
    }
    const locked = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.equal([locked.status, locked.code], [429, 'RATE_LIMITED']);
    assert.is(await balance(s, m.token), 10_000, 'nothing moved');
  },
);

t(
  'SPEC §7 member settings: nickname, e-mail and payee name saved and validated; VIP label from deposits',
  async ({ s }) => {
    const m = member(s);
    const saved = await call(s, 'POST', '/wps/member/profile', {
      token: m.token,
      body: { nickname: 'Ana', email: 'ana@example.com', payeeName: 'Ana Souza' },
    });
    const p = saved.value as MemberProfile;
    assert.equal([p.nickname, p.email, p.payeeName, p.vipLabel], ['Ana', 'ana@example.com', 'Ana Souza', 'Bronze']);
    assert.is(
      (await call(s, 'POST', '/wps/member/profile', { token: m.token, body: { email: 'nope' } })).code,
      'EMAIL_FORMAT',
    );
    assert.is(
      ((await call(s, 'GET', '/wps/member/profile', { token: m.token })).value as MemberProfile).email,
      'ana@example.com',
      'a refused change keeps the old value',
    );
    await fund(s, m, 100_000);
    const vip = (await call(s, 'GET', '/wps/member/vip', { token: m.token })).value as VipInfo;
    assert.equal([vip.level, vip.levels.length], [2, 3]);
  },
);

t('SPEC §6 VIP off: the VIP call is refused', async () => {
  const s = await start({ overrides: { whitelabel: { VIP: false } } });
  try {
    const m = member(s);
    assert.is((await call(s, 'GET', '/wps/member/vip', { token: m.token })).code, 'FEATURE_OFF');
    assert.is(((await call(s, 'GET', '/wps/member/profile', { token: m.token })).value as MemberProfile).vipLabel, '');
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

t('the admin endpoint is off when no admin token is configured', async () => {
  const s = await start();
  try {
    const r = await call(s, 'POST', '/wps/admin/deposit/approve', { admin: '', body: { depositId: 1 } });
    assert.is(r.status, 403);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

async function withdrawOk(
  s: Server,
  m: { token: string },
  cardId: number,
  amount: number,
  forfeitBonus?: boolean,
): Promise<WithdrawRecord> {
  const r = await call(s, 'POST', '/wps/transaction/withdraw', {
    token: m.token,
    body: { cardId, amount, paymentPassword: '123456', idempotencyKey: key(), forfeitBonus },
  });
  assert.ok(r.success, r.message);
  return (r.value as { record: WithdrawRecord }).record;
}
const decide = (s: Server, what: 'payout' | 'reject', withdrawalId: number, admin = ADMIN) =>
  call(s, 'POST', `/wps/admin/withdraw/${what}`, { admin, body: { withdrawalId } });
const kindsOf = (s: Server, id: number) =>
  (
    s.db!.prepare('SELECT kind, amount_cents AS c FROM ledger WHERE member_id = ? ORDER BY id').all(id) as {
      kind: string;
      c: number;
    }[]
  ).map((r) => [r.kind, r.c]);

t(
  'SPEC §7 withdraw operator actions: reject returns the reserved amount as a ledger row (once); payout marks paid; records and report show it',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 20_000);
    const cardId = await readyToWithdraw(s, m);
    const w1 = await withdrawOk(s, m, cardId, 5000);
    const w2 = await withdrawOk(s, m, cardId, 3000);
    const w3 = await withdrawOk(s, m, cardId, 2000);
    assert.is(await balance(s, m.token), 10_000);
    assert.equal(
      [
        (await decide(s, 'reject', w1.id, '')).status,
        (await decide(s, 'reject', w1.id, 'x'.repeat(ADMIN.length))).status,
      ],
      [403, 403],
    );
    assert.is(await balance(s, m.token), 10_000, 'a refused operator call moves nothing');
    const r1 = await decide(s, 'reject', w1.id);
    const r2 = await decide(s, 'reject', w1.id);
    assert.equal(
      [
        (r1.value as WithdrawRecord).status,
        (r1.value as { balance: number }).balance,
        (r2.value as { balance: number }).balance,
      ],
      ['rejected', 15_000, 15_000],
    );
    assert.is(await balance(s, m.token), 15_000, 'the reserved amount came back once');
    const p1 = await decide(s, 'payout', w2.id);
    assert.equal(
      [(p1.value as WithdrawRecord).status, (p1.value as { balance: number }).balance],
      ['paid', 15_000],
      'a payout moves no money: it left at the request',
    );
    assert.equal(
      [(await decide(s, 'payout', w1.id)).code, (await decide(s, 'reject', w2.id)).code],
      ['WITHDRAWAL_DECIDED', 'WITHDRAWAL_DECIDED'],
    );
    assert.is((await decide(s, 'payout', 999_999)).status, 404);
    assert.equal(
      kindsOf(s, m.id).filter(([k]) => k !== 'deposit'),
      [
        ['withdrawal', -5000],
        ['withdrawal', -3000],
        ['withdrawal', -2000],
        ['withdrawal_refund', 5000],
      ],
    );
    const recs = (await call(s, 'GET', '/wps/withdraw/records', { token: m.token }))
      .value as RecordPage<WithdrawRecord>;
    assert.equal(
      recs.list.map((r) => [r.id, r.status]),
      [
        [w3.id, 'processing'],
        [w2.id, 'paid'],
        [w1.id, 'rejected'],
      ],
    );
    const report = (await call(s, 'GET', '/wps/withdraw/report', { token: m.token })).value as WithdrawReport;
    assert.equal(report, {
      processing: { count: 1, cents: 2000 },
      paid: { count: 1, cents: 3000 },
      rejected: { count: 1, cents: 5000 },
    });
    const refunds = (await call(s, 'GET', '/wps/transaction/details?code=WITHDRAW', { token: m.token }))
      .value as RecordPage<TransactionRow>;
    assert.equal(refunds.list[0]!.amount, 5000, 'the refund is listed under the withdraw code');
    assert.is((await call(s, 'GET', '/wps/withdraw/report', { token: member(s, 4).token })).code, 'FREE_REJECT');
  },
);

t(
  'SPEC §7 deposit promotion: the bonus its definition promises for the amount is what the approval pays, as a separate row, once',
  async ({ s }) => {
    const m = member(s);
    const settings = (await call(s, 'GET', '/wps/deposit/settings?language=en', { token: m.token }))
      .value as DepositSettings;
    assert.equal(
      settings.promotions.map((p) => [p.id, p.bonus]).sort(),
      [
        [1, { percent: 100, maxCents: 50_000, minDepositCents: 2000, firstDepositOnly: true }],
        [3, { percent: 20, maxCents: 50_000, minDepositCents: 5000, firstDepositOnly: false }],
      ],
      'the welcome and the reload bonus, each with its definition; instant claims are not deposit bonuses',
    );
    const below = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 4999, promoId: 3, idempotencyKey: key() },
    });
    assert.equal([below.status, below.code], [409, 'BONUS_MIN_DEPOSIT'], 'below the minimum deposit of the bonus');
    const stale = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 10_000, promoId: 3, expectedBonus: 2500, idempotencyKey: key() },
    });
    assert.equal([stale.status, stale.code], [409, 'BONUS_CHANGED'], 'a figure the server would not pay is refused');
    const request = { methodId: 'pix-fast', amount: 10_000, promoId: 3, expectedBonus: 2000, idempotencyKey: key() };
    const d = { ...(await call(s, 'POST', '/wps/deposit/request', { token: m.token, body: request })), request };
    const dep = d.value as DepositRecord;
    assert.equal([dep.promoId, dep.promisedBonus, dep.bonus], [3, 2000, 0], 'promised, not yet paid');
    assert.is(await balance(s, m.token), 0);
    const a = (await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: dep.id } }))
      .value as DepositRecord & { balance: number };
    assert.equal([a.bonus, a.balance], [2000, 12_000], 'exactly the promised 20 %');
    assert.equal(
      kindsOf(s, m.id),
      [
        ['deposit', 10_000],
        ['bonus', 2000],
      ],
      'two separate ledger rows',
    );
    await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: dep.id } });
    assert.is(await balance(s, m.token), 12_000, 'approving again pays nothing');
    const retry = await call(s, 'POST', '/wps/deposit/request', { token: m.token, body: d.request });
    assert.equal(
      [(retry.value as DepositRecord).id, (retry.value as DepositRecord).status],
      [dep.id, 'approved'],
      'a retry of the same request answers the first order, though its bonus is no longer offered',
    );
    const again = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 10_000, promoId: 3, idempotencyKey: key() },
    });
    assert.equal([again.status, again.code], [409, 'PROMO_NOT_OFFERED'], 'a bonus already paid is not offered again');
    const welcome = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 10_000, promoId: 1, idempotencyKey: key() },
    });
    assert.is(welcome.code, 'PROMO_NOT_OFFERED', 'a first-deposit bonus is gone once a deposit was approved');
    for (const id of [2, 8]) {
      const r = await call(s, 'POST', '/wps/deposit/request', {
        token: m.token,
        body: { methodId: 'pix-fast', amount: 10_000, promoId: id, idempotencyKey: key() },
      });
      assert.is(r.code, 'PROMO_NOT_OFFERED', `promotion ${id} pays nothing on a deposit`);
    }
    const recs = (await call(s, 'GET', '/wps/deposit/records', { token: m.token })).value as RecordPage<DepositRecord>;
    assert.equal(
      recs.list.map((r) => [r.amount, r.bonus, r.status]),
      [[10_000, 2000, 'approved']],
    );
    const bonus = (await call(s, 'GET', '/wps/transaction/details?code=BONUS', { token: m.token }))
      .value as RecordPage<TransactionRow>;
    assert.equal(
      bonus.list.map((r) => [r.kind, r.amount]),
      [['bonus', 2000]],
    );
  },
);

t(
  'SPEC §7 welcome bonus: the banner, the promotion and the deposit form state one definition; 100 % of R$ 100 pays R$ 100',
  async ({ s }) => {
    const m = member(s);
    const home = (await call(s, 'GET', '/wps/announcement/banner?types=B&language=pt')).value as {
      banners: { title: string; link: string }[];
    };
    const banner = home.banners.find((b) => b.link === '/m/activityDetail?id=1')!;
    assert.is(banner.title, 'Bônus de boas-vindas de 100% até R$ 500 no primeiro depósito');
    const en = (await call(s, 'GET', '/wps/announcement/banner?types=B&language=en')).value as typeof home;
    assert.is(
      en.banners.find((b) => b.link === banner.link)!.title,
      '100% welcome bonus up to R$ 500 on your first deposit',
    );
    const promo = (await call(s, 'GET', '/wps/promo/detail?id=1&language=pt', { token: m.token })).value as {
      kind: string;
      bonus: unknown;
    };
    assert.equal(
      [promo.kind, promo.bonus],
      ['DEPOSIT', { percent: 100, maxCents: 50_000, minDepositCents: 2000, firstDepositOnly: true }],
    );
    const dep = (
      await call(s, 'POST', '/wps/deposit/request', {
        token: m.token,
        body: { methodId: 'manual', amount: 10_000, promoId: 1, expectedBonus: 10_000, idempotencyKey: key() },
      })
    ).value as DepositRecord;
    const a = (await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: dep.id } }))
      .value as DepositRecord & { balance: number };
    assert.equal([a.bonus, a.balance], [10_000, 20_000], 'R$ 100 and its R$ 100 bonus');
    const big = (
      await call(s, 'POST', '/wps/deposit/request', {
        token: member(s).token,
        body: { methodId: 'manual', amount: 200_000, promoId: 1, idempotencyKey: key() },
      })
    ).value as DepositRecord;
    assert.is(big.promisedBonus, 50_000, 'capped at the R$ 500 the banner states');
  },
);

t('SPEC §7 a retried deposit with the same idempotency key is one deposit and credits once', async ({ s }) => {
  const m = member(s);
  const body = { methodId: 'pix-fast', amount: 7000, idempotencyKey: key() };
  const tries = await Promise.all(
    [1, 2, 3, 4].map(() => call(s, 'POST', '/wps/deposit/request', { token: m.token, body })),
  );
  assert.ok(tries.every((r) => r.success));
  const ids = new Set(tries.map((r) => (r.value as DepositRecord).id));
  assert.is(ids.size, 1, 'one deposit');
  await Promise.all(
    [1, 2, 3].map(() =>
      call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: [...ids][0] } }),
    ),
  );
  assert.is(await balance(s, m.token), 7000);
  assert.is(
    ((await call(s, 'GET', '/wps/deposit/records', { token: m.token })).value as RecordPage<DepositRecord>).list.length,
    1,
  );
});

t(
  'SPEC §7 ledger rule: balance == sum of ledger rows after deposit approve, bonus, withdraw, reject, payout, a demo spin and an agent transfer',
  async ({ s }) => {
    const agent = member(s, 1);
    const code = (
      (await call(s, 'POST', '/wps/agent/affiliate/links', { token: agent.token })).value as AgentLink[]
    )[0]!.code;
    const downId = insertMember(s.db!, {
      userName: `wdl${++n}x${Date.now() % 100000}`,
      passwordHash: 'x',
      type: 0,
      merchantCode: 'AURORA',
      affiliateCode: code,
    });
    const down = { id: downId, token: createSession(s.db!, downId) };
    const d = (
      await call(s, 'POST', '/wps/deposit/request', {
        token: agent.token,
        body: { methodId: 'pix-fast', amount: 30_000, promoId: 3, idempotencyKey: key() },
      })
    ).value as DepositRecord;
    await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: d.id } });
    const cardId = await readyToWithdraw(s, agent);
    // The Friday bonus is being wagered: the first withdrawal forfeits it (docs/bonus.md).
    const w1 = await withdrawOk(s, agent, cardId, 4000, true);
    const w2 = await withdrawOk(s, agent, cardId, 6000);
    await decide(s, 'reject', w1.id);
    await decide(s, 'payout', w2.id);
    const tr = await call(s, 'POST', '/wps/agent/transfer', {
      token: agent.token,
      body: { downlineIds: [down.id], amount: 2500, idempotencyKey: key() },
    });
    assert.ok(tr.success, tr.message);
    const game = s
      .db!.prepare(
        "SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
      )
      .get() as { nodeId: string; gameId: string; vassalage: string; minBet: number };
    const launch = await call(s, 'POST', '/wps/game/launchGame', {
      token: agent.token,
      body: { nodeId: game.nodeId, gameId: game.gameId, vassalage: game.vassalage, language: 'pt' },
    });
    assert.ok(launch.success, launch.message);
    const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
    const play = html.match(/name="play" content="([^"]+)"/)![1]!;
    // Rounds until one wins (a loss writes no win row), at most 200.
    for (let i = 0; i < 200 && !kindsOf(s, agent.id).some(([k]) => k === 'game_win'); i++)
      assert.ok((await call(s, 'POST', '/wps/demo/spin', { body: { play, stake: game.minBet } })).success);
    const kinds = new Set(kindsOf(s, agent.id).map(([k]) => k));
    for (const k of [
      'deposit',
      'bonus',
      'bonus_forfeited',
      'withdrawal',
      'withdrawal_refund',
      'transfer_out',
      'game_bet',
      'game_win',
    ])
      assert.ok(kinds.has(k), `the mix wrote a ${k} row`);
    for (const who of [agent, down]) {
      const shown = await balance(s, who.token);
      assert.is(shown, ledgerSum(s, who.id), 'wallet balance equals the ledger sum');
      const info = (await call(s, 'GET', '/wps/member/info', { token: who.token })).value as MemberInfo;
      assert.is(info.wallet.sumBalance, shown, 'member info shows the same balance');
      const rows = (await call(s, 'GET', '/wps/transaction/details?pageSize=50', { token: who.token }))
        .value as RecordPage<TransactionRow>;
      assert.is(
        rows.list.reduce((a, r) => a + r.amount, 0),
        shown,
        'the transaction details add up to it',
      );
    }
    assert.is(await balance(s, down.token), 2500);
  },
);

t(
  'SPEC §7 member settings: head icon from the built-in set, saved on the profile and in member info',
  async ({ s }) => {
    const m = member(s);
    assert.is(
      ((await call(s, 'GET', '/wps/member/headIcon', { token: m.token })).value as { headIcon: string }).headIcon,
      '',
    );
    const bad = await call(s, 'POST', '/wps/member/headIcon', {
      token: m.token,
      body: { icon: 'https://evil.example/x.png' },
    });
    assert.equal([bad.status, bad.code], [400, 'BAD_BODY']);
    assert.ok((await call(s, 'POST', '/wps/member/headIcon', { token: m.token, body: { icon: 'leaf' } })).success);
    assert.is(
      ((await call(s, 'GET', '/wps/member/headIcon', { token: m.token })).value as { headIcon: string }).headIcon,
      'leaf',
    );
    assert.is(
      ((await call(s, 'GET', '/wps/member/profile', { token: m.token })).value as MemberProfile).headIcon,
      'leaf',
    );
    assert.is(((await call(s, 'GET', '/wps/member/info', { token: m.token })).value as MemberInfo).headIcon, 'leaf');
    assert.is((await call(s, 'POST', '/wps/member/headIcon', { body: { icon: 'leaf' } })).status, 401);
  },
);

t(
  'SPEC §7 security question: answer stored hashed; changing needs the current answer; it resets a forgotten payment password',
  async ({ s }) => {
    const m = member(s);
    await fund(s, m, 10_000);
    const cardId = await readyToWithdraw(s, m);
    const noQuestion = await call(s, 'POST', '/wps/member/paymentPassword/reset', {
      token: m.token,
      body: { answer: 'rex', newPassword: '654321' },
    });
    assert.is(noQuestion.code, 'NO_SECURITY_QUESTION');
    assert.is(
      (
        await call(s, 'POST', '/wps/member/securityQuestion', {
          token: m.token,
          body: { question: 'nope', answer: 'Rex' },
        })
      ).code,
      'BAD_BODY',
    );
    assert.is(
      (
        await call(s, 'POST', '/wps/member/securityQuestion', {
          token: m.token,
          body: { question: 'pet', answer: 'R' },
        })
      ).code,
      'SECURITY_ANSWER_FORMAT',
    );
    assert.ok(
      (
        await call(s, 'POST', '/wps/member/securityQuestion', {
          token: m.token,
          body: { question: 'pet', answer: '  Rex  Junior ' },
        })
      ).success,
    );
    const stored = s
      .db!.prepare('SELECT question, answer_hash AS h FROM security_questions WHERE member_id = ?')
      .get(m.id) as { question: string; h: string };
    assert.is(stored.question, 'pet');
    assert.not.match(stored.h, /rex/i, 'the answer is not stored in clear');
    assert.is(
      ((await call(s, 'GET', '/wps/member/profile', { token: m.token })).value as MemberProfile).securityQuestion,
      'pet',
    );
    const noCurrent = await call(s, 'POST', '/wps/member/securityQuestion', {
      token: m.token,
      body: { question: 'city', answer: 'Recife' },
    });
    assert.is(noCurrent.code, 'SECURITY_ANSWER_WRONG', 'changing needs the current answer');
    const wrong = await call(s, 'POST', '/wps/member/paymentPassword/reset', {
      token: m.token,
      body: { answer: 'Max', newPassword: '654321' },
    });
    assert.is(wrong.code, 'SECURITY_ANSWER_WRONG');
    const badPass = await call(s, 'POST', '/wps/member/paymentPassword/reset', {
      token: m.token,
      body: { answer: 'rex junior', newPassword: '65a321' },
    });
    assert.is(badPass.code, 'PAYMENT_PASSWORD_FORMAT');
    const reset = await call(s, 'POST', '/wps/member/paymentPassword/reset', {
      token: m.token,
      body: { answer: 'REX JUNIOR', newPassword: '654321' },
    });
    assert.ok(reset.success, reset.message);
    const old = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 3000, paymentPassword: '123456', idempotencyKey: key() },
    });
    assert.is(old.code, 'PAYMENT_PASSWORD_WRONG', 'the old payment password no longer works');
    const ok = await call(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount: 3000, paymentPassword: '654321', idempotencyKey: key() },
    });
    assert.ok(ok.success, ok.message);
    assert.ok(
      (
        await call(s, 'POST', '/wps/member/securityQuestion', {
          token: m.token,
          body: { question: 'city', answer: 'Recife', currentAnswer: 'rex junior' },
        })
      ).success,
    );
  },
);

t('security answers are guess-limited: after 5 wrong answers even the right one is refused (429)', async ({ s }) => {
  const m = member(s);
  assert.ok(
    (
      await call(s, 'POST', '/wps/member/securityQuestion', {
        token: m.token,
        body: { question: 'food', answer: 'feijoada' },
      })
    ).success,
  );
  for (let i = 0; i < 5; i++) {
    assert.is(
      (
        await call(s, 'POST', '/wps/member/paymentPassword/reset', {
          token: m.token,
          body: { answer: `guess${i}`, newPassword: '111111' },
        })
      ).code,
      'SECURITY_ANSWER_WRONG',
    );
  }
  const locked = await call(s, 'POST', '/wps/member/paymentPassword/reset', {
    token: m.token,
    body: { answer: 'feijoada', newPassword: '111111' },
  });
  assert.equal([locked.status, locked.code], [429, 'RATE_LIMITED']);
  assert.is(
    (s.db!.prepare('SELECT COUNT(*) AS n FROM payment_passwords WHERE member_id = ?').get(m.id) as { n: number }).n,
    0,
    'no payment password was set',
  );
});

t.run();
