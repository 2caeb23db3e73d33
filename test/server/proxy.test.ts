// API_ORIGIN mode. It is no open proxy: whatever the request target names, the call goes to
// the configured origin with the request's path and query, and the forwarding headers are
// the server's own (raw sockets, because fetch never sends an absolute-form target). And it
// works in front of a platform that refuses cross-site calls: the site's calls pass as
// same-site ones, another site's are refused here, game pages open through it sandboxed, the
// operator API stays on the platform's own address, and /healthz asks the platform.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { cleanup, start } from '../setup/server.ts';
import { startProxied, type Proxied } from '../setup/proxied.ts';
import { sha256 } from '../../server/db/accounts.ts';
import { createMember, createSession } from '../../server/db/members.ts';

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

async function recorder(
  headers: Record<string, string> = PLATFORM_HEADERS,
  status = 200,
): Promise<{ server: Server; origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(status, headers);
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

async function withProxy(
  fn: (proxyUrl: string, platform: Seen[]) => Promise<void>,
  platformHeaders: Record<string, string> = PLATFORM_HEADERS,
): Promise<void> {
  const platform = await recorder(platformHeaders);
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

/** The proxying site in front of a reference server (the platform, which checks origins). */
async function withPlatform(fn: (p: Proxied) => Promise<void>): Promise<void> {
  const p = await startProxied();
  try {
    await fn(p);
  } finally {
    await p.close();
  }
}

interface Envelope {
  status: number;
  success: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the call it made
  value: any;
  code: string;
}

/** A JSON call as the site's page makes it: from the site's own origin, as a browser says. */
async function call(
  base: string,
  method: string,
  path: string,
  o: { body?: unknown; origin?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(o.origin ? { Origin: o.origin } : {}),
      ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: r.status, ...((await r.json()) as Omit<Envelope, 'status'>) };
}

/** A registration form with a fresh captcha asked through `base`, answered from the platform's database. */
async function registration(base: string, p: Proxied, username: string): Promise<Record<string, unknown>> {
  const c = await call(base, 'GET', '/wps/system/captcha');
  const { answer } = p.platform
    .db!.prepare('SELECT answer FROM captchas WHERE key_digest = ?')
    .get(sha256(c.value.key)) as { answer: string };
  return {
    username,
    password: 'secret12',
    confirmPassword: 'secret12',
    registerMethod: 'H5',
    registerUrl: 'localhost',
    domain: 'localhost',
    type: 0,
    captcha: answer,
    captchaKey: c.value.key,
  };
}

test("a platform that checks origins refuses the site's registration sent straight to it, and accepts it through the proxy", () =>
  withPlatform(async (p) => {
    const site = p.proxy.url;
    const straight = await call(p.platform.url, 'PUT', '/wps/member/register', {
      origin: site,
      body: await registration(p.platform.url, p, 'straight1'),
    });
    assert.equal([straight.status, straight.code], [403, 'CROSS_SITE_REFUSED'], 'the platform checks origins');
    const through = await call(site, 'PUT', '/wps/member/register', {
      origin: site,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      body: await registration(site, p, 'proxied1'),
    });
    assert.is(through.success, true, through.code);
    assert.ok(through.value.token, 'the new member is logged in');
    const info = await call(site, 'GET', '/wps/member/info', { token: through.value.token });
    assert.is(info.value.userName, 'proxied1');
  }));

test('a state-changing call from another site is refused by the proxy in the usual shape, and never reaches the platform', () =>
  withProxy(async (url, platform) => {
    const evil = await call(url, 'PUT', '/wps/member/register', { origin: 'https://evil.example', body: {} });
    assert.equal([evil.status, evil.success, evil.code], [403, false, 'CROSS_SITE_REFUSED']);
    const framed = await call(url, 'POST', '/wps/session/login', { origin: 'null', body: {} });
    assert.equal([framed.status, framed.code], [403, 'CROSS_SITE_REFUSED'], 'an opaque frame may not log in');
    const blind = await call(url, 'POST', '/wps/member/feedback', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: {},
    });
    assert.equal([blind.status, blind.code], [403, 'CROSS_SITE_REFUSED'], 'no Origin, but a browser says cross-site');
    assert.equal(platform, []);
    // A read from elsewhere goes on with its origin unchanged, for the platform to judge.
    await call(url, 'GET', '/wps/system/status', { origin: 'https://evil.example' });
    assert.is(platform[0]!.headers.origin, 'https://evil.example');
  }));

test("the site's call reaches the platform as a same-site one, with X-Forwarded-Host, -Proto and -For, and no method or path override", () =>
  withProxy(async (url, platform) => {
    await call(url, 'POST', '/wps/member/info', {
      origin: url,
      body: {},
      headers: {
        Referer: `${url}/m/register?from=home`,
        'X-HTTP-Method-Override': 'DELETE',
        'X-HTTP-Method': 'DELETE',
        'X-Method-Override': 'DELETE',
        'X-Original-URL': '/wps/admin/members',
        'X-Rewrite-URL': '/wps/admin/members',
        'X-Forwarded-Host': 'evil.example',
      },
    });
    const h = platform[0]!.headers;
    const platformOrigin = `http://${h.host}`;
    assert.is(h.origin, platformOrigin, "the platform's own origin");
    assert.is(h.referer, `${platformOrigin}/m/register?from=home`);
    assert.is(h['x-forwarded-host'], new URL(url).host, 'the address the player used');
    assert.equal([h['x-forwarded-proto'], h['x-forwarded-for']], ['http', '127.0.0.1']);
    for (const name of [
      'x-http-method-override',
      'x-http-method',
      'x-method-override',
      'x-original-url',
      'x-rewrite-url',
    ])
      assert.is(h[name], undefined, name);
    assert.is(platform[0]!.url, '/wps/member/info');
  }));

/** A member of the platform with money, and a game of that type from its catalogue. */
function member(p: Proxied, cents: number): string {
  const db = p.platform.db!;
  const id = createMember(db, { userName: `game${Date.now() % 100000}${cents}`, passwordHash: 'x', type: 0 });
  db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
    id,
    cents,
    new Date().toISOString(),
  );
  return createSession(db, id);
}
const gameOf = (p: Proxied, type: string) =>
  p.platform
    .db!.prepare(
      'SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = ? ORDER BY sort LIMIT 1',
    )
    .get(type) as { nodeId: string; gameId: string; vassalage: string; minBet: number };

