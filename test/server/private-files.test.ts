// DATA_DIR holds password hashes, personal data and payment-page secrets: the folder is 0700
// and the database files 0600 at every start, whatever the umask or the state it was left in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshot } from '../../server/operator/backup.ts';
import { cleanup, start, tempDir } from '../setup/server.ts';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

test('a first start creates DATA_DIR 0700 and site.db, -wal and -shm 0600 (under the usual umask 022)', async () => {
  const parent = tempDir();
  const dataDir = join(parent, 'data');
  const previous = process.umask(0o022);
  try {
    const s = await start({ dataDir });
    try {
      assert.is(modeOf(dataDir), '700');
      for (const f of ['site.db', 'site.db-wal', 'site.db-shm']) {
        assert.ok(existsSync(join(dataDir, f)), `${f} exists while the server runs`);
        assert.is(modeOf(join(dataDir, f)), '600', f);
      }
    } finally {
      await s.close();
    }
  } finally {
    process.umask(previous);
    cleanup(parent);
  }
});

test('a restart closes again a folder and files left readable (copied, restored, an older server)', async () => {
  const first = await start();
  await first.close();
  const dir = first.dataDir;
  try {
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'site.db'), 0o644);
    chmodSync(join(dir, 'backup-key'), 0o644);
    const kept = join(dir, 'site.db.before-restore-2026-01-31T10-00-00-000Z');
    writeFileSync(kept, 'the database a restore replaced', { mode: 0o644 });
    chmodSync(kept, 0o644);
    const s = await start({ dataDir: dir });
    await s.close();
    assert.is(modeOf(dir), '700');
    assert.is(modeOf(join(dir, 'site.db')), '600');
    assert.is(modeOf(kept), '600', 'the copy a restore kept is a database too');
    assert.is(modeOf(join(dir, 'backup-key')), '600', 'the key that seals backups');
  } finally {
    cleanup(dir);
  }
});

test('a backup in progress is 0600', async () => {
  const s = await start();
  try {
    const previous = process.umask(0o022);
    try {
      const file = await snapshot(s.db!, s.dataDir);
      assert.is(modeOf(file.path), '600');
      assert.is(modeOf(join(s.dataDir, 'backup-tmp')), '700');
    } finally {
      process.umask(previous);
    }
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
