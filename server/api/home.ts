import { listAnnouncements, listBanners } from '../db/content.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

const TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;

export const homeHandlers: Handlers<'announcementBanner'> = {
  announcementBanner: ({ db, params, site }) => {
    const { language } = params;
    const types = params.types
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    if (!types.every((t) => (TYPES as readonly string[]).includes(t)))
      throw apiError('BAD_PARAM', `types must list ${TYPES.join(', ')}`);
    const of = (type: string) => (types.includes(type) ? listAnnouncements(db, language, [type]) : []);
    const strip = ({ contentType: _, ...item }: ReturnType<typeof listAnnouncements>[number]) => item;
    return {
      banners: types.includes('B') ? listBanners(db, language, site.currencySymbol) : [],
      player: of('PL').map(strip),
      popup: of('PU').map(strip),
      promotion: of('PR').map(strip),
    };
  },
};
