// Content import (docs/content.md): the sample content is replaced section by section from
// one file, in one transaction; a bad file is refused with the field that is wrong and
// changes nothing. And backups: taken while serving, restored with the server stopped,
// the restored data exactly the backup's.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { restore } from '../../scripts/operator/restore.ts';
import { readBackupKey, sealBackup } from '../../server/operator/backup-seal.ts';
import { api, memberIn, requestDeposit } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; token: string }>('operator content', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.token = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const home = async (s: Server, language = 'en') =>
  (await api(s.url, 'GET', `/wps/announcement/banner?types=B,PL&platform=M&language=${language}`)).value as {
    banners: Array<{ title: string; url: string; link: string }>;
    player: Array<{ title: string }>;
  };
const help = async (s: Server) =>
  (await api(s.url, 'GET', '/wps/system/help?lang=pt')).value as Array<{ anchor: string; title: string }>;

const GOOD = {
  version: 1,
  banners: [
    { group: 'm_home', link: '/m/activity', image: '/banners/summer.webp', titles: { pt: 'Verão', en: 'Summer' } },
    { group: 'm_home', link: 'https://blog.example.org/news', titles: { pt: 'Novidades' } },
    { group: 'm_home', link: '/m/activityDetail?id=3', titles: { pt: 'Recarga de {percent}% até {max}' } },
  ],
  announcements: [{ type: 'PL', audience: 'B', texts: { pt: { title: 'Bem-vindo', html: '<p>Oi</p>' } } }],
  help: [{ anchor: 'terms', texts: { pt: { title: 'Termos', html: '<p>Os termos.</p>' } } }],
  promotions: [
    {
      id: 3,
      kind: 'REVIEW',
      bonus: { percent: 30, maxCents: 20_000, minDepositCents: 3000 },
      startsAt: '2025-01-01T00:00:00Z',
      texts: { pt: { title: 'Recarga', summary: 'Resumo', html: '<p>Regras</p>' } },
    },
  ],
};

t('a content file replaces each section it has; the others stay', async ({ s, token }) => {
  const winnersBefore = s.db!.prepare('SELECT COUNT(*) AS n FROM winners').get() as { n: number };
  const r = await api(s.url, 'POST', '/wps/admin/content/import', { admin: token, body: { content: GOOD } });
  assert.equal(r.value, { banners: 3, announcements: 1, help: 1, promotions: 1, warnings: [] });
  const h = await home(s);
  assert.equal(
    h.banners.map((b) => [b.title, b.link]),
    [
      ['Summer', '/m/activity'],
      ['Novidades', 'https://blog.example.org/news'],
      // SPEC §7: a banner states the bonus of the promotion it links to, from its definition.
      ['Recarga de 30% até R$ 200', '/m/activityDetail?id=3'],
    ],
  );
  assert.is(h.banners[0]!.url, '/banners/summer.webp');
  assert.equal(
    h.player.map((a) => a.title),
    ['Bem-vindo'],
  );
  assert.equal(
    (await help(s)).map((x) => [x.anchor, x.title]),
    [['terms', 'Termos']],
  );
  const promos = (await api(s.url, 'GET', '/wps/promo/list?language=pt')).value as Array<{
    id: number;
    title: string;
    bonus: unknown;
  }>;
  assert.equal(
    promos.map((p) => [p.id, p.title, p.bonus]),
    [[3, 'Recarga', { percent: 30, maxCents: 20_000, minDepositCents: 3000, firstDepositOnly: false }]],
  );
  assert.is((s.db!.prepare('SELECT COUNT(*) AS n FROM winners').get() as { n: number }).n, winnersBefore.n);
});

t('a bad file is refused with the field that is wrong, and nothing is imported', async ({ s, token }) => {
  const before = await home(s);
  const bad = structuredClone(GOOD) as Record<string, unknown>;
  (bad.help as Array<Record<string, unknown>>)[0]!.texts = { pt: { title: 'Termos' } };
  const r = await api(s.url, 'POST', '/wps/admin/content/import', { admin: token, body: { content: bad } });
  assert.equal(
    [r.status, r.code, r.message],
    [400, 'BAD_CONTENT', 'help[0].texts.pt.html: must be text of 1 to 50000 characters'],
  );
  const winner = { winners: [{ game: 'no-such-game', name: 'ab***', winCents: 100 }], banners: [] };
  const w = await api(s.url, 'POST', '/wps/admin/content/import', { admin: token, body: { content: winner } });
  assert.equal([w.status, w.message], [400, 'winners[0].game: no game has the nodeId "no-such-game"']);
  assert.equal(await home(s), before, 'the banners section of the refused file was not applied');
  const audit = (await api(s.url, 'GET', '/wps/admin/audit?limit=1', { admin: token })).value as Array<{
    outcome: string;
  }>;
  assert.is(audit[0]!.outcome, 'BAD_CONTENT');
});

t('the CLI sends a file with content import and prints what it replaced', async ({ s, token }) => {
  const { main } = await import('../../scripts/operator/main.ts');
  const dir = mkdtempSync(join(tmpdir(), 'aurora-content-'));
  const file = join(dir, 'content.json');
  writeFileSync(file, JSON.stringify({ help: GOOD.help }));
  const out: string[] = [];
  const code = await main(
    ['content', 'import', file, '--url', s.url, '--token', token],
    {},
    (l) => out.push(l),
    (l) => out.push(l),
  );
  assert.equal([code, out], [0, ['Imported: 1 help']]);
  writeFileSync(file, '{ not json');
  const err: string[] = [];
  assert.is(
    await main(
      ['content', 'import', file, '--url', s.url, '--token', token],
      {},
      () => {},
      (l) => err.push(l),
    ),
    1,
  );
  assert.match(err[0]!, /content\.json is not JSON/);
  cleanup(dir);
});

/** Every row of every table, for comparing two databases. */
function dump(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{
      name: string;
    }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

t('backup while serving, write more, restore with the server stopped: the data is exactly the backup', async () => {
  const s = await start();
  const token = readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
  const m = memberIn(s.dataDir, 'backupone');
  const kept = await requestDeposit(s.url, m, 1_000);
  const { main } = await import('../../scripts/operator/main.ts');
  const copy = join(s.dataDir, 'copy.db');
  const out: string[] = [];
  assert.is(
    await main(
      ['backup', copy, '--url', s.url, '--token', token],
      {},
      (l) => out.push(l),
      (l) => out.push(l),
    ),
    0,
    out.join(),
  );
  const backedUp = dump(copy);
  const lost = await requestDeposit(s.url, m, 2_000);
  // The server still runs: restore refuses rather than replace a database in use.
  assert.throws(() => restore(copy, s.dataDir, {}), /A server has .*site\.db open: stop it first/);
  await s.close();
  const r = restore(copy, s.dataDir, {});
  assert.ok(r.previous, 'the replaced database is kept beside it');
  const back = await start({ dataDir: s.dataDir });
  try {
    const ids = (back.db!.prepare('SELECT id FROM deposits ORDER BY id').all() as Array<{ id: number }>).map(
      (d) => d.id,
    );
    assert.ok(ids.includes(kept) && !ids.includes(lost), `deposits after restore: ${ids}`);
  } finally {
    await back.close();
  }
  assert.equal(dump(join(s.dataDir, 'site.db')), backedUp);
  cleanup(s.dataDir);
});

t('restore refuses a file that is not an Aurora database, and leaves the current one alone', async () => {
  const s = await start();
  await s.close();
  const junk = join(s.dataDir, 'junk.db');
  writeFileSync(junk, 'not a database at all');
  assert.throws(() => restore(junk, s.dataDir, {}), /junk\.db carries no backup seal/);
  // Sealed with the site's own key, the file is still checked for what it holds.
  sealBackup(junk, readBackupKey(s.dataDir)!);
  assert.throws(() => restore(junk, s.dataDir, {}), /junk\.db is not a database this server can open/);
  const other = join(s.dataDir, 'other.db');
  const db = new Database(other);
  db.exec('CREATE TABLE x (a)');
  db.close();
  sealBackup(other, readBackupKey(s.dataDir)!);
  assert.throws(() => restore(other, s.dataDir, {}), /schema 0/);
  const again = await start({ dataDir: s.dataDir });
  assert.ok((again.db!.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n > 0);
  await again.close();
  cleanup(s.dataDir);
});

t.run();
