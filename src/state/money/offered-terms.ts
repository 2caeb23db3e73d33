// The promotions' wagering terms for the deposit form's bonus choice (the promotion list's answer).
// The list's call module is imported when the form first asks, not with the deposit page: as a
// static import it would join the chunk shared by the pages players open from home, and home's
// popups (which use it too) would load that whole chunk after every first paint.
import { call } from '../../api/client';
import type { Language } from '../../api/types';
import { resource } from '../resource';

export const offeredPromotions = resource(async (signal, lang: Language) => {
  const api = await import('../../api/calls/promotion-list');
  return call(api.promotions, { language: lang }, { signal });
});
