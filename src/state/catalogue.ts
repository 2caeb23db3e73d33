// Catalogue data for the home lobby: game types and the rows (SPEC §7 Games).
import { call } from '../api/client';
import type { Game, Language } from '../api/types';
import { resource } from './resource';

/** SPEC §9: home rows hold 20 games and ask in EN. */
export const HOME_ROW_SIZE = 20;
export const HOME_ROW_LANGUAGE: Language = 'en';

export interface HomeSection { category: string; gameType: string; vassalage?: string }

/** The lobby sections the first version shows, in order (SPEC §2.3). */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { category: 'RNG', gameType: 'RNG' },
  { category: 'PG', gameType: 'RNG', vassalage: 'PGE' },
  { category: 'LIVE', gameType: 'LIVE' },
  { category: 'FISH', gameType: 'FISH' },
  { category: 'SPORTS', gameType: 'SPORTS' },
];

export const gameTypes = resource((signal, language: Language) => call('gameTypes', { typeId: 1, language }, { signal }));

export const homeRows = resource(async (signal): Promise<Record<string, Game[]>> => {
  const pages = await Promise.all(HOME_SECTIONS.map((s) => call('gameList', {
    language: HOME_ROW_LANGUAGE, pageNo: 1, pageSize: HOME_ROW_SIZE, gameType: s.gameType, vassalage: s.vassalage,
    platform: 'html5', clientType: 2,
  }, { signal })));
  return Object.fromEntries(HOME_SECTIONS.map((s, i) => [s.category, pages[i]!.games]));
});
