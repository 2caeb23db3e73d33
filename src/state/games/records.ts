// Game records (SPEC §7 /lgw/orders): the member's rounds and bets page by page, a round's
// sub-orders, and cancelling pending ones (refunded; the balance refreshes).
import { call } from '../../api/client';
import * as gamesApi from '../../api/calls/games';
import type { OrderSummary } from '../../api/types';
import type { PageFetcher } from '../paged';
import { language } from '../i18n';
import { resource } from '../resource';
import { refreshBalance } from '../wallet';

export const orderPages: PageFetcher<OrderSummary> = async (pageNo, signal) => {
  const r = await call(gamesApi.orders, { pageNo, pageSize: 20, language: language.value }, { signal });
  return { items: r.content, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
};

/** A round's detail: one per open row. */
export const orderDetail = () =>
  resource((signal, orderId: string) => call(gamesApi.orderDetail, { orderId, language: language.value }, { signal }));

/** Cancels the picked pending sub-orders; answers the refund in cents. */
export async function cancelSubOrders(orderId: string, subOrderIds: string[]): Promise<number> {
  const r = await call(gamesApi.cancelSubOrders, { orderId, subOrderIds });
  refreshBalance();
  return r.refund;
}
