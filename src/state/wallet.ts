// The wallet balance: refreshed on demand and after money or game actions (SPEC §4);
// hidden state remembered across visits.
import { signal } from '@preact/signals-react';
import { Subject } from 'rxjs';
import { call } from '../api/client';
import { balance } from '../streams/balance';
import { readString, writeString } from '../lib/storage';
import { wallet } from './session';

export const balanceHidden = signal(readString('hideBalance') === '1');
export const balanceRefreshing = signal(false);
export const balanceError = signal(false);

const refresh$ = new Subject<void>();
export const refreshBalance = (): void => refresh$.next();

export function toggleBalanceHidden(): void {
  balanceHidden.value = !balanceHidden.value;
  writeString('hideBalance', balanceHidden.value ? '1' : '0');
}

/** Started by main.tsx; returns the dispose. */
export function startBalance(): () => void {
  const sub = balance({ refresh$, fetchWallet: () => call('wallet', {}) }).subscribe((s) => {
    balanceRefreshing.value = s.refreshing;
    balanceError.value = s.error;
    if (s.wallet) wallet.value = s.wallet;
  });
  return () => sub.unsubscribe();
}
