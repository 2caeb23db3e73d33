// Promotions, the daily check-in and the referral link (SPEC §3 promotion states, §4).
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { Language } from '../api/types';
import { t } from './i18n';
import { errorKey, resource } from './resource';
import { toast } from './toasts';
import { refreshBalance } from './wallet';

export const promotions = resource((signal, lang: Language) =>
  call(messagesApi.promotions, { language: lang }, { signal }),
);
export const promotionDetail = resource((signal, id: number, lang: Language) =>
  call(messagesApi.promotionDetail, { id, language: lang }, { signal }),
);
export const signInCalendar = resource((signal) => call(messagesApi.signInDays, {}, { signal }));
export const referral = resource((signal) => call(messagesApi.referralLink, {}, { signal }));

/** Join or claim; the lists reload either way, so the button shows the server's state. */
export async function promotionAction(kind: 'join' | 'claim', id: number, reload: () => void): Promise<boolean> {
  const hide = toast.loading(t('common.pleaseWait'));
  try {
    if (kind === 'join') await call(messagesApi.promotionJoin, { id });
    else {
      await call(messagesApi.promotionClaim, { id });
      refreshBalance();
    }
    hide();
    toast.success(t(kind === 'join' ? 'promo.joinedToast' : 'promo.claimedToast'), 2000);
    return true;
  } catch (e) {
    hide();
    toast.fail(t(errorKey(e)), 2000);
    return false;
  } finally {
    reload();
  }
}

export async function checkIn(): Promise<void> {
  const hide = toast.loading(t('common.pleaseWait'));
  try {
    signInCalendar.data.value = await call(messagesApi.signIn, {});
    refreshBalance();
    hide();
    toast.success(t('signIn.done'), 2000);
  } catch (e) {
    hide();
    toast.fail(t(errorKey(e)), 2000);
  }
}
