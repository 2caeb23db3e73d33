// What every API handler receives. The dispatcher admits a call at its access level first
// (server/api/access.ts), so a member, real or agent call's handler gets the caller's session
// as ctx.member and never checks the level again.
import type { AccessLevel, AccessOf, EndpointName, ParamsOf, ValueOf } from '../../src/api/endpoints.ts';
import type { SiteConfig } from '../config.ts';
import type { SessionRow } from '../db/members.ts';
import type { Db } from '../db/open.ts';
import type { OperatorKey } from '../operator/token.ts';

export interface ApiContext {
  db: Db;
  site: SiteConfig;
  token: string | null;
  /** Client address, for per-IP rate limits. */
  ip: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  log: (line: string) => void;
  /** The operator token this server accepts, or the operator API turned off (server/operator/token.ts). */
  operator: OperatorKey;
}

/** A member, real or agent call: the live session of a caller the level admits. */
export interface MemberContext extends ApiContext {
  member: SessionRow;
}

/** An operator call: who acted, as the fingerprint of the token it carried (the audit log's `actor`). */
export interface OperatorContext extends ApiContext {
  actor: string;
}

/** The context a call of this level gets: public calls carry no member, operator calls their actor. */
export type ContextFor<A extends AccessLevel> = A extends 'member' | 'real' | 'agent'
  ? MemberContext
  : A extends 'operator'
    ? OperatorContext
    : ApiContext;

/** The call's parameters as its contract names them, read by the dispatcher (server/api/input/). */
export type ParamsContext<K extends EndpointName> = { params: ParamsOf<K> };

export type Handler<K extends EndpointName> = (
  ctx: ContextFor<AccessOf<K>> & ParamsContext<K>,
) => ValueOf<K> | Promise<ValueOf<K>>;
export type Handlers<K extends EndpointName> = { [N in K]: Handler<N> };
