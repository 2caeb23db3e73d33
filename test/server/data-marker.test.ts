// A data directory that held a site never silently becomes a new empty site: with its
// database file missing or truncated to zero bytes, the server refuses to start and says
// why (exit 1 from `npm start`), instead of seeding a fresh database over the loss.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, rmSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { MARKER_FILE } from '../../server/db/data-marker.ts';
import { cleanup, start, tempDir } from '../setup/server.ts';
import { spawnServer } from '../setup/spawn-server.ts';

/** A data directory that held a site: started once, then closed. */
async function usedDir(): Promise<string> {
  const s = await start();
  await s.close();
  return s.dataDir;
}

async function refusal(dataDir: string): Promise<string> {
  try {
    const s = await start({ dataDir });
    await s.close();
  } catch (e) {
    return (e as Error).message;
  }
  return 'started';
}

test('a first start writes the marker; a restart on the same data starts', async () => {
  const dir = await usedDir();
  try {
    assert.ok(existsSync(join(dir, MARKER_FILE)));
    assert.is(await refusal(dir), 'started');
  } finally {
    cleanup(dir);
  }
});

test('site.db truncated to zero bytes: refused, with the file and the way out named', async () => {
  const dir = await usedDir();
  try {
    truncateSync(join(dir, 'site.db'), 0);
    const message = await refusal(dir);
    assert.match(message, /^Refusing to start: .*site\.db is empty \(0 bytes\)/);
    assert.match(message, 'Restore site.db from a backup');
  } finally {
    cleanup(dir);
  }
});

test('site.db missing: `npm start` (server/main.ts) exits 1 with the message, and creates no new database', async () => {
  const dir = await usedDir();
  try {
    rmSync(join(dir, 'site.db'));
    // A server that started instead prints its URL: it is stopped, and the test fails.
    const outcome = await spawnServer(['--import', 'tsx', 'server/main.ts'], {
      ...process.env,
      PORT: '0',
      DATA_DIR: dir,
    }).then(
      async (s) => {
        await s.stop();
        return 'started';
      },
      (e: Error) => e.message,
    );
    assert.match(outcome, /^server exited 1: /);
    assert.match(outcome, /Refusing to start: .*site\.db is missing/);
    assert.not.match(outcome, /\n\s+at /, 'a message, not a stack trace');
    assert.not.ok(existsSync(join(dir, 'site.db')), 'no empty site was seeded');
  } finally {
    cleanup(dir);
  }
});

test('a directory without the marker (a new site) still starts from nothing', async () => {
  const dir = tempDir();
  try {
    assert.is(await refusal(dir), 'started');
  } finally {
    cleanup(dir);
  }
});

test.run();
