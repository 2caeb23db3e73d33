// A page on another site cannot make its visitors' browsers call the API: bodies are JSON
// only (an HTML form can send form-encoded or text/plain without the browser asking the
// server first), and a state-changing call whose Origin (or Sec-Fetch-Site) names another
// site is refused. Calls with neither header (curl, scripts, apps) are no browser's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
async function withServer(fn: (s: Server) => Promise<void>, overrides: Record<string, unknown> = {}): Promise<void> {
  const s = await start({ overrides });
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

const SMS = { mobileNum: '11987650099', countryDialingCode: '55', purpose: 'register', language: 'en' };
const codes = (s: Server) =>
  (s.db!.prepare("SELECT COUNT(*) AS n FROM sms_codes WHERE mobile_num = '11987650099'").get() as { n: number }).n;
async function send(s: Server, body: string, headers: Record<string, string>) {
  const r = await fetch(`${s.url}/wps/sms/code`, { method: 'POST', body, headers });
  return { status: r.status, code: ((await r.json()) as { code: string }).code };
}

test('a cross-site HTML form (form-encoded or text/plain) cannot ask for an SMS code: 415, nothing sent', () =>
  withServer(async (s) => {
    const form = new URLSearchParams(SMS).toString();
    assert.equal(await send(s, form, { 'Content-Type': 'application/x-www-form-urlencoded' }), {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    assert.equal(await send(s, JSON.stringify(SMS), { 'Content-Type': 'text/plain' }), {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    assert.is(codes(s), 0);
  }));

test("state-changing calls from another site's page are refused (Origin, or Sec-Fetch-Site without it)", () =>
  withServer(async (s) => {
    const json = { 'Content-Type': 'application/json' };
    const body = JSON.stringify(SMS);
    const crossSite: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: `${s.url}.evil.example` },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of crossSite) {
      assert.equal(await send(s, body, { ...json, ...headers }), { status: 403, code: 'CROSS_SITE_REFUSED' });
    }
    assert.is(codes(s), 0);
    const own = await send(s, body, { ...json, Origin: s.url, 'Sec-Fetch-Site': 'same-origin' });
    assert.is(own.status, 200, 'the site itself');
    assert.is(codes(s), 1);
  }));

test('reads from anywhere, calls without browser headers, and origins the site config lists are let through', () =>
  withServer(
    async (s) => {
      const status = await fetch(`${s.url}/wps/system/status`, { headers: { Origin: 'https://evil.example' } });
      assert.is(status.status, 200, 'a read changes nothing (and CORS keeps its answer from the other site)');
      const scripted = await fetch(`${s.url}/wps/session/trial`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ module: 'FREEPLAY' }),
      });
      assert.is(scripted.status, 200, 'no Origin, no Sec-Fetch-Site: not a browser');
      const listed = await fetch(`${s.url}/wps/session/trial`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://m.aurora.example' },
        body: JSON.stringify({ module: 'FREEPLAY' }),
      });
      assert.is(listed.status, 200, 'security.allowedOrigins');
    },
    { security: { allowedOrigins: ['https://m.aurora.example'] } },
  ));

test.run();
