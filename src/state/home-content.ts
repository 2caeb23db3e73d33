// Start-up path: home's banners and notices; the banner is home's largest paint.
// Home content (SPEC §2.3, §7): carousel banners and ticker notices in one call, and the
// winners board (20 biggest wins). Both reload on a language change.
import { call } from '../api/client';
import * as catalogueApi from '../api/calls/catalogue';
import { HOME_BANNER_PARAMS } from '../boot/home-banner-call';
import type { Language } from '../api/types';
import { resource } from './resource';

/** SPEC §7: types B, PL and PU; the same URL index.html prefetches for a visitor (boot/home-banner-call.ts). */
export const homeContent = resource((signal, language: Language) =>
  call(catalogueApi.announcementBanner, { ...HOME_BANNER_PARAMS, language }, { signal }),
);

/** SPEC §9: the winners board shows 20 entries. */
export const WINNERS_LIMIT = 20;
export const winners = resource(
  async (signal, language: Language) =>
    (await call(catalogueApi.winners, { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT }, { signal })).list,
);
