// Bonus money over real HTTP (docs/bonus.md; SPEC §7 Wallet and money, §3 promotions): cash and
// bonus kept apart, promotions with terms paying bonus with a wagering requirement, stakes
// counted by family, conversion and expiry once (across a restart too), withdrawals of cash
// only with the open bonus forfeited or refused, the maxStake limit in every game, races, and
// every wallet equal to its ledger. Before bonus money existed, a deposit's bonus was plain
// balance: R$ 500 + R$ 500 bonus could be withdrawn as R$ 1.000 with no bet at all.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type {
  BonusWallet,
  DepositRecord,
  MemberSummary,
  MoneyStatus,
  PayoutDestination,
  PendingWork,
  Promotion,
  WageringTerms,
} from '../../src/api/types.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { bucketsOf, expireDue, setPromotionTerms, settleStake } from '../../server/db/bonus.ts';
import { runDraw } from '../../server/db/lottery.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { insertMember } from '../../server/db/accounts.ts';
import { type SportsBook, sportsBookOf } from '../../server/rounds/sportsbook.ts';
import { crashTableOf } from '../../server/rounds/crash.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';
import { MONEY_COMMANDS } from '../../scripts/operator/commands-money.ts';
import { parseArgs } from '../../scripts/operator/format.ts';
import { apiCall, cleanup, idempotencyKey, start } from '../setup/server.ts';
import { SMALL_WELCOME_TERMS, smallBonusSite } from '../setup/bonus-site.ts';

type Server = Awaited<ReturnType<typeof start>>;
const ADMIN = 'bonus-admin-token-1';
const t = suite<{ s: Server }>('bonus', {} as { s: Server });

