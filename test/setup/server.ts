// Starts the reference server on a free port with a temporary database, for the server suites.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig, type ServerOptions } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/app.ts';

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

export const cleanup = (dir: string) => rmSync(dir, { recursive: true, force: true });
