// Video poker's rules (src/rules/video-poker.ts), shared by the server that deals and settles
// every hand and the game records: every hand rank with its edge cases, the 9/6 pay table, the
// shuffle from a hand's uniforms, the draw, and the simple hold strategy the return figure is for.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cardCode,
  cardOf,
  cardText,
  dealOf,
  deckTop,
  drawOf,
  type HandRank,
  heldMask,
  heldPositions,
  PAY_TABLE,
  payOf,
  rankHand,
  uniformsFrom,
  winOf,
} from '../../src/rules/video-poker.ts';
import { simpleHold } from '../../src/rules/video-poker-strategy.ts';
import { recomputeHand } from '../../src/lib/poker-proof.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { handUniforms } from '../../server/rounds/video-poker.ts';

const hand = (text: string) =>
  text.split(' ').map((c) => {
    const card = cardOf(c);
    if (card === null) throw new Error(`bad card ${c}`);
    return card;
  });
const rank = (text: string) => rankHand(hand(text));

test('card codes: rank then suit, the deck in order spades, hearts, diamonds, clubs, 2 to ace', () => {
  assert.is(cardCode(0), '2s');
  assert.is(cardCode(12), 'As');
  assert.is(cardCode(13), '2h');
  assert.is(cardCode(51), 'Ac');
  for (let c = 0; c < 52; c++) assert.is(cardOf(cardCode(c)), c);
  assert.is(cardOf('1s'), null);
  assert.is(cardOf('Ax'), null);
  assert.is(cardOf('As '), null);
  assert.is(cardText('Td'), '10♦');
  assert.is(cardText('Kh'), 'K♥');
});

test('royal flush: ten to ace of one suit, in any order', () => {
  assert.is(rank('Ts Js Qs Ks As'), 'ROYAL_FLUSH');
  assert.is(rank('Ah Kh Th Qh Jh'), 'ROYAL_FLUSH');
  // Ten to ace of mixed suits is only a straight.
  assert.is(rank('Ts Js Qs Ks Ah'), 'STRAIGHT');
});

test('straight flush: five in a row of one suit, the ace low in A-2-3-4-5', () => {
  assert.is(rank('9d Td Jd Qd Kd'), 'STRAIGHT_FLUSH');
  assert.is(rank('Ac 2c 3c 4c 5c'), 'STRAIGHT_FLUSH');
  assert.is(rank('2h 3h 4h 5h 6h'), 'STRAIGHT_FLUSH');
  // No wrap-around: Q-K-A-2-3 suited is a flush.
  assert.is(rank('Qs Ks As 2s 3s'), 'FLUSH');
});

test('four of a kind, full house, flush', () => {
  assert.is(rank('7s 7h 7d 7c 2s'), 'FOUR_OF_A_KIND');
  assert.is(rank('As Ah Ad Ac Ks'), 'FOUR_OF_A_KIND');
  assert.is(rank('3s 3h 3d 9c 9s'), 'FULL_HOUSE');
  assert.is(rank('Ks Kh 2d 2c Kd'), 'FULL_HOUSE');
  assert.is(rank('2s 5s 9s Js Ks'), 'FLUSH');
});

test('straight: five in a row of mixed suits, A-2-3-4-5 and 10-J-Q-K-A, never wrapping', () => {
  assert.is(rank('5s 6h 7d 8c 9s'), 'STRAIGHT');
  assert.is(rank('As 2h 3d 4c 5s'), 'STRAIGHT');
  assert.is(rank('Th Jd Qc Ks As'), 'STRAIGHT');
  assert.is(rank('Ks Ah 2d 3c 4s'), 'NOTHING');
  assert.is(rank('2s 3h 4d 5c 7s'), 'NOTHING');
});

test('three of a kind, two pair', () => {
  assert.is(rank('4s 4h 4d Kc 2s'), 'THREE_OF_A_KIND');
  assert.is(rank('2s 2h Kd Kc 9s'), 'TWO_PAIR');
  // Two low pairs still pay: two pair needs no high card.
  assert.is(rank('2s 2h 3d 3c 9s'), 'TWO_PAIR');
});

