// The video slot's maths (docs/games.md "Slot"), shared by the reference server, which decides
// every spin, and the tests: 5 reels × 3 rows, 20 fixed lines paid left to right, a wild that
// stands in for every symbol but the scatter, and a scatter whose 3, 4 or 5 anywhere pay the
// total bet and start 10 free spins (again during free spins). Free spins play their own, richer
// reels at the triggering stake, and their wins count triple. A spin is decided by a 32-bit seed
// alone (five reel stops), so any spin can be replayed from the seed stored with it.
// Money is whole cents: a spin pays its line bets won × the total bet / 20, rounded down once.

/** Symbols by their role; each theme draws them its own way (a wolf, a pharaoh, a cherry). */
export const SYMBOLS = ['WILD', 'SCATTER', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const REELS = 5;
export const ROWS = 3;
export const LINE_COUNT = 20;
/** Free spins a trigger (or a retrigger) gives. */
export const FREE_SPINS = 10;
/** Free spins' line and scatter wins are multiplied by this. */
export const FREE_MULTIPLIER = 3;
/** The bonus buy's price, in total bets (games whose catalogue class is FEATUREBUY). */
export const BUY_PRICE_TOTAL_BETS = 100;

/** The 20 lines: the row (0 top, 1 middle, 2 bottom) each line crosses on reels 1 to 5. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. */
export const PAYS: Readonly<Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]>> = {
  WILD: [50, 200, 1000],
  H1: [25, 100, 500],
  H2: [20, 75, 250],
  H3: [15, 50, 150],
  H4: [10, 30, 100],
  L1: [5, 15, 60],
  L2: [5, 10, 50],
  L3: [4, 10, 40],
  L4: [3, 8, 30],
};
/** Scatter pays in total bets for 3, 4 and 5 anywhere on the screen. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

type Counts = Readonly<Partial<Record<SlotSymbol, number>>>;

/**
 * A reel strip from its symbol counts: scatters evenly spaced (never two in one window of three
 * rows), the other symbols spread by smooth weighted round robin. Deterministic: the same counts
 * always give the same strip.
 */
export function buildStrip(counts: Counts): SlotSymbol[] {
  const length = SYMBOLS.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const strip = new Array<SlotSymbol | null>(length).fill(null);
  const scatters = counts.SCATTER ?? 0;
  for (let k = 0; k < scatters; k++) strip[Math.floor((k * length) / scatters)] = 'SCATTER';
  const others = SYMBOLS.filter((s) => s !== 'SCATTER' && (counts[s] ?? 0) > 0);
  const total = others.reduce((n, s) => n + counts[s]!, 0);
  const credit = new Map<SlotSymbol, number>(others.map((s) => [s, 0]));
  const left = new Map<SlotSymbol, number>(others.map((s) => [s, counts[s]!]));
  for (let i = 0; i < length; i++) {
    if (strip[i]) continue;
    let best: SlotSymbol | null = null;
    for (const s of others) {
      if (left.get(s)! <= 0) continue;
      credit.set(s, credit.get(s)! + counts[s]!);
      if (best === null || credit.get(s)! > credit.get(best)!) best = s;
    }
    credit.set(best!, credit.get(best!)! - total);
    left.set(best!, left.get(best!)! - 1);
    strip[i] = best;
  }
  return strip as SlotSymbol[];
}

const BASE_COUNTS: readonly Counts[] = [
  { WILD: 1, SCATTER: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 5, L2: 5, L3: 6, L4: 6 },
  { WILD: 3, SCATTER: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 5, L2: 5, L3: 6, L4: 6 },
  { WILD: 3, SCATTER: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 5, L2: 5, L3: 6, L4: 6 },
  { WILD: 3, SCATTER: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 5, L2: 5, L3: 6, L4: 6 },
  { WILD: 2, SCATTER: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 5, L2: 5, L3: 6, L4: 6 },
];
const FREE_COUNTS: readonly Counts[] = [
  { WILD: 0, SCATTER: 1, H1: 3, H2: 3, H3: 4, H4: 4, L1: 4, L2: 4, L3: 4, L4: 4 },
  { WILD: 11, SCATTER: 1, H1: 3, H2: 3, H3: 4, H4: 4, L1: 4, L2: 4, L3: 4, L4: 4 },
  { WILD: 11, SCATTER: 1, H1: 3, H2: 3, H3: 4, H4: 4, L1: 4, L2: 4, L3: 4, L4: 4 },
  { WILD: 11, SCATTER: 1, H1: 3, H2: 3, H3: 4, H4: 4, L1: 4, L2: 4, L3: 4, L4: 4 },
  { WILD: 4, SCATTER: 1, H1: 3, H2: 3, H3: 4, H4: 4, L1: 4, L2: 4, L3: 4, L4: 4 },
];

