// The video slot over real HTTP (docs/games.md "Slot"): a paid spin's money through the ledger
// (and a retried request staking once), free spins paid and never staked, a retrigger, the bonus
// buy priced at 100 × the total bet and refused where the catalogue does not sell it, free spins
// left surviving a restart and shown on the page, the records; every spin, free spin and buy a step
// of the player's own seed chain (the hash shown before it is SHA-256 of the seed revealed after it,
// the reels follow from the seed by spinOf, the next hash survives a restart, a used-up chain is
// followed by a new one); and the stated return checked by playing more than 200 000 paid spins
// (their free spins included) as the server draws them. The spins a test needs are picked by the
// seed chain it hands the server (test/setup/slot-chains.ts), found with the rules themselves.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, OrderDetail, SlotNext, SpinResult } from '../../src/api/types.ts';
import { balanceCents, createMember, createSession } from '../../server/db/members.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import {
  BUY_PRICE_TOTAL_BETS,
  FREE_SPINS,
  LINE_COUNT,
  LINES,
  PAYS,
  returnPercent,
  SCATTER_PAYS,
  seedOfHmac,
  slotFigures,
  spinOf,
} from '../../src/rules/slot5.ts';
import { cleanup, json, start } from '../setup/server.ts';
import { CHOSEN_CLIENT, slotChain, spinWhere } from '../setup/slot-chains.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  useSeeds(paidSpinSeeds);
  await s.close();
  cleanup(s.dataDir);
});

let n = 0;
function member(server: Server, cents: number) {
  const id = createMember(server.db!, { userName: `slot${++n}player`, passwordHash: 'x', type: 0 });
  server
    .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`)
    .run(id, cents, new Date().toISOString());
  return { id, token: createSession(server.db!, id) };
}
const post = (server: Server, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(json);
/** A slot game whose catalogue class does (or does not) include FEATUREBUY. */
const slotGame = (server: Server, buy: boolean) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games
       WHERE game_type = 'RNG' AND min_bet_cents <= 200 AND (game_classify LIKE '%FEATUREBUY%') = ? ORDER BY sort LIMIT 1`,
    )
    .get(buy ? 1 : 0) as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

/** Launches and opens the slot page; answers its play key and its HTML. */
async function open(server: Server, token: string, game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage'>) {
  const launch = await post(server, '/wps/game/launchGame', { ...game, language: 'pt' }, token);
  assert.is(launch.success, true, launch.message);
  const html = await (await fetch(`${server.url}${(launch.value as { url: string }).url}`)).text();
  return { play: html.match(/name="play" content="([^"]+)"/)![1]!, html };
}

const LOSS = spinWhere((r) => r.win === 0 && r.freeSpins === 0);
const WIN = spinWhere((r) => r.win > 0 && r.freeSpins === 0);
const NO_TRIGGER = spinWhere((r) => r.freeSpins === 0);
const TRIGGER = spinWhere((r) => r.freeSpins > 0);
const FREE_WIN = spinWhere((r) => r.win > 0 && r.freeSpins === 0, 'free');
const FREE_NO_TRIGGER = spinWhere((r) => r.freeSpins === 0, 'free');
const FREE_RETRIGGER = spinWhere((r) => r.freeSpins > 0, 'free');
/**
 * The next chain the server makes (the page's launch makes the member's) has spins passing these
 * wants, in order; one-spin chains without free spins follow it.
 */
const nextSpins = (...wants: ((seed: number) => boolean)[]) => useSeeds(slotChain(wants));
/** The seed a spin's proof decides: the first 8 hex digits of HMAC-SHA256(server seed, "client:nonce"). */
const seedOfProof = (p: { serverSeed: string; clientSeed: string; nonce: number }) =>
  seedOfHmac(outcomeHmac(p.serverSeed, p.clientSeed, p.nonce));
