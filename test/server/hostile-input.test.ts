// Hostile request lines and headers get client errors, never a 5xx (malformed
// percent-encoding in a path), and Accept-Encoding is read with its q-values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;

async function withServer(fn: (s: Server) => Promise<void>): Promise<void> {
  const s = await start();
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

/** A GET with the path and headers exactly as given (fetch would re-encode the path). */
function get(url: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('malformed percent-encoding in a path answers 400 BAD_PATH, never 500', () =>
  withServer(async (s) => {
    for (const path of ['/%', '/%E0%A4%A', '/m/%ZZ', '/assets/%', '/wps/%', '/demo/%C0']) {
      const r = await get(s.url, path);
      assert.is(r.status, 400, path);
      assert.is((JSON.parse(r.body) as { code: string }).code, 'BAD_PATH', path);
    }
    assert.not.ok(
      s.logs.some((l) => l.startsWith('ERROR')),
      'no server error logged',
    );
  }));

const HOT = '/wps/game/hot?isPlatform=2&language=pt&platform=html5';

test('Accept-Encoding with q-values: br;q=0 or x-br-y never get brotli, for API answers and static files', () =>
  withServer(async (s) => {
    const asset = readdirSync(join(resolve('dist'), 'assets'))
      .find((f) => f.endsWith('.js.br'))!
      .slice(0, -3);
    const cases: Array<[string, string | undefined]> = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['x-br-y', undefined],
      ['x-br-y, gzip;q=0', undefined],
      ['br;q=0.1, gzip;q=0.8', 'gzip'],
      ['*;q=0.5, gzip;q=0', 'br'],
      ['identity', undefined],
      ['gzip, deflate, br', 'br'],
    ];
    for (const path of [HOT, `/assets/${asset}`])
      for (const [accept, expected] of cases) {
        const r = await get(s.url, path, { 'Accept-Encoding': accept });
        assert.is(r.status, 200, path);
        assert.is(r.headers['content-encoding'], expected, `${path} with "${accept}"`);
      }
  }));

test.run();
