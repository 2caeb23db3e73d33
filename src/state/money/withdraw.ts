// Withdrawals (SPEC §7 Withdraw): settings and bank cards, the request (the server reserves the
// amount at once), the records with their report by status, and the transaction details.
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { ParamsOf } from '../../api/endpoints';
import type { TransactionRow, WithdrawRecord } from '../../api/types';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';
import { movingMoney } from './balance';

export const withdrawSettings = resource((signal) => call(walletApi.withdrawSettings, {}, { signal }));
export const bankCards = resource((signal) => call(walletApi.bankCards, {}, { signal }));
export const withdrawReport = resource((signal) => call(walletApi.withdrawReport, {}, { signal }));
export const transactionCodes = resource((signal) => call(walletApi.transactionCodes, {}, { signal }));

export const requestWithdraw = (p: ParamsOf<'withdraw'>) => movingMoney(() => call(walletApi.withdraw, p));

export async function addBankCard(p: ParamsOf<'addBankCard'>) {
  const cards = await call(walletApi.addBankCard, p);
  bankCards.data.value = cards;
  return cards;
}

export const withdrawRecordPages: PageFetcher<WithdrawRecord> = async (pageNo, signal) => {
  const r = await call(walletApi.withdrawRecords, { pageNo, pageSize: 20 }, { signal });
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
};

/** The transaction details of one code ('ALL': every code). */
export const transactionPages =
  (code: string): PageFetcher<TransactionRow> =>
  async (pageNo, signal) => {
    const r = await call(
      walletApi.transactions,
      { pageNo, pageSize: 20, ...(code === 'ALL' ? {} : { code }) },
      { signal },
    );
    return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
  };
