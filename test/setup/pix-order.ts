// A PIX deposit order as the platform answers it (SPEC §7 Deposit), still waiting for payment:
// R$ 50,00, its BR Code, ten minutes left to pay from the moment it is asked for. A function, not
// a constant: the unit suites share one process, and an order stamped when the first suite
// imported it had less than ten minutes left by the time a later suite read its countdown.
import type { DepositRecord } from '../../src/api/types.ts';

export function pendingPixOrder(): DepositRecord {
  return {
    id: 7,
    methodId: 'pix-fast',
    kind: 'PIX',
    amount: 5000,
    status: 'pending',
    promoId: null,
    bonus: 0,
    promisedBonus: 0,
    payCode:
      '00020126360014br.gov.bcb.pix0114pix@aurora.com5204000053039865405050.005802BR5901A6001B62060502T16304ABCD',
    payUrl: null,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
  };
}
