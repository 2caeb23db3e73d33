// SPEC §2.5/§2.6 social login: what the provider's answer on the login page means. The
// sign-in started on this browser is kept in session storage (its state and the PKCE
// verifier); an answer whose state is not that one is not this browser's and is not sent on.

export interface PendingSocialLogin {
  provider: string;
  state: string;
  verifier: string;
  /** Where the player was going before logging in (the login page's `from`). */
  from: string | null;
}

export type SocialAnswer =
  | { kind: 'none' }
  | { kind: 'refused'; from: string | null }
  | { kind: 'invalid'; from: string | null }
  | { kind: 'code'; code: string; state: string; verifier: string; from: string | null };

export const isPendingSocialLogin = (v: unknown): v is PendingSocialLogin => {
  const o = v as Partial<PendingSocialLogin> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.provider === 'string' &&
    typeof o.state === 'string' &&
    typeof o.verifier === 'string' &&
    (o.from === null || typeof o.from === 'string')
  );
};

/** The login page's query read as a provider's answer (RFC 6749 §4.1.2): a code, a refusal, or nothing to do. */
export function socialAnswer(query: URLSearchParams, pending: PendingSocialLogin | null): SocialAnswer {
  const state = query.get('state');
  const code = query.get('code');
  const error = query.get('error');
  if (state === null || (code === null && error === null)) return { kind: 'none' };
  const from = pending?.from ?? null;
  if (!pending || pending.state !== state) return { kind: 'invalid', from };
  if (error !== null || !code) return { kind: 'refused', from };
  return { kind: 'code', code, state, verifier: pending.verifier, from };
}
