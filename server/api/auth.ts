// Every member call checks the session first; an unknown, expired or revoked token is a 401.
import { HttpError } from '../http/envelope.ts';
import { findSession, type SessionRow } from '../db/members.ts';
import type { ApiContext } from './context.ts';

export function requireSession(ctx: ApiContext): SessionRow {
  const s = ctx.token ? findSession(ctx.db, ctx.token) : null;
  if (!s) throw new HttpError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login first');
  return s;
}
