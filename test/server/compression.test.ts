// API answers are compressed when the phone accepts it (the first view's API bytes).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cleanup, start } from '../setup/server.ts';

function raw(url: string, acceptEncoding: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding, Accept: 'application/json' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

const HOT = '/wps/game/hot?isPlatform=2&language=pt&platform=html5';

test('a large API answer comes brotli-compressed to a client that accepts br, and decodes to the same envelope', async () => {
  const s = await start();
  try {
    const plain = await raw(s.url + HOT, 'identity');
    const br = await raw(s.url + HOT, 'gzip, deflate, br');
    assert.is(plain.headers['content-encoding'], undefined);
    assert.is(br.headers['content-encoding'], 'br');
    assert.is(br.headers.vary, 'Accept-Encoding');
    assert.is(Number(br.headers['content-length']), br.body.length);
    const decoded = JSON.parse(brotliDecompressSync(br.body).toString());
    assert.equal(decoded, JSON.parse(plain.body.toString()));
    assert.ok(br.body.length * 3 < plain.body.length, `br ${br.body.length} B vs plain ${plain.body.length} B`);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('gzip when br is not accepted; small answers stay plain (compressing them saves nothing)', async () => {
  const s = await start();
  try {
    const gz = await raw(s.url + HOT, 'gzip');
    assert.is(gz.headers['content-encoding'], 'gzip');
    assert.is(JSON.parse(gunzipSync(gz.body).toString()).success, true);
    const small = await raw(`${s.url}/wps/game/favourite/ids`, 'br');
    assert.is(small.headers['content-encoding'], undefined, 'a 401 envelope of a few bytes is sent as it is');
    assert.is(JSON.parse(small.body.toString()).success, false);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('the site status every visit starts with (about 1 KB) comes compressed too: it saves more than the header that says so', async () => {
  const s = await start();
  try {
    const plain = await raw(`${s.url}/wps/system/status`, 'identity');
    const br = await raw(`${s.url}/wps/system/status`, 'br');
    // About 1.2 KB with SPEC §7's domainRoute, mobileTemplate, paths, register and resources.
    assert.ok(plain.body.length < 1536, `${plain.body.length} B`);
    assert.is(br.headers['content-encoding'], 'br');
    assert.equal(JSON.parse(brotliDecompressSync(br.body).toString()), JSON.parse(plain.body.toString()));
    assert.ok(
      br.body.length + 'Content-Encoding: br'.length < plain.body.length,
      `br ${br.body.length} B vs plain ${plain.body.length} B`,
    );
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
