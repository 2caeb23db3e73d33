// The lottery's and the jackpot's settings from the site config (`lottery`, `jackpot`), read
// once per config object with defaults, so a partial SITE_CONFIG never leaves one undefined.
import type { SiteConfig } from '../config.ts';

export interface GamesConfig {
  /** Every lottery draws on this clock (src/rules/lottery.ts nextDrawAt); 0 stops the schedule. */
  drawIntervalMs: number;
  /** Results kept per lottery, in draws (a draw that a bet refers to is always kept). */
  historyKeepDraws: number;
  /** The jackpot's share of every stake, in basis points. */
  jackpotShareBp: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const whole = (v: unknown, def: number, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : def;

const cache = new WeakMap<SiteConfig, GamesConfig>();

export function gamesConfig(site: SiteConfig): GamesConfig {
  let c = cache.get(site);
  if (c) return c;
  const lottery = obj((site as unknown as Obj).lottery);
  const jackpot = obj((site as unknown as Obj).jackpot);
  c = {
    drawIntervalMs: Math.round(whole(lottery.drawIntervalSeconds, 300, 0, 86_400) * 1000),
    historyKeepDraws: Math.floor(whole(lottery.historyKeepDraws, 288, 1, 100_000)),
    jackpotShareBp: Math.floor(whole(jackpot.shareBp, 100, 0, 10_000)),
  };
  cache.set(site, c);
  return c;
}