/** The next spin's step the page was served with (its data-next, HTML-escaped JSON). */
const nextOf = (html: string) =>
  JSON.parse(
    html.match(/data-next="([^"]*)"/)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
  ) as SlotNext;
const ledgerOf = (server: Server, memberId: number) =>
  server
    .db!.prepare('SELECT kind, amount_cents AS cents, ref FROM ledger WHERE member_id = ? AND kind != ? ORDER BY id')
    .all(memberId, 'deposit') as { kind: string; cents: number; ref: string }[];

test('a paid spin stakes the total bet and pays its win through the ledger; a retried request stakes once', async () => {
  const m = member(s, 100_00);
  const game = slotGame(s, false);
  nextSpins(LOSS, WIN);
  const { play } = await open(s, m.token, game);
  const lostAnswer = await post(s, '/wps/demo/spin', { play, stake: 200, requestKey: 'spin-lose-1' });
  const lost = lostAnswer.value as SpinResult;
  assert.is(lost.kind, 'paid');
  assert.is(lost.win, 0);
  assert.is(lost.balance, 100_00 - 200);
  assert.ok(LOSS(lost.seed!));
  assert.equal(lost.reels, spinOf(lost.seed!, 200, 'base').screen, 'the screen the seed decides');
  const won = (await post(s, '/wps/demo/spin', { play, stake: 200, requestKey: 'spin-win-1' })).value as SpinResult;
  assert.ok(WIN(won.seed!));
  const expected = spinOf(won.seed!, 200, 'base');
  assert.is(won.win, expected.win);
  assert.equal(won.lines, expected.lines);
  assert.is(won.balance, 100_00 - 400 + expected.win);
  // The same request again (a lost answer, a double tap): the same spin, nothing staked again.
  const againAnswer = await post(s, '/wps/demo/spin', { play, stake: 200, requestKey: 'spin-win-1' });
  const again = againAnswer.value as SpinResult;
  assert.is(again.orderId, won.orderId);
  assert.is(again.balance, won.balance);
  assert.equal(again.proof, won.proof, 'the same step of the chain, not a new one');
  assert.equal(again.next, won.next);
  assert.is(balanceCents(s.db!, m.id), 100_00 - 400 + expected.win);
  assert.equal(ledgerOf(s, m.id), [
    { kind: 'game_bet', cents: -200, ref: `order:${lost.orderId}` },
    { kind: 'game_bet', cents: -200, ref: `order:${won.orderId}` },
    { kind: 'game_win', cents: expected.win, ref: `order:${won.orderId}` },
  ]);
  // Readable in the game records: the order, its seed kept, its screen and lines in the sub-order.
  const detail = (
    await json(
      await fetch(`${s.url}/lgw/orders/detail?orderId=${won.orderId}`, {
        headers: { Authorization: `Bearer ${m.token}` },
      }),
    )
  ).value as OrderDetail;
  assert.is(detail.order.betAmount, 200);
  assert.is(detail.order.winAmount, expected.win);
  assert.match(detail.subOrders[0]!.content, `#${expected.lines[0]!.line} `);
  assert.is(s.db!.prepare('SELECT seed FROM orders WHERE id = ?').pluck().get(Number(won.orderId)), won.seed);
  assert.equal(detail.slot?.spins, [{ kind: 'paid', ...won.proof }], "the spin's proof in its record");
});

test('stakes: any whole cents from the game minimum to the maximum; a slot key only', async () => {
  const m = member(s, 100_00);
  const game = slotGame(s, false);
  const { play } = await open(s, m.token, game);
  useSeeds(paidSpinSeeds);
  assert.is((await post(s, '/wps/demo/spin', { play, stake: game.minBet - 1 })).code, 'BAD_STAKE');
  assert.is((await post(s, '/wps/demo/spin', { play, stake: 100_001 })).code, 'BAD_STAKE');
  const odd = (await post(s, '/wps/demo/spin', { play, stake: game.minBet + 7 })).value as SpinResult;
  assert.is(odd.stake, game.minBet + 7, 'a total bet that is not a multiple of 20 is taken as it is');
});

