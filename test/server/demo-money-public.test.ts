// Demo money never reaches a public figure (SPEC §2.3 winners board and jackpot, §6 trial
// accounts): a trial account's wins stay off the winners board and the leaderboard, its stakes
// add nothing to the jackpot, and a lottery bet placed then cancelled leaves the jackpot as it
// was (the cancel takes back the share the stake had added). Over real HTTP, as the demo
// game page plays.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { JackpotValue, WinnerEntry } from '../../src/api/types.ts';
import { jackpotShareReleased } from '../../src/rules/jackpot-share.ts';
import { formatOfGame, type LotteryFormatId } from '../../src/rules/lottery.ts';
import type { Play } from '../../server/db/demo.ts';
import { paidSpinSeeds, spin, useSeeds } from '../../server/db/slot.ts';
import { runDraw } from '../../server/db/lottery.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { apiCall, cleanup, json, start } from '../setup/server.ts';
import { spinsWhere, spinWhere } from '../setup/slot-chains.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('demo money on public figures', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
/** A member of `type` holding `cents` (a trial account's are its demo money). */
function member(s: Server, type: number, cents = 1_000_000) {
  const userName = `${type === 4 ? 'trial' : 'real'}${++n}demo${Date.now() % 10_000}`;
  const id = createMember(s.db!, { userName, passwordHash: 'x', type });
  s.db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
    id,
    cents,
    new Date().toISOString(),
  );
  return { id, userName, type, token: createSession(s.db!, id) };
}
type Member = ReturnType<typeof member>;

interface LotteryGame {
  nodeId: string;
  gameId: string;
  vassalage: string;
  minBet: number;
  gameName: string;
}
const lotteryOf = (s: Server, format: LotteryFormatId) =>
  (
    s
      .db!.prepare(
        `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = 'LOTTERY' ORDER BY sort`,
      )
      .all() as LotteryGame[]
  ).find((g) => formatOfGame(g.gameName).id === format)!;

/** Launches the game and opens its demo page, as the app does; answers the page's play key. */
async function open(s: Server, m: Member, game: LotteryGame): Promise<string> {
  const launch = await apiCall(s, 'POST', '/wps/game/launchGame', {
    token: m.token,
    body: { ...game, language: 'pt' },
  });
  assert.ok(launch.success, `launch: ${launch.code}`);
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}
async function bet(s: Server, play: string, numbers: number[], stake: number) {
  const r = await apiCall(s, 'POST', '/wps/demo/lottery/bet', { body: { play, numbers, stake } });
  assert.ok(r.success, `bet: ${r.code} ${r.message}`);
  return r.value as { orderId: string; drawAt: string };
}
const jackpot = async (s: Server) =>
  ((await json(await fetch(`${s.url}/wps/game/jackpot`))).value as JackpotValue).amount;
const board = async (s: Server) =>
  ((await json(await fetch(`${s.url}/wps/game/winners?limitNum=20`))).value as { list: WinnerEntry[] }).list.map(
    (w) => w.vo.customerName,
  );
const ranking = async (s: Server) =>
  JSON.stringify((await json(await fetch(`${s.url}/wps/game/ranking`))).value ?? null);
/** A random source for drawNumbers that draws exactly `numbers` (it picks by index from what is left). */
function drawing(numbers: number[], pool: number) {
  const left = Array.from({ length: pool }, (_, i) => i + 1);
  let i = 0;
  return () => {
    const at = left.indexOf(numbers[i++]!);
    left.splice(at, 1);
    return at;
  };
}
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

