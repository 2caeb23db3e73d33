// Punto banco baccarat's rules, shared by the reference server (which deals every round) and the
// game records (which recompute a round from its proof). Cards are numbers 0 … 51 (rank = card
// % 13: 0 is the ace, 9 … 12 the ten and the faces; suit = card / 13), so an 8-deck shoe is 416
// numbers. Money is whole cents.

export type Spot = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export const SPOTS: readonly Spot[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];
export type Winner = 'PLAYER' | 'BANKER' | 'TIE';

export const DECKS = 8;
export const SHOE_SIZE = 52 * DECKS;

/** The returns to player the rules screen states (percent, from the exact sums in test/unit). */
export const RETURN_PERCENT: Readonly<Record<Spot, string>> = {
  BANKER: '98.94',
  PLAYER: '98.76',
  TIE: '85.64',
  PLAYER_PAIR: '89.64',
  BANKER_PAIR: '89.64',
};
/** The best of them (banker), the game's return shown before it opens. */
export const BEST_RETURN_PERCENT = 98.94;

/** A card's points: ace 1, two to nine their pips, tens and faces 0. */
export const pointsOf = (card: number): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};
export const rankOf = (card: number): number => card % 13;

/** A hand's total: the last digit of its points. */
export const totalOf = (cards: readonly number[]): number => cards.reduce((t, c) => t + pointsOf(c), 0) % 10;

/** The player draws a third card on 0 … 5 (and stands on 6 or 7), unless either hand is a natural. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau: whether the banker draws, from its two-card total and the player's third
 * card's points (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface Coup {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
}

/**
 * A coup dealt from the top of a shoe: player, banker, player, banker, then the player's third
 * card and the banker's by the tableau. Uses at most six cards.
 */
export function deal(shoe: readonly number[]): Coup {
  let next = 0;
  const take = (): number => {
    const c = shoe[next++];
    if (c === undefined) throw new Error('the shoe ran out');
    return c;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const p2 = totalOf(player);
  const b2 = totalOf(banker);
  if (p2 < 8 && b2 < 8) {
    let third: number | null = null;
    if (playerDraws(p2)) {
      const c = take();
      player.push(c);
      third = pointsOf(c);
    }
    if (bankerDraws(b2, third)) banker.push(take());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  };
}

/**
 * The shoe's top six cards from a round's hashes: a Fisher-Yates shuffle of the 416 cards (card
 * number i is i % 52) stopped after six places. Place k swaps with place k + r, r = the first 13
 * hex digits of `hashes(k)` (52 bits) modulo 416 − k; the bias of the modulo is under 2^-43.
 */
export function shoeTop(hashes: (k: number) => string, count = 6): number[] {
  const shoe: number[] = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
  for (let k = 0; k < count; k++) {
    const r = Number(BigInt(`0x${hashes(k).slice(0, 13)}`) % BigInt(SHOE_SIZE - k));
    const j = k + r;
    const t = shoe[k]!;
    shoe[k] = shoe[j]!;
    shoe[j] = t;
  }
  return shoe.slice(0, count);
}

/** What a spot returns for its stake (stake included; 0 when lost). Banker wins pay 0.95:1, rounded down to the cent. */
export function returnOf(spot: Spot, stake: number, coup: Pick<Coup, 'winner' | 'playerPair' | 'bankerPair'>): number {
  switch (spot) {
    case 'PLAYER':
      return coup.winner === 'PLAYER' ? 2 * stake : coup.winner === 'TIE' ? stake : 0;
    case 'BANKER':
      return coup.winner === 'BANKER' ? stake + Math.floor((stake * 95) / 100) : coup.winner === 'TIE' ? stake : 0;
    case 'TIE':
      return coup.winner === 'TIE' ? 9 * stake : 0;
    case 'PLAYER_PAIR':
      return coup.playerPair ? 12 * stake : 0;
    case 'BANKER_PAIR':
      return coup.bankerPair ? 12 * stake : 0;
  }
}

export type Stakes = Readonly<Record<Spot, number>>;

/** A whole bet's return: every spot's. */
export const totalReturn = (stakes: Stakes, coup: Pick<Coup, 'winner' | 'playerPair' | 'bankerPair'>): number =>
  SPOTS.reduce((t, s) => t + (stakes[s] > 0 ? returnOf(s, stakes[s], coup) : 0), 0);

/** The result packed in one whole number for the round's outcome column: winner, pairs and totals. */
export const packCoup = (c: Coup): number =>
  (c.winner === 'PLAYER' ? 0 : c.winner === 'BANKER' ? 1 : 2) |
  (c.playerPair ? 4 : 0) |
  (c.bankerPair ? 8 : 0) |
  (c.playerTotal << 4) |
  (c.bankerTotal << 8);

export const unpackCoup = (
  n: number,
): Pick<Coup, 'winner' | 'playerPair' | 'bankerPair' | 'playerTotal' | 'bankerTotal'> => ({
  winner: (['PLAYER', 'BANKER', 'TIE'] as const)[n & 3]!,
  playerPair: (n & 4) !== 0,
  bankerPair: (n & 8) !== 0,
  playerTotal: (n >> 4) & 15,
  bankerTotal: (n >> 8) & 15,
});
