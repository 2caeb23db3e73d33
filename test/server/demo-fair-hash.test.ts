// The verify panels of the crash and sports pages recompute a round in the player's browser with
// server/demo/public/fair.js: its SHA-256 and HMAC-SHA256 must be the server's, byte for byte,
// for any seed a round can have (ASCII hex) and any text a player may paste (UTF-8, long keys).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

type Fair = { sha256Hex: (text: string) => string; hmacHex: (key: string, message: string) => string };
const page: { demoFair?: Fair } = {};
runInNewContext(readFileSync('server/demo/public/fair.js', 'utf8'), {
  window: page,
  unescape,
  encodeURIComponent,
});
const fair = page.demoFair!;

test('provably fair: the page computes the SHA-256 the server commits to', () => {
  for (const text of ['', 'abc', randomBytes(32).toString('hex'), 'ação · کریش · ⚽', 'x'.repeat(200)])
    assert.is(fair.sha256Hex(text), createHash('sha256').update(text).digest('hex'), JSON.stringify(text));
});

test('provably fair: the page computes the HMAC-SHA256 that decides a round', () => {
  const cases: Array<[string, string]> = [
    [randomBytes(32).toString('hex'), `${randomBytes(8).toString('hex')}:42`],
    ['k'.repeat(100), 'a key longer than a block is hashed first'],
    ['semente', 'ação:1'],
  ];
  for (const [key, message] of cases)
    assert.is(fair.hmacHex(key, message), createHmac('sha256', key).update(message).digest('hex'), key);
});

test.run();