t.before(async (ctx) => {
  ctx.s = await start({ overrides: { wallet: { adminToken: ADMIN } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
type M = { id: number; token: string };
function member(s: Server): M {
  const id = createMember(s.db!, { userName: `bon${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  return { id, token: createSession(s.db!, id) };
}
const call = apiCall;
const key = idempotencyKey;

const TERMS = (o: Partial<WageringTerms> = {}): WageringTerms => ({
  multiplier: 1,
  withDeposit: false,
  days: 7,
  maxStake: 100_000,
  contributions: { SLOT: 100, TABLE: 10, LIVE: 10, CRASH: 10, SPORTS: 100, LOTTERY: 100 },
  sportsMinOdds: 1.5,
  ...o,
});

/** Deposits `amount` with the promotion's bonus and has the operator approve it. */
async function depositWithBonus(s: Server, m: M, amount: number, promoId = 1): Promise<DepositRecord> {
  const d = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'manual', amount, promoId, idempotencyKey: key() },
  });
  assert.ok(d.success, d.message);
  const a = await call(s, 'POST', '/wps/admin/deposit/approve', {
    admin: ADMIN,
    body: { depositId: (d.value as DepositRecord).id },
  });
  assert.ok(a.success, a.message);
  return a.value as DepositRecord;
}
/** A deposit with no promotion: cash. */
async function depositCash(s: Server, m: M, amount: number): Promise<void> {
  const d = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'manual', amount, idempotencyKey: key() },
  });
  assert.ok(d.success, d.message);
  const a = await call(s, 'POST', '/wps/admin/deposit/approve', {
    admin: ADMIN,
    body: { depositId: (d.value as DepositRecord).id },
  });
  assert.ok(a.success, a.message);
}
const wallet = async (s: Server, m: M): Promise<BonusWallet> => {
  const r = await call(s, 'GET', '/wps/member/bonus?language=en', { token: m.token });
  assert.ok(r.success, r.message);
  return r.value as BonusWallet;
};
const ledger = (s: Server, id: number) =>
  s.db!.prepare('SELECT kind, amount_cents AS c, bucket, ref FROM ledger WHERE member_id = ? ORDER BY id').all(id) as {
    kind: string;
    c: number;
    bucket: 'cash' | 'bonus';
    ref: string | null;
  }[];
const rowsOf = (s: Server, id: number, kind: string) => ledger(s, id).filter((r) => r.kind === kind);

/** The member's wallet, money poll and ledger agree: cash + bonus = the balance = the ledger's sum, bucket by bucket. */
async function walletEqualsLedger(s: Server, m: M): Promise<BonusWallet> {
  const w = await wallet(s, m);
  const rows = ledger(s, m.id);
  const sum = (b: 'cash' | 'bonus') => rows.filter((r) => r.bucket === b).reduce((a, r) => a + r.c, 0);
  assert.is(w.cash, sum('cash'), 'cash is the sum of the cash rows');
  assert.is(w.bonus, sum('bonus'), 'bonus is the sum of the bonus rows');
  const poll = (await call(s, 'GET', '/wps/member/money/status', { token: m.token })).value as MoneyStatus;
  assert.is(poll.balance, w.cash + w.bonus, 'the money poll shows the total');
  assert.is(poll.bonus, w.bonus, 'and its bonus part');
  const info = (await call(s, 'GET', '/wps/member/wallet', { token: m.token })).value as { sumBalance: number };
  assert.is(info.sumBalance, w.cash + w.bonus, 'the header balance is the total');
  assert.ok(w.cash >= 0 && w.bonus >= 0, 'neither bucket below zero');
  if (!w.requirements.some((r) => r.state === 'open')) assert.is(w.bonus, 0, 'no bonus without an open requirement');
  return w;
}

type Game = { nodeId: string; gameId: string; vassalage: string; minBet: number; gameName: string };
const gameOf = (s: Server, gameType: string) =>
  s
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = ? ORDER BY min_bet_cents, sort LIMIT 1`,
    )
    .get(gameType) as Game;
/** Launches a game as the app does and opens its demo page: the page's play key. */
async function launch(s: Server, m: M, g: Game): Promise<string> {
  const r = await call(s, 'POST', '/wps/game/launchGame', {
    token: m.token,
    body: { nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'en' },
  });
  assert.ok(r.success, r.message);
  const html = await (await fetch(`${s.url}${(r.value as { url: string }).url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}
const spin = (s: Server, play: string, stake: number) => call(s, 'POST', '/wps/demo/spin', { body: { play, stake } });

async function readyToWithdraw(s: Server, m: M): Promise<number> {
  assert.ok(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '123456' } })).success,
  );
  const cards = await call(s, 'POST', '/wps/member/bankCards', {
    token: m.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  assert.ok(cards.success, cards.message);
  return (cards.value as PayoutDestination[])[0]!.id;
}
const withdraw = (s: Server, m: M, cardId: number, amount: number, forfeitBonus?: boolean) =>
  call(s, 'POST', '/wps/transaction/withdraw', {
    token: m.token,
    body: { cardId, amount, paymentPassword: '123456', idempotencyKey: key(), forfeitBonus },
  });

t(
  'the welcome promotion carries 5x terms, the Friday reload 10x, and neither page states them by hand',
  async ({ s }) => {
    const list = (await call(s, 'GET', '/wps/promo/list?language=en')).value as Promotion[];
    const welcome = list.find((p) => p.id === 1)!;
    assert.is(welcome.wagering?.multiplier, 5);
    const detail = (await call(s, 'GET', '/wps/promo/detail?id=1&language=en')).value as Promotion & {
      content: string;
    };
    assert.not.match(detail.content, /5x|wagering/, 'the terms line is written from the data, not by hand');
    assert.is(detail.wagering?.multiplier, 5);
    const friday = list.find((p) => p.id === 3)!;
    assert.is(friday.wagering?.multiplier, 10);
    const fridayText = (await call(s, 'GET', '/wps/promo/detail?id=3&language=pt')).value as { content: string };
    assert.not.match(fridayText.content, /10x|rollover/i);
    assert.equal(
      [
        welcome.wagering?.contributions.SLOT,
        welcome.wagering?.contributions.LIVE,
        welcome.wagering?.contributions.TABLE,
      ],
      [100, 10, 10],
      'slots 100 %, live and table 10 %, as the help centre says',
    );
  },
);

t(
  'grant: a deposit with the welcome promotion pays its bonus as bonus money with a 5x requirement, not as cash',
  async ({ s }) => {
    const m = member(s);
    await depositWithBonus(s, m, 50_000);
    const w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus, w.withdrawable], [50_000, 50_000, 50_000]);
    const r = w.requirements[0]!;
    assert.equal([r.state, r.bonus, r.target, r.wagered, r.promoId], ['open', 50_000, 250_000, 0, 1]);
    assert.is(Date.parse(r.deadline) - Date.parse(r.grantedAt), 7 * 86_400_000, '7 days, as the help centre says');
    assert.is(r.title, 'Welcome bonus');
    // The bonus hunter: R$ 500 + R$ 500 bonus, no bet, asks for R$ 1.000.
    const cardId = await readyToWithdraw(s, m);
    const all = await withdraw(s, m, cardId, 100_000, true);
    assert.is(all.code, 'INSUFFICIENT_BALANCE', 'bonus money is never withdrawn');
    const asked = await withdraw(s, m, cardId, 50_000);
    assert.is(asked.code, 'BONUS_OPEN', 'withdrawing while it is open needs the member to forfeit it');
    assert.is(asked.status, 409);
    assert.equal((await wallet(s, m)).bonus, 50_000, 'refusals change nothing');
  },
);

t(
  'grant: an INSTANT claim and the daily check-in pay bonus money with their requirements; a promotion without terms pays cash',
  async ({ s }) => {
    const m = member(s);
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    const claimed = await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
    assert.ok(claimed.success, claimed.message);
    assert.ok((await call(s, 'POST', '/wps/promo/signIn', { token: m.token, body: {} })).success);
    let w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus], [0, 600]);
    assert.equal(
      w.requirements.map((r) => [r.promoId, r.target]),
      [
        [8, 500],
        [2, 100],
      ],
    );
    // Without terms the same check-in pays cash, as before bonus money existed.
    setPromotionTerms(s.db!, 2, null);
    const other = member(s);
    assert.ok((await call(s, 'POST', '/wps/promo/signIn', { token: other.token, body: {} })).success);
    w = await walletEqualsLedger(s, other);
    assert.equal([w.cash, w.bonus, w.requirements.length], [100, 0, 0]);
    setPromotionTerms(s.db!, 2, TERMS({ maxStake: 2500 }));
  },
);

t(
  'grants are idempotent: approving a deposit three times at once and claiming twice open one requirement each',
  async ({ s }) => {
    const m = member(s);
    const d = await call(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'manual', amount: 10_000, promoId: 1, idempotencyKey: key() },
    });
    const id = (d.value as DepositRecord).id;
    await Promise.all(
      [1, 2, 3].map(() => call(s, 'POST', '/wps/admin/deposit/approve', { admin: ADMIN, body: { depositId: id } })),
    );
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    await Promise.all([1, 2].map(() => call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })));
    const w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus], [10_000, 10_500]);
    assert.is(w.requirements.length, 2, 'one requirement per grant');
    assert.is(rowsOf(s, m.id, 'bonus').length, 1);
    assert.is(rowsOf(s, m.id, 'promo_bonus').length, 1);
  },
);

t(
  'stakes take cash first, then bonus; a win while the requirement is open returns in the same proportion',
  async ({ s }) => {
    const m = member(s);
    setPromotionTerms(s.db!, 8, TERMS({ multiplier: 1000 }));
    await depositCash(s, m, 1000);
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
    const slot = gameOf(s, 'RNG');
    const play = await launch(s, m, slot);
    // R$ 10 cash and R$ 5 bonus: a R$ 15 stake takes all of both, 2:1.
    let r = await spin(s, play, 1500);
    assert.ok(r.success, r.message);
    const bet = rowsOf(s, m.id, 'game_bet').map((x) => [x.bucket, x.c]);
    assert.equal(bet, [
      ['cash', -1000],
      ['bonus', -500],
    ]);
    const win = (r.value as { win: number }).win;
    const wins = rowsOf(s, m.id, 'game_win');
    if (win > 0) {
      const bonusPart = wins.filter((x) => x.bucket === 'bonus').reduce((a, x) => a + x.c, 0);
      assert.is(bonusPart, Math.floor(win / 3), 'a third of the win is bonus, as a third of the stake was');
      assert.is(
        wins.reduce((a, x) => a + x.c, 0),
        win,
      );
    }
    await walletEqualsLedger(s, m);
    // With no money left (a loss), the next spin is refused as before.
    if (win === 0) {
      r = await spin(s, play, slot.minBet);
      assert.is(r.code, 'INSUFFICIENT_BALANCE');
    }
    setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
  },
);

t('contribution per family: a slot stake counts 100 %, a table game (video poker) stake 10 %', async ({ s }) => {
  const m = member(s);
  setPromotionTerms(s.db!, 8, TERMS({ multiplier: 1000 }));
  await depositCash(s, m, 100_000);
  assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
  assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
  const slot = gameOf(s, 'RNG');
  const table = gameOf(s, 'POKER');
  const stake = Math.max(slot.minBet, table.minBet, 1000);
  assert.ok((await spin(s, await launch(s, m, slot), stake)).success);
  let w = await wallet(s, m);
  assert.is(w.requirements[0]!.wagered, stake, 'a slot counts the whole stake');
  const tablePlay = await launch(s, m, table);
  const deal = await call(s, 'POST', '/wps/demo/poker/deal', {
    body: { play: tablePlay, stake, requestKey: 'contribution-1' },
  });
  assert.ok(deal.success, deal.message);
  // The hand counts once it is settled: drawn, holding nothing.
  const roundId = (deal.value as { hand: { roundId: string } }).hand.roundId;
  const drawn = await call(s, 'POST', '/wps/demo/poker/draw', {
    body: { play: tablePlay, roundId, held: [] },
  });
  assert.ok(drawn.success, drawn.message);
  w = await wallet(s, m);
  assert.is(w.requirements[0]!.wagered, stake + Math.floor(stake / 10), 'a table game counts a tenth');
  await walletEqualsLedger(s, m);
  setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
});

t(
  'contribution per family: a sports bet counts only at or above the minimum odds, once it is settled',
  async ({ s }) => {
    const book: SportsBook = sportsBookOf(s.db!);
    let clock = Date.now();
    book.useClock({ now: () => clock });
    const m = member(s);
    setPromotionTerms(s.db!, 8, TERMS({ multiplier: 1000, sportsMinOdds: 1.5 }));
    await depositCash(s, m, 100_000);
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
    const node = gameOf(s, 'SPORTS').nodeId;
    // A football event with a pick priced under 1.50 and one at 1.50 or more, among its 1X2 and
    // both-teams-to-score picks (each won or lost, never void as a handicap or a total can be);
    // live ones too, the clock moving on in half-minute steps until one is found.
    type Priced = { market: string; pick: string; odds: number };
    let found: { eventId: number; low: Priced; high: Priced; endsAt: number } | null = null;
    for (let step = 0; step < 120 && !found; step++, clock += 30_000) {
      for (const e of book.listed('football')) {
        if (clock > e.endsAt - 60_000) continue;
        const picks = book
          .prices(e, clock)
          .filter((mk) => mk.market === '1X2' || mk.market === 'BTTS')
          .flatMap((mk) =>
            mk.picks.map((p): Priced | null =>
              p.odds === null ? null : { market: mk.market, pick: p.pick, odds: p.odds },
            ),
          )
          .filter((p): p is Priced => p !== null);
        const low = picks.find((p) => p.odds < 150);
        const high = picks.find((p) => p.odds >= 150);
        if (low && high) {
          found = { eventId: e.id, low, high, endsAt: e.endsAt };
          break;
        }
      }
    }
    assert.ok(found, 'an event with a short and a long price');
    const place = (p: { market: string; pick: string; odds: number }) =>
      book.place({ memberId: m.id, nodeId: node, stake: 1000, requestKey: key(), language: 'en' }, [
        { eventId: found!.eventId, ...p },
      ]);
    clock -= 30_000;
    const low = place(found.low);
    const high = place(found.high);
    assert.ok('bet' in low && 'bet' in high, 'both placed');
    assert.is((await wallet(s, m)).requirements[0]!.wagered, 0, 'an open bet counts nothing yet');
    // A third, at the same long price, cashed out at once: paid, and counting nothing.
    const early = place(found.high);
    assert.ok('bet' in early);
    const value = book.cashOutNow(early.bet);
    assert.ok(value !== null && value > 0, 'a cash-out is offered');
    assert.ok(book.cashOut(m.id, early.bet.id, value).ok);
    assert.is((await wallet(s, m)).requirements[0]!.wagered, 0, 'a bet cashed out counts nothing');
    clock = found.endsAt + 1;
    book.tick();
    const states = [low, high].map(
      (b) =>
        (
          s.db!.prepare('SELECT state FROM sports_bets WHERE id = ?').get('bet' in b ? b.bet.id : 0) as {
            state: string;
          }
        ).state,
    );
    assert.ok(
      states.every((x) => x === 'WON' || x === 'LOST'),
      'both settled',
    );
    assert.is((await wallet(s, m)).requirements[0]!.wagered, 1000, 'only the bet at 1.50 or more counted');
    await walletEqualsLedger(s, m);
    setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
  },
);

t('conversion: when the wagered sum reaches the target, the remaining bonus becomes cash once', async ({ s }) => {
  const m = member(s);
  setPromotionTerms(s.db!, 8, TERMS({ multiplier: 1 }));
  await depositCash(s, m, 100_000);
  assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
  assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
  const slot = gameOf(s, 'RNG');
  const play = await launch(s, m, slot);
  // Cash first: the R$ 5 bonus is untouched while R$ 5 of cash stakes are wagered.
  let spent = 0;
  while (spent < 500) {
    const stake = Math.max(slot.minBet, 100);
    assert.ok((await spin(s, play, stake)).success);
    spent += stake;
  }
  const w = await walletEqualsLedger(s, m);
  const r = w.requirements[0]!;
  assert.equal([r.state, r.wagered, r.target], ['met', 500, 500]);
  assert.is(w.bonus, 0, 'no bonus left');
  const converted = rowsOf(s, m.id, 'bonus_converted');
  assert.equal(
    converted.map((x) => [x.bucket, x.c]),
    [
      ['bonus', -500],
      ['cash', 500],
    ],
    'one pair of rows: out of bonus, into cash',
  );
  // More play and a settlement repeated change nothing about the conversion.
  for (let i = 0; i < 3; i++) assert.ok((await spin(s, play, slot.minBet)).success);
  const order = s.db!.prepare('SELECT order_id AS id FROM bonus_stakes WHERE member_id = ? LIMIT 1').get(m.id) as {
    id: number;
  };
  s.db!.transaction(() => settleStake(s.db!, order.id, Date.now()))();
  assert.is(rowsOf(s, m.id, 'bonus_converted').length, 2, 'converted once');
  const cardId = await readyToWithdraw(s, m);
  const out = await withdraw(s, m, cardId, 2000);
  assert.ok(out.success, 'met: cash withdraws without forfeiting anything');
  await walletEqualsLedger(s, m);
  setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
});

t('a cancelled lottery bet is refunded to cash and bonus as it was taken, and never counts', async ({ s }) => {
  const m = member(s);
  setPromotionTerms(s.db!, 8, TERMS({ multiplier: 10 }));
  assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
  assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
  await depositCash(s, m, 1000);
  const rows = s
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = 'LOTTERY' ORDER BY sort`,
    )
    .all() as Game[];
  const lottery = rows.find((g) => formatOfGame(g.gameName).kind === 'each' && g.minBet <= 1200)!;
  const play = await launch(s, m, lottery);
  const stake = 1200;
  const placed = await call(s, 'POST', '/wps/demo/lottery/bet', { body: { play, numbers: [7], stake } });
  assert.ok(placed.success, placed.message);
  assert.equal([(await wallet(s, m)).cash, (await wallet(s, m)).bonus], [0, 300], 'R$ 10 of cash, then R$ 2 of bonus');
  const orderId = Number((placed.value as { orderId: string }).orderId);
  const detail = await call(s, 'GET', `/lgw/orders/detail?orderId=${orderId}`, { token: m.token });
  const sub = (detail.value as { subOrders: { subOrderId: string }[] }).subOrders[0]!.subOrderId;
  const cancel = await call(s, 'POST', '/lgw/orders/suborders/cancel', {
    token: m.token,
    body: { orderId: String(orderId), subOrderIds: [sub] },
  });
  assert.ok(cancel.success, cancel.message);
  const w = await walletEqualsLedger(s, m);
  assert.equal([w.cash, w.bonus], [1000, 500], 'back where each part came from');
  // Its draw comes and goes: a cancelled bet is not settled, and counts nothing.
  const drawAt = s.db!.prepare('SELECT draw_at AS d FROM orders WHERE id = ?').get(orderId) as { d: number };
  runDraw(s.db!, lottery.nodeId, drawAt.d);
  assert.is((await wallet(s, m)).requirements[0]!.wagered, 0);
  setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
});

t(
  "maxStake: a stake over an open requirement's limit is refused in the slot, the lottery, crash and the sportsbook",
  async ({ s }) => {
    const m = member(s);
    setPromotionTerms(s.db!, 8, TERMS({ maxStake: 1000, multiplier: 10 }));
    await depositCash(s, m, 100_000);
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
    const over = 1100;
    const refusedWith = (
      r: { success: boolean; code: string; status: number; value: unknown; message: string },
      game: string,
    ) => {
      assert.is(r.code, 'BONUS_MAX_STAKE', game);
      assert.is(r.status, 409, game);
      assert.equal(r.value, { maxStake: 1000 }, `${game}: the limit in the answer`);
      assert.match(r.message, /10\.00/, `${game}: and in the message`);
    };
    refusedWith(await spin(s, await launch(s, m, gameOf(s, 'RNG')), over), 'slot');
    const lotteries = s
      .db!.prepare(
        `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = 'LOTTERY' ORDER BY sort`,
      )
      .all() as Game[];
    const each = lotteries.find((g) => formatOfGame(g.gameName).kind === 'each' && g.minBet <= 600)!;
    // Two picks of R$ 6: the order is R$ 12, over the limit though each pick is under it.
    refusedWith(
      await call(s, 'POST', '/wps/demo/lottery/bet', {
        body: { play: await launch(s, m, each), numbers: [3, 7], stake: 600 },
      }),
      'lottery',
    );
    const crash = gameOf(s, 'CRASH');
    const crashPlay = await launch(s, m, crash);
    const table = crashTableOf(s.db!);
    table.touch();
    const round = table.tick();
    assert.is(round?.state, 'BETTING', 'a crash round takes bets');
    refusedWith(
      await call(s, 'POST', '/wps/demo/crash/bet', {
        body: { play: crashPlay, roundId: String(round!.id), slot: 1, stake: over, requestKey: key() },
      }),
      'crash',
    );
    const book = sportsBookOf(s.db!);
    const sportsPlay = await launch(s, m, gameOf(s, 'SPORTS'));
    const e = book.listed('football').find((x) => x.kickoff > book.now())!;
    const mk = book.prices(e, book.now()).find((x) => x.picks.every((p) => p.odds !== null))!;
    refusedWith(
      await call(s, 'POST', '/wps/demo/sports/bet', {
        body: {
          play: sportsPlay,
          stake: over,
          requestKey: key(),
          selections: [{ eventId: String(e.id), market: mk.market, pick: mk.picks[0]!.pick, odds: mk.picks[0]!.odds }],
        },
      }),
      'sports',
    );
    const w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus], [100_000, 500], 'nothing was staked');
    assert.ok((await spin(s, await launch(s, m, gameOf(s, 'RNG')), 1000)).success, 'the limit itself is allowed');
    setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
  },
);

t(
  'forfeiture: a confirmed withdrawal forfeits the open bonus with the reservation, and the operator sees it marked',
  async ({ s }) => {
    const m = member(s);
    await depositWithBonus(s, m, 20_000);
    const cardId = await readyToWithdraw(s, m);
    const r = await withdraw(s, m, cardId, 15_000, true);
    assert.ok(r.success, r.message);
    const w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus], [5000, 0]);
    assert.is(w.requirements[0]!.state, 'forfeited');
    const forfeited = rowsOf(s, m.id, 'bonus_forfeited');
    assert.equal(
      forfeited.map((x) => [x.bucket, x.c]),
      [['bonus', -20_000]],
    );
    const withdrawalId = (r.value as { record: { id: number } }).record.id;
    assert.is(forfeited[0]!.ref, `withdrawal:${withdrawalId}`, 'the forfeiture names the withdrawal');
    const pending = (await call(s, 'GET', '/wps/admin/pending', { admin: ADMIN })).value as PendingWork;
    assert.is(pending.withdrawals.find((x) => x.id === withdrawalId)?.bonus, 'forfeited');
    // A member with a bonus still open asks for no withdrawal here; a plain one is unmarked.
    const plain = member(s);
    await depositCash(s, plain, 5000);
    const plainCard = await readyToWithdraw(s, plain);
    const pw = await withdraw(s, plain, plainCard, 3000);
    assert.ok(pw.success);
    const after = (await call(s, 'GET', '/wps/admin/pending', { admin: ADMIN })).value as PendingWork;
    assert.is(after.withdrawals.find((x) => x.id === (pw.value as { record: { id: number } }).record.id)?.bonus, null);
  },
);

t(
  'two withdrawals at once, each for all the cash with the bonus forfeited: one goes through, no bonus leaves',
  async ({ s }) => {
    const m = member(s);
    await depositWithBonus(s, m, 30_000);
    const cardId = await readyToWithdraw(s, m);
    const tries = await Promise.all([1, 2, 3].map(() => withdraw(s, m, cardId, 30_000, true)));
    assert.is(tries.filter((r) => r.success).length, 1, 'one withdrawal');
    assert.ok(tries.filter((r) => !r.success).every((r) => r.code === 'INSUFFICIENT_BALANCE'));
    const w = await walletEqualsLedger(s, m);
    assert.equal([w.cash, w.bonus], [0, 0]);
    const out = ledger(s, m.id).filter((r) => r.kind === 'withdrawal');
    assert.equal(
      out.map((x) => [x.bucket, x.c]),
      [['cash', -30_000]],
    );
  },
);

/**
 * A member with a lottery bet waiting for its draw that took all their cash and some bonus, then
 * R$ 20 more cash: the draw (a settlement) and a withdrawal of that cash forfeiting the bonus.
 */
async function betThenCash(s: Server): Promise<{ m: M; nodeId: string; drawAt: number; cardId: number }> {
  const m = member(s);
  setPromotionTerms(s.db!, 8, TERMS({ multiplier: 50, contributions: { LOTTERY: 100 } }));
  await depositCash(s, m, 1000);
  assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
  assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
  const lotteries = s
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = 'LOTTERY' ORDER BY sort`,
    )
    .all() as Game[];
  const each = lotteries.find((g) => formatOfGame(g.gameName).kind === 'each' && g.minBet <= 240)!;
  const picks = formatOfGame(each.gameName).pick.max;
  const numbers = Array.from({ length: picks }, (_, i) => i + 1);
  const stake = Math.floor(1200 / picks);
  const placed = await call(s, 'POST', '/wps/demo/lottery/bet', {
    body: { play: await launch(s, m, each), numbers, stake },
  });
  assert.ok(placed.success, placed.message);
  const orderId = Number((placed.value as { orderId: string }).orderId);
  assert.ok(bucketsOf(s.db!, m.id).bonus < 500, 'the bet took some bonus');
  await depositCash(s, m, 2000);
  const cardId = await readyToWithdraw(s, m);
  const drawAt = (s.db!.prepare('SELECT draw_at AS d FROM orders WHERE id = ?').get(orderId) as { d: number }).d;
  return { m, nodeId: each.nodeId, drawAt, cardId };
}

t(
  'a withdrawal and a settlement in either order: only cash leaves, and no bonus (nor its share of a win) survives the forfeit',
  async ({ s }) => {
    for (const drawFirst of [true, false]) {
      const { m, nodeId, drawAt, cardId } = await betThenCash(s);
      // Each decision is one synchronous transaction: a draw and a withdrawal can only come one after the other.
      if (drawFirst) runDraw(s.db!, nodeId, drawAt);
      const out = await withdraw(s, m, cardId, 2000, true);
      assert.ok(out.success, out.message);
      if (!drawFirst) runDraw(s.db!, nodeId, drawAt);
      const w = await walletEqualsLedger(s, m);
      assert.is(w.bonus, 0, 'the bonus was forfeited, and a bonus share of the win with it');
      assert.equal(
        ledger(s, m.id)
          .filter((r) => r.kind === 'withdrawal')
          .map((r) => [r.bucket, r.c]),
        [['cash', -2000]],
        'exactly the cash asked for',
      );
      const winBonus = rowsOf(s, m.id, 'game_win').filter((r) => r.bucket === 'bonus');
      if (!drawFirst)
        assert.is(
          rowsOf(s, m.id, 'bonus_forfeited').reduce((a, r) => a + r.c, 0),
          -(300 + winBonus.reduce((a, r) => a + r.c, 0)),
          'a win settled after the forfeit has its bonus share removed too',
        );
    }
    setPromotionTerms(s.db!, 8, TERMS({ maxStake: 2500 }));
  },
);

t("the operator lists a member's requirements and cancels one (audited); a second cancel is refused", async ({ s }) => {
  const m = member(s);
  await depositWithBonus(s, m, 10_000);
  const shown = (await call(s, 'GET', `/wps/admin/member?user=${encodeURIComponent(userOf(s, m))}`, { admin: ADMIN }))
    .value as MemberSummary;
  assert.equal([shown.cash, shown.bonus, shown.requirements.length], [10_000, 10_000, 1]);
  const id = shown.requirements[0]!.id;
  const r = await call(s, 'POST', '/wps/admin/bonus/cancel', { admin: ADMIN, body: { requirementId: id } });
  assert.ok(r.success, r.message);
  const after = r.value as MemberSummary;
  assert.equal([after.bonus, after.requirements[0]!.state], [0, 'cancelled']);
  assert.equal(after.ledger[0]!.kind, 'bonus_cancelled');
  assert.is(after.ledger[0]!.amount, -10_000);
  const again = await call(s, 'POST', '/wps/admin/bonus/cancel', { admin: ADMIN, body: { requirementId: id } });
  assert.is(again.code, 'BONUS_NOT_OPEN');
  const audit = s.db!.prepare("SELECT outcome FROM operator_audit WHERE action = 'bonusCancel' ORDER BY id").all() as {
    outcome: string;
  }[];
  assert.equal(audit.map((a) => a.outcome).slice(-2), ['ok', 'BONUS_NOT_OPEN']);
  await walletEqualsLedger(s, m);
});

t('an agent passes on cash only: bonus money never reaches a downline', async ({ s }) => {
  const agentId = createMember(s.db!, { userName: `bag${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 1 });
  const agent = { id: agentId, token: createSession(s.db!, agentId) };
  const code = (
    (await call(s, 'POST', '/wps/agent/affiliate/links', { token: agent.token })).value as { code: string }[]
  )[0]!.code;
  const downId = insertMember(s.db!, {
    userName: `bdl${++n}x${Date.now() % 100000}`,
    passwordHash: 'x',
    type: 0,
    merchantCode: 'AURORA',
    affiliateCode: code,
  });
  await depositWithBonus(s, agent, 10_000);
  const transfer = (amount: number) =>
    call(s, 'POST', '/wps/agent/transfer', {
      token: agent.token,
      body: { downlineIds: [downId], amount, idempotencyKey: key() },
    });
  assert.is((await transfer(10_001)).code, 'INSUFFICIENT_BALANCE', 'R$ 200 in the balance, R$ 100 of it cash');
  assert.ok((await transfer(10_000)).success);
  const w = await walletEqualsLedger(s, agent);
  assert.equal([w.cash, w.bonus], [0, 10_000]);
  assert.equal(bucketsOf(s.db!, downId), { cash: 10_000, bonus: 0 });
});

/** `npm run operator -- <argv>` against this server, as the CLI runs it: the text a person reads. */
async function operatorCli(s: Server, argv: string[]): Promise<string> {
  const args = parseArgs(argv);
  const command = MONEY_COMMANDS.find((c) => c.words[0] === args.words[0])!;
  const out = await command.run(
    { args, env: {}, connect: () => ({ url: s.url, token: ADMIN, tokenSource: 'test' }) },
    args.words.slice(1),
  );
  return out.text;
}

t(
  'npm run operator: pending marks a withdrawal made by forfeiting a bonus; member show lists requirements; bonus cancel removes one',
  async ({ s }) => {
    const m = member(s);
    await depositWithBonus(s, m, 20_000);
    const cardId = await readyToWithdraw(s, m);
    const w = await withdraw(s, m, cardId, 5000, true);
    assert.ok(w.success, w.message);
    const id = (w.value as { record: { id: number } }).record.id;
    const user = userOf(s, m);
    assert.match(await operatorCli(s, ['pending']), new RegExp(`^${id}\\s+${user}\\s+R\\$ 50,00\\s.*FORFEITED$`, 'm'));
    const other = member(s);
    await depositWithBonus(s, other, 10_000);
    const shown = await operatorCli(s, ['member', 'show', userOf(s, other)]);
    assert.match(shown, /cash R\$ 100,00, bonus R\$ 100,00/);
    const req = (await wallet(s, other)).requirements[0]!;
    assert.match(shown, new RegExp(`^${req.id}\\s+open\\s+R\\$ 100,00\\s+R\\$ 0,00\\s+R\\$ 500,00`, 'm'));
    const cancelled = await operatorCli(s, ['bonus', 'cancel', String(req.id)]);
    assert.match(cancelled, new RegExp(`Requirement ${req.id} cancelled`));
    assert.match(cancelled, /bonus_cancelled\s+-R\$ 100,00/);
    assert.is((await wallet(s, other)).bonus, 0);
  },
);

const userOf = (s: Server, m: M) =>
  (s.db!.prepare('SELECT user_name AS u FROM members WHERE id = ?').get(m.id) as { u: string }).u;

t.run();

// A site of its own: withdrawals refused while a requirement is open (bonus.withdrawWhileOpen 'refuse').
const refuse = suite('bonus refuse mode');
refuse(
  'refuse mode: a withdrawal is refused while a requirement is open, even with forfeitBonus; cash withdraws again once it is cancelled',
  async () => {
    const s = await start({ overrides: { wallet: { adminToken: ADMIN }, bonus: { withdrawWhileOpen: 'refuse' } } });
    try {
      const m = member(s);
      await depositWithBonus(s, m, 10_000);
      assert.is((await wallet(s, m)).withdrawWhileOpen, 'refuse');
      const cardId = await readyToWithdraw(s, m);
      const r = await withdraw(s, m, cardId, 5000, true);
      assert.is(r.code, 'BONUS_OPEN');
      assert.equal([(await wallet(s, m)).cash, (await wallet(s, m)).bonus], [10_000, 10_000], 'nothing forfeited');
      const req = (await wallet(s, m)).requirements[0]!;
      assert.ok(
        (await call(s, 'POST', '/wps/admin/bonus/cancel', { admin: ADMIN, body: { requirementId: req.id } })).success,
      );
      assert.ok((await withdraw(s, m, cardId, 5000)).success);
      await walletEqualsLedger(s, m);
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  },
);
refuse.run();

// Expiry across a restart: the deadline passes while the server is stopped.
const expiry = suite('bonus expiry');
expiry(
  'expiry: at the deadline the remaining bonus is removed once, by the sweep at start-up, and never again',
  async () => {
    let s = await start({ overrides: { wallet: { adminToken: ADMIN } } });
    const dataDir = s.dataDir;
    const m = member(s);
    await depositWithBonus(s, m, 10_000);
    const id = (await wallet(s, m)).requirements[0]!.id;
    assert.is(expireDue(s.db!, Date.now()), 0, 'not before its deadline');
    // The server stops; its deadline passes meanwhile.
    s.db!.prepare('UPDATE wagering_requirements SET deadline = ? WHERE id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      id,
    );
    await s.close();
    s = await start({ dataDir, overrides: { wallet: { adminToken: ADMIN } } });
    try {
      let w = await walletEqualsLedger(s, { ...m, token: createSession(s.db!, m.id) });
      assert.equal([w.cash, w.bonus, w.requirements[0]!.state], [10_000, 0, 'expired']);
      assert.equal(
        rowsOf(s, m.id, 'bonus_expired').map((x) => [x.bucket, x.c]),
        [['bonus', -10_000]],
      );
      assert.is(expireDue(s.db!, Date.now() + 86_400_000), 0, 'a later sweep expires nothing more');
      await s.close();
      s = await start({ dataDir, overrides: { wallet: { adminToken: ADMIN } } });
      w = await wallet(s, { ...m, token: createSession(s.db!, m.id) });
      assert.is(rowsOf(s, m.id, 'bonus_expired').length, 1, 'expired once across restarts');
      assert.is(w.bonus, 0);
    } finally {
      await s.close();
      cleanup(dataDir);
    }
  },
);
expiry.run();

// The small requirement the end-to-end journey uses (test/setup/bonus-site.ts).
const small = suite('bonus small site');
small(
  'the small test site: the welcome bonus of a R$ 20 deposit needs R$ 20 of slot play, then it is cash',
  async () => {
    const s = await start({ overrides: smallBonusSite({ wallet: { adminToken: ADMIN } }) });
    try {
      const list = (await call(s, 'GET', '/wps/promo/list?language=en')).value as Promotion[];
      assert.equal(list.find((p) => p.id === 1)!.wagering, SMALL_WELCOME_TERMS);
      const m = member(s);
      await depositWithBonus(s, m, 2000);
      let w = await wallet(s, m);
      assert.equal([w.cash, w.bonus, w.requirements[0]!.target], [2000, 2000, 2000]);
      const slot = gameOf(s, 'RNG');
      const play = await launch(s, m, slot);
      const stake = Math.max(slot.minBet, 250);
      for (let spent = 0; spent < 2000; spent += stake) {
        const r = await spin(s, play, stake);
        if (!r.success) break;
      }
      w = await walletEqualsLedger(s, m);
      assert.is(w.requirements[0]!.state, 'met');
      assert.is(w.bonus, 0);
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  },
);
small.run();

// Terms from a content import (docs/content.md), on a site of its own: the import retires the other promotions.
const content = suite('bonus content import');
content(
  "a content import sets a promotion's terms, null makes it pay cash, and incomplete terms are refused whole",
  async () => {
    const s = await start({ overrides: { wallet: { adminToken: ADMIN } } });
    try {
      const promo = (wagering?: unknown) => ({
        id: 90,
        kind: 'INSTANT',
        rewardCents: 700,
        startsAt: '2020-01-01T00:00:00.000Z',
        texts: { pt: { title: 'Giro', summary: 'R$ 7', html: '<p>R$ 7. Rollover de 2x.</p>' } },
        ...(wagering === undefined ? {} : { wagering }),
      });
      const importing = (p: unknown) =>
        call(s, 'POST', '/wps/admin/content/import', { admin: ADMIN, body: { content: { promotions: [p] } } });
      const bad = await importing(promo({ multiplier: 2 }));
      assert.is(bad.code, 'BAD_CONTENT', 'incomplete terms');
      assert.match(bad.message, /wagering/);
      assert.ok((await importing(promo(TERMS({ multiplier: 2 })))).success);
      const listed = ((await call(s, 'GET', '/wps/promo/list?language=pt')).value as Promotion[]).find(
        (p) => p.id === 90,
      )!;
      assert.is(listed.wagering?.multiplier, 2);
      const m = member(s);
      assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 90 } })).success);
      assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 90 } })).success);
      assert.equal([(await wallet(s, m)).bonus, (await wallet(s, m)).requirements[0]!.target], [700, 1400]);
      // Left out of a later file, the terms stay; null makes it pay cash.
      assert.ok((await importing(promo())).success);
      assert.is(
        ((await call(s, 'GET', '/wps/promo/list?language=pt')).value as Promotion[]).find((p) => p.id === 90)!.wagering
          ?.multiplier,
        2,
      );
      assert.ok((await importing(promo(null))).success);
      const other = member(s);
      assert.ok((await call(s, 'POST', '/wps/promo/join', { token: other.token, body: { id: 90 } })).success);
      assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: other.token, body: { id: 90 } })).success);
      assert.equal([(await wallet(s, other)).cash, (await wallet(s, other)).bonus], [700, 0]);
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  },
);
content.run();

