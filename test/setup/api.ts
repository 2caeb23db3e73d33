// Members with a session and one API call over real HTTP, shared by the server suites.
import type { Db } from '../../server/db/open.ts';
import { insertMember } from '../../server/db/accounts.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { json } from './server.ts';

let n = 0;
/** A member of `type` with a live session; with `affiliateCode` it joined through that code (an agent's downline). */
export function memberWithSession(
  db: Db,
  o: { type?: number; prefix?: string; affiliateCode?: string | null } = {},
): { id: number; token: string; userName: string } {
  const userName = `${o.prefix ?? 'm'}${++n}x${Date.now() % 100000}`;
  const type = o.type ?? 0;
  const id = o.affiliateCode
    ? insertMember(db, { userName, passwordHash: 'x', type, merchantCode: 'AURORA', affiliateCode: o.affiliateCode })
    : createMember(db, { userName, passwordHash: 'x', type });
  return { id, token: createSession(db, id), userName };
}

/** One call as a client makes it: JSON in and out, the member's token as a bearer token. */
export async function apiCall(
  s: { url: string },
  method: string,
  path: string,
  o: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, ...(await json(res)) };
}
