// GET /healthz for load balancers and monitors: 200 when the database answers and its schema
// is the one this server's migrations build, 503 otherwise (a server whose database is gone
// or from another build must be taken out of rotation, not sent players). In API_ORIGIN mode
// it asks the platform for its status instead: a proxy whose platform does not answer serves
// a site where nobody can log in.
import type { ServerResponse } from 'node:http';
import type { Db } from '../db/open.ts';
import { SCHEMA_VERSION } from '../db/schema.ts';
import { sendJson } from './envelope.ts';

export interface Health {
  status: 'ok' | 'unavailable';
  /** reference: this server's own database; proxy: API_ORIGIN mode, no database here. */
  api: 'reference' | 'proxy';
  schema?: number;
  expected?: number;
  reason?: string;
  /** proxy: the platform's answer to its status call (HTTP status). */
  platform?: number;
}

/** How long the platform has to answer the probe: well under a load balancer's own timeout. */
export const PLATFORM_PROBE_MS = 3_000;
/** The call the probe makes: public, cheap, and the first one every phone makes. */
export const PLATFORM_PROBE_PATH = '/wps/system/status';

/** The platform behind API_ORIGIN: up when its status call answers 2xx in the envelope with success. */
export async function platformHealth(origin: string): Promise<Health> {
  try {
    const r = await fetch(`${origin}${PLATFORM_PROBE_PATH}`, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(PLATFORM_PROBE_MS),
    });
    const body = (await r.json().catch(() => null)) as { success?: unknown } | null;
    if (r.ok && body?.success === true) return { status: 'ok', api: 'proxy', platform: r.status };
    return {
      status: 'unavailable',
      api: 'proxy',
      platform: r.status,
      reason: `platform: ${PLATFORM_PROBE_PATH} answered ${r.status}${r.ok ? ' without success' : ''}`,
    };
  } catch (e) {
    const why = (e as Error).name === 'TimeoutError' ? `no answer in ${PLATFORM_PROBE_MS} ms` : 'unreachable';
    return { status: 'unavailable', api: 'proxy', reason: `platform: ${why}` };
  }
}

export function health(db: Db | null): Health {
  if (!db) return { status: 'ok', api: 'proxy' };
  try {
    const schema = db.pragma('user_version', { simple: true }) as number;
    db.prepare('SELECT 1 FROM members LIMIT 1').get();
    if (schema !== SCHEMA_VERSION)
      return {
        status: 'unavailable',
        api: 'reference',
        schema,
        expected: SCHEMA_VERSION,
        reason: 'schema is not current',
      };
    return { status: 'ok', api: 'reference', schema, expected: SCHEMA_VERSION };
  } catch (e) {
    return { status: 'unavailable', api: 'reference', reason: `database: ${(e as Error).message}` };
  }
}

export async function serveHealth(res: ServerResponse, db: Db | null, apiOrigin: string | null = null): Promise<void> {
  const h = db || !apiOrigin ? health(db) : await platformHealth(apiOrigin);
  sendJson(res, h.status === 'ok' ? 200 : 503, h);
}
