// The migrations, one file each under server/db/migrations/, and the content that ships with
// them (server/db/seed.ts): a new database ends up exactly as it did when all of it lived in
// one schema.ts with the content inside the migrations' SQL; an existing one is never rewritten.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sql as e164Sql, toE164 } from '../../server/db/migrations/027-mobile-e164.ts';
import { MIGRATIONS } from '../../server/db/migrations/index.ts';
import { closeDatabase, DB_FILE, openDatabase, type Db } from '../../server/db/open.ts';
import { SCHEMA_VERSION } from '../../server/db/schema.ts';
import { seedIfEmpty, seedWithSchema } from '../../server/db/seed.ts';

const t = suite('migrations');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-test-'));
  dirs.push(d);
  return d;
};
t.after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The first ten migrations, the ones that existed when they were one file: later ones only add. */
const SPLIT_AT = 10;

const digest = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;

/** Schema objects with a digest of their SQL, and every table's row count and content. */
function snapshot(db: Db) {
  const objects = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as { type: string; name: string; sql: string | null }[];
  const tables = objects.filter((o) => o.type === 'table').map((o) => o.name);
  const rows = (table: string) => {
    const list = db.prepare(`SELECT rowid AS _rowid, * FROM "${table}" ORDER BY rowid`).all() as Record<
      string,
      unknown
    >[];
    // Seeded dates are relative to the moment the database is created (server/db/seed-dates.ts).
    if (table === 'promotions')
      for (const r of list) Object.assign(r, { starts_at: 'relative', ends_at: r.ends_at && 'relative' });
    if (table === 'announcements') for (const r of list) r.start_date = 'relative';
    return list;
  };
  return {
    schema: digest(objects),
    counts: Object.fromEntries(tables.map((name) => [name, count(db, name)])),
    content: digest(tables.map((name) => [name, rows(name)])),
  };
}

/** A database taken to `version` the way openDatabase does it, then seeded. */
function databaseAt(version: number): Db {
  const db = new Database(path.join(tempDir(), DB_FILE));
  db.pragma('foreign_keys = ON');
  db.transaction(() => {
    for (let v = 0; v < version; v++) {
      db.exec(MIGRATIONS[v]!);
      seedWithSchema(db, v + 1);
    }
    db.pragma(`user_version = ${version}`);
  })();
  seedIfEmpty(db);
  return db;
}

/**
 * What a new database held after migrate + seed before the migrations were split into files.
 * The text counts and the content digest were taken again when the seed's content changed on
 * purpose (human vendor and lottery names, Urdu texts, dates relative to the install, help texts
 * that agree with the app, a true notice about the lottery draws instead of a maintenance that
 * never came, the POKER games named for the video poker they play); the schema is the split's.
 */
const BEFORE_SPLIT = {
  schema: '339265e5e1798122',
  counts: {
    affiliate_codes: 0,
    agent_contract_payments: 0,
    agent_contracts: 0,
    agent_links: 0,
    agent_rebates: 0,
    announcement_reads: 0,
    announcement_texts: 24,
    announcements: 8,
    bank_cards: 0,
    banner_texts: 18,
    banners: 6,
    captchas: 0,
    chat_messages: 0,
    contract_requests: 0,
    deposits: 0,
    favourites: 0,
    feedback: 0,
    game_launches: 0,
    game_type_names: 18,
    game_types: 9,
    games: 635,
    help_texts: 24,
    help_topics: 8,
    inbox_messages: 0,
    ledger: 0,
    login_failures: 0,
    member_profiles: 0,
    members: 0,
    orders: 0,
    payment_passwords: 0,
    promotion_members: 0,
    promotion_texts: 14,
    promotions: 7,
    recent_games: 0,
    security_questions: 0,
    sessions: 0,
    sign_ins: 0,
    sms_codes: 0,
    sms_outbox: 0,
    sub_orders: 0,
    vendor_names: 10,
    vendors: 26,
    winners: 40,
    withdrawals: 0,
  },
  content: 'f887909ed7f77213',
};

t('DESIGN a new database after migrate + seed has the same tables, rows and content as before the split', () => {
  const db = databaseAt(SPLIT_AT);
  const now = snapshot(db);
  db.close();
  assert.equal(now.counts, BEFORE_SPLIT.counts);
  assert.is(now.schema, BEFORE_SPLIT.schema, 'the SQL of every table and index');
  assert.is(now.content, BEFORE_SPLIT.content, 'every row of every table');
});