test('3 scatters start 10 free spins: they stake nothing, pay their wins in the series, retrigger, and hold paid spins', async () => {
  const m = member(s, 100_00);
  const game = slotGame(s, false);
  nextSpins(TRIGGER, FREE_WIN, FREE_RETRIGGER);
  const { play } = await open(s, m.token, game);
  const trigger = (await post(s, '/wps/demo/spin', { play, stake: 200, requestKey: 'trigger-1' })).value as SpinResult;
  assert.is(trigger.added, FREE_SPINS);
  assert.equal(
    { left: trigger.freeSpins!.left, stake: trigger.freeSpins!.stake, win: trigger.freeSpins!.win },
    { left: FREE_SPINS, stake: 200, win: 0 },
  );
  const afterTrigger = balanceCents(s.db!, m.id);
  assert.is(afterTrigger, 100_00 - 200 + trigger.win);
  // A paid spin waits until the free spins are played.
  assert.is((await post(s, '/wps/demo/spin', { play, stake: 200 })).code, 'FREE_SPINS_LEFT');

  const first = (await post(s, '/wps/demo/spin/free', { play, requestKey: 'free-spin-1' })).value as SpinResult;
  const freeWin = spinOf(first.seed!, 200, 'free').win;
  assert.ok(FREE_WIN(first.seed!));
  assert.is(first.kind, 'free');
  assert.is(first.stake, 0);
  assert.is(first.win, freeWin);
  assert.is(first.freeSpins!.left, FREE_SPINS - 1);
  assert.is(first.balance, afterTrigger + freeWin, 'a free spin pays its win and takes nothing');
  const retrigger = (await post(s, '/wps/demo/spin/free', { play, requestKey: 'free-spin-2' })).value as SpinResult;
  assert.is(retrigger.added, FREE_SPINS);
  assert.is(retrigger.freeSpins!.left, FREE_SPINS - 2 + FREE_SPINS, 'a retrigger adds 10 more');
  // A retried free spin is the same spin: nothing paid twice, no spin used.
  const again = (await post(s, '/wps/demo/spin/free', { play, requestKey: 'free-spin-2' })).value as SpinResult;
  assert.is(again.freeSpins!.left, retrigger.freeSpins!.left);

  // Each free spin is the next step of the chain: its hash is the seed the step before revealed.
  assert.equal([first.proof.nonce, retrigger.proof.nonce], [trigger.proof.nonce + 1, trigger.proof.nonce + 2]);
  assert.is(first.proof.seedHash, trigger.proof.serverSeed);
  assert.is(retrigger.proof.seedHash, first.proof.serverSeed);
  assert.equal(retrigger.reels, spinOf(seedOfProof(retrigger.proof), 200, 'free').screen);

  // Play the series out (on chains that start no free spins).
  let last = retrigger;
  for (let i = 0; last.freeSpins!.left > 0 && i < 500; i++)
    last = (await post(s, '/wps/demo/spin/free', { play, requestKey: `free-rest-${i}` })).value as SpinResult;
  assert.is(last.freeSpins!.left, 0);
  assert.is((await post(s, '/wps/demo/spin/free', { play })).code, 'NO_FREE_SPINS');
  const seriesWin = last.freeSpins!.win;
  assert.is(balanceCents(s.db!, m.id), afterTrigger + seriesWin, 'every free spin win paid, nothing staked');
  // The series belongs to the spin that started it: one stake, its win and every free spin's.
  assert.is(trigger.freeSpins!.orderId, trigger.orderId);
  const rows = ledgerOf(s, m.id).filter((r) => r.ref === `order:${trigger.orderId}`);
  assert.equal(
    rows.filter((r) => r.kind === 'game_bet').map((r) => r.cents),
    [-200],
  );
  assert.is(
    rows.filter((r) => r.kind === 'game_win').reduce((sum, r) => sum + r.cents, 0),
    trigger.win + seriesWin,
  );
  const detail = (
    await json(
      await fetch(`${s.url}/lgw/orders/detail?orderId=${trigger.orderId}`, {
        headers: { Authorization: `Bearer ${m.token}` },
      }),
    )
  ).value as OrderDetail;
  assert.is(detail.order.betAmount, 200);
  assert.is(detail.order.winAmount, trigger.win + seriesWin);
  assert.match(detail.subOrders[0]!.content, new RegExp(` · S×\\d · FS ${last.freeSpins!.played}$`));
  // Each free spin is kept with its seed: the series can be replayed.
  assert.is(
    s
      .db!.prepare(`SELECT COUNT(*) FROM slot_spins WHERE kind = 'free' AND series_id = ?`)
      .pluck()
      .get(Number(trigger.freeSpins!.seriesId)),
    last.freeSpins!.played,
  );
  // Its record proves each step: the paid spin first, then every free spin of the series.
  assert.equal(
    detail.slot?.spins.map((p) => p.kind),
    ['paid', ...Array.from({ length: last.freeSpins!.played }, () => 'free')],
  );
  assert.equal(detail.slot?.spins[1], { kind: 'free', ...first.proof });
  useSeeds(paidSpinSeeds);
  assert.ok((await post(s, '/wps/demo/spin', { play, stake: 200 })).success, 'paid spins again after the series');
});

