// Opening a game (SPEC §4 Game launch): the route comes from rules/game-launch; lottery
// vendors first need the prize-mode mapping. The launch page's close control returns to
// the page the player launched from.
// A tap is used from its first touch (SPEC §9: the press-in alone lasts 130 ms): the launch
// page's chunk starts loading on pointerdown, and the launch call starts with the click, not
// after the page's chunk has arrived and rendered. The call itself waits for the click: it
// spends a single-use ticket and lists the game as recently played, and a touch that turns
// into a scroll must do neither.
import { signal } from '@preact/signals-react';
import { call } from '../api/client';
import * as gamesApi from '../api/calls/games';
import type { LaunchParams } from '../api/endpoints';
import type { LaunchResult, PrizeModeMapping } from '../api/types';
import { routeAt } from '../routes';
import { isHomePath } from '../rules/chrome';
import { launchParams, launchTarget, needsMapping, type LaunchGame, type LaunchTarget } from '../rules/game-launch';
import { language, t } from './i18n';
import { preloadRoutePage } from './page-preload';
import { loggedIn } from './session';
import { toast } from './toasts';

/** The prize-mode mapping, asked once: the touch's prepare() and the click's launch() share the call in flight. */
let mapping: Promise<PrizeModeMapping | null> | null = null;

function prizeModeMapping(): Promise<PrizeModeMapping | null> {
  mapping ??= call(gamesApi.lotteryMenu, { language: language.value }).then(
    (m) => m.mapping,
    () => {
      // A failed call is asked again by the next launch.
      mapping = null;
      return null;
    },
  );
  return mapping;
}

/**
 * A launch call started by the tap itself, before the launch page's chunk has arrived: the page
 * (state/games/screens.ts gameLaunch) takes it instead of asking again. Only the same
 * parameters, and only for a few seconds (a page opened later asks afresh).
 */
let early: { key: string; answer: Promise<LaunchResult>; at: number } | null = null;
const EARLY_MS = 10_000;

function startLaunch(params: LaunchParams): void {
  const answer = call(gamesApi.launchGame, params, { retries: 0 });
  answer.catch(() => undefined);
  early = { key: JSON.stringify(params), answer, at: Date.now() };
}

export function takeEarlyLaunch(params: LaunchParams): Promise<LaunchResult> | null {
  const found = early !== null && early.key === JSON.stringify(params) && Date.now() - early.at < EARLY_MS;
  const answer = found ? early!.answer : null;
  early = null;
  return answer;
}

/** Set when a launch leaves an app page, so closing the game can step back to it. */
export const launchedFrom = signal<string | null>(null);

async function targetOf(game: LaunchGame, from: string): Promise<LaunchTarget> {
  // A visitor's too: the login it is sent to comes back to the game with the right prize mode.
  const modes = needsMapping(game.vassalage) ? await prizeModeMapping() : null;
  return launchTarget(game, { loggedIn: loggedIn.value, mapping: modes ?? {}, fromHome: isHomePath(from) });
}

/**
 * For a tile that has been on the screen a while: what a member's tap on it would wait for
 * before its launch call (the prize-mode mapping of a lottery; asked once per visit). Not while
 * the page is hidden, where its polls make none either: a tap after it comes back asks then.
 */
export function warm(game: LaunchGame): void {
  if (loggedIn.value && !document.hidden && needsMapping(game.vassalage)) void prizeModeMapping();
}

/** On the first touch of a tile: the chunk of the page the tap will open (idempotent, no side effect). */
export async function prepare(game: LaunchGame, from = location.pathname + location.search): Promise<void> {
  const route = routeAt((await targetOf(game, from)).path.split('?')[0]!);
  if (route) preloadRoutePage(route);
}

export async function launch(
  game: LaunchGame,
  navigate: (path: string) => void,
  from = location.pathname + location.search,
): Promise<void> {
  const target = await targetOf(game, from);
  // SPEC §8: a visitor on a member feature is told to log in (2 s).
  if (target.kind === 'login') toast.info(t('toast.pleaseLogin'), 2000);
  else launchedFrom.value = from;
  if (target.kind === 'launcher' || target.kind === 'lottery') {
    const [, query = ''] = target.path.split('?');
    startLaunch(launchParams(target.kind, new URLSearchParams(query), language.value));
  }
  navigate(target.path);
}

/** For tests: forget the cached mapping. */
export function resetLaunch(): void {
  mapping = null;
  early = null;
  launchedFrom.value = null;
}
