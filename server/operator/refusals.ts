// Refused operator calls leave an audit row too: a wrong or missing X-Admin-Token, the operator
// API turned off, an operator path that does not exist, another site's page. The row names the
// address and a fingerprint of the token that was sent (the first 12 hex digits of its SHA-256,
// as an accepted token's actor is written: an old token is recognisable, the token itself is
// never kept). Someone probing the operator API could fill the table with such rows, so at most
// PER_ADDRESS rows per address and ALL_ADDRESSES rows in all are written per window; the first
// refusal past a limit writes one AUDIT_LIMIT row saying that later ones are not written.
import type { IncomingHttpHeaders } from 'node:http';
import { hitWindow } from '../db/limits.ts';
import type { Db } from '../db/open.ts';
import { recordAction } from './audit.ts';
import { fingerprintOf } from './token.ts';

export const REFUSAL_WINDOW_MS = 10 * 60_000;
export const REFUSALS_PER_ADDRESS = 20;
export const REFUSALS_ALL_ADDRESSES = 200;

export interface Refusal {
  ip: string;
  method: string;
  path: string;
  /** The call's name when the path and method are an operator call, else null. */
  call: string | null;
  code: string;
  headers: IncomingHttpHeaders;
}

const clean = (text: string, max: number) => text.replace(/\p{Cc}/gu, '?').slice(0, max);

/** Writes the refusal's audit row unless a limit is reached; answers whether it did. */
export function auditRefusal(db: Db, r: Refusal, log: (line: string) => void, now = Date.now()): boolean {
  const given = r.headers['x-admin-token'];
  const sent = typeof given === 'string' && given !== '' ? fingerprintOf(given) : null;
  const perAddress = hitWindow(db, `operator-refused|ip|${r.ip}`, REFUSAL_WINDOW_MS, now).count;
  // An address past its own limit does not use up the others' allowance.
  const all =
    perAddress <= REFUSALS_PER_ADDRESS ? hitWindow(db, 'operator-refused|all', REFUSAL_WINDOW_MS, now).count : 0;
  if (perAddress > REFUSALS_PER_ADDRESS || all > REFUSALS_ALL_ADDRESSES) {
    const first = perAddress === REFUSALS_PER_ADDRESS + 1 || all === REFUSALS_ALL_ADDRESSES + 1;
    if (first) {
      const which = all > REFUSALS_ALL_ADDRESSES ? 'all addresses' : r.ip;
      recordAction(
        db,
        {
          actor: sent ?? 'none',
          action: 'refused',
          target: which,
          outcome: 'AUDIT_LIMIT',
          detail: { ip: r.ip, windowMinutes: REFUSAL_WINDOW_MS / 60_000 },
        },
        now,
      );
      log(
        `OPERATOR REFUSED: more refused operator calls from ${which}; not audited for ${REFUSAL_WINDOW_MS / 60_000} minutes`,
      );
    }
    return false;
  }
  const path = clean(r.path, 200);
  recordAction(
    db,
    {
      actor: sent ?? 'none',
      action: r.call ?? 'refused',
      target: path,
      outcome: r.code,
      detail: {
        ip: r.ip,
        method: clean(r.method, 16),
        sentToken: sent,
        userAgent: clean(String(r.headers['user-agent'] ?? ''), 120),
      },
    },
    now,
  );
  log(`OPERATOR ${sent ?? 'none'} ${r.method} ${path} refused ${r.code} from ${r.ip}`);
  return true;
}
