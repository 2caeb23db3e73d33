// Hostile request lines and headers get client errors, never a 5xx: malformed
// percent-encoding in a path, Accept-Encoding read with its q-values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
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

test.run();
