// Punto banco's rules (src/rules/baccarat.ts): the banker's tableau against the printed chart
// for every total and third card, the deal's order and naturals, the payouts, the shuffle from a
// round's hashes, and the returns the page states, summed exactly over an 8-deck shoe.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bankerDraws,
  deal,
  packCoup,
  pointsOf,
  RETURN_PERCENT,
  returnOf,
  SHOE_SIZE,
  shoeTop,
  totalOf,
  totalReturn,
  unpackCoup,
} from '../../../src/rules/baccarat.ts';

// The chart as casinos print it: row = banker's total 0 … 7, column = the player's third card
// 0 … 9 then "stood" (S). D draws, . stands.
const CHART = [
  'DDDDDDDDDD D',
  'DDDDDDDDDD D',
  'DDDDDDDDDD D',
  'DDDDDDDD.D D',
  '..DDDDDD.. D',
  '....DDDD.. D',
  '......DD.. .',
  '.......... .',
];

test('the banker draws exactly as the printed tableau says, for every total and third card', () => {
  for (let b = 0; b <= 7; b++) {
    for (let third = 0; third <= 9; third++)
      assert.is(bankerDraws(b, third), CHART[b]![third] === 'D', `banker ${b}, player's third ${third}`);
    assert.is(bankerDraws(b, null), CHART[b]![11] === 'D', `banker ${b}, player stood`);
  }
});

// Cards by points: a card of rank r (0 ace … 12 king) in clubs.
const card = (points: number, rank = points === 0 ? 12 : points - 1) => rank;

test('cards count their pips, tens and faces nothing; totals keep the last digit', () => {
  assert.equal([0, 1, 8, 9, 10, 11, 12, 13].map(pointsOf), [1, 2, 9, 0, 0, 0, 0, 1]);
  assert.is(totalOf([card(7), card(8)]), 5);
  assert.is(totalOf([card(9), card(0), card(9)]), 8);
});

test('a natural ends the coup on two cards each', () => {
  // P 8 (4+4), B 3: the player wins with a natural and nobody draws.
  const c = deal([card(4), card(1), card(4, 16), card(2), card(5), card(5)]);
  assert.is(c.player.length, 2);
  assert.is(c.banker.length, 2);
  assert.is(c.winner, 'PLAYER');
  assert.ok(c.playerPair);
});

test('the player draws on 0 to 5, the banker by the tableau; the cards go P, B, P, B, P3, B3', () => {
  // P 2+3 = 5 draws a 6 → 1; B 3+3 = 6 draws on a third 6 → 6 + 7 = 3. Banker wins 3 to 1.
  const c = deal([card(2), card(3), card(3), card(3, 15), card(6), card(7)]);
  assert.equal(c.player, [card(2), card(3), card(6)]);
  assert.equal(c.banker, [card(3), card(3, 15), card(7)]);
  assert.is(c.playerTotal, 1);
  assert.is(c.bankerTotal, 3);
  assert.is(c.winner, 'BANKER');
  assert.ok(c.bankerPair, 'two threes are a pair whatever their suits');
  // P 6+1 = 7 stands; B 2+3 = 5 draws (≤ 5 when the player stood) a 2 → 7: a tie.
  const t = deal([card(6), card(2), card(1), card(3), card(2), card(9)]);
  assert.is(t.player.length, 2);
  assert.is(t.banker.length, 3);
  assert.is(t.winner, 'TIE');
});

test('payouts: player 1:1, banker 0.95:1 rounded down, tie 8:1 with player and banker pushed, pairs 11:1', () => {
  const p = { winner: 'PLAYER' as const, playerPair: false, bankerPair: false };
  const b = { winner: 'BANKER' as const, playerPair: true, bankerPair: false };
  const t = { winner: 'TIE' as const, playerPair: false, bankerPair: true };
  assert.is(returnOf('PLAYER', 1000, p), 2000);
  assert.is(returnOf('BANKER', 1000, p), 0);
  assert.is(returnOf('BANKER', 1000, b), 1950);
  assert.is(returnOf('BANKER', 150, b), 292, '0.95 × 150 = 142.5 pays 142');
  assert.is(returnOf('PLAYER', 1000, t), 1000);
  assert.is(returnOf('BANKER', 1000, t), 1000);
  assert.is(returnOf('TIE', 1000, t), 9000);
  assert.is(returnOf('TIE', 1000, p), 0);
  assert.is(returnOf('PLAYER_PAIR', 100, b), 1200);
  assert.is(returnOf('BANKER_PAIR', 100, b), 0);
  assert.is(totalReturn({ PLAYER: 100, BANKER: 0, TIE: 100, PLAYER_PAIR: 0, BANKER_PAIR: 100 }, t), 100 + 900 + 1200);
});

test('a coup packs into the round outcome and back', () => {
  const c = deal([card(2), card(3), card(3), card(3, 15), card(6), card(7)]);
  assert.equal(unpackCoup(packCoup(c)), {
    winner: c.winner,
    playerPair: c.playerPair,
    bankerPair: c.bankerPair,
    playerTotal: c.playerTotal,
    bankerTotal: c.bankerTotal,
  });
});

test('the shoe from the hashes is a partial Fisher-Yates of 416 cards', () => {
  // Every r = 0: the shoe's own order, card i is i % 52.
  assert.equal(
    shoeTop(() => '0'.repeat(64)),
    [0, 1, 2, 3, 4, 5],
  );
  // r = 415 at the first place brings the last card (415 % 52 = 51) to the top.
  const r415 = (415).toString(16).padStart(13, '0');
  assert.equal(shoeTop((k) => (k === 0 ? r415 : '0'.repeat(13)))[0], 51);
});

test('the stated returns are the exact sums over an 8-deck shoe', () => {
  // Every sequence of six cards' points, each weighted by its chance from a full shoe:
  // 128 cards of 0 points (tens and faces), 32 of each of 1 … 9.
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  let pPlayer = 0;
  let pBanker = 0;
  let pTie = 0;
  const seq: number[] = [];
  const walk = (depth: number, weight: number, left: number): void => {
    if (depth === 6) {
      const c = deal(seq.map((v) => card(v)));
      if (c.winner === 'PLAYER') pPlayer += weight;
      else if (c.winner === 'BANKER') pBanker += weight;
      else pTie += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const n = counts[v]!;
      if (n === 0) continue;
      counts[v] = n - 1;
      seq.push(v);
      walk(depth + 1, (weight * n) / left, left - 1);
      seq.pop();
      counts[v] = n;
    }
  };
  walk(0, 1, SHOE_SIZE);
  assert.ok(Math.abs(pPlayer + pBanker + pTie - 1) < 1e-9, String(pPlayer + pBanker + pTie));
  // Exactly: banker 0.989421, player 0.987649, tie 0.856404 (pairs 372 / 415 = 0.896386).
  const pct = (x: number) => (x * 100).toFixed(2);
  assert.is(pct(pBanker * 1.95 + pTie), RETURN_PERCENT.BANKER);
  assert.is(pct(pPlayer * 2 + pTie), RETURN_PERCENT.PLAYER);
  assert.is(pct(pTie * 9), RETURN_PERCENT.TIE);
  // A pair: the second card of a hand has the first one's rank: 31 of the 415 cards left.
  assert.is(pct((12 * 31) / 415), RETURN_PERCENT.PLAYER_PAIR);
  assert.is(RETURN_PERCENT.BANKER_PAIR, RETURN_PERCENT.PLAYER_PAIR);
});

test.run();