test('a game launched through the proxy opens there, sandboxed under its own policy, and its play calls work from the frame', () =>
  withPlatform(async (p) => {
    const site = p.proxy.url;
    const token = member(p, 10_000);
    const slot = gameOf(p, 'RNG');
    const launch = await call(site, 'POST', '/wps/game/launchGame', {
      origin: site,
      token,
      body: { ...slot, language: 'pt' },
    });
    assert.match(launch.value.url, /^\/demo\/slot\?ticket=/, 'the platform answers a path on the site');
    const page = await fetch(`${site}${launch.value.url}`);
    assert.is(page.status, 200);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, "script-src 'self'", "the game's own policy");
    assert.match(csp, "frame-ancestors 'self'");
    assert.match(csp, 'sandbox allow-scripts');
    assert.not.match(csp, 'allow-same-origin');
    assert.is(page.headers.get('referrer-policy'), 'no-referrer', "the game page's own, so its ticket never leaks");
    const play = (await page.text()).match(/name="play" content="([^"]+)"/)![1]!;
    const js = await fetch(`${site}/demo/slot.js`);
    assert.equal([js.status, js.headers.get('content-type')], [200, 'text/javascript; charset=utf-8']);
    // The frame's origin is opaque: its JSON call is preflighted, then sent with Origin: null.
    const pre = await fetch(`${site}/wps/demo/spin`, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal([pre.status, pre.headers.get('access-control-allow-origin')], [204, 'null']);
    const spin = await fetch(`${site}/wps/demo/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null' },
      body: JSON.stringify({ play, stake: slot.minBet }),
    });
    assert.is(spin.headers.get('access-control-allow-origin'), 'null', 'the frame may read the round');
    const round = (await spin.json()) as { success: boolean; value: { balance: number; win: number } };
    assert.is(round.success, true);
    assert.is(round.value.balance, 10_000 - slot.minBet + round.value.win);
    // The crash and sports pages open the same way.
    for (const type of ['CRASH', 'SPORTS']) {
      const l = await call(site, 'POST', '/wps/game/launchGame', {
        origin: site,
        token,
        body: { ...gameOf(p, type), language: 'pt' },
      });
      const r = await fetch(`${site}${l.value.url}`);
      assert.is(r.status, 200, `${type} ${l.value.url}`);
      assert.match(r.headers.get('content-security-policy') ?? '', 'sandbox allow-scripts');
    }
    assert.is((await fetch(`${site}/demo/slot`, { method: 'POST' })).status, 405, 'game pages are read only');
  }));

test("a platform's game page never runs unsandboxed or framed elsewhere at the players' address, whatever its own policy says", () =>
  withProxy(
    async (url, platform) => {
      const r = await fetch(`${url}/games/launch/abc?token=1`);
      assert.is(r.status, 200);
      const csp = r.headers.get('content-security-policy') ?? '';
      assert.match(csp, "default-src 'self'");
      assert.not.match(csp, 'allow-same-origin');
      assert.not.match(csp, 'frame-ancestors *');
      assert.match(csp, "frame-ancestors 'self'");
      assert.match(csp, /sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox$/);
      assert.is(r.headers.get('set-cookie'), null);
      assert.is(r.headers.get('access-control-allow-origin'), null);
      assert.is(r.headers.get('cache-control'), 'max-age=60', "a game's files may be cached as it says");
      assert.equal(
        platform.map((x) => x.url),
        ['/games/launch/abc?token=1'],
      );
    },
    {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "default-src 'self'; sandbox allow-same-origin allow-scripts; frame-ancestors *",
      'Cache-Control': 'max-age=60',
      'Set-Cookie': 'g=1',
      'Access-Control-Allow-Origin': '*',
    },
  ));

test('SECURITY: Unicode look-alikes, trailing dots and spaces, and dot tricks of /wps/admin never reach the platform', () =>
  withProxy(async (url, platform) => {
    for (const path of [
      '/wps/%EF%BD%81%EF%BD%84%EF%BD%8D%EF%BD%89%EF%BD%8E/members', // fullwidth
      '/wps/adm%C4%B1n/members', // dotless i, upper case I
      '/wps/ADM%C4%B0N/members', // dotted capital I
      '/wps/%E2%80%8Badmin/members', // zero-width space
      '/wps/a%CC%81dmin/members', // a combining accent
      '/wps/admin%20/members',
      '/wps/admin./members',
      '/wps/admin%09/members',
      '/wps/member/../admin/members',
      '/wps/member/%2e%2e/admin/members',
      '/lgw/../wps/admin/members',
      '/wps/admin%2fmembers',
    ]) {
      const status = await raw(url, [`GET ${path} HTTP/1.1`, 'Host: example.test', 'Connection: close']);
      assert.match(status, /^HTTP\/1\.1 40[04] /, path);
    }
    assert.equal(platform, []);
  }));

test("the operator API answers on the platform's own address and never at the players'", () =>
  withPlatform(async (p) => {
    const headers = { 'X-Admin-Token': p.operatorToken };
    assert.is((await fetch(`${p.platform.url}/wps/admin/pending`, { headers })).status, 200);
    const r = await fetch(`${p.proxy.url}/wps/admin/pending`, { headers });
    assert.is(r.status, 404);
    assert.is(((await r.json()) as { code: string }).code, 'NOT_FOUND');
  }));

test("the reference server's own demo pages (/pay/, /support/, /oauth-demo/) are not forwarded", () =>
  withProxy(async (url, platform) => {
    for (const path of ['/pay/gateway?order=1', '/support/chat?ticket=x', '/oauth-demo/authorize?client_id=x'])
      assert.is((await fetch(`${url}${path}`)).status, 404, path);
    assert.equal(platform, []);
  }));

test('/healthz in proxy mode asks the platform: 200 while it answers, 503 with the reason when it does not', async () => {
  const p = await startProxied();
  try {
    const up = await fetch(`${p.proxy.url}/healthz`);
    assert.equal([up.status, await up.json()], [200, { status: 'ok', api: 'proxy', platform: 200 }]);
    await p.platform.close();
    const down = await fetch(`${p.proxy.url}/healthz`);
    assert.equal(
      [down.status, await down.json()],
      [503, { status: 'unavailable', api: 'proxy', reason: 'platform: unreachable' }],
    );
  } finally {
    await p.close();
  }
  const failing = await recorder({ 'Content-Type': 'application/json' }, 500);
  const s = await start({ apiOrigin: failing.origin });
  try {
    const r = await fetch(`${s.url}/healthz`);
    assert.equal(
      [r.status, await r.json()],
      [
        503,
        { status: 'unavailable', api: 'proxy', platform: 500, reason: 'platform: /wps/system/status answered 500' },
      ],
    );
  } finally {
    await s.close();
    failing.server.close();
    cleanup(s.dataDir);
  }
});

test.run();
