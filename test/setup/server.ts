// Starts the reference server on a free port with a temporary database, for the server suites.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig, type ServerOptions } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';

// A scatter's free spins hold a slot game's next paid spin: suites that spin for money draw only
// seeds that start none (test/server/slot5.test.ts chooses its own seeds, free spins included).
useSeeds(paidSpinSeeds);

export const tempDir = (prefix = 'aurora-test-') => mkdtempSync(join(tmpdir(), prefix));

export async function start(
  o: Partial<ServerOptions> & { overrides?: Record<string, unknown> } = {},
): Promise<RunningServer & { dataDir: string; logs: string[] }> {
  const logs: string[] = [];
  const dataDir = o.dataDir ?? tempDir();
  const running = await startServer({
    port: 0,
    host: o.host ?? '127.0.0.1',
    dataDir,
    distDir: o.distDir ?? resolve('dist'),
    apiOrigin: o.apiOrigin ?? null,
    bodyLimitBytes: o.bodyLimitBytes ?? 64 * 1024,
    site: o.site ?? loadSiteConfig(null, o.overrides ?? {}),
    log: (l) => logs.push(l),
  });
  return Object.assign(running, { dataDir, logs });
}

export async function json(
  res: Response,
): Promise<{ success: boolean; value: unknown; code: string; message: string }> {
  return (await res.json()) as { success: boolean; value: unknown; code: string; message: string };
}

/** A JSON call as the app makes it: a member's bearer token, the operator's header, a JSON body. */
export async function apiCall(
  s: { url: string },
  method: string,
  path: string,
  o: { token?: string; body?: unknown; admin?: string } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  if (o.admin) headers['X-Admin-Token'] = o.admin;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, ...(await json(res)) };
}

/** A fresh idempotency key for each money request. */
export const idempotencyKey = () => `k${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

export const cleanup = (dir: string) => rmSync(dir, { recursive: true, force: true });
