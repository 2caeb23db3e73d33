// 75-ball bingo's pure rules (src/rules/bingo.ts): cards, the ball order, the prizes and their wins.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHmac } from 'node:crypto';
import { ballOrder, cardOf, prizesOf, prizeWin } from '../../src/rules/bingo.ts';

const outcomeHmac = (seed: string, client: string, n: number) =>
  createHmac('sha256', seed).update(`${client}:${n}`).digest('hex');

test('rules: a card is 5x5 with a free centre, each column from its own fifteen; the balls are 1 to 75 once each', () => {
  const card = cardOf(outcomeHmac('a-card-key', '', 0));
  assert.is(card.length, 25);
  assert.is(card[12], 0);
  for (let c = 0; c < 5; c++)
    for (let r = 0; r < 5; r++) {
      const v = card[r * 5 + c]!;
      if (r === 2 && c === 2) continue;
      assert.ok(v >= 15 * c + 1 && v <= 15 * c + 15, `column ${c} holds ${v}`);
    }
  assert.is(new Set(card).size, 25);
  assert.equal(cardOf(outcomeHmac('a-card-key', '', 0)), card, 'the same key, the same card');
  const balls = ballOrder(outcomeHmac('seed', 'client', 1));
  assert.equal(
    [...balls].sort((a, b) => a - b),
    Array.from({ length: 75 }, (_, i) => i + 1),
  );
  assert.not.equal(balls, ballOrder(outcomeHmac('seed', 'client', 2)));
});

test('rules: one line, two lines and a full house land at the ball that completes them', () => {
  const card = cardOf(outcomeHmac('pattern-card', '', 0));
  const top = card.slice(0, 5);
  const diagonal = [card[0]!, card[6]!, card[18]!, card[24]!];
  const rest = card.filter((v) => v !== 0 && !top.includes(v) && !diagonal.includes(v));
  const others = Array.from({ length: 75 }, (_, i) => i + 1).filter((v) => !card.includes(v));
  // The top row on balls 1-5, the diagonal (sharing its corner) on 6-8, the rest of the card after two others.
  const called = [...top, ...diagonal.slice(1), others[0]!, others[1]!, ...rest];
  assert.equal(prizesOf(card, called.slice(0, 4)), []);
  assert.equal(prizesOf(card, called), [
    { prize: 'LINE', ball: 5 },
    { prize: 'TWO_LINES', ball: 8 },
    { prize: 'FULL_HOUSE', ball: called.length },
  ]);
  assert.equal(prizesOf(card, called.slice(0, called.length - 1)).length, 2, 'one number short of a full house');
  assert.is(prizeWin(1000, 'LINE'), 1000);
  assert.is(prizeWin(1000, 'TWO_LINES'), 1100);
  assert.is(prizeWin(1000, 'FULL_HOUSE'), 5_000_000);
  assert.is(prizeWin(15, 'TWO_LINES'), 16, 'whole cents rounded down');
});

test.run();
