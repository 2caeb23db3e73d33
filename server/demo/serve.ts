// Serves the demo games under /demo/: GET /demo/slot?ticket=… (or /demo/lottery, /demo/crash, /demo/poker, /demo/fish)
// redeems the one-time launch ticket and answers a small page whose script, served from
// here too, plays against the real wallet with the play key the page carries. The page
// has its own Content-Security-Policy: scripts from this origin only, framed by the app only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pageFiles, sendBody as send } from '../http/own-pages.ts';
import { serverFiles } from '../config.ts';
import type { Db } from '../db/open.ts';
import { MAX_STAKE_CENTS, redeemTicket } from '../db/demo.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { isRealMember } from '../../src/rules/roles.ts';
import { balanceCents } from '../db/members.ts';
import { playWagering } from '../db/bonus.ts';
import { demoPageOfNode } from '../api/play.ts';
import { RETURN_TO_PLAYER_PERCENT } from '../../src/rules/crash.ts';
import { RETURN_TO_PLAYER_PERCENT as BINGO_RETURN_PERCENT } from '../../src/rules/bingo.ts';
import { RETURN_PERCENT as SPORTS_RETURN_PERCENT } from '../../src/rules/sports.ts';
import {
  BETS_PER_ROUND,
  MAX_RESPINS,
  MULTIPLIERS,
  NUMBERS,
  RETURN_PERCENTS as WHEEL_RETURNS,
  RETURN_TO_PLAYER_PERCENT as WHEEL_RETURN_PERCENT,
  WHEEL,
} from '../../src/rules/gameshow.ts';
import { OPTIMAL_RETURN_PERCENT, SIMPLE_STRATEGY_RETURN_PERCENT } from '../../src/rules/video-poker.ts';
import { RETURN_TO_PLAYER_PERCENT as ROULETTE_RETURN_PERCENT, SPLITS } from '../../src/rules/roulette.ts';
import { RETURN_PERCENT as BACCARAT_RETURN } from '../../src/rules/baccarat.ts';
import { RETURN_PERCENT as FISH_RETURN_PERCENT } from '../../src/rules/fish.ts';
import { BUY_PRICE_TOTAL_BETS, LINES, PAYS, returnPercent, SCATTER_PAYS, slotFigures } from '../../src/rules/slot5.ts';
import { slotArtOf, THEME_MOTIFS } from '../../src/rules/slot-themes.ts';
import { artManifest } from '../art/manifest.ts';
import { openFreeSpins, sellsFreeSpins } from '../db/slot.ts';
import { lastSpin, nextSpin } from '../rounds/slot-chain.ts';

const { file, fill, sendAsset } = pageFiles(join(serverFiles, 'demo', 'public'));
const ASSETS: Record<string, string> = {
  '/demo/kit.js': 'text/javascript; charset=utf-8',
  '/demo/kit-text.js': 'text/javascript; charset=utf-8',
  '/demo/fair.js': 'text/javascript; charset=utf-8',
  '/demo/slot.js': 'text/javascript; charset=utf-8',
  '/demo/lottery.js': 'text/javascript; charset=utf-8',
  '/demo/slot-text.js': 'text/javascript; charset=utf-8',
  '/demo/lottery-text.js': 'text/javascript; charset=utf-8',
  '/demo/crash.js': 'text/javascript; charset=utf-8',
  '/demo/crash-text.js': 'text/javascript; charset=utf-8',
  '/demo/crash.css': 'text/css; charset=utf-8',
  '/demo/sports.js': 'text/javascript; charset=utf-8',
  '/demo/sports-text.js': 'text/javascript; charset=utf-8',
  '/demo/sports.css': 'text/css; charset=utf-8',
  '/demo/poker.js': 'text/javascript; charset=utf-8',
  '/demo/poker-text.js': 'text/javascript; charset=utf-8',
  '/demo/poker.css': 'text/css; charset=utf-8',
  '/demo/bingo.js': 'text/javascript; charset=utf-8',
  '/demo/bingo-text.js': 'text/javascript; charset=utf-8',
  '/demo/bingo.css': 'text/css; charset=utf-8',
  '/demo/roulette.js': 'text/javascript; charset=utf-8',
  '/demo/roulette-text.js': 'text/javascript; charset=utf-8',
  '/demo/roulette.css': 'text/css; charset=utf-8',
  '/demo/baccarat.js': 'text/javascript; charset=utf-8',
  '/demo/baccarat-text.js': 'text/javascript; charset=utf-8',
  '/demo/baccarat.css': 'text/css; charset=utf-8',
  '/demo/gameshow.js': 'text/javascript; charset=utf-8',
  '/demo/gameshow-text.js': 'text/javascript; charset=utf-8',
  '/demo/gameshow.css': 'text/css; charset=utf-8',
  '/demo/fish.js': 'text/javascript; charset=utf-8',
  '/demo/fish-text.js': 'text/javascript; charset=utf-8',
  '/demo/fish.css': 'text/css; charset=utf-8',
  '/demo/demo.css': 'text/css; charset=utf-8',
  '/demo/slot.css': 'text/css; charset=utf-8',
  '/demo/lottery.css': 'text/css; charset=utf-8',
};

