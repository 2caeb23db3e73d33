// Start-up path. The wallet balance: refreshed on demand and after money or game actions
// (SPEC §4); hidden state remembered across visits. The stream lives in streams-wiring.ts.
import { signal } from '@preact/signals-react';
import { readString, writeString } from '../lib/storage';
import { channel } from './channel';

export const balanceHidden = signal(readString('hideBalance', 'local', (v) => v === '0' || v === '1') === '1');
export const balanceRefreshing = signal(false);
export const balanceError = signal(false);

export const balanceRequests = channel<void>();
export const refreshBalance = (): void => balanceRequests.send();

export function toggleBalanceHidden(): void {
  balanceHidden.value = !balanceHidden.value;
  writeString('hideBalance', balanceHidden.value ? '1' : '0');
}
