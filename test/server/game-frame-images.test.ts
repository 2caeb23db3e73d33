// Pictures and game frames. The app's pages load pictures only from the site and the
// origins it configures (CSP img-src has no bare https:), so server HTML (an announcement,
// a promotion) cannot carry a tracking pixel from anywhere. The demo game page, shown in
// a sandboxed frame with an opaque origin (src/ui/GameFrame), still plays: its two play
// calls answer the CORS preflight for the origin 'null' and are exempt from the
// cross-site refusal, since they are authenticated by the play key only the page holds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
async function withServer(fn: (s: Server) => Promise<void>, o: Parameters<typeof start>[0] = {}): Promise<void> {
  const s = await start(o);
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

const imgSrc = async (url: string) => {
  const csp = (await fetch(url)).headers.get('content-security-policy') ?? '';
  return csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'img-src')!
    .slice(1);
};

test('app pages: img-src is this origin and data: only, never a bare https:', () =>
  withServer(async (s) => {
    for (const path of ['/m/home', '/sw.js']) assert.equal(await imgSrc(s.url + path), ["'self'", 'data:'], path);
  }));

test('img-src adds the image CDNs, security.imageOrigins and the API_ORIGIN platform, as origins', () =>
  withServer(
    async (s) => {
      assert.equal(await imgSrc(`${s.url}/m/home`), [
        "'self'",
        'data:',
        'https://cdn1.example.com',
        'https://img.example.net',
        'https://platform.example',
      ]);
    },
    {
      apiOrigin: 'https://platform.example',
      overrides: {
        imageCDNs: ['https://cdn1.example.com/', 'not a url', "https://x.example 'unsafe-inline'"],
        security: { imageOrigins: ['https://img.example.net/pics'] },
      },
    },
  ));

test("the demo play calls answer the preflight of the opaque origin 'null' and are not refused as cross-site", () =>
  withServer(async (s) => {
    const pre = await fetch(`${s.url}/wps/demo/spin`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(
      [pre.status, pre.headers.get('access-control-allow-origin'), pre.headers.get('access-control-allow-headers')],
      [204, 'null', 'Content-Type'],
    );
    const spin = await fetch(`${s.url}/wps/demo/spin`, {
      method: 'POST',
      headers: { Origin: 'null', 'Content-Type': 'application/json' },
      body: JSON.stringify({ play: 'no-such-key', stake: 100 }),
    });
    const body = (await spin.json()) as { code: string };
    assert.is.not(body.code, 'CROSS_SITE_REFUSED', 'judged by its play key, not its origin');
    assert.is(spin.headers.get('access-control-allow-origin'), 'null', 'the game page may read the answer');
    const other = await fetch(`${s.url}/wps/session/trial`, {
      method: 'POST',
      headers: { Origin: 'null', 'Content-Type': 'application/json' },
      body: JSON.stringify({ module: 'FREEPLAY' }),
    });
    assert.equal([other.status, other.headers.get('access-control-allow-origin')], [403, null], 'only the play calls');
  }));

test("the demo lottery page's countdown and results, read from the frame's opaque origin, may be read there; other reads may not", () =>
  withServer(async (s) => {
    for (const path of ['/wps/lottery/next', '/wps/lottery/draws?nodeId=10557']) {
      const r = await fetch(`${s.url}${path}`, { headers: { Origin: 'null', Accept: 'application/json' } });
      assert.equal([r.status, r.headers.get('access-control-allow-origin')], [200, 'null'], path);
    }
    const other = await fetch(`${s.url}/wps/member/info`, { headers: { Origin: 'null' } });
    assert.is(other.headers.get('access-control-allow-origin'), null, 'a member call is not opened to the frame');
  }));

test.run();