t('SPEC §2.3 a lottery bet placed then cancelled leaves the jackpot exactly as it was', async ({ s }) => {
  const m = member(s, 0);
  const rapida = lotteryOf(s, 'rapida');
  const play = await open(s, m, rapida);
  const before = await jackpot(s);
  // Three numbers of 533 cents: 1599 at 1 % adds 15 cents; cancelled one by one, all 15 come back.
  const placed = await bet(s, play, [3, 7, 11], 533);
  assert.is(await jackpot(s), before + 15, 'the stake added its share');
  const detail = (await apiCall(s, 'GET', `/lgw/orders/detail?orderId=${placed.orderId}`, { token: m.token }))
    .value as { subOrders: Array<{ subOrderId: string }> };
  for (const sub of detail.subOrders) {
    const r = await apiCall(s, 'POST', '/lgw/orders/suborders/cancel', {
      token: m.token,
      body: { orderId: placed.orderId, subOrderIds: [sub.subOrderId] },
    });
    assert.ok(r.success, `cancel: ${r.code}`);
  }
  assert.is(await jackpot(s), before, 'place then cancel: no free jackpot');
});

t('a partial cancel takes back its part; the rest goes when the last number is cancelled, never more', () => {
  const order = { stakeCents: 999, shareCents: 9 };
  assert.is(jackpotShareReleased(order, 999, 666), 3);
  assert.is(jackpotShareReleased(order, 666, 333), 3);
  assert.is(jackpotShareReleased(order, 333, 0), 3);
  assert.is(jackpotShareReleased({ stakeCents: 3, shareCents: 1 }, 3, 2), 1, 'the held part rounds down');
  assert.is(jackpotShareReleased({ stakeCents: 3, shareCents: 1 }, 2, 0), 0);
  assert.is(jackpotShareReleased({ stakeCents: 999, shareCents: 0 }, 999, 0), 0, 'a trial bet added nothing');
});

t(
  'SPEC §6 trial stakes feed no jackpot, and trial wins reach neither the winners board nor the ranking',
  async ({ s }) => {
    const trial = member(s, 4);
    const quina = lotteryOf(s, 'quina');
    const play = await open(s, trial, quina);
    const before = await jackpot(s);
    const win = await bet(s, play, [1, 2, 3, 40, 50], 10_000);
    assert.is(await jackpot(s), before, 'a trial bet adds nothing to the jackpot');
    const r = runDraw(s.db!, quina.nodeId, Date.parse(win.drawAt), { random: drawing([1, 2, 3, 4, 5], 80) })!;
    assert.ok(r.paidCents > 0, 'the trial ticket won its demo money');

    const game = s
      .db!.prepare(`SELECT node_id, game_name, min_bet_cents FROM games WHERE game_type = 'RNG' LIMIT 1`)
      .get() as {
      node_id: string;
      game_name: string;
      min_bet_cents: number;
    };
    const slot: Play = {
      launchId: 0,
      memberId: trial.id,
      userName: trial.userName,
      nodeId: game.node_id,
      gameName: game.game_name,
      title: game.game_name,
      gameType: 'RNG',
      minBet: game.min_bet_cents,
      language: 'pt',
      playType: '',
      prizeMode: '',
      memberType: 4,
    };
    // Every chain made now (each member's first spin makes theirs) starts with a big win.
    useSeeds(spinsWhere(spinWhere((r) => r.win >= 1_000_000 && r.freeSpins === 0, 'base', 100_000)));
    const round = spin(s.db!, slot, 100_000, new Date(), 100);
    assert.ok(round.ok && round.value.win >= 1_000_000, 'a big demo win');
    assert.is(await jackpot(s), before, 'a trial spin adds nothing either');

    assert.not.ok((await board(s)).includes(masked(trial.userName)), 'not on the winners board');
    assert.not.ok((await ranking(s)).includes(masked(trial.userName)), 'not on the leaderboard');

    // The same win by a real player is on the board: the board itself still works.
    const real = member(s, 0);
    spin(s.db!, { ...slot, memberId: real.id, userName: real.userName, memberType: 0 }, 100_000, new Date(), 100);
    useSeeds(paidSpinSeeds);
    assert.ok((await board(s)).includes(masked(real.userName)));
  },
);

t.run();
