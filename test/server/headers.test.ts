// Security headers on every answer of the app: HTML, assets, the service worker,
// generated icons, API answers and errors, the demo game page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { createMember, createSession } from '../../server/db/members.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values] as const;
      }),
  );

/** `document`: an answer a browser may show as a page, which says what that page may use (Permissions-Policy). */
function assertCommon(r: Response, label: string, document = true): Map<string, string[]> {
  assert.is(r.headers.get('x-content-type-options'), 'nosniff', `${label} nosniff`);
  // The demo page sends no referrer at all; everything else at most the origin across sites.
  assert.ok(
    ['strict-origin-when-cross-origin', 'no-referrer'].includes(r.headers.get('referrer-policy') ?? ''),
    `${label} Referrer-Policy`,
  );
  if (document)
    assert.match(
      r.headers.get('permissions-policy') ?? '',
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      `${label} Permissions-Policy`,
    );
  else assert.is(r.headers.get('permissions-policy'), null, `${label}: JSON has no Permissions-Policy`);
  const csp = r.headers.get('content-security-policy') ?? '';
  assert.ok(csp, `${label} has a Content-Security-Policy`);
  const d = directives(csp);
  assert.ok(d.has('frame-ancestors'), `${label} frame-ancestors`);
  for (const [name, values] of d) {
    if (name === 'script-src' || name === 'default-src') {
      assert.not.ok(
        values.includes("'unsafe-inline'") || values.includes("'unsafe-eval'") || values.includes('*'),
        `${label} ${name}: ${values.join(' ')}`,
      );
    }
  }
  return d;
}

test('SPEC §2.1 app pages: strict CSP; every inline script is allowed by its hash, none by unsafe-inline; only this origin in frames; never framed', async () => {
  for (const path of ['/', '/m/home', '/m/login', '/m/does-not-exist']) {
    const r = await fetch(`${s.url}${path}`);
    const d = assertCommon(r, path);
    const html = await r.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    assert.ok(inline.length >= 1, 'the boot script is inline');
    for (const code of inline) {
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      assert.ok(d.get('script-src')!.includes(hash), `${path}: inline script allowed by ${hash}`);
    }
    for (const code of [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)) {
      assert.ok(
        d.get('style-src')!.includes(`'sha256-${createHash('sha256').update(code).digest('base64')}'`),
        'inline style by hash',
      );
    }
    assert.not.ok(d.get('style-src')!.includes("'unsafe-inline'"));
    assert.equal(d.get('frame-ancestors'), ["'none'"], 'the app is never framed (clickjacking)');
    assert.equal(d.get('frame-src'), ["'self'"], 'games only from this origin (the demo games) by default');
    assert.equal(d.get('object-src'), ["'none'"]);
    assert.equal(d.get('connect-src'), ["'self'"]);
    assert.ok(d.has('base-uri') && d.has('form-action'));
  }
});

test('the service worker and an SVG icon carry the policy: a worker and an SVG opened alone run under their own answer', async () => {
  for (const path of ['/sw.js', '/icon.svg']) {
    const r = await fetch(`${s.url}${path}`);
    assert.is(r.status, 200, path);
    const d = assertCommon(r, path);
    if (path === '/sw.js')
      assert.equal(d.get('connect-src'), ["'self'"], 'the worker may fetch this origin (it runs under this policy)');
  }
});

