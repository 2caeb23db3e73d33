// What every game family's server suite does over real HTTP: a member with money and a session,
// a JSON POST with or without the member's token, and a play-key call read as the API's envelope.
// Each suite binds these to its own server (its `s`, or a second one started for a restart).
import { createMember, createSession } from '../../server/db/members.ts';
import { creditDeposit } from './ledger.ts';
import { json, type start } from './server.ts';

type Server = Awaited<ReturnType<typeof start>>;

let made = 0;

/** A member named `<prefix><n>player` holding `cents` deposited (nothing when 0), with a session. */
export function fundedMember(server: Server, prefix: string, cents = 100_000, type = 0) {
  const id = createMember(server.db!, { userName: `${prefix}${++made}player`, passwordHash: 'x', type });
  if (cents) creditDeposit(server.db!, id, cents);
  return { id, token: createSession(server.db!, id) };
}

export const postJson = (server: Server, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A call the game page makes (its play key in the body, no token): the status and the envelope. */
export async function callJson(server: Server, path: string, body: unknown) {
  const r = await postJson(server, path, body);
  return { status: r.status, ...(await json(r)) };
}
