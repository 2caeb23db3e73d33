// Member settings rules shared by the client forms and the reference server (SPEC §7
// Member settings): head icons, security questions, the payment-password forms.
import { checkPaymentPassword } from './wallet';

/** The built-in head icons a member picks from; '' is "none yet" (the default picture). */
export const HEAD_ICONS = ['sun', 'moon', 'star', 'bolt', 'leaf', 'wave', 'fire', 'gem'] as const;
export type HeadIcon = (typeof HEAD_ICONS)[number];

export const isHeadIcon = (v: unknown): v is HeadIcon =>
  typeof v === 'string' && (HEAD_ICONS as readonly string[]).includes(v);

export function checkHeadIcon(v: string): 'member.error.headIcon' | null {
  return isHeadIcon(v) ? null : 'member.error.headIcon';
}

/** The questions a member may choose (their texts are dictionary keys member.question.<id>). */
export const SECURITY_QUESTIONS = ['pet', 'city', 'school', 'food', 'friend'] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

export const isSecurityQuestion = (v: unknown): v is SecurityQuestion =>
  typeof v === 'string' && (SECURITY_QUESTIONS as readonly string[]).includes(v);

/** Answers compare without case, outer spaces or repeated inner spaces ("  São  Paulo" is "são paulo"). */
export const normalizeAnswer = (v: string): string => v.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** An answer: 2 to 40 characters once normalized, no markup. */
export function checkSecurityAnswer(v: string): 'member.error.answer' | null {
  const s = normalizeAnswer(v);
  return s.length >= 2 && s.length <= 40 && !/[<>]/.test(s) ? null : 'member.error.answer';
}

type Errors<K extends string> = Record<K, string | null>;

/** Setting the question: one of the list and an answer; changing an existing one also needs the current answer. */
export function checkSecurityForm(
  v: { question: string; answer: string; current: string },
  hasCurrent: boolean,
): Errors<'question' | 'answer' | 'current'> {
  return {
    question: isSecurityQuestion(v.question) ? null : 'member.error.question',
    answer: checkSecurityAnswer(v.answer),
    current: hasCurrent ? (normalizeAnswer(v.current) === '' ? 'member.error.answer' : null) : null,
  };
}

const confirmError = (next: string, confirm: string) => (next === confirm ? null : 'validation.confirmMismatch');

/** Set or change the payment password: 6 digits, confirmed; changing needs the current one, and a different new one. */
export function checkPaymentPasswordForm(
  v: { old: string; next: string; confirm: string },
  hasCurrent: boolean,
): Errors<'old' | 'next' | 'confirm'> {
  const next =
    checkPaymentPassword(v.next) ?? (hasCurrent && v.next === v.old ? 'wallet.error.samePaymentPassword' : null);
  return { old: hasCurrent ? checkPaymentPassword(v.old) : null, next, confirm: confirmError(v.next, v.confirm) };
}

/** Reset a forgotten payment password with the security answer (SPEC §7 payment password reset). */
export function checkPaymentResetForm(v: {
  answer: string;
  next: string;
  confirm: string;
}): Errors<'answer' | 'next' | 'confirm'> {
  return {
    answer: checkSecurityAnswer(v.answer),
    next: checkPaymentPassword(v.next),
    confirm: confirmError(v.next, v.confirm),
  };
}
