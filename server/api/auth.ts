import { findSession, type SessionRow } from '../db/members.ts';
import type { ApiContext } from './context.ts';
import { apiError } from '../http/errors.ts';

export const notLoggedIn = () => apiError('NOT_LOGGED_IN');

/** The caller's live session; the dispatcher's check for member, real and agent calls (access.ts). */
export function requireSession(ctx: ApiContext): SessionRow {
  const s = ctx.token ? findSession(ctx.db, ctx.token) : null;
  if (!s) throw notLoggedIn();
  return s;
}

/**
 * For a public call that shows a member more (read marks, promotion state): null for a
 * visitor; a token that was sent must still be live, else 401, so the client learns its
 * session has ended instead of silently seeing the visitor's view.
 */
export function visitorOrMember(ctx: ApiContext): SessionRow | null {
  return ctx.token ? requireSession(ctx) : null;
}
