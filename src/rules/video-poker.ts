// Video poker, Jacks or Better (docs/games.md "Video poker"), pure so the reference server (which
// deals and settles every hand), the return simulation and the game records all use the same
// rules: the deck from a hand's outcome hash, the ranking of a five-card hand and the 9/6
// full-pay table.
//
// A card is a number 0…51 in the unshuffled deck's order: spades 2…A (0…12), then hearts,
// diamonds and clubs. Its rank is 2…14 (14 is the ace), its suit 0 ♠, 1 ♥, 2 ♦, 3 ♣.

export type Card = number;

/** Cards dealt, and so the number of positions a player may hold. */
export const HAND_SIZE = 5;

export const rankOf = (c: Card): number => (c % 13) + 2;
export const suitOf = (c: Card): number => Math.floor(c / 13);

const RANKS = '23456789TJQKA';
const SUITS = 'shdc';

/** A card as two letters, rank then suit: "As" is the ace of spades, "Td" the ten of diamonds. */
export const cardCode = (c: Card): string => `${RANKS[c % 13]}${SUITS[suitOf(c)]}`;

const SIGNS: Readonly<Record<string, string>> = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };

/** A card code as players read it: "As" is "A♠", "Td" is "10♦". */
export const cardText = (code: string): string =>
  `${code[0] === 'T' ? '10' : (code[0] ?? '')}${SIGNS[code[1] ?? ''] ?? ''}`;

/** The card of a two-letter code, or null for anything else. */
export function cardOf(code: string): Card | null {
  const r = RANKS.indexOf(code[0] ?? '');
  const s = SUITS.indexOf(code[1] ?? '');
  return code.length === 2 && r >= 0 && s >= 0 ? s * 13 + r : null;
}

export type HandRank =
  | 'ROYAL_FLUSH'
  | 'STRAIGHT_FLUSH'
  | 'FOUR_OF_A_KIND'
  | 'FULL_HOUSE'
  | 'FLUSH'
  | 'STRAIGHT'
  | 'THREE_OF_A_KIND'
  | 'TWO_PAIR'
  | 'JACKS_OR_BETTER'
  | 'NOTHING';

/**
 * The 9/6 "full pay" table, per credit staked, best hand first. The royal flush pays 800 for any
 * stake (machines pay it only at five coins; here every stake is "max coins").
 */
export const PAY_TABLE: readonly { rank: Exclude<HandRank, 'NOTHING'>; pays: number }[] = [
  { rank: 'ROYAL_FLUSH', pays: 800 },
  { rank: 'STRAIGHT_FLUSH', pays: 50 },
  { rank: 'FOUR_OF_A_KIND', pays: 25 },
  { rank: 'FULL_HOUSE', pays: 9 },
  { rank: 'FLUSH', pays: 6 },
  { rank: 'STRAIGHT', pays: 4 },
  { rank: 'THREE_OF_A_KIND', pays: 3 },
  { rank: 'TWO_PAIR', pays: 2 },
  { rank: 'JACKS_OR_BETTER', pays: 1 },
];

/** What a hand pays per credit: 0 for NOTHING. */
export const payOf = (rank: HandRank): number => PAY_TABLE.find((p) => p.rank === rank)?.pays ?? 0;

/** A hand's win in cents: the stake times the table's figure. */
export const winOf = (stakeCents: number, rank: HandRank): number => stakeCents * payOf(rank);

/**
 * The return with perfect play of this table (royal 800): 99.5439 %, the figure published for
 * 9/6 Jacks or Better, computed over every deal and every way to hold it.
 */
export const OPTIMAL_RETURN_PERCENT = 99.54;
/**
 * The return of the simple hold strategy (video-poker-strategy.ts), measured over 30 million hands
 * (99.41 % ± 0.08, one standard error): what a player who holds by that list gets, and the figure
 * the server's return test checks.
 */
export const SIMPLE_STRATEGY_RETURN_PERCENT = 99.41;

