// The demo payment gateway credits a card or online-banking deposit when its page is told
// "paid", with no money and no session. It runs only on a site that asks for it AND declares
// itself a demonstration; the shipped config offers neither those methods nor the page; a
// server asked for it on any other site refuses to start; while it runs, every start says so;
// its secrets never reach the access log. Tested in-process and in the documented topology
// (the built server on loopback, a TLS proxy of the operator's in front).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createMember, createSession } from '../../server/db/members.ts';
import { DEMO_GATEWAY_WARNING } from '../../server/pay/gateway.ts';
import { StartRefused } from '../../server/start-refused.ts';
import type { DepositRecord, DepositSettings } from '../../src/api/types.ts';
import { demoGatewaySite } from '../setup/demo-site.ts';
import { buildBundles, memberIn } from '../setup/operator.ts';
import { apiCall, cleanup, idempotencyKey, start, tempDir } from '../setup/server.ts';
import { plainEnv, spawnServer } from '../setup/spawn-server.ts';

const t = suite('demo payment gateway');

type Server = Awaited<ReturnType<typeof start>>;
const memberOf = (s: Server, userName: string) => {
  const id = createMember(s.db!, { userName, passwordHash: 'x', type: 0 });
  return { id, token: createSession(s.db!, id) };
};
const cardDeposit = (s: { url: string }, token: string, amount = 5_000_000) =>
  apiCall(s, 'POST', '/wps/deposit/request', {
    token,
    body: { methodId: 'card-online', amount, idempotencyKey: idempotencyKey() },
  });
const balanceOf = (s: Server, memberId: number) =>
  s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE member_id = ?').pluck().get(memberId);

