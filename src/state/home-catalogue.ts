// Start-up path: home's game types, vendors and rows.
// Catalogue data (SPEC §7 Games) home needs: game types, vendors and the home rows (the game
// screens' own, such as the game menu, are state/games/catalogue.ts). Each home row loads on
// its own, so the first rows paint before the rest ask.
import { computed } from '@preact/signals-react';
import { call } from '../api/client';
import * as catalogueApi from '../api/calls/catalogue';
import type { Game, Language } from '../api/types';
import { listScope } from '../rules/game-list-scope';
import { resource, type Resource } from './resource';
import { merchantOf } from './session';

/** SPEC §9: home rows hold 20 games and ask in EN; the hot row uses isPlatform 2. */
export const HOME_ROW_SIZE = 20;
export const HOME_ROW_LANGUAGE: Language = 'en';

export interface HomeSection {
  category: string;
  gameType: string;
  vassalage?: string;
  hot?: boolean;
}

/**
 * SPEC §2.3 lobby sections, in order: Hot, slots, PG, TA, Fish, SS, SPB, Live, Sports; and the
 * lottery after the slots, so a player reaches the draws from home (its 'view all' is /m/lottery).
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { category: 'HOT', gameType: 'HOT', hot: true },
  { category: 'RNG', gameType: 'RNG' },
  { category: 'LOTTERY', gameType: 'LOTTERY' },
  { category: 'PG', gameType: 'RNG', vassalage: 'PGE' },
  { category: 'TA', gameType: 'RNG', vassalage: 'TA' },
  { category: 'FISH', gameType: 'FISH' },
  { category: 'SS', gameType: 'RNG', vassalage: 'SS' },
  { category: 'SPB', gameType: 'RNG', vassalage: 'SPB' },
  { category: 'LIVE', gameType: 'LIVE' },
  { category: 'SPORTS', gameType: 'SPORTS' },
];
/** Rows above the fold load at once; the others when they come near the screen. */
export const EAGER_ROWS = 3;

export const gameTypes = resource((signal, language: Language) =>
  call(catalogueApi.gameTypes, { typeId: 1, language }, { signal }),
);
export const vendors = resource((signal, language: Language) => call(catalogueApi.vendors, { language }, { signal }));

/** Each vendor's name by its code, once the vendors are in: tiles name the vendor, never its code. */
export const vendorNames = computed(
  () => new Map((vendors.data.value ?? []).map((v) => [v.vassalage, v.displayName] as const)),
);

const loadedIn = new WeakMap<object, Language>();

/** Loads a language-keyed resource unless it already holds (or is fetching) that language. */
export function ensure<T>(r: Resource<T, [Language]>, language: Language): void {
  if (loadedIn.get(r) === language && (r.data.value !== null || r.loading.value)) return;
  loadedIn.set(r, language);
  void r.load(language);
}

const rows = new Map<string, Resource<Game[], []>>();

/** One resource per home section, shared by every view that shows the row. */
export function homeRow(s: HomeSection): Resource<Game[], []> {
  let row = rows.get(s.category);
  if (!row) {
    row = resource(
      async (signal): Promise<Game[]> =>
        s.hot
          ? (
              await call(
                catalogueApi.hotGames,
                { isPlatform: 2, language: HOME_ROW_LANGUAGE, platform: 'html5' },
                { signal },
              )
            ).list.slice(0, HOME_ROW_SIZE)
          : (
              await call(
                catalogueApi.gameList,
                {
                  language: HOME_ROW_LANGUAGE,
                  pageNo: 1,
                  pageSize: HOME_ROW_SIZE,
                  gameType: s.gameType,
                  vassalage: s.vassalage,
                  platform: 'html5',
                  clientType: 2,
                  ...listScope(merchantOf()),
                },
                { signal },
              )
            ).games,
    );
    rows.set(s.category, row);
  }
  return row;
}

/** SPEC §4: a language change reloads the home rows that were loaded (the debounce is upstream). */
export function reloadHomeRows(): void {
  for (const row of rows.values()) if (row.data.value || row.loading.value) void row.load();
}
