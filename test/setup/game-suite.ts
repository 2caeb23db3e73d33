// What every game family's server suite does over real HTTP: a member with money and a session,
// a JSON POST with or without the member's token, a play-key call read as the API's envelope, and
// a game launched and its page opened.
// Each suite binds these to its own server (its `s`, or a second one started for a restart).
import * as assert from 'uvu/assert';
import type { Game } from '../../src/api/types.ts';
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

/** The catalogue's first game of `type`, with its smallest stake. */
export const firstGameOf = (server: Server, type: string) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = ? ORDER BY sort LIMIT 1`,
    )
    .get(type) as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

/** Launches the first `type` game as the app does and opens its page: the page's play key, HTML and address. */
export async function openGame(
  server: Server,
  token: string,
  type: string,
): Promise<{ play: string; html: string; url: string }> {
  const launch = await json(
    await postJson(server, '/wps/game/launchGame', { ...firstGameOf(server, type), language: 'pt' }, token),
  );
  assert.is(launch.success, true, launch.message);
  const url = (launch.value as { url: string }).url;
  const html = await (await fetch(`${server.url}${url}`)).text();
  return { play: html.match(/name="play" content="([^"]+)"/)![1]!, html, url };
}
