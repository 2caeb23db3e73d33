// The reference server over real HTTP: envelope, errors, persistence, shutdown.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { killIfRunning, spawnServer } from '../setup/spawn-server.ts';
import { createMember, createSession } from '../../server/db/members.ts';

test('SPEC §7 game list answers in the envelope with paging, from a seeded database', async () => {
  const s = await start();
  try {
    const body = await json(await fetch(`${s.url}/wps/game/list?pageNo=2&pageSize=9&language=pt`));
    assert.is(body.success, true);
    assert.is(body.code, '0');
    const page = body.value as { games: unknown[]; pageNum: number; totalPages: number; total: number };
    assert.is(page.games.length, 9);
    assert.is(page.pageNum, 2);
    assert.ok(page.total >= 600, `seeded ${page.total} games`);
    assert.is(page.totalPages, Math.ceil(page.total / 9));
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('SPEC §7 system status carries location, maintenance, restriction, whitelabel and CDNs', async () => {
  const s = await start({ overrides: { maintenance: true, whitelabel: { CBS3: false } } });
  try {
    const v = (await json(await fetch(`${s.url}/wps/system/status`))).value as Record<string, unknown>;
    assert.is(v.maintenance, true);
    assert.is(v.regionRestriction, false);
    assert.is((v.whitelabel as Record<string, boolean>).CBS3, false);
    assert.is((v.whitelabel as Record<string, boolean>).REWCEN3, true, 'other switches keep their defaults');
    assert.ok(Array.isArray(v.imageCDNs));
    assert.type(v.location, 'string');
    for (const secret of ['rateLimits', 'accountSecurity', 'registration', 'trial', 'devOutbox', 'chat']) {
      assert.not.ok(secret in v, `${secret} stays on the server`);
    }
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('errors: bad JSON, unknown path, wrong method, oversized body, bad parameter — envelope and status', async () => {
  const s = await start({ bodyLimitBytes: 1024 });
  try {
    const post = (path: string, body: string) =>
      fetch(`${s.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const cases: Array<[Promise<Response>, number, string]> = [
      [post('/wps/system/clientError', '{bad'), 400, 'BAD_JSON'],
      [fetch(`${s.url}/wps/no/such/call`), 404, 'NOT_FOUND'],
      [post('/wps/game/list', '{}'), 405, 'METHOD_NOT_ALLOWED'],
      [
        post('/wps/system/clientError', JSON.stringify({ message: 'x'.repeat(5000), where: 'a', route: 'b' })),
        413,
        'BODY_TOO_LARGE',
      ],
      [fetch(`${s.url}/wps/game/list?pageSize=abc`), 400, 'BAD_PARAM'],
      [fetch(`${s.url}/wps/game/list?language=xx`), 400, 'BAD_PARAM'],
      [fetch(`${s.url}/wps/member/info`), 401, 'NOT_LOGGED_IN'],
    ];
    for (const [res, status, code] of cases) {
      const r = await res;
      const b = await json(r);
      assert.is(r.status, status, `${code} status`);
      assert.equal([b.success, b.value, b.code], [false, null, code]);
      assert.ok(b.message.length > 5, 'a clear message');
    }
    const wrong = await post('/wps/game/list', '{}');
    assert.is(wrong.headers.get('allow'), 'GET');
    assert.ok(
      s.logs.some((l) => / POST \/wps\/game\/list 405 /.test(l)),
      'one log line per request',
    );
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('data survives a restart and the seed runs once', async () => {
  const dir = tempDir();
  let s = await start({ dataDir: dir });
  const memberId = createMember(s.db!, { userName: 'persist', passwordHash: 'x', type: 0 });
  const token = createSession(s.db!, memberId);
  const before = ((await json(await fetch(`${s.url}/wps/game/list?pageSize=1`))).value as { total: number }).total;
  await s.close();
  s = await start({ dataDir: dir });
  try {
    const info = await json(await fetch(`${s.url}/wps/member/info`, { headers: { Authorization: `Bearer ${token}` } }));
    assert.is(info.success, true);
    assert.is((info.value as { userName: string }).userName, 'persist');
    const after = ((await json(await fetch(`${s.url}/wps/game/list?pageSize=1`))).value as { total: number }).total;
    assert.is(after, before, 'not seeded twice');
  } finally {
    await s.close();
    cleanup(dir);
  }
});

test('logout revokes the token', async () => {
  const s = await start();
  try {
    const token = createSession(s.db!, createMember(s.db!, { userName: 'bye', passwordHash: 'x', type: 0 }));
    const auth = { Authorization: `Bearer ${token}` };
    assert.is((await fetch(`${s.url}/wps/member/wallet`, { headers: auth })).status, 200);
    assert.is(
      (await json(await fetch(`${s.url}/wps/session/logout`, { method: 'DELETE', headers: auth }))).success,
      true,
    );
    assert.is((await fetch(`${s.url}/wps/member/wallet`, { headers: auth })).status, 401);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('SPEC §3/§6 unread announcements: players count player notices, agents also agent notices', async () => {
  const s = await start();
  try {
    const count = (type: string) =>
      (s.db!.prepare('SELECT COUNT(*) AS n FROM announcements WHERE content_type = ?').get(type) as { n: number }).n;
    const unread = async (type: number) => {
      const token = createSession(
        s.db!,
        createMember(s.db!, {
          userName: `u${type}x${Math.random().toString(36).slice(2, 8)}`,
          passwordHash: 'x',
          type,
        }),
      );
      const b = await json(
        await fetch(`${s.url}/wps/member/unreadCount`, { headers: { Authorization: `Bearer ${token}` } }),
      );
      return (b.value as { announcementUnreadCount: number }).announcementUnreadCount;
    };
    assert.ok(count('A') > 0 && count('PL') > 0, 'the seed has both kinds');
    assert.is(await unread(0), count('PL'));
    assert.is(await unread(1), count('PL') + count('A'));
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('static: every /m route gets index.html with security headers; hashed assets are immutable and precompressed', async () => {
  const s = await start();
  try {
    for (const path of ['/', '/m', '/m/home', '/m/does-not-exist', '/m/member/agent/getHourContract']) {
      const r = await fetch(`${s.url}${path}`);
      assert.is(r.status, 200, path);
      assert.match(r.headers.get('content-type') ?? '', 'text/html');
      assert.match(r.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'");
      assert.is(r.headers.get('cache-control'), 'no-cache');
    }
    const html = await (await fetch(`${s.url}/m/home`)).text();
    const entry = html.match(/"(\/assets\/main-[^"]+\.js)"/)![1]!;
    const r = await fetch(`${s.url}${entry}`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(r.headers.get('content-encoding'), 'br');
    assert.match(r.headers.get('cache-control') ?? '', 'immutable');
    // The site's icons keep a day (the tab and the install check both ask for icon.svg);
    // what must be fresh on every visit is never cached without asking.
    for (const icon of ['/icon.svg', '/icon-192.png', '/apple-touch-icon.png'])
      assert.is((await fetch(`${s.url}${icon}`)).headers.get('cache-control'), 'public, max-age=86400', icon);
    for (const fresh of ['/sw.js', '/manifest.webmanifest', '/index.html'])
      assert.is((await fetch(`${s.url}${fresh}`)).headers.get('cache-control'), 'no-cache', fresh);
    assert.is((await fetch(`${s.url}/nothing-here.txt`)).status, 404);
    assert.is((await fetch(`${s.url}/../package.json`)).status, 404);

    // A returning phone revalidates the page: its copy is still the one (ETag) → 304 and no body,
    // with the page's policy still on; each encoding has its own tag; a stale tag gets the page.
    const br = { 'Accept-Encoding': 'br' };
    const page = await fetch(`${s.url}/m/home`, { headers: br });
    const tag = page.headers.get('etag')!;
    assert.match(tag, /^"[\w-]{22}"$/);
    const again = await fetch(`${s.url}/m/lotteryCenter`, { headers: { ...br, 'If-None-Match': tag } });
    assert.is(again.status, 304);
    assert.is((await again.arrayBuffer()).byteLength, 0);
    assert.match(again.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'");
    const plain = await fetch(`${s.url}/m/home`, { headers: { 'Accept-Encoding': 'identity' } });
    assert.is.not(plain.headers.get('etag'), tag, 'another encoding, another tag');
    const stale = await fetch(`${s.url}/m/home`, { headers: { ...br, 'If-None-Match': '"an-older-deploy"' } });
    assert.is(stale.status, 200);
    assert.ok((await stale.arrayBuffer()).byteLength > 1000);
    assert.is((await fetch(`${s.url}${entry}`)).headers.get('etag'), null, 'a hashed file is never revalidated');
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('SPEC §2.1: a page the browser asks for outside the app lands on home; the API and missing files keep their 404s', async () => {
  const s = await start();
  try {
    const asPage = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, redirect: 'manual' as const };
    for (const path of ['/foo', '/M/LOGIN', '/old/page.html', '/m%2Fhome']) {
      const r = await fetch(`${s.url}${path}`, asPage);
      assert.is(r.status, 302, path);
      assert.is(r.headers.get('location'), '/m/home', path);
    }
    const api = await fetch(`${s.url}/wps/no/such/call`, asPage);
    assert.is(api.status, 404);
    assert.is((await json(api)).code, 'NOT_FOUND');
    for (const missing of ['/assets/gone-123.js', '/nothing-here.txt'])
      assert.is((await fetch(`${s.url}${missing}`, asPage)).status, 404, missing);
    // A script or fetch that accepts anything is not a page: it keeps the 404.
    assert.is((await fetch(`${s.url}/foo`, { redirect: 'manual' })).status, 404);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('API_ORIGIN proxies /wps and /lgw to the platform unchanged', async () => {
  const { createServer } = await import('node:http');
  const upstream = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        success: true,
        value: { seen: `${req.method} ${req.url}`, auth: req.headers.authorization ?? null },
        code: '0',
        message: '',
      }),
    );
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const port = (upstream.address() as { port: number }).port;
  const s = await start({ apiOrigin: `http://127.0.0.1:${port}` });
  try {
    const b = await json(await fetch(`${s.url}/lgw/orders?x=1`, { headers: { Authorization: 'Bearer abc' } }));
    assert.equal(b.value, { seen: 'GET /lgw/orders?x=1', auth: 'Bearer abc' });
    assert.is(s.db, null, 'no local database in proxy mode');
  } finally {
    await s.close();
    upstream.close();
    cleanup(s.dataDir);
  }
});

test('SIGTERM shuts down cleanly: exit 0, database closed and checkpointed', async () => {
  const dir = tempDir();
  const server = await spawnServer(['--import', 'tsx', 'server/main.ts'], { ...process.env, PORT: '0', DATA_DIR: dir });
  try {
    assert.is((await fetch(`${server.url}/wps/game/types?language=en`)).status, 200);
    await server.stop();
    assert.is(server.child.exitCode, 0);
    assert.match(server.output(), 'closed');
    const wal = join(dir, 'site.db-wal');
    assert.ok(!existsSync(wal) || statSync(wal).size === 0, 'WAL folded back into the database');
    const db = new Database(join(dir, 'site.db'), { readonly: true });
    assert.is(db.pragma('integrity_check', { simple: true }), 'ok');
    db.close();
  } finally {
    killIfRunning(server.child);
    cleanup(dir);
  }
});

test.run();
