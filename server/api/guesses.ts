// Guessable secrets (the 6-digit payment password, a security answer): after MAX_FAILURES
// wrong answers in WINDOW_MS the member is refused (429) for that secret until the window
// ends. Only failures count, in memory per server (as the login limits in accounts-limits.ts).
import { HttpError } from '../http/envelope.ts';
import { verifyPassword } from './password-hash.ts';
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
  now = Date.now(),
): Promise<boolean> {
  let table = failures.get(ctx.db);
  if (!table) failures.set(ctx.db, (table = new Map()));
  const key = `${kind}:${memberId}`;
  let w = table.get(key);
  if (w && now - w.start >= WINDOW_MS) {
    table.delete(key);
    w = undefined;
  }
  if (w && w.count >= MAX_FAILURES) {
    const wait = Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds`, {
      retryAfterSeconds: wait,
    });
  }
  const ok = await verifyPassword(given, hash);
  if (!ok) {
    if (!w) table.set(key, (w = { start: now, count: 0 }));
    w.count++;
  }
  return ok;
}
