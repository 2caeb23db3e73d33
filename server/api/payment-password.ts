// The payment password (SPEC §7 Wallet and money, Member settings): set or change it (the
// current one is needed to change it), check it, or reset a forgotten one with the security
// answer. Real-account calls; guesses are limited per member (guesses.ts).
import { checkPaymentPassword } from '../../src/rules/wallet.ts';
import { paymentHash, setPaymentHash } from '../db/payment-passwords.ts';
import { HttpError } from '../http/envelope.ts';
import type { ApiContext, Handlers } from './context.ts';
import { verifyLimited } from './guesses.ts';
import { requireAnswer } from './member-settings.ts';
import { hashPassword } from './password-hash.ts';

export const verifyPaymentPassword = (ctx: ApiContext, memberId: number, given: string, hash: string) =>
  verifyLimited(ctx, 'payment', memberId, given, hash);

/** The payment password a call carries, checked (and guess-limited) against the member's; refusals are 409 or 400. */
export async function requirePaymentPassword(ctx: ApiContext, memberId: number, given: string): Promise<void> {
  const hash = paymentHash(ctx.db, memberId);
  if (hash === null) throw new HttpError(409, 'NO_PAYMENT_PASSWORD', 'Set a payment password first');
  if (!(await verifyPaymentPassword(ctx, memberId, given, hash)))
    throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'Payment password is wrong');
}

export const paymentPasswordHandlers: Handlers<'setPaymentPassword' | 'checkPaymentPassword' | 'resetPaymentPassword'> =
  {
    setPaymentPassword: async (ctx) => {
      const s = ctx.member;
      const next = ctx.params.newPassword;
      if (checkPaymentPassword(next))
        throw new HttpError(400, 'PAYMENT_PASSWORD_FORMAT', 'The payment password is 6 digits');
      const current = paymentHash(ctx.db, s.memberId);
      if (current !== null) {
        const old = ctx.params.oldPassword ?? '';
        if (!(await verifyPaymentPassword(ctx, s.memberId, old, current)))
          throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'Payment password is wrong');
      }
      setPaymentHash(ctx.db, s.memberId, await hashPassword(next));
      return null;
    },
    checkPaymentPassword: async (ctx) => {
      const s = ctx.member;
      const hash = paymentHash(ctx.db, s.memberId);
      return {
        ok: hash !== null && (await verifyPaymentPassword(ctx, s.memberId, ctx.params.password, hash)),
      };
    },
    resetPaymentPassword: async (ctx) => {
      const s = ctx.member;
      const { newPassword: next, answer } = ctx.params;
      if (checkPaymentPassword(next))
        throw new HttpError(400, 'PAYMENT_PASSWORD_FORMAT', 'The payment password is 6 digits');
      await requireAnswer(ctx, s.memberId, answer);
      setPaymentHash(ctx.db, s.memberId, await hashPassword(next));
      return null;
    },
  };
