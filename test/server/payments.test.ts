// Payment orders over real HTTP: a PIX order's BR Code and its end, the demo gateway's page
// paying once or cancelling, the pending-money poll, and the inbox paged to its last message.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sendInbox } from '../../server/db/messages.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import type { DepositRecord, InboxPage, MoneyStatus } from '../../src/api/types.ts';
import { pixCrcValid, readPixFields } from '../setup/pix-reader.ts';
import { demoGatewaySite } from '../setup/demo-site.ts';
import { apiCall, cleanup, idempotencyKey, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const ADMIN = 'test-admin-token-pay';
const t = suite<{ s: Server }>('payments', {} as { s: Server });
// A demonstration site, which runs the demo gateway on purpose (the shipped config does not: demo-gateway.test.ts).
t.before(async (ctx) => {
  ctx.s = await start({ overrides: demoGatewaySite({ wallet: { adminToken: ADMIN, maxPendingDeposits: 2 } }) });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
function member(s: Server): { id: number; token: string } {
  const id = createMember(s.db!, { userName: `pay${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  return { id, token: createSession(s.db!, id) };
}
const call = apiCall;
const key = idempotencyKey;
const order = async (s: Server, token: string, methodId: string, amount: number, extra: object = {}) => {
  const r = await call(s, 'POST', '/wps/deposit/request', {
    token,
    body: { methodId, amount, idempotencyKey: key(), ...extra },
  });
  assert.ok(r.success, r.message);
  return r.value as DepositRecord;
};
const balance = async (s: Server, token: string) =>
  (await call(s, 'GET', '/wps/member/wallet', { token })).value as { sumBalance: number; pending: boolean };

t(
  'SPEC §7 deposit by PIX: a valid BR Code for the amount, the receiver and the order, payable for 30 minutes',
  async ({ s }) => {
    const m = member(s);
    const before = Date.now();
    const d = await order(s, m.token, 'pix-fast', 12_345);
    assert.equal([d.kind, d.status, d.payUrl], ['PIX', 'pending', null]);
    const code = d.payCode!;
    assert.ok(pixCrcValid(code), 'field 63 is the CRC16 of the rest');
    const f = readPixFields(code)!;
    assert.equal(
      [f.get('53'), f.get('54'), f.get('58'), f.get('59'), f.get('60')],
      ['986', '123.45', 'BR', 'AURORA PAGAMENTOS', 'SAO PAULO'],
    );
    assert.equal(Object.fromEntries(readPixFields(f.get('26')!)!), {
      '00': 'br.gov.bcb.pix',
      '01': 'pix@aurora.example',
    });
    assert.is(readPixFields(f.get('62')!)!.get('05'), `AURORAD${d.id}`, 'the txid names the order');
    const ends = Date.parse(d.expiresAt!) - before;
    assert.ok(ends >= 30 * 60_000 - 5000 && ends <= 30 * 60_000 + 5000, `expires in 30 min (${ends} ms)`);
    const again = (await call(s, 'GET', `/wps/deposit/order?id=${d.id}`, { token: m.token })).value as DepositRecord;
    assert.is(again.payCode, code, 'the order reads back with its code');
    const other = await call(s, 'GET', `/wps/deposit/order?id=${d.id}`, { token: member(s).token });
    assert.equal([other.status, other.code], [404, 'NOT_FOUND'], "another member's order does not exist for them");
  },
);

t(
  'SPEC §7 deposit by PIX: past its end an order reads expired, cannot be approved and leaves the pending cap',
  async ({ s }) => {
    const m = member(s);
    const a = await order(s, m.token, 'pix-fast', 5000);
    await order(s, m.token, 'pix-fast', 6000);
    const full = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 7000, idempotencyKey: key() },
    });
    assert.is(full.code, 'TOO_MANY_PENDING_DEPOSITS');
    s.db!.prepare('UPDATE deposits SET expires_at = ? WHERE id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      a.id,
    );
    const read = (await call(s, 'GET', `/wps/deposit/order?id=${a.id}`, { token: m.token })).value as DepositRecord;
    assert.is(read.status, 'expired');
    const approve = await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: a.id } });
    assert.equal([approve.status, approve.code], [409, 'DEPOSIT_EXPIRED']);
    assert.is((await balance(s, m.token)).sumBalance, 0);
    await order(s, m.token, 'pix-fast', 7000); // room again: the expired one no longer waits
  },
);

t(
  'SPEC §7 deposit by gateway: its page pays the order once however often it is reported, then returns to the order',
  async ({ s }) => {
    const m = member(s);
    const d = await order(s, m.token, 'card-online', 8000);
    assert.equal([d.kind, d.payCode], ['GATEWAY', null]);
    assert.match(d.payUrl!, /^\/pay\/gateway\/[\w-]{16,}$/);
    const page = await fetch(`${s.url}${d.payUrl}`);
    assert.is(page.status, 200);
    assert.match(page.headers.get('content-security-policy')!, /form-action 'self'/);
    const html = await page.text();
    assert.match(html, /80,00/);
    assert.match(html, /action="[^"]+\/paid"/);
    const pay = () => fetch(`${s.url}${d.payUrl}/paid`, { method: 'POST', redirect: 'manual' });
    const [r1, r2, r3] = await Promise.all([pay(), pay(), pay()]);
    assert.equal([r1!.status, r2!.status, r3!.status], [303, 303, 303]);
    assert.is(r1!.headers.get('location'), `/m/voucherCenter?order=${d.id}`);
    assert.is((await balance(s, m.token)).sumBalance, 8000, 'credited once');
    const rows = s.db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'deposit'").get(m.id);
    assert.equal(rows, { n: 1 });
    const cancelLate = await fetch(`${s.url}${d.payUrl}/cancelled`, { method: 'POST', redirect: 'manual' });
    assert.is(cancelLate.status, 303);
    const read = (await call(s, 'GET', `/wps/deposit/order?id=${d.id}`, { token: m.token })).value as DepositRecord;
    assert.is(read.status, 'approved', 'a paid order cannot be cancelled after');
    const cross = await fetch(`${s.url}${d.payUrl}/paid`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example' },
    });
    assert.is(cross.status, 403, 'another site cannot report a payment');
  },
);

t('SPEC §7 deposit by gateway: cancelling ends the order; the operator cannot approve it after', async ({ s }) => {
  const m = member(s);
  const d = await order(s, m.token, 'bank-online', 9000, { bankCode: 'ITAU' });
  assert.is(d.kind, 'BANK');
  await fetch(`${s.url}${d.payUrl}/cancelled`, { method: 'POST', redirect: 'manual' });
  const read = (await call(s, 'GET', `/wps/deposit/order?id=${d.id}`, { token: m.token })).value as DepositRecord;
  assert.is(read.status, 'cancelled');
  const approve = await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: d.id } });
  assert.is(approve.code, 'DEPOSIT_CANCELLED');
  assert.is((await fetch(`${s.url}/pay/gateway/unknown-secret-value-123`)).status, 404);
});

t('SPEC §7 manual transfer: no code, no page, no end; the operator approves it', async ({ s }) => {
  const m = member(s);
  const d = await order(s, m.token, 'manual', 5000);
  assert.equal([d.kind, d.payCode, d.payUrl, d.expiresAt], ['MANUAL', null, null, null]);
});

t(
  'SPEC §7 pending money: the wallet says money waits; the poll answers balance and records in one call',
  async ({ s }) => {
    const m = member(s);
    assert.is((await balance(s, m.token)).pending, false);
    const d = await order(s, m.token, 'pix-fast', 5000);
    assert.is((await balance(s, m.token)).pending, true);
    const waiting = (await call(s, 'GET', '/wps/member/money/status', { token: m.token })).value as MoneyStatus;
    assert.equal([waiting.balance, waiting.pending, waiting.deposits[0]!.status], [0, true, 'pending']);
    await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: d.id } });
    const done = (await call(s, 'GET', '/wps/member/money/status', { token: m.token })).value as MoneyStatus;
    assert.equal([done.balance, done.pending, done.deposits[0]!.status], [5000, false, 'approved']);
    assert.is((await balance(s, m.token)).pending, false);
  },
);

t(
  'SPEC §7 pending money: a call with the last stamp waits for the decision and answers it at once; unchanged, it ends by itself',
  async ({ s }) => {
    const m = member(s);
    const d = await order(s, m.token, 'pix-fast', 5000);
    const first = (await call(s, 'GET', '/wps/member/money/status', { token: m.token })).value as MoneyStatus;
    const asked = Date.now();
    const held = call(s, 'GET', `/wps/member/money/status?since=${first.stamp}`, { token: m.token });
    await new Promise((r) => setTimeout(r, 300));
    await call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: d.id } });
    const after = (await held).value as MoneyStatus;
    const took = Date.now() - asked;
    assert.equal([after.balance, after.deposits[0]!.status], [5000, 'approved']);
    assert.ok(took < 2000, `answered as the operator approved (${took} ms), not at the end of the hold`);
    assert.is.not(after.stamp, first.stamp);
    const w = member(s);
    await order(s, w.token, 'manual', 5000);
    const quiet = (await call(s, 'GET', '/wps/member/money/status', { token: w.token })).value as MoneyStatus;
    const t0 = Date.now();
    const same = (await call(s, 'GET', `/wps/member/money/status?since=${quiet.stamp}`, { token: w.token }))
      .value as MoneyStatus;
    const held2 = Date.now() - t0;
    assert.ok(
      held2 >= 3500 && held2 < 5000,
      `held about 4 s when nothing changed (${held2} ms), less than a poll period`,
    );
    assert.is(same.stamp, quiet.stamp);
  },
);

t('SPEC §3 inbox: pages through every message, not only the newest 50', async ({ s }) => {
  const m = member(s);
  for (let i = 1; i <= 53; i++) sendInbox(s.db!, m.id, `Message ${i}`, '<p>x</p>');
  const p1 = (await call(s, 'GET', '/wps/member/inbox?pageNo=1&pageSize=50', { token: m.token })).value as InboxPage;
  const p2 = (await call(s, 'GET', '/wps/member/inbox?pageNo=2&pageSize=50', { token: m.token })).value as InboxPage;
  assert.equal([p1.list.length, p1.totalPages, p1.total, p2.list.length, p2.pageNum], [50, 2, 53, 3, 2]);
  assert.is(p2.list.at(-1)!.title, 'Message 1', 'the oldest is on the last page');
});

t.run();
