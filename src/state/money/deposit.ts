// Deposits (SPEC §7 Deposit): the methods, limits, presets and promotions on offer, the request
// (pending until the operator approves it) and the records.
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { ParamsOf } from '../../api/endpoints';
import type { DepositRecord } from '../../api/types';
import { language } from '../i18n';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';
import { refreshBalance } from '../wallet';

/** Reads the language: useResource with `perLanguage`. */
export const depositSettings = resource((signal) =>
  call(walletApi.depositSettings, { language: language.value }, { signal }),
);

export async function requestDeposit(p: ParamsOf<'deposit'>): Promise<DepositRecord> {
  const r = await call(walletApi.deposit, p);
  refreshBalance();
  return r;
}

export const depositRecordPages: PageFetcher<DepositRecord> = async (pageNo, signal) => {
  const r = await call(walletApi.depositRecords, { pageNo, pageSize: 20 }, { signal });
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
};
