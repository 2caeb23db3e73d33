// Feedback form rules (SPEC §2.8, §3 question types, §4 feedback, §5, §9), shared by the
// form and the reference server so both refuse the same input.

/** SPEC §3 question types: dictionary key, value sent, icon. */
export const QUESTION_TYPES = [
  { key: 'deposit_issues', value: 1, icon: 'deposit' },
  { key: 'withdraw_issues', value: 2, icon: 'withdrawal' },
  { key: 'game_issues', value: 3, icon: 'game' },
  { key: 'service_issues', value: 4, icon: 'customer' },
  { key: 'apply_issues', value: 6, icon: 'applyAgent' },
  { key: 'other_issues', value: 0, icon: 'others' },
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** SPEC §3: the picker starts with nothing chosen. */
export const NO_TYPE = -1;
/** SPEC §5/§9: the label says 20 to 200 characters; the counter stops at 200. */
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;

export const isQuestionType = (v: unknown): v is QuestionType['value'] => QUESTION_TYPES.some((q) => q.value === v);

/** SPEC §2.8 counter "length/200"; characters, not UTF-16 units, so an emoji counts once. */
export const feedbackLength = (text: string): number => [...text].length;
export const counterText = (text: string): string => `${feedbackLength(text)}/${FEEDBACK_MAX}`;

/** SPEC §5: the confirm button is enabled from 1 character of description (spaces alone are nothing). */
export const canSubmit = (content: string): boolean => content.trim().length > 0;

export interface FeedbackForm {
  type: number;
  content: string;
  captcha: string;
}

/** The form's checks field by field, as it shows them (each under its own field): a key, or null. */
export function feedbackErrors(f: FeedbackForm): {
  type: string | null;
  content: string | null;
  captcha: string | null;
} {
  const n = feedbackLength(f.content.trim());
  const code = f.captcha.trim();
  return {
    type: isQuestionType(f.type) ? null : 'feedback.chooseType',
    content: n < FEEDBACK_MIN || n > FEEDBACK_MAX ? 'feedback.length' : null,
    captcha: code === '' ? 'feedback.writeCode' : /^\d{1,6}$/.test(code) ? null : 'validation.captcha',
  };
}

/** A refused feedback in the form's own words: the captcha's refusals as the form asks for the code (SPEC §5). */
export function feedbackRefusalKey(code: string): string | null {
  if (code === 'CAPTCHA_INVALID') return 'feedback.codeWrong';
  if (code === 'CAPTCHA_REQUIRED') return 'feedback.writeCode';
  return null;
}
