// Content that is alive and honest, over real HTTP: the jackpot grows with stakes and never
// falls (a restart included), the winners board shows players' real wins before the seeded
// ones, seeded dates are relative to the install (an old site's are moved), content comes in
// Urdu and says which language it is in, and players see names, never vendor codes.
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type {
  AnnouncementItem,
  Banner,
  Game,
  HomeContent,
  JackpotValue,
  LotteryMenu,
  Promotion,
  Vendor,
  WinnerEntry,
} from '../../src/api/types.ts';
import type { Play } from '../../server/db/demo.ts';
import { paidSpinSeeds, spin, useSeeds } from '../../server/db/slot.ts';
import { MIGRATIONS } from '../../server/db/migrations/index.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { closeDatabase, DB_FILE, openDatabase } from '../../server/db/open.ts';
import { seedIfEmpty, seedWithSchema } from '../../server/db/seed.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { slotChain, spinWhere } from '../setup/slot-chains.ts';

const DAY = 86_400_000;
let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

async function value<T>(server: typeof s, p: string): Promise<T> {
  const body = await json(await fetch(`${server.url}${p}`));
  assert.is(body.success, true, `${p}: ${body.message}`);
  return body.value as T;
}

let n = 0;
/** A member with money and a demo slot play on the first slot, as the demo page would hold it. */
function slotPlayer(server: typeof s, userName = `content${++n}player`) {
  const db = server.db!;
  const memberId = createMember(db, { userName, passwordHash: 'x', type: 0 });
  createSession(db, memberId);
  db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', 1000000, ?)`).run(
    memberId,
    new Date().toISOString(),
  );
  const game = db
    .prepare(`SELECT node_id, game_name, min_bet_cents FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1`)
    .get() as {
    node_id: string;
    game_name: string;
    min_bet_cents: number;
  };
  const play: Play = {
    launchId: 0,
    memberId,
    userName,
    nodeId: game.node_id,
    gameName: game.game_name,
    title: game.game_name,
    gameType: 'RNG',
    minBet: game.min_bet_cents,
    language: 'pt',
    playType: '',
    prizeMode: '',
    memberType: 0,
  };
  return play;
}
/** The member's next chain (made by their first spin) starts with a spin that wins at this stake, no free spins. */
const nextSpinWins = (stake: number) =>
  useSeeds(slotChain([spinWhere((r) => r.freeSpins === 0 && r.win > 0, 'base', stake)]));

test('SPEC §2.3 jackpot: grows by its share of every stake, persists across a restart, never goes down', async () => {
  const server = await start();
  const dataDir = server.dataDir;
  let after = 0;
  try {
    const before = await value<JackpotValue>(server, '/wps/game/jackpot');
    assert.is(before.shareBp, 100);
    assert.ok(before.amount >= 200_000_000, 'starts at R$ 2,000,000 (SPEC §9)');
    const play = slotPlayer(server);
    for (const stake of [1_000, 2_550, 10_000]) spin(server.db!, play, stake, new Date(), 100);
    after = (await value<JackpotValue>(server, '/wps/game/jackpot')).amount;
    assert.is(after, before.amount + 10 + 25 + 100, '1 % of each stake, rounded down to cents');
  } finally {
    await server.close();
  }
  const again = await start({ dataDir });
  try {
    assert.is((await value<JackpotValue>(again, '/wps/game/jackpot')).amount, after, 'the same after a restart');
    const play = slotPlayer(again, 'content-after-restart');
    nextSpinWins(5_000);
    spin(again.db!, play, 5_000, new Date(), 100);
    useSeeds(paidSpinSeeds);
    assert.ok((await value<JackpotValue>(again, '/wps/game/jackpot')).amount > after, 'a win does not take from it');
  } finally {
    await again.close();
    cleanup(dataDir);
  }
});

test('SPEC §2.3 winners board: real wins from the ledger first (even small ones), seeded ones fill to 20', async () => {
  const play = slotPlayer(s, 'realwinner42');
  nextSpinWins(play.minBet);
  const round = spin(s.db!, play, play.minBet);
  useSeeds(paidSpinSeeds);
  assert.ok(round.ok);
  const win = round.ok ? round.value.win : 0;
  const { list } = await value<{ list: WinnerEntry[] }>(
    s,
    '/wps/game/winners?gameCategory=ALL&language=pt&limitNum=20',
  );
  assert.is(list.length, 20);
  assert.equal([list[0]!.vo.customerName, list[0]!.vo.winAmount], ['re***42', win]);
  const seededTop = s.db!.prepare('SELECT MAX(win_cents) AS m FROM winners WHERE member_id IS NULL').get() as {
    m: number;
  };
  assert.ok(seededTop.m > win, 'a bigger seeded win still comes after the real one');
  const paid = s
    .db!.prepare(`SELECT SUM(amount_cents) AS c FROM ledger WHERE ref = ? AND kind = 'game_win'`)
    .get(`order:${round.ok ? round.value.orderId : ''}`) as { c: number };
  assert.is(paid.c, win, 'the board shows what the ledger paid');
});

test('content dating: seeded announcements and promotions are dated around the install, never years old', async () => {
  const now = Date.now();
  const notices = await value<AnnouncementItem[]>(s, '/wps/announcement/notices?language=pt&types=A,PL,PR,B');
  assert.ok(notices.length > 0);
  for (const a of notices) {
    const age = now - Date.parse(a.startDate);
    assert.ok(age > 0 && age < 30 * DAY, `${a.title} is ${Math.round(age / DAY)} days old`);
  }
  const promos = await value<Promotion[]>(s, '/wps/promo/list?language=pt');
  const open = promos.filter((p) => p.endsAt === null && Date.parse(p.startsAt) <= now);
  assert.ok(open.length >= 4 && open.every((p) => now - Date.parse(p.startsAt) < 60 * DAY));
  const ended = promos.filter((p) => p.endsAt !== null);
  assert.ok(
    ended.length > 0 && ended.every((p) => Date.parse(p.endsAt!) < now && now - Date.parse(p.endsAt!) < 60 * DAY),
  );
});

