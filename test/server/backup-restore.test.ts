// Backups and restore (docs/operations.md "Backups"): a backup the server writes is sealed with
// this site's key, and restore refuses a file another site wrote or anyone changed since; the
// schema restored, and the one every start opens, is exactly what the migrations create, so a
// planted trigger never runs. A plain backup and restore keeps every balance as it was.
import { appendFileSync, copyFileSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { restore } from '../../scripts/operator/restore.ts';
import { BACKUP_KEY_FILE, readBackupKey, SEAL_LENGTH, sealBackup } from '../../server/operator/backup-seal.ts';
import { api, balanceOf, memberIn, requestDeposit } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;

const tokenOf = (s: Server) => readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();

/** `npm run operator -- backup <file>` against a running server. */
async function backup(s: Server, file: string): Promise<void> {
  const { main } = await import('../../scripts/operator/main.ts');
  const out: string[] = [];
  const code = await main(
    ['backup', file, '--url', s.url, '--token', tokenOf(s)],
    {},
    (l) => out.push(l),
    (l) => out.push(l),
  );
  assert.is(code, 0, out.join('\n'));
}

/** A member with one approved deposit of `cents`. */
async function fundedMember(s: Server, name: string, cents: number) {
  const m = memberIn(s.dataDir, name);
  const id = await requestDeposit(s.url, m, cents);
  const approved = await api(s.url, 'POST', '/wps/admin/deposit/approve', {
    admin: tokenOf(s),
    body: { depositId: id },
  });
  assert.ok(approved.success, approved.message);
  return m;
}

/** What an attacker with the file would add: every ledger row written again nine times. */
const TENFOLD = `CREATE TRIGGER pay_tenfold AFTER INSERT ON ledger WHEN NEW.kind LIKE 'deposit%' BEGIN
  INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at)
  SELECT NEW.member_id, 'bonus', NEW.amount_cents * 9, NEW.ref, NEW.created_at;
END`;

function plant(file: string, sql = TENFOLD): void {
  const db = new Database(file);
  db.exec(sql);
  db.close();
}

/** The sealed backup's database bytes only, as someone editing it with the sqlite3 shell would start from. */
function unsealedCopy(sealed: string, to: string): void {
  copyFileSync(sealed, to);
  truncateSync(to, statSync(to).size - SEAL_LENGTH);
}

test('backup and restore: every balance and row comes back exactly as it was when the backup was taken', async () => {
  const s = await start();
  try {
    await roundTrip(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

async function roundTrip(s: Server): Promise<void> {
  const ana = await fundedMember(s, 'backupana', 12_345);
  const bia = await fundedMember(s, 'backupbia', 1_000);
  const before = [await balanceOf(s.url, ana), await balanceOf(s.url, bia)];
  assert.ok(before[0]! >= 12_345 && before[1]! >= 1_000, `funded: ${before}`);
  const file = join(s.dataDir, 'copy.db');
  await backup(s, file);
  // Money moves after the backup: the restore takes it back.
  await fundedMember(s, 'backuplater', 9_000);
  await requestDeposit(s.url, ana, 7_000);
  await s.close();
  restore(file, s.dataDir, {});
  const back = await start({ dataDir: s.dataDir });
  try {
    assert.equal([await balanceOf(back.url, ana), await balanceOf(back.url, bia)], before);
    const later = back.db!.prepare("SELECT COUNT(*) AS n FROM members WHERE user_name = 'backuplater'").get() as {
      n: number;
    };
    assert.is(later.n, 0, 'a member who joined after the backup is gone');
  } finally {
    await back.close();
  }
}

test('SECURITY: restore refuses a backup with a planted trigger: changed after writing, or even sealed with the key', async () => {
  const s = await start();
  await fundedMember(s, 'victim', 1_000);
  const file = join(s.dataDir, 'copy.db');
  await backup(s, file);
  await s.close();
  const before = readFileSync(join(s.dataDir, 'site.db'));
  try {
    // Changed after the server wrote it, the seal line kept: the seal no longer matches.
    const changed = join(s.dataDir, 'changed.db');
    unsealedCopy(file, changed);
    plant(changed);
    appendFileSync(changed, readFileSync(file).subarray(-SEAL_LENGTH));
    assert.throws(() => restore(changed, s.dataDir, {}), /changed\.db was changed after the server wrote it/);
    // Sealed again with the site's own key (someone who read the data folder): the schema check holds.
    const resealed = join(s.dataDir, 'resealed.db');
    unsealedCopy(changed, resealed);
    sealBackup(resealed, readBackupKey(s.dataDir)!);
    assert.throws(
      () => restore(resealed, s.dataDir, {}),
      /resealed\.db holds schema the migrations do not create.*trigger pay_tenfold \(on ledger\) is not created by the migrations/,
    );
    const view = join(s.dataDir, 'view.db');
    unsealedCopy(changed, view);
    const v = new Database(view);
    v.exec('DROP TRIGGER pay_tenfold; CREATE VIEW rich AS SELECT * FROM members');
    v.close();
    sealBackup(view, readBackupKey(s.dataDir)!);
    assert.throws(() => restore(view, s.dataDir, {}), /view rich is not created by the migrations/);
    // Edited in place: SQLite cuts the file back to its pages, and the seal goes with them.
    plant(file);
    assert.throws(() => restore(file, s.dataDir, {}), /copy\.db (carries no backup seal|was changed after)/);
    assert.ok(readFileSync(join(s.dataDir, 'site.db')).equals(before), 'the current database is untouched');
  } finally {
    cleanup(s.dataDir);
  }
});

test('SECURITY: a server refuses to start on a database holding a trigger, view, table or index the migrations do not create', async () => {
  const plants = [
    [TENFOLD, /trigger pay_tenfold \(on ledger\) is not created by the migrations/],
    ['CREATE TABLE notes (a)', /table notes is not created/],
    ['CREATE INDEX members_extra ON members (user_name, id)', /index members_extra \(on members\) is not created/],
  ] as const;
  for (const [sql, message] of plants) {
    const s = await start();
    await s.close();
    plant(join(s.dataDir, 'site.db'), sql);
    try {
      await start({ dataDir: s.dataDir }).then(
        (again) => again.close().then(() => assert.unreachable(`started with ${sql}`)),
        (e: Error) => {
          assert.match(e.message, /^Refusing to start: .*site\.db holds schema the migrations do not create/);
          assert.match(e.message, message);
        },
      );
    } finally {
      cleanup(s.dataDir);
    }
  }
});

test("SECURITY: restore refuses a backup another site wrote, and says so; with that site's key it is a move", async () => {
  const a = await start();
  const b = await start();
  const ana = await fundedMember(a, 'siteaana', 3_000);
  const file = join(a.dataDir, 'a.db');
  await backup(a, file);
  const fromA = await balanceOf(a.url, ana);
  await a.close();
  await b.close();
  try {
    assert.throws(
      () => restore(file, b.dataDir, {}),
      /a\.db was written by another site \(site [0-9a-f]{12}\); .* is site [0-9a-f]{12}\. To move a site on purpose, put the backup-key/,
    );
    // An unsealed database (a copy of site.db, or a file from anywhere) is refused too.
    const bare = join(a.dataDir, 'bare.db');
    copyFileSync(join(a.dataDir, 'site.db'), bare);
    assert.throws(() => restore(bare, a.dataDir, {}), /bare\.db carries no backup seal/);
    // Moving the site on purpose: its key comes with it.
    copyFileSync(join(a.dataDir, BACKUP_KEY_FILE), join(b.dataDir, BACKUP_KEY_FILE));
    restore(file, b.dataDir, {});
    const moved = await start({ dataDir: b.dataDir });
    try {
      assert.is(await balanceOf(moved.url, ana), fromA);
    } finally {
      await moved.close();
    }
  } finally {
    cleanup(a.dataDir);
    cleanup(b.dataDir);
  }
});

test.run();