/** The rank of five cards (any order). */
export function rankHand(cards: readonly Card[]): HandRank {
  if (cards.length !== HAND_SIZE) throw new Error('a hand is five cards');
  // Ranks as a bit set, and how many ranks come twice, three or four times.
  let bits = 0;
  let flush = true;
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) {
    const r = rankOf(c);
    counts[r]!++;
    bits |= 1 << r;
    if (suitOf(c) !== suitOf(cards[0]!)) flush = false;
  }
  let pairs = 0;
  let highPair = false;
  let most = 1;
  for (let r = 2; r <= 14; r++) {
    const n = counts[r]!;
    if (n > most) most = n;
    if (n === 2) {
      pairs++;
      if (r >= 11) highPair = true;
    }
  }
  const low = bits & -bits;
  // Five distinct ranks in a row, or A-2-3-4-5 (the ace plays low in a five-high straight).
  const straight = most === 1 && (bits === low * 0b11111 || bits === WHEEL);
  if (straight && flush) return low === 1 << 10 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH';
  if (most === 4) return 'FOUR_OF_A_KIND';
  if (most === 3 && pairs === 1) return 'FULL_HOUSE';
  if (flush) return 'FLUSH';
  if (straight) return 'STRAIGHT';
  if (most === 3) return 'THREE_OF_A_KIND';
  if (pairs === 2) return 'TWO_PAIR';
  return highPair ? 'JACKS_OR_BETTER' : 'NOTHING';
}

const WHEEL = (1 << 14) | 0b111100;

/** The k-th uniform draw in [0, 1) of a hand's outcome hash. */
export type Uniform = (k: number) => number;

/**
 * The uniforms of a hand: with `hmac` its outcome hash (hex), block j is SHA-256 of the text
 * "<hmac>:<j>" (hex), and u(k) is the 13 hex digits of block floor(k / 4) from digit 13 · (k mod 4),
 * as a number over 2^52. Ten cards at most are used, so blocks 0, 1 and 2. `block(j)` gives block j.
 */
export const uniformsFrom =
  (block: (j: number) => string): Uniform =>
  (k) => {
    const at = 13 * (k % 4);
    return Number.parseInt(block(Math.floor(k / 4)).slice(at, at + 13), 16) / 2 ** 52;
  };

/** The text whose SHA-256 is block j of a hand's uniforms. */
export const blockText = (hmac: string, j: number): string => `${hmac}:${j}`;

const NEW_DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

/**
 * The first `count` cards of the shuffled deck: a Fisher–Yates shuffle from the top, position k
 * taking the card at k + floor(u(k) · (52 − k)) of what is left. Cards 0…4 are dealt; a draw
 * takes the next ones in order, one per position not held, left to right.
 */
export function deckTop(u: Uniform, count: number): Card[] {
  const deck = NEW_DECK.slice();
  for (let k = 0; k < count; k++) {
    const j = k + Math.floor(u(k) * (52 - k));
    const c = deck[j]!;
    deck[j] = deck[k]!;
    deck[k] = c;
  }
  return deck.slice(0, count);
}

/** The five cards dealt. */
export const dealOf = (u: Uniform): Card[] => deckTop(u, HAND_SIZE);

/** Held positions (0…4) as a mask, bit i for position i. */
export const heldMask = (positions: readonly number[]): number => positions.reduce((m, p) => m | (1 << p), 0);
export const heldPositions = (mask: number): number[] => [0, 1, 2, 3, 4].filter((p) => (mask & (1 << p)) !== 0);

/** The final hand: each held card stays in its place, each other one is replaced by the deck's next card. */
export function drawOf(u: Uniform, held: number): Card[] {
  const replaced = HAND_SIZE - heldPositions(held).length;
  const deck = deckTop(u, HAND_SIZE + replaced);
  let next = HAND_SIZE;
  return deck.slice(0, HAND_SIZE).map((c, p) => ((held & (1 << p)) !== 0 ? c : deck[next++]!));
}