export const DEMO_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The page's lang attribute per app language: the scripts pick their texts by it. */
/** The money wheel's segments, numbers, multipliers, respin cap and bets a round, as its page reads them. */
const GAMESHOW_RULES = JSON.stringify({
  wheel: WHEEL,
  numbers: NUMBERS,
  multipliers: MULTIPLIERS,
  maxRespins: MAX_RESPINS,
  betsPerRound: BETS_PER_ROUND,
});

/** Live roulette: the splits of the felt, so the page refuses just the pairs the server would. */
const ROULETTE_RULES = JSON.stringify({ splits: SPLITS });

/** The slot's paytable, lines and bonus-buy price, as its page reads them. */
const SLOT_RULES = JSON.stringify({
  pays: PAYS,
  scatterPays: SCATTER_PAYS,
  lines: LINES,
  buyTimes: BUY_PRICE_TOTAL_BETS,
});

const LANG: Record<string, string> = { pt: 'pt-BR', en: 'en', ur: 'ur' };

const PAGE_HEADERS = {
  'Content-Security-Policy': DEMO_CSP,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** Fills the page template; every value is escaped, and only the play key is secret. */
const page = (vars: Record<string, string | number>): string => fill('page.html', vars);

/** Returns false for paths it does not serve (the caller answers 404). */
export function serveDemo(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  url: URL,
  currencySymbol: string,
): boolean {
  const type = ASSETS[url.pathname];
  if (type) {
    sendAsset(req, res, url.pathname.slice('/demo/'.length), type);
    return true;
  }
  const path = url.pathname.slice('/demo/'.length);
  if (
    path !== 'slot' &&
    path !== 'lottery' &&
    path !== 'crash' &&
    path !== 'sports' &&
    path !== 'poker' &&
    path !== 'bingo' &&
    path !== 'roulette' &&
    path !== 'baccarat' &&
    path !== 'gameshow' &&
    path !== 'fish'
  )
    return false;
  const ticket = url.searchParams.get('ticket') ?? '';
  const redeemed = ticket.length > 0 && ticket.length <= 64 ? redeemTicket(db, ticket) : null;
  if (!redeemed) {
    send(req, res, 410, 'text/html; charset=utf-8', file('expired.html'), PAGE_HEADERS);
    return true;
  }
  const { play, game } = redeemed;
  // A ticket opens its own game's page only: a crash game's ticket never opens the slot.
  const script = demoPageOfNode(db, game.nodeId, game.gameType);
  if (script !== path) {
    send(req, res, 410, 'text/html; charset=utf-8', file('expired.html'), PAGE_HEADERS);
    return true;
  }
  const format = formatOfGame(game.gameName);
  // A member playing with bonus money: the largest stake, named on the page, and the lowest
  // sports odds that count (the sportsbook's slip says when a bet is under them).
  const bonus = playWagering(db, game.memberId, game.gameType);
  // The slot: its theme, its stated returns, whether it sells its free spins, and the free spins
  // left from an earlier visit (they survive a reload and a restart).
  const slot = script === 'slot';
  const figures = slot ? slotFigures() : null;
  // Its theme, from its name: the same one its tile shows (src/rules/slot-themes.ts).
  const art = slot ? slotArtOf(game.gameName) : null;
  const free = slot ? openFreeSpins(db, game.memberId, game.nodeId) : null;
  const html = page({
    lang: LANG[game.language] ?? 'en',
    dir: game.language === 'ur' ? 'rtl' : 'ltr',
    node: game.nodeId,
    // A trial (free-play) account plays with demo money; only a real one with its real balance.
    trial: isRealMember(game.memberType) ? '0' : '1',
    play,
    game: game.title,
    script,
    rtp: figures
      ? returnPercent(figures.rtp)
      : script === 'sports'
        ? SPORTS_RETURN_PERCENT
        : script === 'poker'
          ? OPTIMAL_RETURN_PERCENT
          : script === 'bingo'
            ? BINGO_RETURN_PERCENT
            : script === 'roulette'
              ? ROULETTE_RETURN_PERCENT.toFixed(2)
              : script === 'baccarat'
                ? Object.entries(BACCARAT_RETURN)
                    .map(([spot, pct]) => `${spot}:${pct}`)
                    .join(',')
                : script === 'gameshow'
                  ? WHEEL_RETURN_PERCENT
                  : script === 'fish'
                    ? FISH_RETURN_PERCENT
                    : RETURN_TO_PLAYER_PERCENT,
    // Video poker: the return of the simple hold list its rules screen shows.
    rtpSimple: script === 'poker' ? SIMPLE_STRATEGY_RETURN_PERCENT : '',
    // The money wheel: each number's return ("1:95.31,2:95.47,…") for its rules screen.
    rtps:
      script === 'gameshow'
        ? Object.entries(WHEEL_RETURNS)
            .map(([n, r]) => `${n}:${r}`)
            .join(',')
        : '',
    theme: art ? art.theme : '',
    motifs: art ? THEME_MOTIFS[art.theme].join(',') : '',
    // The theme's reel symbols the build drew (none without a build: the page then draws its own).
    symbols: art ? JSON.stringify(artManifest().symbols[art.theme] ?? {}) : '',
    rules: slot ? SLOT_RULES : script === 'gameshow' ? GAMESHOW_RULES : script === 'roulette' ? ROULETTE_RULES : '',
    buy: slot && sellsFreeSpins(db, game.nodeId) ? '1' : '',
    buyRtp: figures ? returnPercent(figures.buyRtp) : '',
    freeLeft: free ? free.left : '',
    freeStake: free ? free.stake : '',
    freeWin: free ? free.win : '',
    freePlayed: free ? free.played : '',
    // The next spin's step and hash (fixed before it is played) and the last spin's proof.
    next: slot ? JSON.stringify(nextSpin(db, game.memberId, game.nodeId)) : '',
    last: slot ? JSON.stringify(lastSpin(db, game.memberId, game.nodeId)) : '',
    bonusMax: bonus ? bonus.maxStake : '',
    bonusOdds:
      bonus && bonus.family === 'SPORTS' && bonus.contribution > 0 ? Math.round(bonus.sportsMinOdds * 100) : '',
    min: game.minBet,
    max: MAX_STAKE_CENTS,
    balance: balanceCents(db, game.memberId),
    currency: currencySymbol,
    playType: game.playType,
    prizeMode: game.prizeMode,
    numbers: format.pool,
    picks: format.pick.max,
    pickMin: format.pick.min,
    drawn: format.drawn,
    kind: format.kind,
    pays: Object.entries(format.pays)
      .map(([hits, times]) => `${hits}:${times}`)
      .join(','),
  });
  send(req, res, 200, 'text/html; charset=utf-8', html, PAGE_HEADERS);
  return true;
}