test('content dating: a site installed before the dates were relative gets them moved, names too; operator edits stay', () => {
  const dir = tempDir();
  const old = new Database(path.join(dir, DB_FILE));
  old.transaction(() => {
    for (let v = 0; v < 10; v++) {
      old.exec(MIGRATIONS[v]!);
      seedWithSchema(old, v + 1);
    }
    old.pragma('user_version = 10');
  })();
  seedIfEmpty(old);
  // What that site held: the seed's old fixed dates and vendor codes, and one operator edit.
  old.prepare("UPDATE announcements SET start_date = '2025-01-06T09:00:00.000Z' WHERE id = 1").run();
  old.prepare("UPDATE announcements SET start_date = '2024-12-24T00:00:00.000Z' WHERE id = 2").run();
  old.prepare("UPDATE promotions SET starts_at = '2025-01-01T00:00:00.000Z' WHERE id = 1").run();
  old.prepare("UPDATE vendors SET display_name = 'TCG SEA' WHERE vassalage = 'TCG_SEA'").run();
  old.prepare("UPDATE vendors SET display_name = 'Our PG' WHERE vassalage = 'PGE'").run();
  old.close();
  const db = openDatabase(dir);
  try {
    const date = (id: number) =>
      (db.prepare('SELECT start_date AS d FROM announcements WHERE id = ?').get(id) as { d: string }).d;
    assert.ok(Date.now() - Date.parse(date(1)) < 30 * DAY, 'the seeded date moved');
    assert.is(date(2), '2024-12-24T00:00:00.000Z', "the operator's own date stays");
    const starts = (db.prepare('SELECT starts_at AS d FROM promotions WHERE id = 1').get() as { d: string }).d;
    assert.ok(Date.now() - Date.parse(starts) < 60 * DAY);
    const name = (v: string) =>
      (db.prepare('SELECT display_name AS n FROM vendors WHERE vassalage = ?').get(v) as { n: string }).n;
    assert.equal([name('TCG_SEA'), name('PGE')], ['Sorte Grande', 'Our PG']);
    const urdu = db.prepare("SELECT COUNT(*) AS n FROM banner_texts WHERE language = 'ur'").get() as { n: number };
    assert.ok(urdu.n > 0, 'Urdu texts arrive with the upgrade');
  } finally {
    closeDatabase(db);
    cleanup(dir);
  }
});

test('SPEC §1 content in Urdu: banners, notices and promotions in ur; what lacks ur says which language it sent', async () => {
  const home = await value<HomeContent>(s, '/wps/announcement/banner?types=B,PL&platform=M&language=ur');
  assert.ok(
    home.banners.length > 0 && home.banners.every((b: Banner) => b.lang === 'ur' && /[\u0600-\u06ff]/.test(b.title)),
  );
  assert.ok(home.player.every((a) => a.lang === 'ur'));
  const promos = await value<Promotion[]>(s, '/wps/promo/list?language=ur');
  assert.ok(promos.every((p) => p.lang === 'ur' && /[\u0600-\u06ff]/.test(p.title)));
  s.db!.prepare("INSERT INTO banners (id, group_name, sort, link) VALUES (90, 'm_home', 90, '/m/home')").run();
  s.db!.prepare("INSERT INTO banner_texts (banner_id, language, title) VALUES (90, 'en', 'Operator banner')").run();
  try {
    const mixed = await value<HomeContent>(s, '/wps/announcement/banner?types=B&platform=M&language=ur');
    const own = mixed.banners.find((b) => b.id === 90);
    assert.equal([own?.title, own?.lang], ['Operator banner', 'en'], 'the client can isolate it (dir, lang)');
  } finally {
    s.db!.prepare('DELETE FROM banner_texts WHERE banner_id = 90').run();
    s.db!.prepare('DELETE FROM banners WHERE id = 90').run();
  }
});

test('names: players see vendor and lottery names, never codes', async () => {
  const vendors = await value<Vendor[]>(s, '/wps/game/vendors?language=pt');
  for (const v of vendors) {
    assert.not.match(v.displayName, /_|^[A-Z]{2,4}$/, `${v.vassalage} shows "${v.displayName}"`);
  }
  const byCode = Object.fromEntries(vendors.map((v) => [v.vassalage, v.displayName]));
  assert.equal([byCode.PGE, byCode.TCG_SEA, byCode.BGS], ['PG Soft', 'Sorte Grande', 'Bolinha Games']);
  const menu = await value<LotteryMenu>(s, '/wps/lottery/menu?language=pt');
  assert.ok(menu.menu.every((m) => !m.displayName.includes('_') && !m.displayName.startsWith('TCG')));
  const lotteries = await value<Game[]>(s, '/wps/lottery/list?language=pt');
  assert.is(lotteries.length, 42);
  assert.ok(lotteries.some((g) => g.gameName === 'Quina da Sorte'));
  assert.ok(
    lotteries.every((g) => /Quina|Mega|Sena|Rápid|Sorte|Loto|Relâmpago|Bolão|Sorteio|Giro|Minuto/.test(g.gameName)),
    'Brazilian draw names',
  );
});

test.run();
