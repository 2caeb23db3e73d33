import type { Banner } from '../../src/api/types.ts';
import { isAdvanceBonus } from '../../src/rules/advance-bonus.ts';
import { PATHS } from '../../src/routes.ts';
import { listAnnouncements, listBanners } from '../db/content.ts';
import { listPromotions } from '../db/promo.ts';
import type { ApiContext, Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';
import { advanceBonusesAllowed } from './promo.ts';

const TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;

/** The page a banner opens that advertises a kind of promotion by itself (the check-in, invite friends). */
const KIND_OF_PAGE: Readonly<Record<string, string>> = { [PATHS.signIn]: 'SIGNIN', [PATHS.inviteFriends]: 'REFERRAL' };

/**
 * Without advance bonuses (src/rules/advance-bonus.ts), whether a banner advertises one: it opens
 * such a promotion's page, or the page of a kind whose live promotion is one.
 */
function advertisesAdvance(ctx: Pick<ApiContext, 'db'>): (b: Banner) => boolean {
  const advance = listPromotions(ctx.db, 'en', null).filter(isAdvanceBonus);
  return (b) => {
    const id = new RegExp(`^${PATHS.promotionDetail}\\?id=(\\d+)$`).exec(b.link)?.[1];
    if (id !== undefined) return advance.some((p) => p.id === Number(id));
    const kind = KIND_OF_PAGE[b.link];
    return kind !== undefined && advance.some((p) => p.kind === kind);
  };
}

export const homeHandlers: Handlers<'announcementBanner'> = {
  announcementBanner: (ctx) => {
    const { db, params, site } = ctx;
    const { language } = params;
    const types = params.types
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    if (!types.every((t) => (TYPES as readonly string[]).includes(t)))
      throw apiError('BAD_PARAM', `types must list ${TYPES.join(', ')}`);
    const allowed = advanceBonusesAllowed(ctx);
    // A promotion announcement of a deposit bonus advertises an advance bonus.
    const of = (type: string) =>
      (types.includes(type) ? listAnnouncements(db, language, [type]) : []).filter(
        (a) => allowed || a.promotionType !== 'DEPOSIT',
      );
    const strip = ({ contentType: _, ...item }: ReturnType<typeof listAnnouncements>[number]) => item;
    const banners = types.includes('B') ? listBanners(db, language, site.currencySymbol) : [];
    const advertises = allowed ? null : advertisesAdvance(ctx);
    return {
      banners: advertises ? banners.filter((b) => !advertises(b)) : banners,
      player: of('PL').map(strip),
      popup: of('PU').map(strip),
      promotion: of('PR').map(strip),
    };
  },
};
