// Helpers for the operator suites: a member who asks for money over HTTP, and the operator
// CLI run the way the README says (`npm run operator -- …`) or straight from its bundle.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildServer } from '../../scripts/build/files.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { ANA_BANK_ACCOUNT } from './payout-account.ts';

/** build/server.mjs and build/operator.mjs from the current source (esbuild, about a second). */
export const buildBundles = () => buildServer();

export interface Member {
  id: number;
  token: string;
}

/** A real-money member written through a second connection to a running server's database. */
export function memberIn(dataDir: string, userName: string): Member {
  const db = new Database(join(dataDir, 'site.db'), { timeout: 5000 });
  try {
    const id = createMember(db, { userName, passwordHash: 'x', type: 0 });
    return { id, token: createSession(db, id) };
  } finally {
    db.close();
  }
}

export async function api(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  o: { token?: string; admin?: string; body?: unknown } = {},
): Promise<{ status: number; success: boolean; value: unknown; code: string; message: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  if (o.admin) headers['X-Admin-Token'] = o.admin;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return {
    status: res.status,
    ...((await res.json()) as { success: boolean; value: unknown; code: string; message: string }),
  };
}

const key = () => `k${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

export async function requestDeposit(url: string, m: Member, amount: number): Promise<number> {
  const r = await api(url, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount, idempotencyKey: key() },
  });
  if (!r.success) throw new Error(r.message);
  return (r.value as { id: number }).id;
}

/** Sets the payment password, adds a card and asks to withdraw `amount`; answers the withdrawal's id. */
export async function requestWithdrawal(url: string, m: Member, amount: number): Promise<number> {
  await api(url, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '123456' } });
  const cards = await api(url, 'POST', '/wps/member/bankCards', {
    token: m.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  const cardId = (cards.value as Array<{ id: number }>)[0]!.id;
  const w = await api(url, 'POST', '/wps/transaction/withdraw', {
    token: m.token,
    body: { cardId, amount, paymentPassword: '123456', idempotencyKey: key() },
  });
  if (!w.success) throw new Error(w.message);
  return (w.value as { record: { id: number } }).record.id;
}

export const balanceOf = async (url: string, m: Member): Promise<number> =>
  ((await api(url, 'GET', '/wps/member/wallet', { token: m.token })).value as { sumBalance: number }).sumBalance;

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run operator -- <args>` in `cwd` with `env`, as the README has it. Not spawnSync: on a
 * busy machine npm can take longer than the server's 5 s keep-alive, and a test process blocked
 * meanwhile never sees the server close its idle connection, so its next fetch goes out on the
 * closed socket and fails.
 */
export function npmOperator(args: readonly string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'operator', '--', ...args], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? -1, stdout, stderr }));
  });
}
