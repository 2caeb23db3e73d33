// Feedback (SPEC §2.8, §4, §7 feedback submit: PUT content, sender, type, captcha): the captcha
// picture (single use, a new one after every submit) and the submit itself.
import { ApiError, call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import * as systemApi from '../api/calls/system';
import { feedbackRefusalKey } from '../rules/feedback';
import { hasText } from './i18n';
import { resource } from './resource';
import { session } from './session';

/** SPEC §9: feedback's loading lasts up to 10 s. */
export const FEEDBACK_LOADING_MS = 10_000;

/** One per form: a picture and the key its answer is checked under. */
export const feedbackCaptcha = () => resource((signal) => call(systemApi.captcha, {}, { signal }));

/**
 * Sends the feedback under the member's name. A refusal comes back in the form's words: the
 * captcha's as 'verification code error' / 'please write the code' (under the code field), a
 * rule's with the message key the server names.
 */
export async function sendFeedback(f: { content: string; type: number; captcha: string; captchaKey: string }) {
  try {
    await call(
      messagesApi.feedback,
      {
        content: f.content,
        sender: session.value?.userName ?? '',
        type: f.type,
        captcha: f.captcha,
        captchaKey: f.captchaKey,
      },
      { timeoutMs: FEEDBACK_LOADING_MS },
    );
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    const named = (e.value as { messageKey?: unknown } | null)?.messageKey;
    const key = feedbackRefusalKey(e.code) ?? (typeof named === 'string' && hasText(named) ? named : null);
    throw key ? new ApiError(e.kind, key, e.code, e.serverMessage, e.value, e.status) : e;
  }
}
