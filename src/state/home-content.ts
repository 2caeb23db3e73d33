// Home content (SPEC §2.3, §7): carousel banners and ticker notices in one call, and the
// winners board (20 biggest wins). Both reload on a language change.
import { call } from '../api/client';
import * as catalogueApi from '../api/calls/catalogue';
import type { Language } from '../api/types';
import { resource } from './resource';

/** SPEC §7: on home the banner call asks for types B, PL and PU. */
export const homeContent = resource((signal, language: Language) =>
  call(catalogueApi.announcementBanner, { types: 'B,PL,PU', platform: 'M', language }, { signal }));

/** SPEC §9: the winners board shows 20 entries. */
export const WINNERS_LIMIT = 20;
export const winners = resource(async (signal, language: Language) =>
  (await call(catalogueApi.winners, { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT }, { signal })).list);
