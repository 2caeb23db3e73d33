// Member settings (SPEC §7 Member settings): head icon (one of the built-in set) and security
// question (the answer normalized, then scrypt-hashed; changing it needs the current answer).
// Answers are guess-limited like the payment password (guesses.ts); a forgotten payment
// password is reset with the answer (payment-password.ts).
import {
  checkHeadIcon,
  checkSecurityAnswer,
  isSecurityQuestion,
  normalizeAnswer,
} from '../../src/rules/member-settings.ts';
import { headIconOf, securityQuestionOf, setHeadIcon, setSecurityQuestion } from '../db/member-settings.ts';
import { hashPassword } from './password-hash.ts';
import type { ApiContext, Handlers } from './context.ts';
import { verifyLimited } from './guesses.ts';
import { apiError } from '../http/errors.ts';

const WRONG_ANSWER = () => apiError('SECURITY_ANSWER_WRONG');

function answerOf(v: string): string {
  if (checkSecurityAnswer(v)) throw apiError('SECURITY_ANSWER_FORMAT');
  return normalizeAnswer(v);
}

/** The member's security answer, guess-limited; throws when there is none or it is wrong. */
export async function requireAnswer(ctx: ApiContext, memberId: number, given: string): Promise<void> {
  const q = securityQuestionOf(ctx.db, memberId);
  if (q === null) throw apiError('NO_SECURITY_QUESTION');
  if (!(await verifyLimited(ctx, 'answer', memberId, normalizeAnswer(given), q.answerHash))) throw WRONG_ANSWER();
}

export const memberSettingsHandlers: Handlers<'headIcon' | 'setHeadIcon' | 'setSecurityQuestion'> = {
  headIcon: (ctx) => ({ headIcon: headIconOf(ctx.db, ctx.member.memberId) }),
  setHeadIcon: (ctx) => {
    const s = ctx.member;
    const icon = ctx.params.icon;
    if (checkHeadIcon(icon)) throw apiError('BAD_BODY', 'icon is not one of the built-in head icons');
    setHeadIcon(ctx.db, s.memberId, icon);
    return { headIcon: icon };
  },
  setSecurityQuestion: async (ctx) => {
    const s = ctx.member;
    const { question, currentAnswer } = ctx.params;
    if (!isSecurityQuestion(question)) throw apiError('BAD_BODY', 'question is not one of the offered questions');
    const answer = answerOf(ctx.params.answer);
    if (securityQuestionOf(ctx.db, s.memberId) !== null) {
      await requireAnswer(ctx, s.memberId, currentAnswer ?? '');
    }
    setSecurityQuestion(ctx.db, s.memberId, question, await hashPassword(answer));
    return null;
  },
};