t('DESIGN openDatabase runs every migration in order and records the version', () => {
  const db = openDatabase(tempDir());
  assert.is(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  assert.is(SCHEMA_VERSION, MIGRATIONS.length);
  assert.ok(SCHEMA_VERSION >= SPLIT_AT);
  assert.equal(
    [count(db, 'promotions'), count(db, 'vendor_names')],
    [8, 15],
    'seven promotions of migration 005, one of 014; vendor names in pt, en and ur',
  );
  closeDatabase(db);
});

t('DESIGN a database upgrading from version 4 gets the promotions once and keeps its vendor names', () => {
  const dir = tempDir();
  const old = new Database(path.join(dir, DB_FILE));
  old.transaction(() => {
    for (let v = 0; v < 4; v++) {
      old.exec(MIGRATIONS[v]!);
      seedWithSchema(old, v + 1);
    }
    old.pragma('user_version = 4');
  })();
  seedIfEmpty(old);
  old
    .prepare("UPDATE vendor_names SET display_name = 'Operator name' WHERE vassalage = 'LOTT' AND language = 'en'")
    .run();
  old.close();
  const db = openDatabase(dir);
  assert.equal([count(db, 'promotions'), count(db, 'promotion_texts'), count(db, 'vendor_names')], [8, 24, 15]);
  const name = db
    .prepare("SELECT display_name AS n FROM vendor_names WHERE vassalage = 'LOTT' AND language = 'en'")
    .get();
  assert.equal(name, { n: 'Operator name' }, 'content of an earlier migration is not written again');
  closeDatabase(db);
});

t('DESIGN an existing database is untouched on reopen: content an operator removed stays removed', () => {
  const dir = tempDir();
  const first = openDatabase(dir);
  first.prepare('DELETE FROM promotion_texts WHERE promotion_id = 7').run();
  first.prepare('DELETE FROM promotions WHERE id = 7').run();
  first.prepare("DELETE FROM vendor_names WHERE vassalage = 'REEFHUNT'").run();
  closeDatabase(first);
  const again = openDatabase(dir);
  assert.equal(
    [count(again, 'promotions'), count(again, 'vendor_names')],
    [7, 12],
    'REEFHUNT in pt, en and ur stays gone',
  );
  closeDatabase(again);
});

t(
  'SPEC §7 a database upgrading past 014: the welcome bonus becomes the deposit bonus its banner promised; what an operator changed stays',
  () => {
    const dir = tempDir();
    const old = new Database(path.join(dir, DB_FILE));
    old.transaction(() => {
      for (let v = 0; v < 12; v++) {
        old.exec(MIGRATIONS[v]!);
        seedWithSchema(old, v + 1);
      }
      old.pragma('user_version = 12');
    })();
    seedIfEmpty(old);
    old.prepare("UPDATE banner_texts SET title = 'Nosso bônus' WHERE banner_id = 1 AND language = 'en'").run();
    old.close();
    const db = openDatabase(dir);
    const welcome = db
      .prepare(
        'SELECT kind, reward_cents AS reward, bonus_percent AS percent, bonus_max_cents AS max, min_deposit_cents AS min, first_deposit_only AS first FROM promotions WHERE id = 1',
      )
      .get();
    assert.equal(welcome, { kind: 'DEPOSIT', reward: 0, percent: 100, max: 50_000, min: 2000, first: 1 });
    const reload = db
      .prepare('SELECT bonus_percent AS percent, bonus_max_cents AS max FROM promotions WHERE id = 3')
      .get();
    assert.equal(
      reload,
      { percent: 20, max: 50_000 },
      'the reload bonus the site config promised moved onto its promotion',
    );
    const titles = db.prepare('SELECT language, title FROM banner_texts WHERE banner_id = 1 ORDER BY language').all();
    assert.equal(titles, [
      { language: 'en', title: 'Nosso bônus' },
      { language: 'pt', title: 'Bônus de boas-vindas de {percent}% até {max} no primeiro depósito' },
      { language: 'ur', title: 'پہلے ڈپازٹ پر {max} تک {percent}% خوش آمدید بونس' },
    ]);
    assert.is(count(db, 'promotions'), 8, 'the instant claim that replaces the old welcome one is added');
    const fresh = openDatabase(tempDir());
    // Seeded promotions start and end relative to each database's creation (or upgrade).
    const promos = (d: Db) =>
      d
        .prepare('SELECT * FROM promotions ORDER BY id')
        .all()
        .map((r) => ({
          ...(r as { ends_at: string | null }),
          starts_at: 'x',
          ends_at: (r as { ends_at: unknown }).ends_at === null ? null : 'x',
        }));
    assert.equal(promos(db), promos(fresh), 'an upgraded database holds the promotions a new one does');
    const banner = (d: Db) => d.prepare("SELECT title FROM banner_texts WHERE banner_id = 1 AND language = 'pt'").get();
    assert.equal(banner(db), banner(fresh));
    closeDatabase(fresh);
    closeDatabase(db);
  },
);

t(
  'SPEC §5 a database upgrading to E.164 mobiles: what parses is rewritten, the rest stays; a second run changes nothing',
  () => {
    const dir = tempDir();
    const old = new Database(path.join(dir, DB_FILE));
    // The schema just before the E.164 migration, whatever migrations come after it.
    const before = MIGRATIONS.indexOf(e164Sql);
    old.transaction(() => {
      for (let v = 0; v < before; v++) {
        old.exec(MIGRATIONS[v]!);
        seedWithSchema(old, v + 1);
      }
      old.pragma(`user_version = ${before}`);
    })();
    seedIfEmpty(old);
    const add = old.prepare(
      `INSERT INTO members (user_name, password_hash, type, nickname, created_at, merchant_code, country_dialing_code, mobile_num)
     VALUES (?, 'x', 0, '', '2026-01-01T00:00:00Z', 'AURORA', ?, ?)`,
    );
    add.run('br_mobile', '55', '21998765432');
    add.run('uk_mobile', '44', '7911123456');
    add.run('br_landline', '55', '2133334444'); // the old check let a landline in: no SMS reaches it
    add.run('br_short', '55', '1198765432'); // eight digits after the area code
    add.run('already', '55', '+5511987650001');
    old.close();
    const db = openDatabase(dir);
    const mobiles = () =>
      db
        .prepare(
          'SELECT user_name AS name, mobile_num AS num FROM members WHERE mobile_num IS NOT NULL ORDER BY user_name',
        )
        .all();
    assert.equal(mobiles(), [
      { name: 'already', num: '+5511987650001' },
      { name: 'br_landline', num: '2133334444' },
      { name: 'br_mobile', num: '+5521998765432' },
      { name: 'br_short', num: '1198765432' },
      { name: 'uk_mobile', num: '+447911123456' },
    ]);
    assert.is(toE164(db), 0, 'idempotent: nothing left to rewrite');
    closeDatabase(db);
  },
);

t.run();