test('jacks or better: a pair of J, Q, K or A pays; a pair of tens or lower does not', () => {
  for (const r of ['J', 'Q', 'K', 'A']) assert.is(rank(`${r}s ${r}h 2d 5c 9s`), 'JACKS_OR_BETTER', r);
  for (const r of ['2', '5', '9', 'T']) assert.is(rank(`${r}s ${r}h 3d 6c Ks`), 'NOTHING', r);
  assert.is(rank('As Kh Qd Jc 9s'), 'NOTHING', 'high cards without a pair');
  assert.throws(() => rankHand(hand('As Kh Qd Jc')));
});

test('every one of the 2 598 960 five-card hands ranks as the textbook counts say', () => {
  const counts: Record<HandRank, number> = {
    ROYAL_FLUSH: 0,
    STRAIGHT_FLUSH: 0,
    FOUR_OF_A_KIND: 0,
    FULL_HOUSE: 0,
    FLUSH: 0,
    STRAIGHT: 0,
    THREE_OF_A_KIND: 0,
    TWO_PAIR: 0,
    JACKS_OR_BETTER: 0,
    NOTHING: 0,
  };
  const h = [0, 0, 0, 0, 0];
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            h[0] = a;
            h[1] = b;
            h[2] = c;
            h[3] = d;
            h[4] = e;
            counts[rankHand(h)]++;
          }
  assert.equal(counts, {
    ROYAL_FLUSH: 4,
    STRAIGHT_FLUSH: 36,
    FOUR_OF_A_KIND: 624,
    FULL_HOUSE: 3744,
    FLUSH: 5108,
    STRAIGHT: 10_200,
    THREE_OF_A_KIND: 54_912,
    TWO_PAIR: 123_552,
    // Four ranks (J, Q, K, A) of the 1 098 240 one-pair hands.
    JACKS_OR_BETTER: 337_920,
    NOTHING: 1_302_540 + 760_320,
  });
});

test('the 9/6 full-pay table per credit, and a win is the stake times it', () => {
  assert.equal(
    PAY_TABLE.map((p) => [p.rank, p.pays]),
    [
      ['ROYAL_FLUSH', 800],
      ['STRAIGHT_FLUSH', 50],
      ['FOUR_OF_A_KIND', 25],
      ['FULL_HOUSE', 9],
      ['FLUSH', 6],
      ['STRAIGHT', 4],
      ['THREE_OF_A_KIND', 3],
      ['TWO_PAIR', 2],
      ['JACKS_OR_BETTER', 1],
    ],
  );
  assert.is(payOf('NOTHING'), 0);
  assert.is(winOf(50, 'ROYAL_FLUSH'), 40_000);
  assert.is(winOf(50, 'JACKS_OR_BETTER'), 50, 'jacks or better returns the stake');
  assert.is(winOf(50, 'NOTHING'), 0);
});

test('the uniforms: four per SHA-256 block, 13 hex digits each over 2^52', () => {
  const blocks = [`8000000000000${'0'.repeat(13)}fffffffffffff${'4'.repeat(25)}`, '0'.repeat(64)];
  const seen: number[] = [];
  const u = uniformsFrom((j) => {
    seen.push(j);
    return blocks[j]!;
  });
  assert.is(u(0), 0.5);
  assert.is(u(1), 0);
  assert.is(u(2), (2 ** 52 - 1) / 2 ** 52);
  assert.is(u(3), Number.parseInt('4'.repeat(13), 16) / 2 ** 52);
  assert.is(u(4), 0);
  assert.equal(seen, [0, 0, 0, 0, 1]);
});