test("scripts, the stylesheet, dictionaries and pictures a page fetches carry nosniff and no policy of their own (the page's applies)", async () => {
  const html = await (await fetch(`${s.url}/m/home`)).text();
  const entry = html.match(/"(\/assets\/main-[^"]+\.js)"/)![1]!;
  const lite = html.match(/"(\/assets\/lite\/main-[^"]+\.js)"/)![1]!;
  const css = html.match(/"(\/assets\/[^"]+\.css)"/)![1]!;
  const dictionary = html.match(/"(\/i18n\/pt-[^"]+\.json)"/)![1]!;
  const game = (await (await fetch(`${s.url}/wps/game/list?pageSize=1`)).json()) as {
    value: { games: Array<{ iconUrl: string }> };
  };
  const picture = new URL(game.value.games[0]!.iconUrl, s.url).pathname;
  for (const path of [entry, lite, css, dictionary, picture, '/manifest.webmanifest']) {
    const r = await fetch(`${s.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(r.status, 200, path);
    assert.is(r.headers.get('x-content-type-options'), 'nosniff', `${path} keeps to its declared type`);
    assert.is(r.headers.get('content-security-policy'), null, path);
    assert.is(r.headers.get('permissions-policy'), null, path);
  }
  // The build's art (WebP, hashed and immutable), or the placeholder PNG when there is none.
  const r = await fetch(`${s.url}${picture}`);
  assert.match(r.headers.get('content-type') ?? '', /^image\/(webp|png)$/);
});

test('API answers, errors and refusals: JSON that runs nothing, may not be framed, never cached', async () => {
  const token = createSession(s.db!, createMember(s.db!, { userName: 'hdr1', passwordHash: 'x', type: 0 }));
  const cases: Array<[string, RequestInit, number]> = [
    ['/wps/system/status', {}, 200],
    ['/wps/member/wallet', { headers: { Authorization: `Bearer ${token}` } }, 200],
    ['/wps/member/wallet', {}, 401],
    ['/wps/no/such/call', {}, 404],
    ['/wps/game/list', { method: 'POST', body: '{}' }, 405],
    ['/wps/system/clientError', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{bad' }, 400],
    ['/nothing-here.txt', {}, 404],
  ];
  for (const [path, init, status] of cases) {
    const r = await fetch(`${s.url}${path}`, init);
    assert.is(r.status, status, path);
    const d = assertCommon(r, `${init.method ?? 'GET'} ${path} ${status}`, false);
    if (path.startsWith('/wps/')) {
      assert.match(r.headers.get('content-type') ?? '', 'application/json');
      assert.is(r.headers.get('cache-control'), 'no-store');
      assert.equal(d.get('default-src'), ["'none'"]);
      assert.equal(d.get('frame-ancestors'), ["'none'"]);
    }
  }
});

test('demo page: its own policy, framed by the app only, scripts from this origin only', async () => {
  const id = createMember(s.db!, { userName: 'hdr2', passwordHash: 'x', type: 0 });
  const token = createSession(s.db!, id);
  const slot = s
    .db!.prepare(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
    )
    .get() as Record<string, string>;
  const launch = (await (
    await fetch(`${s.url}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...slot, language: 'en' }),
    })
  ).json()) as { value: { url: string } };
  const r = await fetch(`${s.url}${launch.value.url}`);
  assert.is(r.status, 200);
  const d = assertCommon(r, 'demo page');
  assert.equal(d.get('frame-ancestors'), ["'self'"]);
  assert.equal(d.get('script-src'), ["'self'"]);
  const expired = await fetch(`${s.url}/demo/slot?ticket=nope`);
  assert.is(expired.status, 410);
  assertCommon(expired, 'expired demo page');
});

test('site config security.gameFrameOrigins: listed game origins join frame-src; a value that is not an origin is dropped', async () => {
  const t = await start({
    overrides: {
      security: {
        gameFrameOrigins: [
          'https://games.example.com',
          "https://evil.example; script-src 'unsafe-inline'",
          'javascript:alert(1)',
        ],
      },
    },
  });
  try {
    const r = await fetch(`${t.url}/m/home`);
    const d = assertCommon(r, 'configured');
    assert.equal(d.get('frame-src'), ["'self'", 'https://games.example.com']);
    assert.not.match(r.headers.get('content-security-policy') ?? '', 'evil');
  } finally {
    await t.close();
    cleanup(t.dataDir);
  }
});

test.run();
