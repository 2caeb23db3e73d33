// A simple hold strategy for 9/6 Jacks or Better: the first line of the list below that the
// dealt hand has decides what is held. It is the short list players learn (not the full
// optimal strategy, which looks at penalty cards too), and the one the return figure
// SIMPLE_STRATEGY_RETURN_PERCENT and the server's return test are measured with.
//
//  1. royal flush, straight flush, four of a kind: hold all (four of a kind: the four)
//  2. four to a royal flush
//  3. full house, flush, straight, three of a kind: hold the made hand
//  4. four to a straight flush
//  5. two pair
//  6. a high pair (jacks or better)
//  7. three to a royal flush
//  8. four to a flush
//  9. a low pair
// 10. four to an open-ended straight (2-3-4-5 … 10-J-Q-K)
// 11. two suited high cards (J, Q, K, A)
// 12. three to a straight flush
// 13. two unsuited high cards (the two lowest when there are more)
// 14. a ten with a suited J, Q or K
// 15. one high card (the lowest)
// 16. nothing: draw five
import { type Card, rankHand, rankOf, suitOf } from './video-poker';

const ALL = 0b11111;

/** Cards in a mask. */
const sizeOf = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1);

/**
 * The first mask of `size` cards of one suit whose ranks pass `ok` (ranks as a bit set, bit r for
 * rank r), or -1. Masks are tried in increasing order, so the choice is always the same.
 */
function suited(hand: readonly Card[], size: number, ok: (rankBits: number) => boolean): number {
  for (const m of MASKS[size]!) {
    let suit = -1;
    let bits = 0;
    let same = true;
    for (let p = 0; p < 5 && same; p++) {
      if ((m & (1 << p)) === 0) continue;
      const c = hand[p]!;
      if (suit === -1) suit = suitOf(c);
      else if (suitOf(c) !== suit) same = false;
      bits |= 1 << rankOf(c);
    }
    if (same && ok(bits)) return m;
  }
  return -1;
}

/** Every mask of 0…5 cards, by size, in increasing order. */
const MASKS: readonly number[][] = [0, 1, 2, 3, 4, 5].map((n) =>
  Array.from({ length: ALL }, (_, i) => i + 1).filter((m) => sizeOf(m) === n),
);

const ROYAL_BITS = 0b111110000000000; // ranks 10…14
const royal = (bits: number) => (bits & ~ROYAL_BITS) === 0;
const high = (bits: number) => (bits & ~0b111100000000000) === 0; // J, Q, K, A
/** The ranks fit one straight's five-rank window, the ace high or low (suited cards have distinct ranks). */
function inWindow(bits: number): boolean {
  const low = bits & (1 << 14) ? (bits | 0b10) & ~(1 << 14) : bits;
  const span = (b: number) => 31 - Math.clz32(b) - (31 - Math.clz32(b & -b));
  return span(bits) <= 4 || span(low) <= 4;
}

/** The positions (as a mask) the simple strategy holds. */
export function simpleHold(hand: readonly Card[]): number {
  const made = rankHand(hand);
  if (made === 'ROYAL_FLUSH' || made === 'STRAIGHT_FLUSH') return ALL;
  // Per rank, the mask of its cards.
  const byRank = new Array<number>(15).fill(0);
  for (let p = 0; p < 5; p++) byRank[rankOf(hand[p]!)]! |= 1 << p;
  const ofSize = (n: number) => byRank.reduce((m, r) => (sizeOf(r) === n ? m | r : m), 0);
  if (made === 'FOUR_OF_A_KIND') return ofSize(4);
  const royal4 = suited(hand, 4, royal);
  if (royal4 >= 0) return royal4;
  if (made === 'FULL_HOUSE' || made === 'FLUSH' || made === 'STRAIGHT') return ALL;
  if (made === 'THREE_OF_A_KIND') return ofSize(3);
  const sf4 = suited(hand, 4, inWindow);
  if (sf4 >= 0) return sf4;
  const pairs = ofSize(2);
  if (made === 'TWO_PAIR' || made === 'JACKS_OR_BETTER') return pairs;
  const royal3 = suited(hand, 3, royal);
  if (royal3 >= 0) return royal3;
  const flush4 = suited(hand, 4, () => true);
  if (flush4 >= 0) return flush4;
  if (pairs !== 0) return pairs;
  const open = openEnded(byRank);
  if (open !== 0) return open;
  const suitedHigh = suited(hand, 2, high);
  if (suitedHigh >= 0) return suitedHigh;
  const sf3 = suited(hand, 3, inWindow);
  if (sf3 >= 0) return sf3;
  // The high cards, lowest first (no pair here: one card per rank).
  const highs = [11, 12, 13, 14].map((r) => byRank[r]!).filter((m) => m !== 0);
  if (highs.length >= 2) return highs[0]! | highs[1]!;
  const tenWith = suited(hand, 2, (bits) => (bits & (1 << 10)) !== 0 && (bits & 0b11100000000000) !== 0);
  if (tenWith >= 0) return tenWith;
  return highs[0] ?? 0;
}

/** Four consecutive ranks open at both ends (2-3-4-5 up to 10-J-Q-K), one card of each. */
function openEnded(byRank: readonly number[]): number {
  for (let low = 2; low <= 10; low++) {
    const m = byRank[low]! | byRank[low + 1]! | byRank[low + 2]! | byRank[low + 3]!;
    if (byRank[low] && byRank[low + 1] && byRank[low + 2] && byRank[low + 3]) return m;
  }
  return 0;
}