test('the bonus buy: 100 × the total bet on a FEATUREBUY game, refused on a game without it', async () => {
  const m = member(s, 1_000_00);
  const plain = await open(s, m.token, slotGame(s, false));
  assert.is((await post(s, '/wps/demo/spin', { play: plain.play, stake: 200, buy: true })).code, 'NO_BONUS_BUY');
  assert.is(balanceCents(s.db!, m.id), 1_000_00, 'nothing taken');
  assert.match(plain.html, 'data-buy=""');

  // The buy is a step of the chain too, and its first free spin the next one.
  nextSpins(() => true, FREE_NO_TRIGGER);
  const sells = await open(s, m.token, slotGame(s, true));
  assert.match(sells.html, 'data-buy="1"');
  assert.match(sells.html, `data-buy-rtp="${returnPercent(slotFigures().buyRtp)}"`);
  const bought = (
    await post(s, '/wps/demo/spin', { play: sells.play, stake: 200, buy: true, requestKey: 'buy-spin-1' })
  ).value as SpinResult;
  assert.is(bought.kind, 'buy');
  assert.is(bought.stake, 200 * BUY_PRICE_TOTAL_BETS);
  assert.is(bought.freeSpins!.left, FREE_SPINS);
  assert.is(bought.freeSpins!.stake, 200);
  assert.is(balanceCents(s.db!, m.id), 1_000_00 - 200 * BUY_PRICE_TOTAL_BETS);
  assert.equal(
    { nonce: bought.proof.nonce, seedHash: bought.proof.seedHash, seed: bought.seed },
    { nonce: 1, seedHash: nextOf(sells.html).seedHash, seed: null },
    'the hash shown before the buy; a buy draws no reels',
  );
  assert.is(sha256Hex(bought.proof.serverSeed), bought.proof.seedHash);
  const free = (await post(s, '/wps/demo/spin/free', { play: sells.play })).value as SpinResult;
  assert.equal([free.proof.nonce, free.proof.seedHash], [2, bought.proof.serverSeed]);
  assert.equal(free.reels, spinOf(seedOfProof(free.proof), 200, 'free').screen);
  // The price is one stake: over the game's largest stake it is refused.
  const rich = member(s, 2_000_00);
  const other = await open(s, rich.token, slotGame(s, true));
  assert.is((await post(s, '/wps/demo/spin', { play: other.play, stake: 1_001, buy: true })).code, 'BAD_STAKE');
  assert.is(balanceCents(s.db!, rich.id), 2_000_00);
});

