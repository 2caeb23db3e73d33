// Money only from and to the player's own CPF, over real HTTP, each rule in both profiles: in
// Brazil ("jurisdiction": "BR") deposits are PIX only, an approval takes the payer's CPF and a
// payer who is not the member rejects the order with its reason, withdrawals go only to the PIX
// key that is the member's CPF, and a member whose identity was refused can neither deposit nor
// withdraw. The default profile keeps today's behaviour: every kind the site offers, the payer
// ignored, any destination, identities irrelevant.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../server/api/password-hash.ts';
import { addCard } from '../../server/db/bank-cards.ts';
import { insertIdentity } from '../../server/db/identities.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import type { DepositRecord, DepositSettings, PayoutDestination, WithdrawSettings } from '../../src/api/types.ts';
import { demoGatewaySite } from '../setup/demo-site.ts';
import { buildBundles, npmOperator } from '../setup/operator.ts';
import { plainEnv } from '../setup/spawn-server.ts';
import { apiCall, cleanup, idempotencyKey, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const ADMIN = 'test-admin-token-br-pay';
const OPERATOR = {
  legalName: 'Aurora Jogos Ltda.',
  cnpj: '11222333000181',
  authorisation: 'SPA/MF 123/2025',
  helpLine: '0800 123 4567',
};
const OWN_CPF = '52998224725';
const OTHER_CPF = '111.444.777-35';

const t = suite<{ br: Server; def: Server }>('own-CPF payments', {} as { br: Server; def: Server });
t.before(async (ctx) => {
  const wallet = { wallet: { adminToken: ADMIN, maxPendingDeposits: 50, maxBankCards: 10 } };
  // The demo gateway on both, so the default profile offers card and online banking as a site with a provider does.
  ctx.def = await start({ overrides: demoGatewaySite(wallet) });
  ctx.br = await start({ overrides: demoGatewaySite({ ...wallet, jurisdiction: 'BR', operator: OPERATOR }) });
});
t.after(async (ctx) => {
  for (const s of [ctx.def, ctx.br]) {
    await s.close();
    cleanup(s.dataDir);
  }
});

let n = 0;
/** A real-money member with a payment password and, given a CPF, an identity of that status. */
async function member(
  s: Server,
  cpf: string | null = null,
  status: 'unverified' | 'verified' | 'refused' = 'verified',
) {
  const id = createMember(s.db!, { userName: `cpf${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  setPaymentHash(s.db!, id, await hashPassword('123456'));
  if (cpf) {
    // A fresh CPF per member: one account per CPF.
    insertIdentity(s.db!, { memberId: id, cpf, fullName: 'Ana Souza', birthDate: '1990-03-15', address: 'Rua A, 1' });
    s.db!.prepare('UPDATE member_identities SET identity_status = ? WHERE member_id = ?').run(status, id);
  }
  return { id, token: createSession(s.db!, id) };
}
const balanceOf = (s: Server, memberId: number) =>
  s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE member_id = ?').pluck().get(memberId);
const deposit = (s: Server, token: string, methodId = 'pix-fast', amount = 5000) =>
  apiCall(s, 'POST', '/wps/deposit/request', { token, body: { methodId, amount, idempotencyKey: idempotencyKey() } });
const approve = (s: Server, depositId: number, payerCpf?: string) =>
  apiCall(s, 'POST', '/wps/admin/deposit/approve', {
    admin: ADMIN,
    body: payerCpf === undefined ? { depositId } : { depositId, payerCpf },
  });
const addDestination = (s: Server, token: string, body: object) =>
  apiCall(s, 'POST', '/wps/member/bankCards', {
    token,
    body: { holderName: 'Ana Souza', paymentPassword: '123456', ...body },
  });
const withdraw = (s: Server, token: string, cardId: number, amount = 2000) =>
  apiCall(s, 'POST', '/wps/transaction/withdraw', {
    token,
    body: { cardId, amount, paymentPassword: '123456', idempotencyKey: idempotencyKey() },
  });
const BANK = { kind: 'BANK', bankCode: 'BB', branch: '0001', accountNo: '0012345-6', accountType: 'CHECKING' };
/** Cash to withdraw: an approved deposit (the default profile ignores the payer). */
async function funded(s: Server, token: string, payerCpf: string | undefined) {
  const d = await deposit(s, token, 'pix-fast', 10_000);
  const a = await approve(s, (d.value as DepositRecord).id, payerCpf);
  assert.is(a.status, 200, a.message);
}

t(
  'deposit kinds: Brazil offers and accepts PIX only; the default profile every method as today',
  async ({ br, def }) => {
    const d = await member(def);
    const offered = (s: Server, token: string) =>
      apiCall(s, 'GET', '/wps/deposit/settings?language=pt', { token }).then((r) =>
        (r.value as DepositSettings).methods.map((m) => m.kind).sort(),
      );
    assert.equal(await offered(def, d.token), ['BANK', 'GATEWAY', 'MANUAL', 'PIX']);
    for (const method of ['card-online', 'manual']) {
      const r = await deposit(def, d.token, method);
      assert.is(r.status, 200, `${method}: ${r.message}`);
    }
    const b = await member(br, OWN_CPF);
    assert.equal(await offered(br, b.token), ['PIX']);
    for (const method of ['card-online', 'manual']) {
      const r = await deposit(br, b.token, method);
      assert.equal([r.status, r.code], [409, 'PAYMENT_KIND_REFUSED'], method);
    }
    const bank = await apiCall(br, 'POST', '/wps/deposit/request', {
      token: b.token,
      body: { methodId: 'bank-online', bankCode: 'ITAU', amount: 5000, idempotencyKey: idempotencyKey() },
    });
    assert.equal([bank.status, bank.code], [409, 'PAYMENT_KIND_REFUSED']);
    assert.is(br.db!.prepare('SELECT COUNT(*) FROM deposits WHERE member_id = ?').pluck().get(b.id), 0);
    assert.ok((await deposit(br, b.token)).success, 'PIX is taken');
  },
);

t(
  "payer's CPF, Brazil: none refused; another CPF rejects the order with its reason; the own CPF credits",
  async ({ br }) => {
    const m = await member(br, '39053344705');
    const first = (await deposit(br, m.token)).value as DepositRecord;
    const none = await approve(br, first.id);
    assert.equal([none.status, none.code], [400, 'PAYER_CPF_REQUIRED']);
    const bad = await approve(br, first.id, '390.533.447-06');
    assert.equal([bad.status, bad.code], [400, 'BAD_BODY'], 'check digits fail');
    assert.is(balanceOf(br, m.id), 0);

    const other = await approve(br, first.id, OTHER_CPF);
    assert.is(other.status, 200, other.message);
    const refused = other.value as DepositRecord & { balance: number; changed: boolean };
    assert.equal(
      [refused.status, refused.refusal, refused.balance, refused.changed],
      ['rejected', 'PAYER_NOT_OWN_CPF', 0, true],
    );
    assert.is(balanceOf(br, m.id), 0, 'nothing credited');
    // The player reads the reason on the order and in the records.
    const order = await apiCall(br, 'GET', `/wps/deposit/order?id=${first.id}`, { token: m.token });
    assert.equal(
      [(order.value as DepositRecord).status, (order.value as DepositRecord).refusal],
      ['rejected', 'PAYER_NOT_OWN_CPF'],
    );
    const records = await apiCall(br, 'GET', '/wps/deposit/records?pageNo=1&pageSize=10', { token: m.token });
    assert.is((records.value as { list: DepositRecord[] }).list[0]!.refusal, 'PAYER_NOT_OWN_CPF');
    // A second notice for the refused order credits nothing either.
    const again = await approve(br, first.id, '390.533.447-05');
    assert.equal([again.status, again.code], [409, 'DEPOSIT_REJECTED']);
    assert.is(balanceOf(br, m.id), 0);

    const second = (await deposit(br, m.token)).value as DepositRecord;
    const own = await approve(br, second.id, '390.533.447-05');
    assert.equal(
      [own.status, (own.value as DepositRecord).status, (own.value as DepositRecord).refusal],
      [200, 'approved', null],
    );
    assert.is(balanceOf(br, m.id), 5000);
    assert.equal(
      br.db!.prepare('SELECT id, payer_cpf, refusal FROM deposits WHERE member_id = ? ORDER BY id').all(m.id),
      [
        { id: first.id, payer_cpf: '11144477735', refusal: 'PAYER_NOT_OWN_CPF' },
        { id: second.id, payer_cpf: '39053344705', refusal: null },
      ],
    );
  },
);

t("payer's CPF, default profile: optional and ignored; any payer credits", async ({ def }) => {
  const m = await member(def);
  for (const payer of [undefined, OTHER_CPF, 'not a cpf']) {
    const d = (await deposit(def, m.token)).value as DepositRecord;
    const r = await approve(def, d.id, payer);
    assert.equal([r.status, (r.value as DepositRecord).status], [200, 'approved'], String(payer));
  }
  assert.is(balanceOf(def, m.id), 15_000);
  assert.equal(def.db!.prepare('SELECT DISTINCT payer_cpf FROM deposits WHERE member_id = ?').pluck().all(m.id), [
    null,
  ]);
});

t(
  'withdrawals, Brazil: only to the PIX key of the own CPF; a bank account or another key is refused',
  async ({ br }) => {
    const cpf = '86288366757';
    const m = await member(br, cpf);
    const settings = (await apiCall(br, 'GET', '/wps/withdraw/settings', { token: m.token })).value as WithdrawSettings;
    assert.is(settings.ownCpf, cpf, 'the form fills in the own CPF');
    for (const body of [
      BANK,
      { kind: 'PIX', pixKeyType: 'CPF', pixKey: OTHER_CPF },
      { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana@mail.com' },
      { kind: 'PIX', pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' },
    ]) {
      const r = await addDestination(br, m.token, body);
      assert.equal([r.status, r.code], [409, 'PAYOUT_NOT_OWN_CPF'], JSON.stringify(body));
    }
    const added = await addDestination(br, m.token, { kind: 'PIX', pixKeyType: 'CPF', pixKey: '862.883.667-57' });
    assert.is(added.status, 200, added.message);
    const own = (added.value as PayoutDestination[])[0]!;
    await funded(br, m.token, cpf);
    const ok = await withdraw(br, m.token, own.id);
    assert.is(ok.status, 200, ok.message);
    assert.is(balanceOf(br, m.id), 8000);
    // A destination kept from before (another key) receives nothing.
    const old = addCard(br.db!, m.id, { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana@mail.com', holderName: 'Ana' });
    assert.type(old, 'number');
    const refused = await withdraw(br, m.token, old as number);
    assert.equal([refused.status, refused.code], [409, 'PAYOUT_NOT_OWN_CPF']);
    assert.is(balanceOf(br, m.id), 8000, 'nothing reserved');
  },
);

t('withdrawals, default profile: any PIX key or bank account, as today', async ({ def }) => {
  const m = await member(def);
  const settings = (await apiCall(def, 'GET', '/wps/withdraw/settings', { token: m.token })).value as WithdrawSettings;
  assert.is(settings.ownCpf, null);
  assert.is((await addDestination(def, m.token, BANK)).status, 200);
  const list = (await addDestination(def, m.token, { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana@mail.com' }))
    .value as PayoutDestination[];
  await funded(def, m.token, undefined);
  for (const d of list) {
    const r = await withdraw(def, m.token, d.id);
    assert.is(r.status, 200, r.message);
  }
  assert.is(balanceOf(def, m.id), 6000);
});

t(
  'refused identity, Brazil: no deposit, no withdrawal, with the reason; verified and unverified members go on',
  async ({ br }) => {
    const refused = await member(br, '71428793860', 'refused');
    const calls = [
      apiCall(br, 'GET', '/wps/deposit/settings?language=pt', { token: refused.token }),
      deposit(br, refused.token),
      apiCall(br, 'GET', '/wps/withdraw/settings', { token: refused.token }),
      addDestination(br, refused.token, { kind: 'PIX', pixKeyType: 'CPF', pixKey: '71428793860' }),
      withdraw(br, refused.token, 1),
    ];
    for (const r of await Promise.all(calls)) assert.equal([r.status, r.code], [403, 'IDENTITY_REFUSED'], r.message);
    assert.is(br.db!.prepare('SELECT COUNT(*) FROM deposits WHERE member_id = ?').pluck().get(refused.id), 0);
    const unverified = await member(br, '28625587887', 'unverified');
    assert.ok((await deposit(br, unverified.token)).success, 'a member not yet checked still deposits');
  },
);

t('refused identity, default profile: irrelevant (no identity is kept there)', async ({ def }) => {
  const m = await member(def, '71428793860', 'refused');
  assert.ok((await deposit(def, m.token)).success);
  assert.is((await apiCall(def, 'GET', '/wps/withdraw/settings', { token: m.token })).status, 200);
  assert.is((await addDestination(def, m.token, BANK)).status, 200);
});

t(
  "the operator CLI's --payer-cpf: required on a Brazil site; another CPF rejects the order and says so",
  async ({ br }) => {
    await buildBundles();
    const env = plainEnv({ PORT: new URL(br.url).port, ADMIN_TOKEN: ADMIN });
    const m = await member(br, '15350946056');
    const id = String(((await deposit(br, m.token)).value as DepositRecord).id);
    const none = await npmOperator(['deposit', 'approve', id], env);
    assert.is(none.status, 1, none.stdout);
    assert.match(none.stderr, /PAYER_CPF_REQUIRED|payer's CPF/);
    const other = await npmOperator(['deposit', 'approve', id, '--payer-cpf', OTHER_CPF], env);
    assert.is(other.status, 0, other.stderr);
    assert.match(other.stdout, /Deposit \d+: rejected \(the payer's CPF is not the member's: nothing credited/);
    const own = (await deposit(br, m.token)).value as DepositRecord;
    const ok = await npmOperator(['deposit', 'approve', String(own.id), '--payer-cpf', '153.509.460-56'], env);
    assert.is(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, /approved, amount R\$ 50,00; the member's balance is now R\$ 50,00/);
  },
);

t.run();
