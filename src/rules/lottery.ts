// The lottery formats a Brazilian player knows, and when draws happen: shared by the server
// (bets, draws, settlement) and the client (the pick grid, the paytable, the countdown).
//  - quina: 5 numbers of 80, five drawn; pays for 2 to 5 hits (a "Quina"-style draw).
//  - mega: 6 numbers of 60, six drawn; pays for 3 to 6 hits (a "Mega"-style draw).
//  - rapida: a quick draw; 1 to 5 numbers of 20, each its own bet; six drawn, each hit pays 3x.
// Multipliers are whole, so every win is whole cents. Returns to player: quina 59 %, mega 44 %
// (a lottery's usual share), rapida 90 %.

export type LotteryFormatId = 'quina' | 'mega' | 'rapida';

export interface LotteryFormat {
  id: LotteryFormatId;
  /** Numbers run from 1 to pool. */
  pool: number;
  /** How many numbers each draw takes. */
  drawn: number;
  pick: { min: number; max: number };
  /**
   * 'ticket': the picked numbers are one ticket, paid by how many it hits (`pays[hits]`).
   * 'each': every picked number is its own bet, each hit paying `pays[1]` times its stake.
   */
  kind: 'ticket' | 'each';
  /** Stake multiplier by hits; a missing count pays nothing. */
  pays: Readonly<Record<number, number>>;
}

/** A ticket draw: the player picks exactly as many numbers as the draw takes, paid by hits. */
const ticketFormat = (
  id: LotteryFormatId,
  pool: number,
  drawn: number,
  pays: LotteryFormat['pays'],
): LotteryFormat => ({
  id,
  pool,
  drawn,
  pick: { min: drawn, max: drawn },
  kind: 'ticket',
  pays,
});

export const LOTTERY_FORMATS: Readonly<Record<LotteryFormatId, LotteryFormat>> = {
  quina: ticketFormat('quina', 80, 5, { 2: 10, 3: 200, 4: 5000, 5: 100_000 }),
  mega: ticketFormat('mega', 60, 6, { 3: 20, 4: 400, 5: 10_000, 6: 500_000 }),
  rapida: { id: 'rapida', pool: 20, drawn: 6, pick: { min: 1, max: 5 }, kind: 'each', pays: { 1: 3 } },
};

/**
 * A lottery's format from its name, as Brazilian draws are named: a Quina draws 5 of 80, a
 * Mega or a Sena 6 of 60, anything else is a quick draw. An operator's lottery follows the same
 * rule, so its name tells its players what they are playing.
 */
export function formatOfGame(gameName: string): LotteryFormat {
  if (/\bQuina\b/i.test(gameName)) return LOTTERY_FORMATS.quina;
  if (/\b(Mega|Sena)\b/i.test(gameName)) return LOTTERY_FORMATS.mega;
  return LOTTERY_FORMATS.rapida;
}

/** Null when the pick is a valid bet of the format, else why not (for the server's message). */
export function pickProblem(format: LotteryFormat, numbers: readonly unknown[]): string | null {
  const { min, max } = format.pick;
  const count = min === max ? `${min}` : `${min} to ${max}`;
  if (numbers.length < min || numbers.length > max) return `pick ${count} numbers`;
  if (!numbers.every((n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= format.pool))
    return `numbers run from 1 to ${format.pool}`;
  if (new Set(numbers).size !== numbers.length) return 'each number once';
  return null;
}

/** The numbers a bet's text names ("#07", "05 12 33 41 60"), as the server reads them. */
export const ticketNumbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

/** How many of `picked` are among `drawn`. */
export const hits = (picked: readonly number[], drawn: readonly number[]): number =>
  picked.filter((n) => drawn.includes(n)).length;

/** What one bet of `stake` cents on `picked` wins against `drawn` (an 'each' bet is one number). */
export function betWin(
  format: LotteryFormat,
  picked: readonly number[],
  drawn: readonly number[],
  stake: number,
): number {
  const h = hits(picked, drawn);
  if (format.kind === 'each') return h * (format.pays[1] ?? 0) * stake;
  return (format.pays[h] ?? 0) * stake;
}

/**
 * Draws are on one clock: every `intervalMs` from the epoch. A bet placed at `now` is in the
 * draw at the next tick (never the one at `now` itself, which is closing).
 */
export const nextDrawAt = (now: number, intervalMs: number): number => (Math.floor(now / intervalMs) + 1) * intervalMs;

/** The most recent draw time at or before `now`. */
export const lastDrawAt = (now: number, intervalMs: number): number => Math.floor(now / intervalMs) * intervalMs;

/** Whole seconds left before a draw, never negative (the countdown's text). */
export const secondsUntil = (drawAt: number, now: number): number => Math.max(0, Math.ceil((drawAt - now) / 1000));

/** A countdown's text: "mm:ss", or "h:mm:ss" from an hour up. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** The return to player of a format, for the paytable and the tests (exact, over every draw). */
export function returnToPlayer(format: LotteryFormat): number {
  const c = (n: number, k: number): number => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return r;
  };
  if (format.kind === 'each') return (format.drawn / format.pool) * (format.pays[1] ?? 0);
  const k = format.pick.max;
  let sum = 0;
  for (let h = 0; h <= k; h++) {
    const p = (c(format.drawn, h) * c(format.pool - format.drawn, k - h)) / c(format.pool, k);
    sum += p * (format.pays[h] ?? 0);
  }
  return sum;
}