t('SPEC §7 the shipped config: no card or online-banking method offered; their deposit is refused', async () => {
  const s = await start();
  try {
    const m = memberOf(s, 'shipped1');
    const settings = (await apiCall(s, 'GET', '/wps/deposit/settings?language=pt', { token: m.token }))
      .value as DepositSettings;
    assert.equal(settings.methods.map((x) => x.kind).sort(), ['MANUAL', 'PIX']);
    // The attack: a R$ 50.000 card order, then its page's own "paid" address with no session.
    const card = await cardDeposit(s, m.token);
    assert.equal([card.status, card.code], [409, 'DEPOSIT_METHOD_UNAVAILABLE'], card.message);
    const bank = await apiCall(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'bank-online', bankCode: 'ITAU', amount: 5000, idempotencyKey: idempotencyKey() },
    });
    assert.equal([bank.status, bank.code], [409, 'DEPOSIT_METHOD_UNAVAILABLE']);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM deposits WHERE member_id = ?').pluck().get(m.id), 0);
    assert.is(balanceOf(s, m.id), 0);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

t('an order opened on a demonstration site cannot be paid once the site restarts without the gateway', async () => {
  const demo = await start({ overrides: demoGatewaySite() });
  const m = memberOf(demo, 'restarted1');
  const d = (await cardDeposit(demo, m.token, 5000)).value as DepositRecord;
  assert.match(d.payUrl!, /^\/pay\/gateway\//);
  await demo.close();
  const live = await start({ dataDir: demo.dataDir });
  try {
    assert.is((await fetch(`${live.url}${d.payUrl}`)).status, 404, 'no payment page');
    const paid = await fetch(`${live.url}${d.payUrl}/paid`, { method: 'POST', redirect: 'manual' });
    assert.is(paid.status, 405, 'nothing there takes a POST: nothing pays it');
    assert.is(live.db!.prepare('SELECT status FROM deposits WHERE id = ?').pluck().get(d.id), 'pending');
    assert.is(balanceOf(live, m.id), 0);
  } finally {
    await live.close();
    cleanup(live.dataDir);
  }
});

/** The message a start is refused with, or 'started'. */
async function refusal(overrides: Record<string, unknown>): Promise<string> {
  const dir = tempDir();
  try {
    const s = await start({ dataDir: dir, overrides });
    await s.close();
    return 'started';
  } catch (e) {
    assert.instance(e, StartRefused, (e as Error).stack);
    return (e as Error).message;
  } finally {
    cleanup(dir);
  }
}

t('the gateway asked for on a site not declared a demonstration: the start is refused and says how', async () => {
  const undeclared = await refusal({ wallet: { demoGateway: true } });
  assert.match(undeclared, /^Refusing to start: "wallet": \{ "demoGateway": true \}/);
  assert.match(undeclared, /does not declare "siteMode": "demo"/);
  assert.match(undeclared, /Remove "demoGateway"/);
  const production = await refusal({ siteMode: 'production', wallet: { demoGateway: true } });
  assert.match(production, /declares "siteMode": "production"/);
  assert.match(await refusal({ siteMode: 'prod' }), /"siteMode" is "prod" in the site config; it must be/);
  // Declared without asking for the gateway: no gateway (a demonstration of the PIX flow only).
  assert.is(await refusal({ siteMode: 'demo' }), 'started');
  assert.is(await refusal(demoGatewaySite()), 'started');
});

t('while the gateway is on, every start says so, whatever the bind address', async () => {
  for (const host of ['127.0.0.1', '0.0.0.0']) {
    const s = await start({ host, overrides: demoGatewaySite() });
    await s.close();
    cleanup(s.dataDir);
    assert.ok(s.logs.includes(DEMO_GATEWAY_WARNING), `${host}: ${s.logs.join('\n')}`);
  }
  const off = await start({ overrides: { siteMode: 'demo' } });
  await off.close();
  cleanup(off.dataDir);
  assert.not.ok(off.logs.some((l) => l.includes('demo payment gateway')));
});

t('docs/operations.md shows the warning and the refusal exactly as the server prints them', async () => {
  const docs = readFileSync('docs/operations.md', 'utf8');
  assert.ok(docs.includes(`\n${DEMO_GATEWAY_WARNING}\n`), 'the start-up warning, verbatim');
  assert.ok(docs.includes(`\n${await refusal({ wallet: { demoGateway: true } })}\n`), 'the refusal, verbatim');
  const shipped = await start();
  await shipped.close();
  cleanup(shipped.dataDir);
  const pix = shipped.logs.find((l) => l.includes('the PIX receiver is the shipped placeholder'))!;
  assert.ok(docs.includes(`\n${pix}\n`), pix);
});

t(
  'a declared production site refuses to start while a placeholder payee stands; starts once each is replaced',
  async () => {
    const shipped = await refusal({ siteMode: 'production' });
    assert.match(shipped, /^Refusing to start: the site config declares "siteMode": "production", but these stand:/);
    assert.match(shipped, /- the PIX receiver is the shipped placeholder \(pix@aurora\.example, "Aurora Pagamentos"\)/);
    assert.match(shipped, /set "wallet": \{ "pix"/);
    assert.match(shipped, /- the manual-transfer account is the shipped placeholder \(manual: "Aurora Pagamentos/);
    const ownPix = { key: '12345678000190', merchantName: 'Loterias Boa Sorte Ltda', merchantCity: 'Recife' };
    const ownManual = {
      id: 'manual',
      kind: 'MANUAL',
      vendor: 'OWN',
      name: 'Transfer',
      account: 'Boa Sorte Ltda · Itaú · 0420 / 77881-2',
    };
    const pixOnly = await refusal({ siteMode: 'production', wallet: { pix: ownPix } });
    assert.not.match(pixOnly, /PIX receiver/);
    assert.match(pixOnly, /manual-transfer account/);
    const ready = {
      siteMode: 'production',
      wallet: { pix: ownPix, methods: [{ id: 'pix-fast', kind: 'PIX', vendor: 'OWN', name: 'PIX' }, ownManual] },
    };
    assert.is(await refusal(ready), 'started');
    assert.match(await refusal({ ...ready, devOutbox: true }), /devOutbox is on/);
  },
);

t('the demo gateway secrets and launch tickets never reach the access log', async () => {
  const s = await start({ overrides: demoGatewaySite() });
  try {
    const m = memberOf(s, 'logged1');
    const d = (await cardDeposit(s, m.token, 5000)).value as DepositRecord;
    const secret = d.payUrl!.split('/').pop()!;
    assert.is((await fetch(`${s.url}${d.payUrl}`)).status, 200);
    const paid = await fetch(`${s.url}${d.payUrl}/paid`, { method: 'POST', redirect: 'manual' });
    assert.is(paid.status, 303);
    await fetch(`${s.url}/demo/slot?ticket=launch-ticket-secret-0001&language=pt`);
    await fetch(`${s.url}/pay/gateway/${'x'.repeat(20)}?token=abc123secret`);
    // A game page's error report names its address: the ticket is redacted there too.
    await apiCall(s, 'POST', '/wps/system/clientError', {
      body: { message: 'boom', where: 'slot', route: '/demo/slot?ticket=reported-ticket-0002' },
    });
    // The access line is written when the answer closes, just after the client has it.
    await new Promise((r) => setTimeout(r, 50));
    const log = s.logs.join('\n');
    for (const leaked of [secret, 'launch-ticket-secret-0001', 'abc123secret', 'reported-ticket-0002'])
      assert.not.ok(log.includes(leaked), `${leaked} in the log:\n${log}`);
    assert.match(log, /GET \/pay\/gateway\/\[redacted\] 200/);
    assert.match(log, /POST \/pay\/gateway\/\[redacted\]\/paid 303/);
    assert.match(log, /GET \/demo\/slot\?ticket=\[redacted\]&language=pt /);
    assert.match(log, /CLIENT ERROR route="\/demo\/slot\?ticket=\[redacted\]"/);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

/** The operator's TLS proxy as docs/operations.md configures it: Host kept, its client's address appended. */
async function frontProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = createServer((req, res) => {
    const up = request(
      `${target}${req.url}`,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((r) => proxy.close(() => r())),
  };
}

t(
  'documented topology (built server on loopback, a proxy in front): the card attack is refused and the start-up says what to fix',
  async () => {
    await buildBundles();
    const dir = tempDir();
    const config = join(dir, 'site.json');
    writeFileSync(config, JSON.stringify({ proxy: { trustForwardedFor: true, hops: 1 } }));
    const data = join(dir, 'data');
    const server = await spawnServer(
      ['build/server.mjs'],
      plainEnv({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: data, SITE_CONFIG: config }),
    );
    const front = await frontProxy(server.url);
    try {
      const m = memberIn(data, 'behindproxy1');
      const settings = (await apiCall(front, 'GET', '/wps/deposit/settings', { token: m.token }))
        .value as DepositSettings;
      assert.not.ok(settings.methods.some((x) => x.kind === 'GATEWAY' || x.kind === 'BANK'));
      const card = await cardDeposit(front, m.token);
      assert.equal([card.status, card.code], [409, 'DEPOSIT_METHOD_UNAVAILABLE']);
      const page = await fetch(`${front.url}/pay/gateway/${'a'.repeat(24)}/paid`, {
        method: 'POST',
        redirect: 'manual',
      });
      assert.is(page.status, 405, 'no payment page takes the "paid" report');
    } finally {
      await front.close();
      await server.stop();
    }
    const lines = server.output().split('\n');
    const blocking = 'WARNING before going live (blocks "siteMode": "production"): ';
    assert.ok(
      lines.some((l) => l.startsWith(`${blocking}the PIX receiver is the shipped placeholder (pix@aurora.example`)),
      server.output(),
    );
    assert.ok(lines.some((l) => l.startsWith(`${blocking}the manual-transfer account is the shipped placeholder`)));
    assert.ok(lines.some((l) => l.startsWith('WARNING before going live: sample content is still shown')));
    assert.not.ok(
      lines.some((l) => l.includes('no TLS proxy declared')),
      'the proxy is declared',
    );
    assert.not.ok(lines.some((l) => l.includes('demo payment gateway is ON')));
    cleanup(dir);
  },
);

t(
  'documented topology with the gateway asked for on an undeclared site: `node build/server.mjs` exits 1 and says why',
  async () => {
    const dir = tempDir();
    const config = join(dir, 'site.json');
    writeFileSync(config, JSON.stringify({ wallet: { demoGateway: true }, proxy: { trustForwardedFor: true } }));
    const outcome = await spawnServer(
      ['build/server.mjs'],
      plainEnv({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(dir, 'data'), SITE_CONFIG: config }),
    ).then(
      async (s) => {
        await s.stop();
        return 'started';
      },
      (e: Error) => e.message,
    );
    assert.match(outcome, /^server exited 1: Refusing to start: "wallet": \{ "demoGateway": true \}/);
    assert.not.match(outcome, /\n\s+at /, 'a message, not a stack');
    cleanup(dir);
  },
);

t.run();
