// The development SMS outbox gives every code to whoever asks, so it is off unless a site
// enables it, never served on a non-loopback bind address, and announced at start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsApi } from '../setup/accounts.ts';
import { cleanup, start } from '../setup/server.ts';

async function outboxOn(o: { host?: string; overrides?: Record<string, unknown> }) {
  const s = await start(o);
  try {
    // Reached over loopback whatever the bind address, as a visitor on this machine would.
    const url = s.url.replace(/^http:\/\/[^:]+|^http:\/\/\[[^\]]+\]/, 'http://127.0.0.1');
    const api = accountsApi(url, s.db!);
    await api.sendCode('11987650090', 'register');
    const r = await api.call('GET', '/wps/dev/outbox?mobile=11987650090');
    return { status: r.status, logs: s.logs };
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

test('the shipped site config has no dev outbox (404), and says nothing about it at start', async () => {
  const r = await outboxOn({});
  assert.is(r.status, 404);
  assert.not.ok(r.logs.some((l) => l.includes('devOutbox')));
});

test('devOutbox: true on a loopback bind address serves the outbox and warns loudly at start', async () => {
  const r = await outboxOn({ overrides: { devOutbox: true } });
  assert.is(r.status, 200);
  assert.ok(r.logs.some((l) => l.startsWith('WARNING: devOutbox is ON')));
});

test('devOutbox: true on a public bind address (0.0.0.0) is never served, and the log says why', async () => {
  const r = await outboxOn({ host: '0.0.0.0', overrides: { devOutbox: true } });
  assert.is(r.status, 404);
  assert.ok(r.logs.some((l) => l.includes('listens on 0.0.0.0') && l.includes('OFF')));
});

test.run();
