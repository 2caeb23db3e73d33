// Opening a game (SPEC §4 Game launch): the route comes from rules/game-launch; lottery
// vendors first need the prize-mode mapping. The launch page's close control returns to
// the page the player launched from.
import { signal } from '@preact/signals-react';
import { call } from '../api/client';
import * as catalogueApi from '../api/calls/catalogue';
import type { PrizeModeMapping } from '../api/types';
import { isHomePath } from '../rules/chrome';
import { launchTarget, needsMapping, type LaunchGame } from '../rules/game-launch';
import { language, t } from './i18n';
import { loggedIn } from './session';
import { toast } from './toasts';

let mapping: PrizeModeMapping | null = null;

/** Set when a launch leaves an app page, so closing the game can step back to it. */
export const launchedFrom = signal<string | null>(null);

export async function launch(
  game: LaunchGame,
  navigate: (path: string) => void,
  from = location.pathname + location.search,
): Promise<void> {
  // A visitor's too: the login it is sent to comes back to the game with the right prize mode.
  if (mapping === null && needsMapping(game.vassalage)) {
    mapping = await call(catalogueApi.lotteryMenu, { language: language.value }).then(
      (m) => m.mapping,
      () => null,
    );
  }
  const target = launchTarget(game, { loggedIn: loggedIn.value, mapping: mapping ?? {}, fromHome: isHomePath(from) });
  // SPEC §8: a visitor on a member feature is told to log in (2 s).
  if (target.kind === 'login') toast.info(t('toast.pleaseLogin'), 2000);
  else launchedFrom.value = from;
  navigate(target.path);
}

/** For tests: forget the cached mapping. */
export function resetLaunch(): void {
  mapping = null;
  launchedFrom.value = null;
}
