// Guessable secrets (the 6-digit payment password, a security answer): after MAX_FAILURES
// wrong answers in WINDOW_MS the member is refused (429) for that secret until the window
// ends. Only failures count, kept in the database so a restart keeps them. A concurrent
// burst is admitted through the guess gate (server/security/guess-gate.ts), so it gets no
// more checks than the same guesses one after another.
import { hitWindow, readWindow } from '../db/limits.ts';
import { gated } from '../security/guess-gate.ts';
import { verifyPassword } from './password-hash.ts';
import type { ApiContext } from './context.ts';
import { apiError } from '../http/errors.ts';

export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/** Checks `given` against the scrypt `hash`, counting failures per member and secret kind (in the database). */
export async function verifyLimited(
  ctx: ApiContext,
  kind: 'payment' | 'answer' | 'unlock',
  memberId: number,
  given: string,
  hash: string,
): Promise<boolean> {
  const key = `guess|${kind}|${memberId}`;
  const refuse = (): never => {
    const w = readWindow(ctx.db, key);
    const wait = Math.max(1, Math.ceil(((w?.expiresAt ?? 0) - Date.now()) / 1000));
    throw apiError('RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds`, {
      retryAfterSeconds: wait,
    });
  };
  return gated(
    ctx.db,
    key,
    MAX_FAILURES,
    () => readWindow(ctx.db, key)?.count ?? 0,
    refuse,
    () => verifyPassword(given, hash),
    (ok) => {
      if (!ok) hitWindow(ctx.db, key, WINDOW_MS);
    },
  );
}
