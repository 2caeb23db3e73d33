// Client error reports (POST /wps/system/clientError): a phone may report what broke,
// but one address cannot flood the server log: past the per-IP limit of the site config the
// report is refused with 429 and Retry-After, and nothing more is logged.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const report = (s: Server, n: number, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/wps/system/clientError`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ message: `boom ${n}`, where: 'test', route: '/m/home' }),
  });
const reported = (s: Server) => s.logs.filter((l) => l.includes('CLIENT ERROR')).length;

async function withServer(overrides: Record<string, unknown>, fn: (s: Server) => Promise<void>) {
  const s = await start({ overrides });
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

test('SPEC §8 client error reports: past the per-IP limit the server answers 429 with Retry-After and logs no more', () =>
  withServer({ rateLimits: { clientError: { perIp: 3, windowSeconds: 60 } } }, async (s) => {
    for (let i = 0; i < 3; i++) assert.is((await report(s, i)).status, 200, `report ${i} accepted`);
    assert.is(reported(s), 3);
    const r = await report(s, 4);
    const b = (await r.json()) as { success: boolean; code: string; value: { retryAfterSeconds: number } };
    assert.equal([r.status, b.success, b.code], [429, false, 'RATE_LIMITED']);
    assert.ok(b.value.retryAfterSeconds > 0 && b.value.retryAfterSeconds <= 60);
    assert.is(r.headers.get('retry-after'), String(b.value.retryAfterSeconds));
    for (let i = 5; i < 20; i++) assert.is((await report(s, i)).status, 429);
    assert.is(reported(s), 3, 'the refused reports never reach the log');
  }));

test('SPEC §8 client error reports: the limit is per address (behind a trusted proxy, another player still reports)', () =>
  withServer(
    { proxy: { trustForwardedFor: true, hops: 1 }, rateLimits: { clientError: { perIp: 2, windowSeconds: 60 } } },
    async (s) => {
      const a = { 'X-Forwarded-For': '203.0.113.1' },
        b = { 'X-Forwarded-For': '203.0.113.2' };
      for (let i = 0; i < 2; i++) assert.is((await report(s, i, a)).status, 200);
      assert.is((await report(s, 2, a)).status, 429);
      assert.is((await report(s, 3, b)).status, 200, 'a different address is not limited by the first');
    },
  ));

test('SPEC §8 client error reports: the shipped site config limits them (a flood from one address is cut off)', () =>
  withServer({}, async (s) => {
    let refused = 0;
    for (let i = 0; i < 100 && refused === 0; i++) if ((await report(s, i)).status === 429) refused++;
    assert.is(refused, 1, 'a default limit exists');
    assert.ok(reported(s) < 100);
  }));

test.run();
