// The game list centre's choices (SPEC §2.4, §9): tabs, filter panel sections, the name
// search, min-bet options, page sizes, and how a lobby URL maps to a starting state.
import type { GameMenuEntry } from '../api/types';
import { categoryType } from './vendor-groups';

/** SPEC §9 page sizes. */
export const PAGE_SIZE = { lobby: 9, home: 20, favLobby: 24, favHome: 20 } as const;
/** SPEC §9 filter min-bet options, in currency units as the server reads them. */
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBet = (typeof MIN_BET_OPTIONS)[number];
/** A min-bet option in cents, for showing it as money in the player's format; null for 'all'. */
export const minBetCents = (o: MinBet): number | null => (o === 'all' ? null : Math.round(Number(o) * 100));
/** SPEC §3 game select types. */
export const SELECT_TYPES = ['ALL', 'NEW', 'FAV'] as const;

/** SPEC §2.4: a game-name search box for LIVE and SPORTS only. */
export const showNameSearch = (gameType: string): boolean => gameType === 'LIVE' || gameType === 'SPORTS';

/** The classifications the catalogue holds for a category, in menu order, without blanks. */
export function classifiesOf(entries: readonly GameMenuEntry[], category: string): string[] {
  const out: string[] = [];
  for (const e of entries)
    if (e.gameCategory === category && e.gameClassify !== '' && !out.includes(e.gameClassify)) out.push(e.gameClassify);
  return out;
}

/** SPEC §2.4 tabs: All, New (RNG only), Favorites, then the classifications when more than one. */
export function lobbyTabs(gameType: string, classifies: readonly string[]): string[] {
  return ['ALL', ...(gameType === 'RNG' ? ['NEW'] : []), 'FAV', ...(classifies.length > 1 ? classifies : [])];
}

export interface FilterSections {
  type: boolean;
  minBet: boolean;
  classes: string[];
  vendor: boolean;
  name: boolean;
}

/** SPEC §2.4 filter panel: type and min-bet only for RNG; the class list is empty for FISH. */
export function filterSections(gameType: string, classifies: readonly string[]): FilterSections {
  const rng = gameType === 'RNG';
  return { type: rng, minBet: rng, classes: gameType === 'FISH' ? [] : [...classifies], vendor: true, name: true };
}

/** Categories of SPEC §3's category map that are one vendor's slots. */
export const VENDOR_CATEGORIES: Readonly<Record<string, string>> = { PG: 'PGE', TA: 'TA', SS: 'SS', SPB: 'SPB' };
/** Categories of the map that are slot classifications. */
const CLASSIFY_CATEGORIES = new Set(['MEGAWAY', 'FEATUREBUY', 'BONUSGAME']);

/** The filter panel's and the name search's starting values: nothing narrowed. */
export const NO_EXTRA_FILTER: Pick<LobbyFilter, 'minBet' | 'gameName' | 'selectType'> = {
  minBet: 'all',
  gameName: '',
  selectType: 'ALL',
};

export interface LobbyStart {
  category: string;
  gameType: string;
  tab: string;
  vassalage: string;
}

/** Where /m/gameLobbyCenter?gameCategory=&gameType=&gameClassify= starts; missing parts default to slots. */
export function lobbyStart(search: string): LobbyStart {
  const q = new URLSearchParams(search);
  const c = (q.get('gameCategory') ?? '').toUpperCase();
  const t = (q.get('gameType') ?? '').toUpperCase();
  const k = (q.get('gameClassify') ?? '').trim();
  let tab =
    k === '' || k.toUpperCase() === 'ALL' ? 'ALL' : ['NEW', 'FAV'].includes(k.toUpperCase()) ? k.toUpperCase() : k;
  let category = c;
  let vassalage = (q.get('vassalage') ?? '').trim();
  if (c in VENDOR_CATEGORIES) {
    category = t || 'RNG';
    vassalage = VENDOR_CATEGORIES[c]!;
  } else if (c === 'NEW' || c === 'FAV') {
    category = t || 'RNG';
    tab = c;
  } else if (CLASSIFY_CATEGORIES.has(c)) {
    category = 'RNG';
    tab = c;
  } else if (c === '' || c === 'PROVIDER' || c === 'HOT' || c === 'ALL') category = t || 'RNG';
  const gameType = categoryType(category);
  // New is offered for RNG only; elsewhere the list starts at All.
  if (tab === 'NEW' && gameType !== 'RNG') tab = 'ALL';
  return { category, gameType, tab, vassalage };
}

export interface LobbyFilter {
  tab: string;
  vassalage: string;
  minBet: MinBet;
  gameName: string;
  selectType: (typeof SELECT_TYPES)[number];
}

/** Which call a lobby state makes, with its parameters (without paging and language). */
export function lobbyCall(
  category: string,
  f: LobbyFilter,
):
  | { call: 'favouriteList'; params: { gameType: string } }
  | {
      call: 'gameList';
      params: {
        gameType: string;
        gameCategory: string;
        vassalage?: string;
        gameClassify?: string;
        isNew?: boolean;
        minBet?: string;
        gameName?: string;
      };
    } {
  const gameType = categoryType(category);
  if (f.tab === 'FAV' || f.selectType === 'FAV') return { call: 'favouriteList', params: { gameType } };
  const rng = gameType === 'RNG';
  const classify = f.tab !== 'ALL' && f.tab !== 'NEW' ? f.tab : undefined;
  const name = f.gameName.trim();
  return {
    call: 'gameList',
    params: {
      gameType,
      gameCategory: category,
      vassalage: f.vassalage || undefined,
      gameClassify: classify,
      isNew: rng && (f.tab === 'NEW' || f.selectType === 'NEW') ? true : undefined,
      minBet: rng && f.minBet !== 'all' ? f.minBet : undefined,
      gameName: name === '' ? undefined : name,
    },
  };
}

/** The lobby URL query for a state (the inverse of lobbyStart), without '?'. */
export function lobbyQuery(s: { category: string; gameType: string; tab: string; vassalage: string }): string {
  const q = new URLSearchParams({ gameCategory: s.category, gameType: s.gameType, gameClassify: s.tab });
  if (s.vassalage) q.set('vassalage', s.vassalage);
  return q.toString();
}
