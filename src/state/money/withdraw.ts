// Withdrawals (SPEC §7 Withdraw): settings and payout destinations (bank accounts and PIX
// keys), the request (the server reserves the amount at once; the pending-money poll then
// watches for the payout), the records with their report by status, and the transactions.
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { ParamsOf } from '../../api/endpoints';
import type { TransactionRow, WithdrawRecord } from '../../api/types';
import { language } from '../i18n';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';
import { movingMoney } from './balance';
import { expectDecision, fresher, latestWithdrawals } from './pending';

export const withdrawSettings = resource((signal) => call(walletApi.withdrawSettings, {}, { signal }));
export const payoutDestinations = resource((signal) => call(walletApi.bankCards, {}, { signal }));
export const withdrawReport = resource((signal) => call(walletApi.withdrawReport, {}, { signal }));
export const transactionCodes = resource((signal) => call(walletApi.transactionCodes, {}, { signal }));

export async function requestWithdraw(p: ParamsOf<'withdraw'>) {
  const r = await movingMoney(() => call(walletApi.withdraw, p));
  expectDecision();
  return r;
}

export async function addPayoutDestination(p: ParamsOf<'addBankCard'>) {
  const list = await call(walletApi.addBankCard, p);
  payoutDestinations.data.value = list;
  return list;
}

/** The withdrawal as the pending-money poll last read it (paid or rejected without a reload). */
export const latestWithdrawal = (r: WithdrawRecord): WithdrawRecord => fresher(r, latestWithdrawals.value);

export const withdrawRecordPages: PageFetcher<WithdrawRecord> = async (pageNo, signal) => {
  const r = await call(walletApi.withdrawRecords, { pageNo, pageSize: 20 }, { signal });
  // A withdrawal still processing keeps the poll on, whatever the wallet said before this read
  // (a payout made between the two would otherwise show as processing until a reload).
  if (r.list.some((w) => w.status === 'processing')) expectDecision();
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
};

/** The transaction details of one code ('ALL': every code). */
export const transactionPages =
  (code: string): PageFetcher<TransactionRow> =>
  async (pageNo, signal) => {
    const r = await call(
      walletApi.transactions,
      { pageNo, pageSize: 20, language: language.value, ...(code === 'ALL' ? {} : { code }) },
      { signal },
    );
    return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
  };
