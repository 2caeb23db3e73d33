// GET /healthz for load balancers and monitors: 200 when the database answers and its schema
// is the one this server's migrations build, 503 otherwise (a server whose database is gone
// or from another build must be taken out of rotation, not sent players).
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

export function serveHealth(res: ServerResponse, db: Db | null): void {
  const h = health(db);
  sendJson(res, h.status === 'ok' ? 200 : 503, h);
}
