// The payment password (SPEC §7 Wallet and money, Member settings): set or change it (the
// current one is needed to change it), check it, or reset a forgotten one with the security
// answer. Real-account calls; guesses are limited per member (guesses.ts).
import { checkPaymentPassword } from '../../src/rules/wallet.ts';
import { paymentHash, setPaymentHash } from '../db/payment-passwords.ts';
import type { ApiContext, Handlers } from './context.ts';
import { verifyLimited } from './guesses.ts';
import { requireAnswer } from './member-settings.ts';
import { hashPassword } from './password-hash.ts';
import { apiError } from '../http/errors.ts';

export const verifyPaymentPassword = (ctx: ApiContext, memberId: number, given: string, hash: string) =>
  verifyLimited(ctx, 'payment', memberId, given, hash);

/** The payment password a call carries, checked (and guess-limited) against the member's; refusals are 409 or 400. */
export async function requirePaymentPassword(ctx: ApiContext, memberId: number, given: string): Promise<void> {
  const hash = paymentHash(ctx.db, memberId);
  if (hash === null) throw apiError('NO_PAYMENT_PASSWORD');
  if (!(await verifyPaymentPassword(ctx, memberId, given, hash))) throw apiError('PAYMENT_PASSWORD_WRONG');
}

export const paymentPasswordHandlers: Handlers<'setPaymentPassword' | 'checkPaymentPassword' | 'resetPaymentPassword'> =
  {
    setPaymentPassword: async (ctx) => {
      const s = ctx.member;
      const next = ctx.params.newPassword;
      if (checkPaymentPassword(next)) throw apiError('PAYMENT_PASSWORD_FORMAT');
      const current = paymentHash(ctx.db, s.memberId);
      if (current !== null) {
        const old = ctx.params.oldPassword ?? '';
        if (!(await verifyPaymentPassword(ctx, s.memberId, old, current))) throw apiError('PAYMENT_PASSWORD_WRONG');
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
      if (checkPaymentPassword(next)) throw apiError('PAYMENT_PASSWORD_FORMAT');
      await requireAnswer(ctx, s.memberId, answer);
      setPaymentHash(ctx.db, s.memberId, await hashPassword(next));
      return null;
    },
  };
