// SPEC §7 game records: what a player reads in a live roulette bet's, a live baccarat bet's and a
// bingo card's detail (roulette-record.tsx, baccarat-record.tsx, bingo-record.tsx): the outcome
// in words, each pick or spot with its stake and return, the cards, and the proof folded away.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BaccaratRecord, BingoRecord, RouletteRecord } from '../../../src/api/types.ts';
import { BaccaratRecordView } from '../../../src/pages/games/baccarat-record.tsx';
import { BingoRecordView } from '../../../src/pages/games/bingo-record.tsx';
import { RouletteRecordView } from '../../../src/pages/games/roulette-record.tsx';
import { ballOrder, BALLS_CALLED, cardOf, prizesOf, prizeWin } from '../../../src/rules/bingo.ts';
import { BLACK, DOZEN, RED, splitCode } from '../../../src/rules/roulette.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { click, render, type Rendered } from '../../setup/render.tsx';

const dictionary = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'i18n', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const EN = dictionary('en');

let view: Rendered | null = null;
test.before.each(() => setDictionary('en', EN));
test.after.each(() => {
  view?.unmount();
  view = null;
});

const SEED = 'ab'.repeat(32);
const HASH = 'cd'.repeat(32);
const proof = { roundId: '41', nonce: 7, seedHash: HASH, clientSeed: 'client-1', bettingEndsAt: 0 };
/** The detail's lines as a player reads them (screen-reader text included), a space between parts. */
const lines = (v: Rendered, selector: string) =>
  Array.from(v.container.querySelectorAll(selector), (el) =>
    Array.from(el.childNodes, (n) => n.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const proofButton = (v: Rendered) =>
  Array.from(v.container.querySelectorAll('button')).find((b) => b.textContent === 'Round proof') ?? null;

async function showsProofOnAsk(v: Rendered, seed: string | null) {
  assert.not.ok(v.text().includes(HASH.slice(0, 16)), 'the proof is folded away at first');
  const button = proofButton(v);
  assert.is(button?.getAttribute('aria-expanded'), 'false');
  await click(button);
  assert.is(button?.getAttribute('aria-expanded'), 'true');
  assert.ok(v.text().includes('Round 41 (number 7 of its seed chain)'));
  assert.ok(v.text().includes(HASH.slice(0, 16)), 'the seed hash');
  assert.ok(v.text().includes('client-1'));
  if (seed) assert.ok(v.text().includes(seed.slice(0, 16)), 'the seed, once the round is over');
  else assert.ok(v.text().includes('revealed when the round ends'));
}

function roulette(pocket: number | null, picks: { spot: number; stake: number }[], win: number): RouletteRecord {
  const stake = picks.reduce((s, p) => s + p.stake, 0);
  const over = pocket !== null;
  return {
    round: { ...proof, resultAt: 0, state: over ? 'ENDED' : 'RUNNING', pocket, serverSeed: over ? SEED : null },
    bet: { roundId: '41', orderId: '9', picks, stake, win, state: over ? (win > 0 ? 'WON' : 'LOST') : 'OPEN' },
  };
}

test('roulette won: the pocket as a ball in its colour, each pick in words with its stake and what it paid, the total, the proof on ask', async () => {
  const picks = [
    { spot: BLACK, stake: 1000 },
    { spot: splitCode(17, 20), stake: 500 },
    { spot: DOZEN[1], stake: 200 },
    { spot: 5, stake: 100 },
  ];
  view = await render(<RouletteRecordView record={roulette(17, picks, 2000 + 9000 + 600)} />);
  const ball = view.container.querySelector('.ball');
  assert.is(ball?.textContent, '17');
  assert.ok(ball?.classList.contains('ball-black'), 'the ball in its pocket’s colour');
  assert.is(ball?.getAttribute('aria-hidden'), 'true', 'the words say it, the ball only shows it');
  assert.ok(view.text().includes('17 black came up.'));
  assert.ok(view.text().includes('Won: 116.00 back for 18.00 staked.'));
  assert.equal(lines(view, '.rec-sub'), [
    'Black Stake 10.00 · paid 20.00',
    'Split 17/20 Stake 5.00 · paid 90.00',
    'Dozen 2 Stake 2.00 · paid 6.00',
    'Number 5 Stake 1.00 · paid 0.00',
  ]);
  await showsProofOnAsk(view, SEED);
});

test('roulette lost on zero: a green ball, nothing paid; a spinning wheel and a void round say so', async () => {
  view = await render(<RouletteRecordView record={roulette(0, [{ spot: RED, stake: 1000 }], 0)} />);
  assert.ok(view.container.querySelector('.ball')?.classList.contains('ball-green'));
  assert.ok(view.text().includes('0 green came up.'));
  assert.ok(view.text().includes('No pick came up: 10.00 lost.'));
  assert.equal(lines(view, '.rec-sub'), ['Red Stake 10.00 · paid 0.00']);
  view.unmount();
  const open = roulette(null, [{ spot: 12, stake: 300 }], 0);
  view = await render(<RouletteRecordView record={open} />);
  assert.is(view.container.querySelector('.ball'), null, 'no pocket before the wheel stops');
  assert.ok(view.text().includes('The wheel is spinning'));
  assert.equal(lines(view, '.rec-sub'), ['Number 12 Stake 3.00']);
  await showsProofOnAsk(view, null);
  view.unmount();
  const voided: RouletteRecord = {
    round: { ...open.round, state: 'VOID', serverSeed: SEED },
    bet: { ...open.bet, state: 'VOID', win: 300 },
  };
  view = await render(<RouletteRecordView record={voided} />);
  assert.ok(view.text().includes('Round void: your 3.00 were refunded.'));
});

test('roulette picks in Portuguese: "Vermelho", "2ª dúzia", "Número 17", "Cavalo 17/20"', async () => {
  setDictionary('pt', dictionary('pt'));
  const picks = [RED, DOZEN[1], 17, splitCode(20, 17)].map((spot) => ({ spot, stake: 100 }));
  view = await render(<RouletteRecordView record={roulette(17, picks, 0)} />);
  assert.equal(lines(view, '.rec-sub span:first-child'), ['Vermelho', '2ª dúzia', 'Número 17', 'Cavalo 17/20']);
  assert.ok(view.text().includes('Saiu o 17 preto.'));
});

// Cards are 0 … 51: rank card % 13 (0 the ace), suit card / 13 (spades, hearts, diamonds, clubs).
const ACE_SPADES = 0;
const EIGHT_HEARTS = 13 + 7;
const TEN_SPADES = 9;
const FIVE_DIAMONDS = 26 + 4;
const KING_CLUBS = 39 + 12;

function baccarat(
  coup: Omit<BaccaratRecord['round']['coup'] & object, 'playerPair' | 'bankerPair'> | null,
  stakes: Partial<Record<'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR', number>>,
  win: number,
): BaccaratRecord {
  const all = { PLAYER: 0, BANKER: 0, TIE: 0, PLAYER_PAIR: 0, BANKER_PAIR: 0, ...stakes };
  const stake = Object.values(all).reduce((s, n) => s + n, 0);
  return {
    round: {
      ...proof,
      state: coup ? 'ENDED' : 'RUNNING',
      serverSeed: coup ? SEED : null,
      coup: coup ? { ...coup, playerPair: false, bankerPair: false } : null,
      endedAt: null,
    },
    bet: { roundId: '41', orderId: '9', stakes: all, stake, win, state: coup ? (win > 0 ? 'WON' : 'LOST') : 'OPEN' },
  };
}

test('baccarat won: both hands with their totals and cards named for a screen reader, the winner, each spot’s return', async () => {
  const coup = {
    player: [ACE_SPADES, EIGHT_HEARTS],
    banker: [TEN_SPADES, FIVE_DIAMONDS],
    playerTotal: 9,
    bankerTotal: 5,
    winner: 'PLAYER' as const,
  };
  view = await render(<BaccaratRecordView record={baccarat(coup, { PLAYER: 1000, TIE: 200 }, 2000)} />);
  const [player, banker] = lines(view, '[data-testid="baccarat-record"] > p');
  assert.is(player, 'Player: 9 A♠ 8♥ Ace of spades, 8 of hearts');
  assert.is(banker, 'Banker: 5 10♠ 5♦ 10 of spades, 5 of diamonds');
  assert.is(view.container.querySelector('bdi[aria-hidden="true"]')?.textContent, 'A♠ 8♥', 'signs for the eye only');
  assert.is(view.container.querySelector('.sr-only')?.textContent, 'Ace of spades, 8 of hearts');
  assert.ok(view.text().includes('Player wins, 9 to 5.'));
  assert.ok(view.text().includes('Won: 20.00 back for 12.00 staked.'));
  assert.equal(lines(view, '.rec-sub'), ['Player Stake 10.00 · paid 20.00', 'Tie Stake 2.00 · paid 0.00']);
  await showsProofOnAsk(view, SEED);
});

test('baccarat lost, and a tie that gives the player and banker stakes back says so', async () => {
  const bankerWins = {
    player: [TEN_SPADES, KING_CLUBS],
    banker: [EIGHT_HEARTS, TEN_SPADES],
    playerTotal: 0,
    bankerTotal: 8,
    winner: 'BANKER' as const,
  };
  view = await render(<BaccaratRecordView record={baccarat(bankerWins, { PLAYER: 1000 }, 0)} />);
  assert.ok(view.text().includes('Banker wins, 8 to 0.'));
  assert.ok(view.text().includes('Nothing came back: 10.00 lost.'));
  assert.equal(lines(view, '.rec-sub'), ['Player Stake 10.00 · paid 0.00']);
  view.unmount();
  const tie = { ...bankerWins, banker: [TEN_SPADES, KING_CLUBS], bankerTotal: 0, winner: 'TIE' as const };
  view = await render(<BaccaratRecordView record={baccarat(tie, { PLAYER: 1000, BANKER: 400, TIE: 100 }, 2300)} />);
  assert.ok(view.text().includes('Tie at 0.'));
  assert.equal(lines(view, '.rec-sub'), [
    'Player Stake 10.00 · returned on the tie: 10.00',
    'Banker Stake 4.00 · returned on the tie: 4.00',
    'Tie Stake 1.00 · paid 9.00',
  ]);
});

const BALLS = ballOrder('89abcdef0123456789abcdef01234567'.repeat(2)).slice(0, BALLS_CALLED);
/** The first of a run of cards that wins something on these balls. */
const CARD = Array.from({ length: 200 }, (_, i) => cardOf(`${i}`.padStart(32, '7'))).find(
  (c) => prizesOf(c, BALLS).length > 0,
)!;

function bingo(ended: boolean, win: boolean): BingoRecord {
  const won = win ? prizesOf(CARD, BALLS) : [];
  const prizes = won.map((w) => ({ prize: w.prize, ball: ended ? w.ball : null, win: prizeWin(1000, w.prize) }));
  const total = prizes.reduce((s, p) => s + p.win, 0);
  return {
    round: {
      ...proof,
      state: ended ? 'ENDED' : 'RUNNING',
      crashPoint: null,
      serverSeed: ended ? SEED : null,
      endedAt: null,
    },
    card: {
      roundId: '41',
      orderId: '9',
      slot: 2,
      stake: 1000,
      numbers: CARD,
      prizes: prizes.map((p) => p.prize),
      win: total,
      state: ended ? (total > 0 ? 'WON' : 'LOST') : 'OPEN',
      requestKey: 'k',
    },
    balls: ended ? BALLS : [],
    prizes,
  };
}

test('bingo won: the card’s grid with the called numbers marked, the balls, each pattern at its ball with its amount, the proof', async () => {
  const record = bingo(true, true);
  assert.ok(record.prizes.length > 0, 'this card wins on these balls');
  view = await render(<BingoRecordView record={record} />);
  const grid = view.container.querySelector('table[aria-label="Card 2"]');
  assert.ok(grid, 'the card, named');
  const cells = Array.from(grid!.querySelectorAll('td'));
  assert.is(cells.length, 25);
  assert.is(cells[12]!.textContent, 'Free');
  CARD.forEach((n, i) => {
    if (n === 0) return;
    const called = BALLS.includes(n);
    assert.is(cells[i]!.classList.contains('ball-hit'), called, `${n} marked only when called`);
    assert.is(cells[i]!.textContent, called ? `${n} called` : String(n), 'marked for the ear too');
  });
  const balls = view.container.querySelector('ol[aria-label="45 balls called"]');
  assert.is(balls?.querySelectorAll('li').length, 45);
  const total = record.prizes.reduce((s, p) => s + p.win, 0);
  assert.ok(view.text().includes(`Won ${(total / 100).toFixed(2)} with this 10.00 card.`));
  const names = { LINE: 'One line', TWO_LINES: 'Two lines', FULL_HOUSE: 'Full house' };
  assert.equal(
    lines(view, '.rec-sub'),
    record.prizes.map((p) => `${names[p.prize]} on ball ${p.ball} ${(p.win / 100).toFixed(2)}`),
  );
  await showsProofOnAsk(view, SEED);
});

test('bingo lost: no prize said; a round still running says so, with no balls and no seed', async () => {
  view = await render(<BingoRecordView record={bingo(true, false)} />);
  assert.ok(view.text().includes('No prize on this card: 10.00 lost.'));
  assert.is(view.container.querySelector('.rec-sub'), null);
  view.unmount();
  view = await render(<BingoRecordView record={bingo(false, false)} />);
  assert.ok(view.text().includes('Round still running: the balls and the seed are shown when it ends.'));
  assert.is(view.container.querySelector('ol.balls'), null, 'no balls before the end');
  assert.is(view.container.querySelectorAll('td.ball-hit').length, 1, 'only the free centre is marked');
  await showsProofOnAsk(view, null);
});

test.run();
