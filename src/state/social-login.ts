// SPEC §2.5/§2.6 social login in the browser: a tap asks the server for the provider's
// address and goes there; the provider sends the player back to the login page, which
// finishes here (src/rules/social-login.ts reads the answer).
import { call } from '../api/client';
import * as accountsApi from '../api/calls/accounts';
import type { LoginValue, SocialProvider } from '../api/endpoints';
import { readJson, remove, writeJson } from '../lib/storage';
import { isPendingSocialLogin, type PendingSocialLogin, type SocialAnswer, socialAnswer } from '../rules/social-login';
import { startSession } from './auth';
import { language } from './i18n';

/** Leaves for the provider's consent page; the state and verifier stay in this tab's session storage. */
export async function startSocialLogin(provider: SocialProvider, from: string | null): Promise<void> {
  const v = await call(accountsApi.socialStart, { provider, language: language.value });
  writeJson(
    'socialLogin',
    { provider, state: v.state, verifier: v.verifier, from } satisfies PendingSocialLogin,
    'session',
  );
  location.assign(v.authorizeUrl);
}

/** The provider's answer in `query`, the pending sign-in used up (an answer is read once). */
export function takeSocialAnswer(query: URLSearchParams): SocialAnswer {
  const answer = socialAnswer(query, readJson('socialLogin', isPendingSocialLogin, 'session'));
  if (answer.kind !== 'none') remove('socialLogin', 'session');
  return answer;
}

export async function finishSocialLogin(code: string, state: string, verifier: string): Promise<LoginValue> {
  const v = await call(accountsApi.socialLogin, { code, state, verifier });
  startSession(v);
  return v;
}
