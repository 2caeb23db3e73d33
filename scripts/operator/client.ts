// The operator CLI's connection to the server: which server (--url, else PORT on 127.0.0.1),
// which token (--token, ADMIN_TOKEN, else DATA_DIR's operator-token file, as the server
// writes it), and errors said in the operator's terms: a refused connection asks whether the
// server runs there, a refused token names where the token came from.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Endpoint, EndpointName } from '../../src/api/endpoints.ts';
import { projectRoot } from '../../server/config.ts';
import { fingerprintOf, TOKEN_FILE } from '../../server/operator/token.ts';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface Connection {
  url: string;
  token: string;
  /** Where the token came from, for the message when the server refuses it. */
  tokenSource: string;
}

export interface GlobalFlags {
  url?: string;
  token?: string;
  dataDir?: string;
}

/** The server's own default (server/config.ts): both resolve from the project's root, wherever they are run from. */
export const defaultDataDir = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR ?? join(projectRoot, 'data'));
export const defaultUrl = (env: NodeJS.ProcessEnv) => `http://127.0.0.1:${env.PORT ?? 8080}`;

export function connection(flags: GlobalFlags, env: NodeJS.ProcessEnv = process.env): Connection {
  const url = (flags.url ?? defaultUrl(env)).replace(/\/$/, '');
  if (flags.token) return { url, token: flags.token, tokenSource: '--token' };
  const fromEnv = env.ADMIN_TOKEN?.trim();
  if (fromEnv && fromEnv.toLowerCase() !== 'off') return { url, token: fromEnv, tokenSource: 'ADMIN_TOKEN' };
  const file = join(flags.dataDir ? resolve(flags.dataDir) : defaultDataDir(env), TOKEN_FILE);
  let token = '';
  try {
    token = readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(
      `No operator token: give --token, set ADMIN_TOKEN, or point --data-dir (or DATA_DIR) at the server's data ` +
        `directory, where the server writes ${TOKEN_FILE} when it first starts (looked for ${file}; has the server started there?).`,
    );
  }
  return { url, token, tokenSource: file };
}

interface Envelope {
  success: boolean;
  value: unknown;
  code: string;
  message: string;
}

async function send(c: Connection, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${c.url}${path}`, init);
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code ?? '';
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH')
      throw new CliError(`Cannot connect to ${c.url}: is the server running on ${c.url}? (start it, or give --url)`);
    throw new CliError(`Cannot reach ${c.url}: ${cause?.message ?? (e as Error).message}${code ? ` (${code})` : ''}`);
  }
}

function refusal(c: Connection, res: Response, env: Envelope): CliError {
  if (env.code === 'NO_PERMISSION')
    return new CliError(
      `The server at ${c.url} refused the operator token from ${c.tokenSource} (fingerprint ${fingerprintOf(c.token)}). ` +
        `It accepts ADMIN_TOKEN when that is set where it runs, else its wallet.adminToken, else its DATA_DIR/${TOKEN_FILE}.`,
    );
  return new CliError(`${env.message} (${res.status} ${env.code})`);
}

/** One operator call; answers the envelope's value or throws the refusal in words. */
export async function call<K extends EndpointName>(
  c: Connection,
  def: Endpoint<K>,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const query =
    def.method === 'GET' && Object.keys(params).length
      ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
  const res = await send(c, `${def.path}${query}`, {
    method: def.method,
    headers: { 'X-Admin-Token': c.token, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: def.method === 'GET' ? undefined : JSON.stringify(params),
  });
  const text = await res.text();
  let env: Envelope;
  try {
    env = JSON.parse(text) as Envelope;
  } catch {
    throw new CliError(
      `${c.url} answered ${res.status} with something that is not this server's API (is --url right?)`,
    );
  }
  if (!env.success) throw refusal(c, res, env);
  return env.value;
}

/** A call answered with a file (the backup): the response itself, after the same checks. */
export async function download(c: Connection, path: string, accept: string): Promise<Response> {
  const res = await send(c, path, { headers: { 'X-Admin-Token': c.token, Accept: accept } });
  if (res.ok) return res;
  const env = (await res.json().catch(() => null)) as Envelope | null;
  throw env ? refusal(c, res, env) : new CliError(`${c.url} answered ${res.status}`);
}
