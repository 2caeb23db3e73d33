// The member's profile and settings (SPEC §7 Member settings): nickname, e-mail, payee name,
// head icon, security question, payment password (set, reset with the answer, check), VIP.
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { ParamsOf } from '../../api/endpoints';
import { resource } from '../resource';
import { member } from '../session';
import { withdrawSettings } from '../money/withdraw';

export const profile = resource((signal) => call(walletApi.memberProfile, {}, { signal }));
export const vipInfo = resource((signal) => call(walletApi.vipInfo, {}, { signal }));

/** Saved, and the nickname shown at once wherever member info shows it (side menu). */
export async function saveProfile(p: ParamsOf<'updateProfile'>) {
  const saved = await call(walletApi.updateProfile, p);
  profile.data.value = saved;
  if (member.value) member.value = { ...member.value, nickname: saved.nickname };
}

/** The head icon, saved and shown at once on the profile and wherever member info shows it (side menu). */
export async function saveHeadIcon(icon: string) {
  const r = await call(walletApi.setHeadIcon, { icon });
  if (profile.data.value) profile.data.value = { ...profile.data.value, headIcon: r.headIcon };
  if (member.value) member.value = { ...member.value, headIcon: r.headIcon };
}

export async function saveSecurityQuestion(p: ParamsOf<'setSecurityQuestion'>) {
  await call(walletApi.setSecurityQuestion, p);
  if (profile.data.value) profile.data.value = { ...profile.data.value, securityQuestion: p.question };
}

/** Set or changed: the withdraw page and the settings both stop asking for a first one. */
export async function setPaymentPassword(p: ParamsOf<'setPaymentPassword'>) {
  await call(walletApi.setPaymentPassword, p);
  if (withdrawSettings.data.value)
    withdrawSettings.data.value = { ...withdrawSettings.data.value, hasPaymentPassword: true };
  if (profile.data.value) profile.data.value = { ...profile.data.value, hasPaymentPassword: true };
}

export async function resetPaymentPassword(p: ParamsOf<'resetPaymentPassword'>) {
  await call(walletApi.resetPaymentPassword, p);
}

/** The withdrawal-password check: true when the typed payment password is the member's. */
export async function verifyPaymentPassword(password: string): Promise<boolean> {
  return (await call(walletApi.checkPaymentPassword, { password })).ok;
}