/** The paid game's reels and the free spins' reels. */
export const BASE_STRIPS: readonly (readonly SlotSymbol[])[] = BASE_COUNTS.map(buildStrip);
export const FREE_STRIPS: readonly (readonly SlotSymbol[])[] = FREE_COUNTS.map(buildStrip);

export type ReelSet = 'base' | 'free';
const stripsOf = (set: ReelSet) => (set === 'base' ? BASE_STRIPS : FREE_STRIPS);

/** mulberry32: the spin's uniform numbers from its 32-bit seed, identical on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The five reel stops (the strip index shown on the top row) a seed decides. */
export function stopsOf(seed: number, set: ReelSet): number[] {
  const rng = mulberry32(seed);
  return stripsOf(set).map((strip) => Math.floor(rng() * strip.length));
}

/** The screen, reel by reel (each reel's three rows, top first), for the given stops. */
export function screenOf(stops: readonly number[], set: ReelSet): SlotSymbol[][] {
  return stripsOf(set).map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!));
}

export interface LineWin {
  /** Line number, 1 to 20. */
  line: number;
  symbol: Exclude<SlotSymbol, 'SCATTER'>;
  /** 3, 4 or 5 symbols from the left. */
  count: number;
  /** Line bets paid (before the free spins' multiplier). */
  times: number;
}

/**
 * One line's win, left to right: the first symbol that is not wild decides, wilds stand in for
 * it; a run of wilds alone pays as wilds when that pays more. A scatter breaks a line.
 */
export function lineWin(
  symbols: readonly SlotSymbol[],
): { symbol: Exclude<SlotSymbol, 'SCATTER'>; count: number; times: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const target = symbols[wilds];
  const wildPay = wilds >= 3 ? PAYS.WILD[wilds - 3]! : 0;
  let count = 0;
  let pay = 0;
  if (target !== undefined && target !== 'SCATTER') {
    count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === 'WILD')) count++;
    pay = count >= 3 ? PAYS[target][count - 3]! : 0;
  }
  if (wildPay === 0 && pay === 0) return null;
  if (wildPay >= pay) return { symbol: 'WILD', count: wilds, times: wildPay };
  return { symbol: target as Exclude<SlotSymbol, 'SCATTER'>, count, times: pay };
}

export const scatterCount = (screen: readonly (readonly SlotSymbol[])[]): number =>
  screen.reduce((n, reel) => n + reel.filter((s) => s === 'SCATTER').length, 0);

export interface SpinOutcome {
  stops: number[];
  screen: SlotSymbol[][];
  lines: LineWin[];
  scatters: number;
  /** Line bets won on the lines and by the scatters, the free spins' multiplier applied. */
  times: number;
  /** Cents won: the total bet × times / 20, rounded down to the cent once per spin. */
  win: number;
  /** Free spins this spin starts (10 for 3 scatters or more, else 0). */
  freeSpins: number;
}

/** Cents a spin pays for `times` line bets at a total bet of `stake` cents (a line bet is stake / 20). */
export const winCents = (stake: number, times: number): number => Math.floor((stake * times) / LINE_COUNT);

/**
 * Evaluates a screen at a total bet (cents; each of the 20 lines carries a twentieth of it);
 * `set` says whether the free spins' multiplier applies.
 */
export function evaluate(screen: SlotSymbol[][], stake: number, set: ReelSet): Omit<SpinOutcome, 'stops'> {
  const lines: LineWin[] = [];
  let lineTimes = 0;
  LINES.forEach((rows, i) => {
    const w = lineWin(rows.map((row, reel) => screen[reel]![row]!));
    if (w) {
      lines.push({ line: i + 1, ...w });
      lineTimes += w.times;
    }
  });
  const scatters = scatterCount(screen);
  const scatterTimes = scatters >= 3 ? SCATTER_PAYS[Math.min(scatters, 5) - 3]! * LINE_COUNT : 0;
  const times = (lineTimes + scatterTimes) * (set === 'free' ? FREE_MULTIPLIER : 1);
  return {
    screen,
    lines,
    scatters,
    times,
    win: winCents(stake, times),
    freeSpins: scatters >= 3 ? FREE_SPINS : 0,
  };
}

