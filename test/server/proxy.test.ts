// API_ORIGIN mode is no open proxy: whatever the request target names, the call goes to
// the configured origin with the request's path and query, and the forwarding headers are
// the server's own. Raw sockets, because fetch never sends an absolute-form target.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { cleanup, start } from '../setup/server.ts';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A platform that also sends what a careless one might: its own CSP, a cookie, CORS for everyone. */
const PLATFORM_HEADERS = {
  'Content-Type': 'application/json',
  'Content-Security-Policy': "default-src * 'unsafe-inline' 'unsafe-eval'",
  'Set-Cookie': 'JSESSIONID=platform-session; Path=/',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'X-Powered-By': 'PlatformServer/1.0',
  ETag: '"v1"',
};

async function recorder(): Promise<{ server: Server; origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, PLATFORM_HEADERS);
    res.end('{"success":true,"value":null,"code":"0","message":""}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

/** Writes one request as given, byte for byte, and answers the response's status line. */
function raw(url: string, lines: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let got = '';
    socket.on('data', (d) => {
      got += String(d);
      if (got.includes('\r\n')) {
        socket.destroy();
        resolve(got.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
  });
}

async function withProxy(fn: (proxyUrl: string, platform: Seen[]) => Promise<void>): Promise<void> {
  const platform = await recorder();
  const s = await start({ apiOrigin: platform.origin });
  try {
    await fn(s.url, platform.seen);
  } finally {
    await s.close();
    platform.server.close();
    cleanup(s.dataDir);
  }
}

test('an absolute-form target naming another host goes to the configured origin, path and query only', async () => {
  const internal = await recorder();
  try {
    await withProxy(async (url, platform) => {
      const status = await raw(url, [
        `GET ${internal.origin}/wps/member/info?x=1 HTTP/1.1`,
        `Host: ${new URL(internal.origin).host}`,
        'Authorization: Bearer member-token',
        'Connection: close',
      ]);
      assert.is(status, 'HTTP/1.1 200 OK');
      assert.equal(
        platform.map((p) => p.url),
        ['/wps/member/info?x=1'],
      );
      assert.is(platform[0]!.headers.authorization, 'Bearer member-token', 'the token goes to the platform only');
    });
    assert.equal(internal.seen, [], 'the internal host never saw the member token');
  } finally {
    internal.server.close();
  }
});

test('a protocol-relative target (//host/wps/...) cannot change the host either', async () => {
  const internal = await recorder();
  try {
    await withProxy(async (url, platform) => {
      const host = new URL(internal.origin).host;
      await raw(url, [`GET //${host}/wps/member/info HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
      assert.equal(
        platform.map((p) => p.url),
        ['/wps/member/info'],
      );
    });
    assert.equal(internal.seen, []);
  } finally {
    internal.server.close();
  }
});

test('X-Forwarded-For and X-Forwarded-Proto are set by the server; client-written ones are dropped', () =>
  withProxy(async (url, platform) => {
    await raw(url, [
      'GET /wps/system/status HTTP/1.1',
      'Host: example.test',
      'X-Forwarded-For: 10.0.0.1',
      'X-Forwarded-Proto: https',
      'Forwarded: for=10.0.0.1',
      'X-Real-IP: 10.0.0.1',
      'Connection: close',
    ]);
    const h = platform[0]!.headers;
    assert.equal(
      [h['x-forwarded-for'], h['x-forwarded-proto'], h.forwarded, h['x-real-ip']],
      ['127.0.0.1', 'http', undefined, undefined],
    );
  }));

test('SECURITY: encoded separators, dot segments and `;` parameters are refused before they reach the platform', () =>
  withProxy(async (url, platform) => {
    const tricks = [
      '/wps/member%2f..%2f..%2fadmin/members',
      '/wps/member%2F..%2Fadmin/members',
      '/wps/member%5c..%5cadmin/members',
      '/wps/member/%2e%2e/admin/members',
      '/wps/member/%2E%2E/%2E%2E/lgw/x',
      '/wps/member/..%2fadmin/members',
      '/wps/member;/../admin/members',
      '/wps/member;jsessionid=x/info',
      '/wps/member/%3b/info',
      '/wps/member/%252f/info',
      '/wps/member\\..\\admin/members',
      '/wps//admin/members',
      '/lgw/./member/info',
    ];
    for (const path of tricks) {
      const status = await raw(url, [
        `GET ${path} HTTP/1.1`,
        'Host: example.test',
        'Authorization: Bearer t',
        'Connection: close',
      ]);
      assert.is(status, 'HTTP/1.1 400 Bad Request', path);
    }
    assert.equal(platform, [], 'none of them reached the platform with the member token');
    // A plain call still goes through.
    assert.is((await fetch(`${url}/wps/member/info?x=1`)).status, 200);
    assert.equal(
      platform.map((p) => p.url),
      ['/wps/member/info?x=1'],
    );
  }));

test("SECURITY: the operator API is never proxied at the players' address, whatever its spelling", () =>
  withProxy(async (url, platform) => {
    for (const path of [
      '/wps/admin/members',
      '/wps/admin',
      '/wps/Admin/members',
      '/WPS/admin/members',
      '/wps/%61dmin/x',
    ]) {
      const r = await fetch(`${url}${path}`, { headers: { 'X-Admin-Token': 'guess' } });
      assert.is(r.status, 404, path);
    }
    assert.equal(platform, []);
  }));

test("SECURITY: a proxied answer carries the site's security headers, not the platform's CSP, cookie or CORS", () =>
  withProxy(async (url) => {
    const r = await fetch(`${url}/wps/system/status`);
    assert.is(r.status, 200);
    assert.is(
      r.headers.get('content-security-policy'),
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    assert.is(r.headers.get('set-cookie'), null);
    assert.is(r.headers.get('access-control-allow-origin'), null);
    assert.is(r.headers.get('access-control-allow-credentials'), null);
    assert.is(r.headers.get('x-powered-by'), null);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff');
    assert.is(r.headers.get('cache-control'), 'no-store');
    assert.is(r.headers.get('content-type'), 'application/json', 'what describes the body passes');
    assert.is(r.headers.get('etag'), '"v1"');
    assert.is((await r.json()).success, true);
  }));

test.run();
