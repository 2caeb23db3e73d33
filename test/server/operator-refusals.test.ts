// Refused operator calls are audited (who tried, from where, with which token's fingerprint)
// without letting a prober flood the audit table; a backup counts only once it has reached
// the client whole.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMember } from '../../server/db/members.ts';
import { sendInbox } from '../../server/db/messages.ts';
import { REFUSALS_PER_ADDRESS } from '../../server/operator/refusals.ts';
import { fingerprintOf } from '../../server/operator/token.ts';
import { api } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
interface Row {
  actor: string;
  action: string;
  target: string;
  outcome: string;
  detail: string;
}
const rows = (s: Server, sinceId: number) =>
  s.db!.prepare<[number], Row>('SELECT * FROM operator_audit WHERE id > ? ORDER BY id').all(sinceId);
const lastId = (s: Server) => s.db!.prepare('SELECT COALESCE(MAX(id), 0) FROM operator_audit').pluck().get() as number;

const t = suite<{ s: Server; token: string }>('refused operator calls', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.token = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

t(
  'each refused call is a row: the address, the call, the refusal, a fingerprint of the token sent (never the token)',
  async ({ s, token }) => {
    const from = lastId(s);
    const wrong = 'a-guessed-operator-token-0001';
    assert.is((await api(s.url, 'GET', '/wps/admin/pending')).code, 'NO_PERMISSION');
    assert.is(
      (await api(s.url, 'POST', '/wps/admin/deposit/approve', { admin: wrong, body: { depositId: 1 } })).code,
      'NO_PERMISSION',
    );
    assert.is((await api(s.url, 'GET', '/wps/admin/no-such-call', { admin: wrong })).status, 404);
    const written = rows(s, from);
    assert.equal(
      written.map((r) => [r.actor, r.action, r.target, r.outcome]),
      [
        ['none', 'operatorPending', '/wps/admin/pending', 'NO_PERMISSION'],
        [fingerprintOf(wrong), 'depositApprove', '/wps/admin/deposit/approve', 'NO_PERMISSION'],
        [fingerprintOf(wrong), 'refused', '/wps/admin/no-such-call', 'NOT_FOUND'],
      ],
    );
    const detail = JSON.parse(written[1]!.detail) as Record<string, unknown>;
    assert.equal([detail.ip, detail.method, detail.sentToken], ['127.0.0.1', 'POST', fingerprintOf(wrong)]);
    assert.not.ok(JSON.stringify(written).includes(wrong), 'the token sent is not kept');
    assert.ok(
      s.logs.some((l) => l.startsWith('OPERATOR none GET /wps/admin/pending refused NO_PERMISSION from 127.0.0.1')),
    );
    // With the right token, a body refused before the call runs is audited too.
    const notJson = await fetch(`${s.url}/wps/admin/deposit/approve`, {
      method: 'POST',
      headers: { 'X-Admin-Token': token, 'Content-Type': 'text/plain' },
      body: 'depositId=1',
    });
    assert.is(notJson.status, 415);
    assert.equal(
      rows(s, from)
        .slice(3)
        .map((r) => [r.actor, r.action, r.outcome]),
      [[fingerprintOf(token), 'depositApprove', (await notJson.json()).code]],
    );
    // A member's own calls are not operator calls: their refusals are not audited here.
    const before = lastId(s);
    assert.is((await api(s.url, 'GET', '/wps/member/wallet')).status, 401);
    assert.is(lastId(s), before);
  },
);

t('the operator API turned off: a call is refused and audited as such', async () => {
  const off = await start({ overrides: { wallet: { adminToken: 'off' } } });
  try {
    const from = lastId(off);
    assert.is((await api(off.url, 'GET', '/wps/admin/pending', { admin: 'x' })).code, 'OPERATOR_API_DISABLED');
    assert.equal(
      rows(off, from).map((r) => r.outcome),
      ['OPERATOR_API_DISABLED'],
    );
  } finally {
    await off.close();
    cleanup(off.dataDir);
  }
});

t(
  `a flood writes at most ${REFUSALS_PER_ADDRESS} rows an address, then one saying the rest are not written`,
  async ({ s }) => {
    // A fresh window for this address: the earlier tests' refusals counted in it.
    s.db!.prepare("DELETE FROM limit_windows WHERE key LIKE 'operator-refused|%'").run();
    const from = lastId(s);
    for (let i = 0; i < 100; i++) await api(s.url, 'GET', '/wps/admin/pending', { admin: `guess-${i}` });
    const written = rows(s, from);
    assert.is(written.length, REFUSALS_PER_ADDRESS + 1, `${written.length} rows for 100 refusals`);
    assert.ok(written.slice(0, -1).every((r) => r.outcome === 'NO_PERMISSION'));
    assert.equal([written.at(-1)!.outcome, written.at(-1)!.target], ['AUDIT_LIMIT', '127.0.0.1']);
  },
);

/** A database of some 24 MB: its backup cannot sit whole in the connection's buffers. */
function bulk(s: Server): void {
  const id = createMember(s.db!, { userName: 'bulky1', passwordHash: 'x', type: 0 });
  const html = `<p>${'x'.repeat(1_000_000)}</p>`;
  s.db!.transaction(() => {
    for (let i = 0; i < 24; i++) sendInbox(s.db!, id, `bulk ${i}`, `${html}${i}`);
  })();
}

t('a backup download the client gives up is audited ABORTED, not ok; a whole one is ok', async ({ s, token }) => {
  bulk(s);
  const from = lastId(s);
  await new Promise<void>((resolve, reject) => {
    const req = request(`${s.url}/wps/admin/backup`, {
      headers: { 'X-Admin-Token': token, Accept: 'application/vnd.sqlite3' },
    });
    req.on('response', (res) => {
      assert.is(res.statusCode, 200);
      // A few bytes, then the client goes away.
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    req.end();
  });
  const settled = async (n: number) => {
    for (let i = 0; i < 100 && rows(s, from).length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return rows(s, from);
  };
  assert.equal(
    (await settled(1)).map((r) => [r.action, r.outcome]),
    [['backup', 'ABORTED']],
  );
  const whole = await fetch(`${s.url}/wps/admin/backup`, {
    headers: { 'X-Admin-Token': token, Accept: 'application/vnd.sqlite3' },
  });
  assert.ok((await whole.arrayBuffer()).byteLength > 24_000_000);
  assert.equal(
    (await settled(2)).map((r) => [r.action, r.outcome]),
    [
      ['backup', 'ABORTED'],
      ['backup', 'ok'],
    ],
  );
});

t.run();
