// Guessable secrets (the 6-digit payment password, a security answer): after MAX_FAILURES
// wrong answers in WINDOW_MS the member is refused (429) for that secret until the window
// ends. Only failures count. A concurrent burst is admitted through the guess gate
// (server/security/guess-gate.ts), so it gets no more checks than one guess after another.
import { HttpError } from '../http/envelope.ts';
import { gated } from '../security/guess-gate.ts';
import { verifyPassword } from './accounts-passwords.ts';
import type { ApiContext } from './context.ts';

export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const failures = new WeakMap<object, Map<string, { start: number; count: number }>>();

/** Checks `given` against the scrypt `hash`, counting failures per member and secret kind. */
export async function verifyLimited(
  ctx: ApiContext,
  kind: 'payment' | 'answer',
  memberId: number,
  given: string,
  hash: string,
): Promise<boolean> {
  let table = failures.get(ctx.db);
  if (!table) failures.set(ctx.db, (table = new Map()));
  const key = `${kind}:${memberId}`;
  /** The window as of now: one that has run out is forgotten. */
  const current = () => {
    const w = table.get(key);
    if (w && Date.now() - w.start >= WINDOW_MS) table.delete(key);
    return table.get(key);
  };
  const refuse = (): never => {
    const w = current()!;
    const wait = Math.max(1, Math.ceil((w.start + WINDOW_MS - Date.now()) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds`, {
      retryAfterSeconds: wait,
    });
  };
  return gated(
    ctx.db,
    key,
    MAX_FAILURES,
    () => current()?.count ?? 0,
    refuse,
    () => verifyPassword(given, hash),
    (ok) => {
      if (ok) return;
      const w = current() ?? { start: Date.now(), count: 0 };
      w.count++;
      table.set(key, w);
    },
  );
}
