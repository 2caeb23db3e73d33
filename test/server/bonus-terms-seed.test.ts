// Promotion terms said once, from the data (docs/bonus.md "The terms line"): no seed promotion
// page or promotion announcement states a rollover by hand in any language, on a new site or
// on one upgraded from schema 025 (migration 026); the migration rewrites only the seed's exact
// text, twice changes nothing, and the terms the API answers are the rule's figures.
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Promotion } from '../../src/api/types.ts';
import { MIGRATIONS } from '../../server/db/migrations/index.ts';
import { REWRITES, sql as m026 } from '../../server/db/migrations/026-bonus-terms-from-data.ts';
import { closeDatabase, DB_FILE, type Db, openDatabase } from '../../server/db/open.ts';
import { seedIfEmpty, seedWithSchema } from '../../server/db/seed.ts';
import { TERMS_SEEDS } from '../../server/db/seed-data/deposit-bonuses.ts';
import { apiCall, cleanup, start, tempDir } from '../setup/server.ts';

/** A rollover stated by hand: "Rollover de 5x", "10x wagering", "apostar 5 vezes", "5 گنا شرط". */
const HAND_WRITTEN = /rollover|wagering|\d+(?:[.,]\d+)?\s?[x×]\b|\bvezes\b|گنا/i;
/** A figure of terms stated in help: a share ("100%"), a multiplier ("10x", "10 گنا") or days ("7 dias"). */
const HELP_FIGURE = /\d+\s?%|\d+(?:[.,]\d+)?\s?(?:[x×]\b|گنا)|\d+\s(?:dias|days|دن)/i;

function handWritten(db: Db): string[] {
  const rows = [
    ...db
      .prepare<[], { id: number; language: string; text: string }>(
        "SELECT promotion_id AS id, language, summary || ' ' || content_html AS text FROM promotion_texts",
      )
      .all(),
    ...db
      .prepare<[], { id: number; language: string; text: string }>(
        `SELECT t.announcement_id AS id, t.language, t.title || ' ' || t.content_html AS text
         FROM announcement_texts t JOIN announcements a ON a.id = t.announcement_id WHERE a.content_type = 'PR'`,
      )
      .all(),
    ...db
      .prepare<[], { id: number; language: string; text: string }>(
        `SELECT x.topic_id AS id, x.language, x.content_html AS text FROM help_texts x
         JOIN help_topics t ON t.id = x.topic_id WHERE t.anchor = 'bonus'`,
      )
      .all()
      // The topic's example of what a rollover means ("10x on R$ 20 is R$ 200") is no promotion's terms.
      .map((r) => ({ ...r, text: r.text.replace(/^<p>[^<]*R\$ 200[^<]*<\/p>/, ''), help: true })),
  ];
  return rows
    .filter((r) => ('help' in r ? HELP_FIGURE : HAND_WRITTEN).test(r.text))
    .map((r) => `${r.id}/${r.language}: ${r.text}`);
}

/** A data directory as schema 025 left it: the seed's texts as they shipped then. */
function siteAt025(dir: string): void {
  const old = new Database(path.join(dir, DB_FILE));
  old.transaction(() => {
    for (let v = 0; v < 25; v++) {
      old.exec(MIGRATIONS[v]!);
      seedWithSchema(old, v + 1);
    }
    old.pragma('user_version = 25');
  })();
  seedIfEmpty(old);
  for (const r of REWRITES) {
    const where =
      r.table === 'help_texts'
        ? "topic_id = (SELECT id FROM help_topics WHERE anchor = 'bonus') AND ? > -1"
        : `${r.table === 'promotion_texts' ? 'promotion_id' : 'announcement_id'} = ?`;
    old.prepare(`UPDATE ${r.table} SET content_html = ? WHERE ${where} AND language = ?`).run(r.was, r.id, r.language);
  }
  old.close();
}

test('a new site: no promotion page or promotion announcement states a rollover by hand, in any language', () => {
  const dir = tempDir();
  try {
    const db = openDatabase(dir);
    seedIfEmpty(db);
    assert.equal(handWritten(db), []);
    closeDatabase(db);
  } finally {
    cleanup(dir);
  }
});

test('a site upgraded from 025 loses the seed rollover sentences; an operator-edited page keeps its own words', () => {
  const dir = tempDir();
  try {
    siteAt025(dir);
    const before = new Database(path.join(dir, DB_FILE));
    assert.ok(handWritten(before).length >= 15, 'the 025 site states rollovers by hand in PT, EN and UR');
    const edited = '<p>Minha versão: Rollover de 5x, só esta semana.</p>';
    before
      .prepare("UPDATE promotion_texts SET content_html = ? WHERE promotion_id = 3 AND language = 'pt'")
      .run(edited);
    before.close();

    const db = openDatabase(dir);
    assert.is(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
    assert.equal(handWritten(db), [`3/pt: Inscreva-se e ganhe bônus no depósito de sexta. ${edited}`]);
    const welcome = db
      .prepare<[], { html: string }>(
        "SELECT content_html AS html FROM promotion_texts WHERE promotion_id = 1 AND language = 'en'",
      )
      .get()!.html;
    assert.ok(welcome.endsWith('<p>Once per account.</p>'), 'the rest of the page is kept');

    const snapshot = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM promotion_texts ORDER BY promotion_id, language').all(),
        db.prepare('SELECT * FROM announcement_texts ORDER BY announcement_id, language').all(),
        db.prepare('SELECT * FROM help_texts ORDER BY topic_id, language').all(),
      ]);
    const once = snapshot();
    db.exec(m026);
    assert.is(snapshot(), once, 'running the migration again changes nothing');
    closeDatabase(db);
  } finally {
    cleanup(dir);
  }
});

test('the terms the API answers for each seed promotion are the rule figures, and its page says none by hand', async () => {
  const s = await start();
  try {
    for (const lang of ['pt', 'en', 'ur']) {
      const list = (await apiCall(s, 'GET', `/wps/promo/list?language=${lang}`)).value as Promotion[];
      for (const seed of TERMS_SEEDS) {
        assert.equal(list.find((p) => p.id === seed.id)?.wagering, seed.terms, `promotion ${seed.id} ${lang}`);
        const detail = (await apiCall(s, 'GET', `/wps/promo/detail?id=${seed.id}&language=${lang}`)).value as {
          content: string;
          wagering: unknown;
        };
        assert.equal(detail.wagering, seed.terms);
        assert.not.match(detail.content, HAND_WRITTEN, `promotion ${seed.id} ${lang}`);
      }
    }
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