test('the shuffle: position k takes the card at k + floor(u(k)·(52 − k)); the draw replaces unheld cards in order', () => {
  // u = 0 everywhere: every position keeps its own card, the deck stays in order.
  assert.equal(
    deckTop(() => 0, 10),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  // u just under 1: position k swaps with the deck's last place, which holds the card swapped out before.
  assert.equal(
    deckTop(() => 0.999999, 3),
    [51, 0, 1],
  );
  const u = (k: number) => ((k * 7919) % 100) / 100;
  const deck = deckTop(u, 10);
  assert.is(new Set(deck).size, 10, 'no card twice');
  assert.equal(dealOf(u), deck.slice(0, 5));
  assert.equal(drawOf(u, 0b11111), deck.slice(0, 5), 'all held: nothing changes');
  assert.equal(drawOf(u, 0), deck.slice(5, 10), 'none held: the next five');
  // Positions 1 and 3 held: 0, 2, 4 take the deck's 6th, 7th and 8th cards.
  assert.equal(drawOf(u, heldMask([1, 3])), [deck[5], deck[1], deck[6], deck[3], deck[7]]);
  assert.equal(heldPositions(heldMask([4, 0, 2])), [0, 2, 4]);
});

test('the shuffle deals every card to every position alike (20 000 seeded deals)', () => {
  let s = 7;
  const rnd = () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    return s / 2 ** 32;
  };
  const first = new Array<number>(52).fill(0);
  const N = 20_000;
  for (let i = 0; i < N; i++) first[dealOf(() => rnd())[0]!]!++;
  // Each card is first with chance 1/52: about 385 times, sd about 19.4; 5 sd either side.
  for (const n of first) assert.ok(Math.abs(n - N / 52) < 5 * Math.sqrt((N / 52) * (51 / 52)), String(n));
});

test('the simple hold strategy: made hands, draws to a royal, pairs, high cards, or nothing', () => {
  const hold = (text: string) => heldPositions(simpleHold(hand(text)));
  assert.equal(hold('Ts Js Qs Ks As'), [0, 1, 2, 3, 4]);
  assert.equal(hold('7s 7h 7d 7c 2s'), [0, 1, 2, 3], 'four of a kind: the four');
  assert.equal(hold('Ts Js Qs Ks 2s'), [0, 1, 2, 3], 'a made flush broken for four to a royal');
  assert.equal(hold('3s 3h 3d 9c 9s'), [0, 1, 2, 3, 4]);
  assert.equal(hold('4s 4h 4d Kc 2s'), [0, 1, 2]);
  assert.equal(hold('5h 6h 7h 8h Kc'), [0, 1, 2, 3], 'four to a straight flush');
  assert.equal(hold('2s 2h Kd Kc 9s'), [0, 1, 2, 3]);
  assert.equal(hold('Js Jh 2d 5c 9s'), [0, 1]);
  assert.equal(hold('Qh Kh Ah 2c 2d'), [0, 1, 2], 'three to a royal over a low pair');
  assert.equal(hold('2h 6h 9h Jh 3c'), [0, 1, 2, 3], 'four to a flush');
  assert.equal(hold('5s 5h 9d Jc 2s'), [0, 1], 'a low pair');
  assert.equal(hold('5s 6h 7d 8c Ks'), [0, 1, 2, 3], 'four to an open-ended straight');
  assert.equal(hold('Js Qs 3d 6c 9h'), [0, 1], 'two suited high cards');
  assert.equal(hold('Qd Kh Ac 3s 7h'), [0, 1], 'two high cards: the lowest two');
  assert.equal(hold('Td Jd 3c 6s 8h'), [0, 1], 'a ten with a suited jack');
  assert.equal(hold('Kd 2h 3c 7s 9h'), [0], 'one high card');
  assert.equal(hold('2d 4h 7c 8s 9h'), [], 'nothing: draw five');
});

test("the records' recomputation (Web Crypto) deals and draws exactly the server's hand from the same seed", async () => {
  for (const [seed, held] of [
    ['a'.repeat(64), [0, 2]],
    [sha256Hex('another seed'), []],
    [sha256Hex('a third'), [0, 1, 2, 3, 4]],
  ] as const) {
    const u = handUniforms(seed, 'client', 7);
    const r = await recomputeHand(seed, 'client', 7, held);
    assert.ok(r);
    assert.equal(r.dealt, dealOf(u).map(cardCode));
    assert.equal(r.final, drawOf(u, heldMask(held)).map(cardCode));
    assert.is(r.seedHash, sha256Hex(seed));
  }
});

test.run();