test('free spins left survive a restart: the page shows them and they play at their stake', async () => {
  const server = await start();
  const dataDir = server.dataDir;
  let token = '';
  let memberId = 0;
  let firstFreeWin = 0;
  let nextBefore: SlotNext | null = null;
  try {
    const m = member(server, 100_00);
    token = m.token;
    memberId = m.id;
    nextSpins(TRIGGER, FREE_WIN, FREE_WIN);
    const { play } = await open(server, m.token, slotGame(server, false));
    await post(server, '/wps/demo/spin', { play, stake: 200 });
    const free = (await post(server, '/wps/demo/spin/free', { play })).value as SpinResult;
    firstFreeWin = free.win;
    nextBefore = free.next;
  } finally {
    await server.close();
  }
  const again = await start({ dataDir });
  try {
    const { play, html } = await open(again, token, slotGame(again, false));
    assert.match(html, `data-free-left="${FREE_SPINS - 1}"`);
    assert.match(html, 'data-free-stake="200"');
    assert.match(html, `data-free-win="${firstFreeWin}"`);
    // The next spin's hash, fixed before the restart, is the one shown after it and the one played.
    assert.equal(nextOf(html), nextBefore);
    const before = balanceCents(again.db!, memberId);
    const r = (await post(again, '/wps/demo/spin/free', { play })).value as SpinResult;
    assert.equal({ nonce: r.proof.nonce, seedHash: r.proof.seedHash, clientSeed: r.proof.clientSeed }, nextBefore);
    assert.is(sha256Hex(r.proof.serverSeed), r.proof.seedHash);
    assert.ok(FREE_WIN(r.seed!));
    assert.is(r.freeSpins!.left, FREE_SPINS - 2);
    assert.is(balanceCents(again.db!, memberId), before + spinOf(r.seed!, 200, 'free').win);
  } finally {
    useSeeds(paidSpinSeeds);
    await again.close();
    cleanup(dataDir);
  }
});

test("each spin is the next step of the player's chain: the hash shown before it is SHA-256 of the seed revealed after it, the reels follow from that seed, a used-up chain is followed by a new one", async () => {
  const m = member(s, 100_00);
  nextSpins(NO_TRIGGER, NO_TRIGGER, NO_TRIGGER);
  const { play, html } = await open(s, m.token, slotGame(s, false));
  let shown = nextOf(html);
  assert.equal([shown.nonce, shown.clientSeed], [1, CHOSEN_CLIENT], "the page shows the chain's first hash");
  for (let i = 1; i <= 3; i++) {
    const r = (await post(s, '/wps/demo/spin', { play, stake: 200, requestKey: `chain-spin-${i}` }))
      .value as SpinResult;
    const { nonce, seedHash, clientSeed } = r.proof;
    assert.equal({ nonce, seedHash, clientSeed }, shown, 'the step and the hash shown before the spin');
    assert.is(sha256Hex(r.proof.serverSeed), seedHash, 'the seed revealed hashes to the hash shown');
    assert.is(r.seed, seedOfProof(r.proof));
    assert.is(r.proof.seed, r.seed);
    const drawn = spinOf(r.seed!, 200, 'base');
    assert.equal([r.reels, r.lines, r.win], [drawn.screen, drawn.lines, drawn.win], 'the reels spinOf draws from it');
    if (i < 3) assert.equal([r.next.nonce, r.next.seedHash], [i + 1, r.proof.serverSeed]);
    shown = r.next;
  }
  assert.is(shown.nonce, 1, 'the chain used up, a new one starts');
  assert.is.not(shown.clientSeed, CHOSEN_CLIENT);
  const fresh = (await post(s, '/wps/demo/spin', { play, stake: 200 })).value as SpinResult;
  assert.equal([fresh.proof.nonce, fresh.proof.seedHash], [1, shown.seedHash]);

  // Left to the server, a chain is 10 000 spins long.
  useSeeds(null);
  const other = member(s, 100_00);
  const game = slotGame(s, false);
  const page = await open(s, other.token, game);
  useSeeds(paidSpinSeeds);
  assert.is(nextOf(page.html).nonce, 1);
  const r = (await post(s, '/wps/demo/spin', { play: page.play, stake: 200 })).value as SpinResult;
  assert.is(sha256Hex(r.proof.serverSeed), nextOf(page.html).seedHash);
  assert.is(r.next.seedHash, r.proof.serverSeed);
  assert.is(
    s.db!.prepare('SELECT length FROM round_chains WHERE family = ?').pluck().get(`SLOT:${other.id}:${game.nodeId}`),
    10_000,
  );
});

