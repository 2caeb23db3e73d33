// What a handler still checks once the dispatcher has read a call's parameters by their
// contract types (server/api/input/): a value of the right type the call refuses (a method
// the site does not offer, an empty title), said as the parser says it (400 BAD_BODY, the
// field named), and amounts against the site's limits by the client's own rule
// (src/rules/wallet.ts checkAmount).
import { checkAmount, type Limits } from '../../src/rules/wallet.ts';
import { apiError } from '../http/errors.ts';

export const badBody = (name: string, why: string) => apiError('BAD_BODY', `${name} ${why}`);

/** An amount in cents within the site's limits, by the client's rule (src/rules/wallet.ts checkAmount). */
export function withinLimits(cents: number, limits: Limits): void {
  const error = checkAmount(cents, limits);
  if (error === null) return;
  if (error === 'wallet.error.amountFormat') throw badBody('amount', 'must be a positive amount in cents');
  if (error === 'wallet.error.aboveBalance') throw apiError('INSUFFICIENT_BALANCE');
  throw apiError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${limits.minCents} and ${limits.maxCents} cents`);
}
