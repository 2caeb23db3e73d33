// The demo game page's two play calls. The page runs in the app's game frame without
// allow-same-origin (src/ui/GameFrame), so its origin is opaque and its requests say
// `Origin: null`: a JSON POST from there is a cross-origin request the browser first asks
// about (the CORS preflight). These calls are authenticated by the play key in the body,
// which only the game page holds (no cookie, no token), so answering the origin 'null' and
// exempting them from the cross-site refusal gives nobody anything without the key.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const PLAY_KEY_CALLS: ReadonlySet<string> = new Set([
  '/wps/demo/spin',
  '/wps/demo/spin/free',
  '/wps/demo/lottery/bet',
  '/wps/demo/lottery/bets',
  '/wps/demo/crash/state',
  '/wps/demo/crash/bet',
  '/wps/demo/crash/cashout',
  '/wps/demo/roulette/state',
  '/wps/demo/roulette/bet',
  '/wps/demo/sports/state',
  '/wps/demo/sports/bet',
  '/wps/demo/sports/cashout',
  '/wps/demo/poker/state',
  '/wps/demo/poker/deal',
  '/wps/demo/poker/draw',
  '/wps/demo/bingo/state',
  '/wps/demo/bingo/buy',
  '/wps/demo/baccarat/state',
  '/wps/demo/baccarat/bet',
  '/wps/demo/gameshow/state',
  '/wps/demo/gameshow/bet',
  '/wps/demo/fish/state',
  '/wps/demo/fish/shot',
]);
/**
 * The public reads the demo lottery page makes from the same frame: its countdown and its
 * results. Nothing private (no key, no session), so the origin 'null' may read them too;
 * without it the launcher's countdown stayed at --:-- and its results empty.
 */
export const FRAME_READS: ReadonlySet<string> = new Set(['/wps/lottery/next', '/wps/lottery/draws']);

/**
 * For a play call from an opaque origin: allows the origin 'null' to read the answer, and
 * answers the preflight itself (true when it did). The frame's public reads (plain GETs, no
 * preflight) get the same answer header.
 */
export function playKeyCors(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (req.headers.origin !== 'null') return false;
  if (req.method === 'GET' && FRAME_READS.has(path)) res.setHeader('Access-Control-Allow-Origin', 'null');
  if (!PLAY_KEY_CALLS.has(path)) return false;
  res.setHeader('Access-Control-Allow-Origin', 'null');
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return true;
}
