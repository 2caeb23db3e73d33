// Where money may come from and go to under the jurisdiction profile (src/rules/jurisdiction.ts):
// the deposit kinds it allows, the payer a PIX credit notice names, and the payout destinations a
// withdrawal may reach. In Brazil (Portaria SPA/MF 615/2024) money moves only between the bettor's
// own accounts, under their CPF: a deposit is credited only when the payer's CPF is the member's,
// and a withdrawal goes only to the PIX key that is the member's own CPF (a bank account carries no
// holder's CPF this site could hold it to, so it is refused). The default profile allows them all.
// Shared by the reference server (which refuses what these refuse) and the money pages.
import { cpfDigits } from './identity';
import type { JurisdictionProfile } from './jurisdiction';

type Profile = Pick<JurisdictionProfile, 'paymentKinds' | 'ownCpfPayments'>;

/** Whether the profile lets this deposit kind be offered, advertised and accepted. */
export const kindAllowed = (p: Pick<JurisdictionProfile, 'paymentKinds'>, kind: string): boolean =>
  p.paymentKinds === null || (p.paymentKinds as readonly string[]).includes(kind);

/**
 * What a credit notice with this payer does to an order: CREDIT it, or refuse the notice
 * (PAYER_CPF_REQUIRED: none named; PAYER_CPF_FORMAT: not a CPF), or reject the order
 * (PAYER_NOT_OWN_CPF: someone else paid; the money goes back to where it came from). Without
 * the own-CPF rule the payer is not read at all.
 */
export type PayerOutcome = 'CREDIT' | 'PAYER_CPF_REQUIRED' | 'PAYER_CPF_FORMAT' | 'PAYER_NOT_OWN_CPF';

export function payerOutcome(p: Profile, ownCpf: string | null, payerCpf: string | undefined): PayerOutcome {
  if (!p.ownCpfPayments) return 'CREDIT';
  if (payerCpf === undefined || payerCpf.trim() === '') return 'PAYER_CPF_REQUIRED';
  const payer = cpfDigits(payerCpf);
  if (payer === null) return 'PAYER_CPF_FORMAT';
  return payer === ownCpf ? 'CREDIT' : 'PAYER_NOT_OWN_CPF';
}

/** A payout destination as stored: a PIX key's type and normalized key, or a bank account. */
export interface PayoutTarget {
  kind: 'BANK' | 'PIX';
  pixKeyType: string;
  /** The normalized PIX key (CPF: its 11 digits); a bank account's number. */
  key: string;
}

/** Whether a withdrawal may go to this destination: under the own-CPF rule, only the PIX key that is the member's CPF. */
export const payoutAllowed = (p: Profile, ownCpf: string | null, d: PayoutTarget): boolean =>
  !p.ownCpfPayments || (ownCpf !== null && d.kind === 'PIX' && d.pixKeyType === 'CPF' && d.key === ownCpf);
