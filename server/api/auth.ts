// Every member call checks the session first; an unknown, expired or revoked token is a 401.
// The dispatcher calls it for every call marked `auth` in the endpoint table before the
// handler runs (server/api/access.ts); the handler's own call reuses the same lookup.
import { HttpError } from '../http/envelope.ts';
import { findSession, type SessionRow } from '../db/members.ts';
import type { ApiContext } from './context.ts';

/** One lookup per request: authorize() and the handler's requireSession() share it. */
const seen = new WeakMap<ApiContext, SessionRow | null>();

export function requireSession(ctx: ApiContext): SessionRow {
  let s = seen.get(ctx);
  if (s === undefined) {
    s = ctx.token ? findSession(ctx.db, ctx.token) : null;
    seen.set(ctx, s);
  }
  if (!s) throw new HttpError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login first');
  return s;
}
