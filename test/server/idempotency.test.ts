// An idempotency key names one request: the same key with the same request answers the
// first result and moves no money; the same key with a different request is refused with
// 409 IDEMPOTENCY_KEY_REUSED, for deposits, withdrawals and agent transfers alike.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AgentLink, DepositRecord } from '../../src/api/types.ts';
import { apiCall as call, memberWithSession } from '../setup/api.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('idempotency', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const count = (s: Server, sql: string, ...args: unknown[]) => (s.db!.prepare(sql).get(...args) as { n: number }).n;
const bal = (s: Server, id: number) =>
  count(s, 'SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE member_id = ?', id);
const refused = (r: { status: number; code: string }) => [r.status, r.code];

t('deposit: a retry answers the first record; another amount or method under the key is 409', async ({ s }) => {
  const m = memberWithSession(s.db!);
  const deposit = (body: Record<string, unknown>) =>
    call(s, 'POST', '/wps/deposit/request', { token: m.token, body: { idempotencyKey: 'dep-key-0001', ...body } });
  const first = await deposit({ methodId: 'pix-fast', amount: 5000 });
  assert.ok(first.success, first.message);
  const again = await deposit({ methodId: 'pix-fast', amount: 5000 });
  assert.is((again.value as DepositRecord).id, (first.value as DepositRecord).id);
  assert.equal(refused(await deposit({ methodId: 'pix-fast', amount: 9000 })), [409, 'IDEMPOTENCY_KEY_REUSED']);
  assert.equal(refused(await deposit({ methodId: 'manual', amount: 5000 })), [409, 'IDEMPOTENCY_KEY_REUSED']);
  assert.is(count(s, 'SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?', m.id), 1);
});

t(
  'transfer: a retry moves nothing and answers what was moved; another amount or other downlines under the key is 409, never 500',
  async ({ s }) => {
    const a = memberWithSession(s.db!, { type: 1, prefix: 'ag' });
    const code = ((await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[])[0]!
      .code;
    const [d1, d2, d3] = [1, 2, 3].map(() => memberWithSession(s.db!, { affiliateCode: code }));
    s.db!.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 10000, 'test', ?)",
    ).run(a.id, new Date().toISOString());
    const transfer = (downlineIds: number[], amount: number) =>
      call(s, 'POST', '/wps/agent/transfer', {
        token: a.token,
        body: { downlineIds, amount, idempotencyKey: 'xfer-key-0001' },
      });
    const first = await transfer([d1!.id, d2!.id], 1000);
    assert.equal(first.value, { balance: 8000, transferred: 2000 });
    assert.equal((await transfer([d2!.id, d1!.id], 1000)).value, { balance: 8000, transferred: 2000 }, 'same transfer');
    assert.equal(refused(await transfer([d1!.id, d2!.id], 1500)), [409, 'IDEMPOTENCY_KEY_REUSED']);
    assert.equal(refused(await transfer([d3!.id, d2!.id], 1000)), [409, 'IDEMPOTENCY_KEY_REUSED']);
    assert.equal(refused(await transfer([d3!.id], 1000)), [409, 'IDEMPOTENCY_KEY_REUSED']);
    assert.equal([bal(s, a.id), bal(s, d1!.id), bal(s, d2!.id), bal(s, d3!.id)], [8000, 1000, 1000, 0]);
  },
);

t.run();