test('the page states the exact return, and 400 000 paid spins drawn as the server draws return it', () => {
  const f = slotFigures();
  assert.is(returnPercent(f.rtp), '96.4');
  const started = Date.now();
  const SPINS = 400_000;
  const stake = LINE_COUNT;
  const draw = () => randomInt(0, 2 ** 32);
  /** Running mean and the standard deviation of that mean. */
  const tally = () => {
    let n = 0;
    let sum = 0;
    let squares = 0;
    return {
      add(x: number) {
        n++;
        sum += x;
        squares += x * x;
      },
      get mean() {
        return sum / n;
      },
      get sd() {
        return Math.sqrt((squares / n - (sum / n) ** 2) / n);
      },
    };
  };
  const whole = tally();
  const base = tally();
  const series = tally();
  let triggers = 0;
  for (let i = 0; i < SPINS; i++) {
    const paid = spinOf(draw(), stake, 'base');
    base.add(paid.win / stake);
    let freeWon = 0;
    for (let left = paid.freeSpins; left > 0; left--) {
      const free = spinOf(draw(), stake, 'free');
      freeWon += free.win;
      left += free.freeSpins;
    }
    if (paid.freeSpins) {
      triggers++;
      series.add(freeWon / stake);
    }
    whole.add((paid.win + freeWon) / stake);
  }
  const took = Date.now() - started;
  assert.ok(took < 15_000, `${took} ms`);
  const near = (what: string, measured: number, stated: number, sd: number) =>
    assert.ok(Math.abs(measured - stated) < 4 * sd, `${what}: measured ${measured}, stated ${stated}, sd ${sd}`);
  // Each within four standard deviations of the measured mean.
  near('the whole return', whole.mean, f.rtp, whole.sd);
  near("the paid spins' own lines and scatters", base.mean, f.baseLines + f.baseScatter, base.sd);
  near('the trigger rate', triggers / SPINS, f.trigger, Math.sqrt((f.trigger * (1 - f.trigger)) / SPINS));
  near("a series' worth (the bonus buy returns it / 100)", series.mean, f.seriesValue, series.sd);
  assert.ok(4 * base.sd < 0.01, "the paid spins' part is checked to a point");
});

test("the page's paytable and lines are the server's: what the player reads is what is paid", async () => {
  const m = member(s, 100_00);
  const { html } = await open(s, m.token, slotGame(s, false));
  const attribute = html.match(/data-rules="([^"]+)"/)?.[1] ?? '';
  const rules = JSON.parse(attribute.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))));
  assert.equal(rules, { pays: PAYS, scatterPays: SCATTER_PAYS, lines: LINES, buyTimes: BUY_PRICE_TOTAL_BETS });
  // The page keeps no table of its own to drift from the server's.
  const page = readFileSync('server/demo/public/slot.js', 'utf8');
  assert.not.match(page, /\[50, 200, 1000\]/);
  assert.match(page, /JSON\.parse\(d\.rules\)/);
});

test.run();
