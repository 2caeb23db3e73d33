// The game screens' catalogue (SPEC §7 Games: game types, vendors, vendor game types): the game
// menu lives here, with the game pages, rather than in state/home-catalogue.ts, which home's first view loads.
import { call } from '../../api/client';
import * as gamesApi from '../../api/calls/games';
import type { Language } from '../../api/types';
import { ensure, gameTypes, vendors } from '../home-catalogue';
import { resource } from '../resource';

/** Each game type's classifications (the lobby's tabs, SPEC §2.4). */
export const gameMenu = resource((signal, language: Language) =>
  call(gamesApi.vendorGameTypes, { typeId: 1, language }, { signal }),
);

/** The catalogue metadata for a language (types, vendors, menu), fetched in parallel. */
export function ensureCatalogue(language: Language): void {
  ensure(gameTypes, language);
  ensure(vendors, language);
  ensure(gameMenu, language);
}
