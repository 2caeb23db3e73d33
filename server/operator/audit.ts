// The operator audit log: every operator action leaves one row (who = the token's
// fingerprint, what, when, the target and the outcome), refusals included, so "who approved
// deposit 12?" and "who tried to?" both have an answer. Read-only calls leave none.
import type { AccessOf, EndpointName, ValueOf } from '../../src/api/endpoints.ts';
import type { AuditEntry } from '../../src/api/types.ts';
import type { Handler, OperatorContext, ParamsContext } from '../api/context.ts';
import type { Db } from '../db/open.ts';
import { iso, perDb } from '../db/statements.ts';
import { HttpError } from '../http/envelope.ts';
import { FileAnswer } from '../http/file-answer.ts';

export type OperatorCall = { [K in EndpointName]: AccessOf<K> extends 'operator' ? K : never }[EndpointName];

const stmts = perDb((db) => ({
  insert: db.prepare(
    'INSERT INTO operator_audit (actor, action, target, outcome, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  lastDone: db.prepare<[string, number], { detail: string; created_at: string }>(
    `SELECT detail, created_at FROM operator_audit
      WHERE action = ? AND outcome = 'ok' AND json_extract(detail, '$.memberId') = ? ORDER BY id DESC LIMIT 1`,
  ),
  latest: db.prepare<
    [number],
    { id: number; actor: string; action: string; target: string; outcome: string; detail: string; created_at: string }
  >('SELECT * FROM operator_audit ORDER BY id DESC LIMIT ?'),
}));

export interface AuditRow {
  actor: string;
  action: string;
  target: string;
  outcome: string;
  detail?: Record<string, unknown>;
}

export function recordAction(db: Db, a: AuditRow, now = Date.now()): void {
  stmts(db).insert.run(a.actor, a.action, a.target, a.outcome, JSON.stringify(a.detail ?? {}), iso(now));
}

/**
 * The detail of the latest action `action` done (outcome ok) on member `memberId` (its detail's
 * `memberId`), or null: where a decision's words are kept only in its audit row (an identity's
 * refusal reason).
 */
export function lastDoneOn(db: Db, action: OperatorCall, memberId: number): Record<string, unknown> | null {
  const r = stmts(db).lastDone.get(action, memberId);
  return r ? (JSON.parse(r.detail) as Record<string, unknown>) : null;
}

/** The newest `limit` entries first. */
export function auditEntries(db: Db, limit: number): AuditEntry[] {
  return stmts(db)
    .latest.all(limit)
    .map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      outcome: r.outcome,
      detail: JSON.parse(r.detail) as Record<string, unknown>,
      createdAt: r.created_at,
    }));
}

type Body = Record<string, unknown>;
const bodyOf = (b: unknown): Body => (typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Body) : {});

/** How each audited action names its target, for the refusals the dispatcher makes before the handler runs. */
const targets = new Map<string, (body: Body) => string>();

function rowOf(ctx: OperatorContext, action: string, target: (body: Body) => string, body: unknown) {
  // The target carries caller-written text (user names): no control character reaches the log.
  const named = target(bodyOf(body)).replace(/\p{Cc}/gu, '?');
  return { actor: ctx.actor, action, target: named.slice(0, 200) };
}

/** An action refused before its handler ran (malformed parameters) is audited as the handler's own refusals are. */
export function auditMalformed(ctx: OperatorContext, action: string, body: unknown, e: HttpError): void {
  const target = targets.get(action);
  if (!target) return;
  const row = rowOf(ctx, action, target, body);
  recordAction(ctx.db, { ...row, outcome: e.code, detail: { message: e.message } });
  ctx.log(`OPERATOR ${ctx.actor} ${action} ${row.target} ${e.code}`);
}

/**
 * An operator call that is an action: runs `handler` and writes its audit row, `ok` with the
 * detail of its answer (for a file, once all of it was sent; `ABORTED` when the client went
 * away first), or the refusal's code (then the refusal goes on to the caller).
 * `target` names what the call acts on from its body ("deposit:12", "member:alice").
 */
export function audited<K extends OperatorCall>(
  action: K,
  target: (body: Body) => string,
  handler: (ctx: OperatorContext & ParamsContext<K>) => ValueOf<K> | Promise<ValueOf<K>>,
  detail: (value: ValueOf<K>) => Record<string, unknown> = () => ({}),
): Handler<K> {
  targets.set(action, target);
  const run = async (ctx: OperatorContext & ParamsContext<K>): Promise<ValueOf<K>> => {
    const row = rowOf(ctx, action, target, ctx.params);
    try {
      const value = await handler(ctx);
      const done = (outcome: string) => {
        recordAction(ctx.db, { ...row, outcome, detail: detail(value) });
        ctx.log(`OPERATOR ${ctx.actor} ${action} ${row.target} ${outcome}`);
      };
      // A file (the backup) is done once it has reached the client: a download the client
      // gave up is no backup, and the going-live check must not count it as one.
      if (value instanceof FileAnswer) value.onEnd = (complete) => done(complete ? 'ok' : 'ABORTED');
      else done('ok');
      return value;
    } catch (e) {
      const outcome = e instanceof HttpError ? e.code : 'SERVER_ERROR';
      recordAction(ctx.db, { ...row, outcome, detail: e instanceof HttpError ? { message: e.message } : {} });
      ctx.log(`OPERATOR ${ctx.actor} ${action} ${row.target} ${outcome}`);
      throw e;
    }
  };
  // Handler<K> for an operator call is a function of OperatorContext (server/api/context.ts ContextFor).
  return run as unknown as Handler<K>;
}

/** A target from a body field: `${prefix}:${value}`, or just the prefix when the field is missing. */
export const targetOf =
  (prefix: string, field: string) =>
  (b: Body): string =>
    b[field] === undefined ? prefix : `${prefix}:${String(b[field])}`;
