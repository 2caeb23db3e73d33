// Game launch routing (SPEC §4 Game launch, §5): one pure decision from the game, the
// session and the lottery prize-mode mapping to the route that opens it.
import type { LaunchParams } from '../api/endpoints';
import type { Language, PrizeModeMapping } from '../api/types';
import { loginFrom, PATHS } from '../routes';

/** The fields of a game (or a winners-board entry) that launching reads. */
export interface LaunchGame {
  nodeId: string;
  gameId: string;
  vassalage: string;
  gameCategory?: string;
  gameType?: string;
  lottoMode?: string;
  gameGroupId?: string;
  gameCode?: string;
  supportFreePlay?: boolean;
}

export interface LaunchContext {
  loggedIn: boolean;
  /** SPEC §4: the ELOTT mapping from the lottery menu. */
  mapping: PrizeModeMapping;
  /** Launched from a home page: the lottery close area then returns home (pageBack). */
  fromHome: boolean;
}

export type LaunchTarget =
  | { kind: 'login'; path: string }
  | { kind: 'lottery'; path: string }
  | { kind: 'launcher'; path: string }
  | { kind: 'gameList'; path: string };

/** SPEC §3 site configuration: prize modes Lott, ZY, Elott; TCG_SEA has its own (SPEC §4). */
export const PRIZE_MODES = { lottery: 'Lott', elottery: 'Elott', sea: 'SEA' } as const;
/** A catalogue entry standing for a whole vendor (a provider tile) carries this category. */
export const VASSALAGE = 'VASSALAGE';

/** SPEC §4: the elottery mode when the mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT. */
export function prizeMode(mapping: PrizeModeMapping): string {
  return mapping.TCG_LOTTO_VN === 'ELOTT' || mapping.LOTT === 'ELOTT' ? PRIZE_MODES.elottery : PRIZE_MODES.lottery;
}

/** SPEC §4: ent when the lotto mode includes Entertainment, otherwise trad. */
export const playType = (lottoMode = ''): 'ent' | 'trad' => (/entertainment/i.test(lottoMode) ? 'ent' : 'trad');

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, v);
  return s.toString();
};

/** SPEC §4, §6: a visitor logs in first and then lands on the game, not on home. */
export function launchTarget(game: LaunchGame, ctx: LaunchContext): LaunchTarget {
  const target = memberTarget(game, ctx);
  return ctx.loggedIn ? target : { kind: 'login', path: loginFrom(target.path) };
}

function memberTarget(game: LaunchGame, ctx: LaunchContext): LaunchTarget {
  const pageBack = ctx.fromHome ? '1' : undefined;
  const lottery = (mode: string) => ({
    kind: 'lottery' as const,
    // mui=1 asks the lottery client for its mobile UI.
    path: `${PATHS.startLottery}?${q({ mui: '1', playType: playType(game.lottoMode), gameId: game.gameId, prize_mode: mode, vassalage: game.vassalage, pageBack })}`,
  });
  switch (game.vassalage) {
    case 'TCG_LOTTO_VN':
      return lottery(prizeMode(ctx.mapping));
    case 'TCG_SEA':
      return lottery(PRIZE_MODES.sea);
    case 'LOTT':
      return lottery(prizeMode(ctx.mapping));
    case 'ELOTT':
      return {
        kind: 'launcher',
        path: `${PATHS.launchGame}?${q({
          playType: playType(game.lottoMode),
          gameId: game.gameId,
          gameGroupId: game.gameGroupId,
          prize_mode: PRIZE_MODES.elottery,
          code: game.gameCode,
          vassalage: game.vassalage,
          pageBack,
        })}`,
      };
  }
  if (game.gameCategory === VASSALAGE) {
    return { kind: 'gameList', path: `${PATHS.gameList}?${q({ gameType: game.gameType, vassalage: game.vassalage })}` };
  }
  return {
    kind: 'launcher',
    path: `${PATHS.launchGame}?${q({
      gameCategory: game.gameCategory,
      vassalage: game.vassalage,
      gameId: game.gameId,
      nodeId: game.nodeId,
      supportFreePlay: game.supportFreePlay === undefined ? undefined : String(game.supportFreePlay),
      pageBack,
    })}`,
  };
}

/** Lottery vendors need the prize-mode mapping before they can be routed. */
export const needsMapping = (vassalage: string): boolean => vassalage === 'TCG_LOTTO_VN' || vassalage === 'LOTT';

/**
 * The launch call's parameters from a launch page's query: /m/launchGame reads the generic
 * launcher's and the e-lottery's fields, /m/startLottery the lottery's. One function, so the
 * call a tap starts early (state/launch.ts) is the very call the page would make.
 */
export function launchParams(kind: 'launcher' | 'lottery', query: URLSearchParams, language: Language): LaunchParams {
  const get = (k: string) => query.get(k) ?? '';
  const type = get('playType');
  const playType: LaunchParams['playType'] = type === 'ent' || type === 'trad' ? type : undefined;
  const base = { vassalage: get('vassalage'), gameId: get('gameId') };
  const tail = { playType, prizeMode: get('prize_mode') || undefined, language };
  if (kind === 'lottery') return { ...base, ...tail };
  return {
    ...base,
    nodeId: get('nodeId') || undefined,
    gameCategory: get('gameCategory') || undefined,
    supportFreePlay: query.has('supportFreePlay') ? get('supportFreePlay') === 'true' : undefined,
    ...tail,
  };
}
