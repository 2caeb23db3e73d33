// A site in API_ORIGIN mode in front of a platform: a reference server (the platform, which
// refuses cross-site calls as a real one does) and a second server proxying to it, each on a
// free port with its own temporary folder. The server and e2e suites of proxy mode start both.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSiteConfig } from '../../server/config.ts';
import { type RunningServer, startServer } from '../../server/app.ts';

export interface Proxied {
  /** The platform: the reference server with its database, reached on its own address. */
  platform: RunningServer;
  /** The players' address: the app, and the API forwarded to the platform. */
  proxy: RunningServer;
  /** The operator token the platform wrote (its operator API answers on its own address only). */
  operatorToken: string;
  close(): Promise<void>;
}

export async function startProxied(
  o: { distDir?: string; overrides?: Record<string, unknown>; proxyOverrides?: Record<string, unknown> } = {},
): Promise<Proxied> {
  const distDir = o.distDir ?? resolve('dist');
  const dirs = [mkdtempSync(join(tmpdir(), 'aurora-platform-')), mkdtempSync(join(tmpdir(), 'aurora-proxy-'))];
  const options = (dataDir: string, apiOrigin: string | null, overrides: Record<string, unknown>) => ({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir,
    apiOrigin,
    bodyLimitBytes: 64 * 1024,
    site: loadSiteConfig(null, overrides),
    log: () => undefined,
  });
  const platform = await startServer(options(dirs[0]!, null, o.overrides ?? {}));
  const proxy = await startServer(options(dirs[1]!, platform.url, o.proxyOverrides ?? {}));
  return {
    platform,
    proxy,
    operatorToken: readFileSync(join(dirs[0]!, 'operator-token'), 'utf8').trim(),
    close: async () => {
      await proxy.close();
      await platform.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
