// Payout destinations over real HTTP: Brazilian bank accounts and PIX keys, each format
// checked by the shared rules, listed masked, behind the payment password and the per-member
// cap; a bank card stored before keeps receiving withdrawals.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../server/api/password-hash.ts';
import { addCard } from '../../server/db/bank-cards.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import type { PayoutDestination } from '../../src/api/types.ts';
import { cleanup, json, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('payouts', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start({ overrides: { wallet: { maxBankCards: 6 } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
async function member(s: Server) {
  const id = createMember(s.db!, { userName: `out${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  setPaymentHash(s.db!, id, await hashPassword('123456'));
  return { id, token: createSession(s.db!, id) };
}
async function add(s: Server, token: string, body: object) {
  const res = await fetch(`${s.url}/wps/member/bankCards`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ holderName: 'Ana Souza', paymentPassword: '123456', ...body }),
  });
  return { status: res.status, ...(await json(res)) };
}
const bank = { kind: 'BANK', bankCode: 'ITAU', branch: '1234-5', accountNo: '1234567-8', accountType: 'SAVINGS' };

t('SPEC §7 payout destinations: a bank account and each kind of PIX key, listed masked', async ({ s }) => {
  const m = await member(s);
  for (const body of [
    bank,
    { kind: 'PIX', pixKeyType: 'CPF', pixKey: '529.982.247-25' },
    { kind: 'PIX', pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' },
    { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'Ana.Souza@Mail.com' },
    { kind: 'PIX', pixKeyType: 'EVP', pixKey: '123e4567-e89b-12d3-a456-426614174000' },
  ]) {
    const r = await add(s, m.token, body);
    assert.ok(r.success, `${JSON.stringify(body)}: ${r.message}`);
  }
  const list = (await add(s, m.token, { kind: 'PIX', pixKeyType: 'CPF', pixKey: '52998224725' }))
    .value as PayoutDestination[];
  assert.equal(
    list.map((d) => [d.kind, d.bankName, d.accountMasked, d.accountType || d.pixKeyType]),
    [
      ['BANK', 'Itaú', '**** 5678', 'SAVINGS'],
      ['PIX', 'PIX', '***.982.247-**', 'CPF'],
      ['PIX', 'PIX', '+5511 *****-4321', 'PHONE'],
      ['PIX', 'PIX', 'an***@mail.com', 'EMAIL'],
      ['PIX', 'PIX', '123e****-****-4000', 'EVP'],
    ],
    'the same CPF typed without dots is the same key, not a sixth destination',
  );
  assert.is(list[0]!.branch, '1234-5');
});

t('SPEC §7 payout destinations: formats a bank or the PIX directory would refuse are refused', async ({ s }) => {
  const m = await member(s);
  for (const [body, code] of [
    [{ ...bank, branch: '123' }, 'BRANCH_FORMAT'],
    [{ ...bank, accountNo: '12345678' }, 'ACCOUNT_NO_FORMAT'],
    [{ ...bank, accountType: 'CURRENT' }, 'BAD_BODY'],
    [{ ...bank, bankCode: 'XX' }, 'BAD_BODY'],
    [{ kind: 'PIX', pixKeyType: 'CPF', pixKey: '529.982.247-24' }, 'PIX_KEY_FORMAT'],
    [{ kind: 'PIX', pixKeyType: 'PHONE', pixKey: '(10) 98765-4321' }, 'PIX_KEY_FORMAT'],
    [{ kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana@mail' }, 'PIX_KEY_FORMAT'],
    [{ kind: 'PIX', pixKeyType: 'EVP', pixKey: 'not-a-uuid' }, 'PIX_KEY_FORMAT'],
    [{ kind: 'PIX', pixKeyType: 'IBAN', pixKey: 'x' }, 'PIX_KEY_FORMAT'],
  ] as const) {
    const r = await add(s, m.token, body);
    assert.equal([r.status, r.code], [400, code], JSON.stringify(body));
  }
  const noPassword = await add(s, m.token, { ...bank, paymentPassword: '000000' });
  assert.is(noPassword.code, 'PAYMENT_PASSWORD_WRONG', 'a PIX key or account takes the payment password');
  assert.is(s.db!.prepare('SELECT COUNT(*) FROM bank_cards WHERE member_id = ?').pluck().get(m.id), 0);
});

t(
  'SPEC §7 a PIX phone key is a Brazilian mobile by the phone rule: a landline or a US number is refused, saying why',
  async ({ s }) => {
    const m = await member(s);
    for (const pixKey of ['(11) 3333-4444', '+1 202 555 0123', '20987654321', '1198765432']) {
      const r = await add(s, m.token, { kind: 'PIX', pixKeyType: 'PHONE', pixKey });
      assert.equal([r.status, r.code], [400, 'PIX_KEY_FORMAT'], pixKey);
      assert.match(r.message, /mobile, not a landline/, pixKey);
    }
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM bank_cards WHERE member_id = ?').pluck().get(m.id), 0);
    const ok = await add(s, m.token, { kind: 'PIX', pixKeyType: 'PHONE', pixKey: '+55 21 99876-5432' });
    assert.is(ok.status, 200, JSON.stringify(ok));
    assert.is(
      s.db!.prepare('SELECT account_no FROM bank_cards WHERE member_id = ?').pluck().get(m.id),
      '+5521998765432',
      'stored as E.164',
    );
  },
);

t('SPEC §7 payout destinations: one cap for accounts and keys together', async () => {
  const s = await start({ overrides: { wallet: { maxBankCards: 2 } } });
  try {
    const m = await member(s);
    assert.ok((await add(s, m.token, bank)).success);
    assert.ok((await add(s, m.token, { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'a@b.com' })).success);
    const third = await add(s, m.token, { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'c@d.com' });
    assert.equal([third.status, third.code], [409, 'TOO_MANY_BANK_CARDS']);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

t('SPEC §7 payout destinations: a bank card stored before keeps working, listed as a bank account', async ({ s }) => {
  const m = await member(s);
  const old = addCard(s.db!, m.id, { bankCode: 'BB', accountNo: '0012345678', holderName: 'Ana Souza' }) as number;
  s.db!.prepare(
    "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 10000, 'seed', ?)",
  ).run(m.id, new Date().toISOString());
  const list = (
    await (await fetch(`${s.url}/wps/member/bankCards`, { headers: { Authorization: `Bearer ${m.token}` } })).json()
  ).value as PayoutDestination[];
  assert.equal(
    list.map((d) => [d.id, d.kind, d.bankName, d.accountMasked, d.branch]),
    [[old, 'BANK', 'Banco do Brasil', '**** 5678', '']],
  );
  const res = await fetch(`${s.url}/wps/transaction/withdraw`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${m.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ cardId: old, amount: 5000, paymentPassword: '123456', idempotencyKey: `k${Date.now()}abc` }),
  });
  assert.ok((await json(res)).success);
});

t.run();