/** The round engine's family of a member's spins in one slot game: one seed chain per member and game. */
export const slotFamily = (memberId: number, nodeId: string): string => `SLOT:${memberId}:${nodeId}`;
export const isSlotFamily = (family: string): boolean => family.startsWith('SLOT:');

/**
 * A spin's 32-bit seed from its outcome hash (HMAC-SHA256 of the chain's server seed over
 * "<client seed>:<nonce>"): the hash's first 8 hex digits as an unsigned integer. Uniform over
 * 0 … 2^32 − 1 like the random seeds the maths was worked out for, so every return is unchanged.
 */
export const seedOfHmac = (hmac: string): number => Number.parseInt(hmac.slice(0, 8), 16);

/** The spin a seed decides at a total bet (cents). */
export function spinOf(seed: number, stake: number, set: ReelSet): SpinOutcome {
  const stops = stopsOf(seed, set);
  return { stops, ...evaluate(screenOf(stops, set), stake, set) };
}

/** Each reel's chance to show each symbol on a given row (the same for every row). */
function frequencies(set: ReelSet): Map<SlotSymbol, number>[] {
  return stripsOf(set).map((strip) => {
    const m = new Map<SlotSymbol, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1 / strip.length);
    return m;
  });
}

/** The exact parts of one spin's expected return (in total bets) on a reel set. */
export function spinFigures(set: ReelSet): { lines: number; scatter: number; trigger: number } {
  const freq = frequencies(set);
  // A line's 5 symbols are independent (one per reel), each with its reel's frequencies: the
  // expected line win is a sum over 10^5 symbol patterns. All 20 lines have the same.
  let line = 0;
  const walk = (reel: number, picked: SlotSymbol[], p: number) => {
    if (reel === REELS) {
      const w = lineWin(picked);
      if (w) line += p * w.times;
      return;
    }
    for (const [s, q] of freq[reel]!) walk(reel + 1, [...picked, s], p * q);
  };
  walk(0, [], 1);
  // A reel shows at most one scatter (they are spaced), with chance 3 × its share of the strip.
  let dist = [1];
  for (const f of freq) {
    const q = 3 * (f.get('SCATTER') ?? 0);
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((p, n) => {
      next[n] = next[n]! + p * (1 - q);
      next[n + 1] = next[n + 1]! + p * q;
    });
    dist = next;
  }
  const k = set === 'free' ? FREE_MULTIPLIER : 1;
  let scatter = 0;
  let trigger = 0;
  for (let n = 3; n < dist.length; n++) {
    scatter += dist[n]! * SCATTER_PAYS[n - 3]!;
    trigger += dist[n]!;
  }
  // Lines are paid per line bet: 20 lines of 1/20 total bet each.
  return { lines: line * k, scatter: scatter * k, trigger };
}

/**
 * The exact return to player and its parts: a free-spins series averages
 * FREE_SPINS / (1 − FREE_SPINS · retrigger) spins (each retriggers with the same chance), each
 * worth the free reels' lines and scatters; the paid game adds its trigger chance times that.
 */
export function slotFigures(): {
  rtp: number;
  baseLines: number;
  baseScatter: number;
  trigger: number;
  freeSpinsPerSeries: number;
  seriesValue: number;
  buyRtp: number;
} {
  const base = spinFigures('base');
  const free = spinFigures('free');
  const freeSpinsPerSeries = FREE_SPINS / (1 - FREE_SPINS * free.trigger);
  const seriesValue = freeSpinsPerSeries * (free.lines + free.scatter);
  return {
    rtp: base.lines + base.scatter + base.trigger * seriesValue,
    baseLines: base.lines,
    baseScatter: base.scatter,
    trigger: base.trigger,
    freeSpinsPerSeries,
    seriesValue,
    buyRtp: seriesValue / BUY_PRICE_TOTAL_BETS,
  };
}

/** The return to player as the page states it: a percentage with one decimal (96.4). */
export const returnPercent = (rtp: number): string => (Math.round(rtp * 1000) / 10).toFixed(1);
