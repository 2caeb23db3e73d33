// Server configuration from the environment and the site-config file.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteStatus } from '../src/api/types.ts';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  site: SiteConfig;
  /** When set, /wps and /lgw are proxied to this origin instead of the reference API. */
  apiOrigin: string | null;
  log: (line: string) => void;
  bodyLimitBytes: number;
}

export type SiteConfig = Omit<SiteStatus, never>;

const here = dirname(fileURLToPath(import.meta.url));
// Bundled to build/server.mjs or run from server/: both sit one level below the project root.
export const projectRoot = resolve(here, '..');
/**
 * The server's own files (the default site config, the demo game pages) beside its code:
 * server/ in the source, build/ in the bundle (the build copies them), so build/ and dist/
 * are all a production install needs.
 */
export const serverFiles = here;
const DEFAULT_SITE = join(serverFiles, 'site-config.json');

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** Default site config with an override file merged over it (objects merged one level deep). */
export function loadSiteConfig(overridePath?: string | null, overrides: Record<string, unknown> = {}): SiteConfig {
  const base = readJson(DEFAULT_SITE);
  delete base['//'];
  const layers = [overridePath ? readJson(overridePath) : {}, overrides];
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) {
      const cur = base[k];
      base[k] = isPlainObject(cur) && isPlainObject(v) ? { ...cur, ...v } : v;
    }
  }
  return base as unknown as SiteConfig;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const origin = env.API_ORIGIN?.trim();
  if (origin && !/^https?:\/\/[^/]+/.test(origin))
    throw new Error(`API_ORIGIN must be an http(s) origin, got "${origin}"`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? join(projectRoot, 'data')),
    distDir: resolve(env.DIST_DIR ?? join(projectRoot, 'dist')),
    site: loadSiteConfig(env.SITE_CONFIG ?? null),
    apiOrigin: origin ? origin.replace(/\/$/, '') : null,
    log: (line) => process.stdout.write(`${line}\n`),
    bodyLimitBytes: 64 * 1024,
  };
}
