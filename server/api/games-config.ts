// The lottery's and the jackpot's settings from the site config (`lottery`, `jackpot`), read
// once per config object with defaults, so a partial SITE_CONFIG never leaves one undefined.
import type { SiteConfig } from '../config.ts';
import { type CrashConfig, DEFAULT_CRASH_CONFIG } from '../rounds/crash.ts';

export interface GamesConfig {
  /** Every lottery draws on this clock (src/rules/lottery.ts nextDrawAt); 0 stops the schedule. */
  drawIntervalMs: number;
  /** Results kept per lottery, in draws (a draw that a bet refers to is always kept). */
  historyKeepDraws: number;
  /** The jackpot's share of every stake, in basis points. */
  jackpotShareBp: number;
  /** What home's counter shows: the real jackpot ('server', the default) or SPEC §9's cosmetic one. */
  jackpotDisplay: 'server' | 'cosmetic';
  /** The crash table's timing (server/rounds/crash.ts). */
  crash: CrashConfig;
  /** Words a player may search a family by (game type → words, accents and case ignored). */
  familyWords: Readonly<Record<string, readonly string[]>>;
}

/** What players call the crash games in Brazil, Pakistan and everywhere: the name search finds them all. */
const FAMILY_WORDS: Readonly<Record<string, readonly string[]>> = {
  CRASH: ['crash', 'aviãozinho', 'aviator', 'avião', 'foguetinho', 'کریش'],
  // The sportsbook: its sports by the names players type (its ESPORTS and COCKFIGHT tiles are SPORTS too).
  SPORTS: [
    'futebol',
    'football',
    'soccer',
    'basquete',
    'basketball',
    'tênis',
    'tennis',
    'esports',
    'rinha de galo',
    'sabong',
    'apostas esportivas',
    'فٹبال',
    'کرکٹ',
  ],
};

/** Folded for comparing: lower case, accents off. */
export const foldWord = (w: string): string =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function wordLists(v: unknown): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const [type, words] of Object.entries(obj(v)))
    if (Array.isArray(words)) out[type] = words.filter((w): w is string => typeof w === 'string' && w.trim() !== '');
  return out;
}

/**
 * The families a name search finds whole: those with a word that starts with the text (three
 * letters at least, so "av" does not list every crash game while "avia" does).
 */
export function familiesNamed(config: GamesConfig, text: string): string[] {
  const typed = foldWord(text);
  if ([...typed].length < 3) return [];
  return Object.entries(config.familyWords)
    .filter(([, words]) => words.some((w) => foldWord(w).startsWith(typed)))
    .map(([type]) => type);
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
  const crash = obj((site as unknown as Obj).crash);
  c = {
    drawIntervalMs: Math.round(whole(lottery.drawIntervalSeconds, 300, 0, 86_400) * 1000),
    historyKeepDraws: Math.floor(whole(lottery.historyKeepDraws, 288, 1, 100_000)),
    jackpotShareBp: Math.floor(whole(jackpot.shareBp, 100, 0, 10_000)),
    jackpotDisplay: jackpot.display === 'cosmetic' ? 'cosmetic' : 'server',
    crash: {
      ...DEFAULT_CRASH_CONFIG,
      bettingMs: Math.round(whole(crash.bettingSeconds, DEFAULT_CRASH_CONFIG.bettingMs / 1000, 3, 60) * 1000),
      pauseMs: Math.round(whole(crash.pauseSeconds, DEFAULT_CRASH_CONFIG.pauseMs / 1000, 1, 60) * 1000),
    },
    // The operator's lists replace the built-in one family by family.
    familyWords: { ...FAMILY_WORDS, ...wordLists(obj((site as unknown as Obj).search).familyWords) },
  };
  cache.set(site, c);
  return c;
}
