// Deposits (SPEC §7 Deposit): the methods, limits, presets and bonus promotions on offer, the
// request (a payment order: a PIX code, a gateway page or the operator's account), one order
// with how to pay it, and the records. A request starts the pending-money poll at once.
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { ParamsOf } from '../../api/endpoints';
import type { DepositRecord } from '../../api/types';
import { secondsUntil } from '../../rules/payment-order';
import { language } from '../i18n';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';
import { expectDecision, fresher, latestDeposits } from './pending';

/** Reads the language: useResource with `perLanguage`. */
export const depositSettings = resource((signal) =>
  call(walletApi.depositSettings, { language: language.value }, { signal }),
);

/**
 * One order. An order that still waits is money that waits, whatever the wallet said: the
 * operator may decide between the two reads (the wallet then says nothing waits, and the page
 * would show "Pendente" until a reload), so the poll runs until this order's decision shows.
 */
export const depositOrder = resource(async (signal, id: number) => {
  const r = await call(walletApi.depositOrder, { id }, { signal });
  if (r.status === 'pending') expectDecision();
  return r;
});

export async function requestDeposit(p: ParamsOf<'deposit'>): Promise<DepositRecord> {
  const r = await call(walletApi.deposit, p);
  depositOrder.data.value = r;
  expectDecision();
  return r;
}

/** The order as the pending-money poll last read it (its status moves without a reload). */
export const latestOrder = (r: DepositRecord): DepositRecord => fresher(r, latestDeposits.value);

export const depositRecordPages: PageFetcher<DepositRecord> = async (pageNo, signal) => {
  const r = await call(walletApi.depositRecords, { pageNo, pageSize: 20 }, { signal });
  // As for one order: a record still waiting keeps the poll on, whatever the wallet said.
  if (r.list.some((d) => d.status === 'pending')) expectDecision();
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
};

/**
 * Seconds until an order stops being payable, recomputed from the clock every second (not
 * by counting ticks, so a throttled background tab still ends on time); null without an end.
 * A plain interval, not a stream: RxJS here would put four small shared chunks in front of
 * the deposit page for one clock.
 */
export function useSecondsLeft(endsAt: string | null): number | null {
  const deadline = endsAt === null ? null : Date.parse(endsAt);
  const [left, setLeft] = useState(() => (deadline === null ? null : secondsUntil(deadline, Date.now())));
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const s = secondsUntil(deadline, Date.now());
      setLeft(s);
      if (s === 0) clearInterval(id);
    };
    const id = setInterval(tick, 1000);
    tick();
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}
