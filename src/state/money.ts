// Wallet and member-centre data for the lazy wallet pages (issue 7). Each money action
// refreshes the balance everywhere it shows (header, side menu, member centre).
import { call } from '../api/client';
import * as walletApi from '../api/calls/wallet';
import type { ParamsOf } from '../api/endpoints';
import { language } from './i18n';
import { resource } from './resource';
import { member, wallet } from './session';
import { refreshBalance } from './wallet';

/**
 * The balance a money call answered, shown at once. The refresh stream drops a request made
 * while a fetch is in flight (exhaustMap), so a refresh alone could leave the old amount.
 */
export function showBalance(cents: number): void {
  if (wallet.value) wallet.value = { ...wallet.value, sumBalance: cents };
}

export const depositSettings = resource((signal) =>
  call(walletApi.depositSettings, { language: language.value }, { signal }),
);
export const withdrawSettings = resource((signal) => call(walletApi.withdrawSettings, {}, { signal }));
export const bankCards = resource((signal) => call(walletApi.bankCards, {}, { signal }));
export const profile = resource((signal) => call(walletApi.memberProfile, {}, { signal }));
export const vipInfo = resource((signal) => call(walletApi.vipInfo, {}, { signal }));
export const transactionCodes = resource((signal) => call(walletApi.transactionCodes, {}, { signal }));

/**
 * A request key for a money call: kept by the form while its values stay the same, so a
 * retry after a timeout is the same request on the server and moves money once.
 */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function requestDeposit(p: ParamsOf<'deposit'>) {
  const r = await call(walletApi.deposit, p);
  refreshBalance();
  return r;
}

export async function requestWithdraw(p: ParamsOf<'withdraw'>) {
  try {
    const r = await call(walletApi.withdraw, p);
    showBalance(r.balance);
    return r;
  } finally {
    refreshBalance();
  }
}

export async function addBankCard(p: ParamsOf<'addBankCard'>) {
  const cards = await call(walletApi.addBankCard, p);
  bankCards.data.value = cards;
  return cards;
}

export async function setPaymentPassword(p: ParamsOf<'setPaymentPassword'>) {
  await call(walletApi.setPaymentPassword, p);
  if (withdrawSettings.data.value)
    withdrawSettings.data.value = { ...withdrawSettings.data.value, hasPaymentPassword: true };
  if (profile.data.value) profile.data.value = { ...profile.data.value, hasPaymentPassword: true };
}

export async function saveProfile(p: ParamsOf<'updateProfile'>) {
  profile.data.value = await call(walletApi.updateProfile, p);
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

export async function resetPaymentPassword(p: ParamsOf<'resetPaymentPassword'>) {
  await call(walletApi.resetPaymentPassword, p);
}

/** The withdrawal-password check: true when the typed payment password is the member's. */
export async function verifyPaymentPassword(password: string): Promise<boolean> {
  return (await call(walletApi.checkPaymentPassword, { password })).ok;
}