// A crash round cut by a restart: its open stakes are refunded as they were taken, and count nothing.
const restart = suite('bonus crash restart');
restart('a crash bet voided by a restart returns to cash and bonus as it was taken, and never counts', async () => {
  let s = await start({ overrides: { wallet: { adminToken: ADMIN } } });
  const dataDir = s.dataDir;
  try {
    const m = member(s);
    setPromotionTerms(s.db!, 8, TERMS({ multiplier: 10 }));
    await depositCash(s, m, 1000);
    assert.ok((await call(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).success);
    assert.ok((await call(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } })).success);
    const play = await launch(s, m, gameOf(s, 'CRASH'));
    const table = crashTableOf(s.db!);
    table.touch();
    const round = table.tick();
    assert.is(round?.state, 'BETTING');
    const bet = await call(s, 'POST', '/wps/demo/crash/bet', {
      body: { play, roundId: String(round!.id), slot: 1, stake: 1200, requestKey: key() },
    });
    assert.ok(bet.success, bet.message);
    assert.equal([bucketsOf(s.db!, m.id).cash, bucketsOf(s.db!, m.id).bonus], [0, 300]);
    await s.close();
    s = await start({ dataDir, overrides: { wallet: { adminToken: ADMIN } } });
    const again = { ...m, token: createSession(s.db!, m.id) };
    const w = await walletEqualsLedger(s, again);
    assert.equal([w.cash, w.bonus], [1000, 500], 'R$ 10 back to cash, R$ 2 back to bonus');
    assert.is(w.requirements[0]!.wagered, 0, 'a void bet counts nothing');
  } finally {
    await s.close();
    cleanup(dataDir);
  }
});
restart.run();
