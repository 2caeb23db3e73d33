// The agent programme (SPEC §6, §7 Agent). Every call starts with requireAgent: a member
// who is not an agent (isAgent, the one rule in src/rules/roles.ts) is refused with the
// dictionary's 'Non-agents cannot log in'. Downline calls reach only the agent's own downlines.
import { isAgent } from '../../src/rules/roles.ts';
import { checkField } from '../../src/rules/validation.ts';
import type { ContractKind } from '../../src/api/types.ts';
import { quotaRows, type QuotaLevel } from '../../src/rules/agent-contracts.ts';
import { memberByName } from '../db/accounts.ts';
import {
  agentLinks,
  answerContract,
  createAgentLink,
  deleteAgentLink,
  downlinePage,
  downlineRates,
  openDownline,
  rebateOf,
  setDownlineRebate,
  transferToDownlines,
} from '../db/agents.ts';
import { HttpError } from '../http/envelope.ts';
import { hashPassword } from './accounts-passwords.ts';
import { requireSession } from './auth.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

export function requireAgent(ctx: ApiContext) {
  const s = requireSession(ctx);
  if (!isAgent(s.type)) throw new HttpError(403, 'NON_AGENT', 'Non-agents cannot log in');
  return s;
}

export const bad = (name: string, why: string) => new HttpError(400, 'BAD_BODY', `${name} ${why}`);
export const notYours = () =>
  new HttpError(
    403,
    'NOT_YOUR_DOWNLINE',
    'Sorry, this account does not have permission or the feature is temporarily unavailable',
  );
/** Site config `agent`, read defensively (an operator's file may leave keys out). */
export const agentConfig = (ctx: ApiContext): Record<string, unknown> =>
  (ctx.site as unknown as Record<string, Record<string, unknown> | undefined>).agent ?? {};
const isBp = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 10_000;
/** Site config agent.topRebateBp: the rate of a direct agent (no upline) without a stored one. */
function topRebateBp(ctx: ApiContext): number {
  const v = agentConfig(ctx).topRebateBp;
  return isBp(v) ? v : 300;
}
/** Site config agent.quotas: downline accounts an agent may open at each rebate level. */
function quotaLevels(ctx: ApiContext): QuotaLevel[] {
  const v = agentConfig(ctx).quotas;
  const ok =
    Array.isArray(v) &&
    v.every(
      (l: { rateBp?: unknown; total?: unknown }) =>
        isBp(l?.rateBp) && Number.isSafeInteger(l.total) && (l.total as number) >= 0,
    );
  return ok
    ? (v as QuotaLevel[])
    : [
        { rateBp: 250, total: 2 },
        { rateBp: 150, total: 5 },
      ];
}
const quotaError = () => new HttpError(409, 'QUOTA_FULL', 'No quota left at this rebate level');
const rebateParam = (v: unknown) => {
  if (typeof v !== 'number' || !isBp(v)) throw bad('rateBp', 'must be 0 to 10000 basis points');
  return v;
};

const KINDS: readonly ContractKind[] = ['daily', 'dividend', 'hourly'];

export const agentHandlers: Handlers<
  | 'agentLinks'
  | 'createAgentLink'
  | 'deleteAgentLink'
  | 'downlines'
  | 'transferToDownlines'
  | 'agentRegisterDownline'
  | 'answerContract'
  | 'rebateSettings'
  | 'updateDownlineRebate'
> = {
  rebateSettings: (ctx) => {
    const top = topRebateBp(ctx);
    const agent = requireAgent(ctx).memberId;
    const own = rebateOf(ctx.db, agent, top);
    return { ownBp: own, maxBp: top, quotas: quotaRows(quotaLevels(ctx), own, downlineRates(ctx.db, agent)) };
  },
  updateDownlineRebate: (ctx) => {
    const s = requireAgent(ctx);
    const b = p.object(ctx.body);
    const downlineId = b.downlineId;
    const rateBp = b.rateBp;
    if (typeof downlineId !== 'number' || !Number.isSafeInteger(downlineId) || downlineId < 1)
      throw bad('downlineId', 'must be a member id');
    const r = setDownlineRebate(
      ctx.db,
      s.memberId,
      downlineId,
      rebateParam(rateBp),
      topRebateBp(ctx),
      quotaLevels(ctx),
    );
    if (r === 'NOT_YOUR_DOWNLINE') throw notYours();
    if (r === 'ABOVE_OWN') throw new HttpError(400, 'REBATE_ABOVE_OWN', "A downline's rebate cannot be above your own");
    if (r === 'QUOTA_FULL') throw quotaError();
    return null;
  },
  agentLinks: (ctx) => agentLinks(ctx.db, requireAgent(ctx).memberId),
  createAgentLink: (ctx) => {
    const r = createAgentLink(ctx.db, requireAgent(ctx).memberId);
    if (r === 'TOO_MANY') throw new HttpError(409, 'TOO_MANY_LINKS', 'An agent may keep at most 10 links');
    return r;
  },
  deleteAgentLink: (ctx) => {
    const s = requireAgent(ctx);
    const r = deleteAgentLink(ctx.db, s.memberId, p.field(p.object(ctx.body), 'code', 16));
    if (r === 'NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', 'No such link');
    return r;
  },
  downlines: (ctx) => {
    const s = requireAgent(ctx);
    return downlinePage(
      ctx.db,
      s.memberId,
      p.int(ctx.query, 'pageNo', { min: 1, max: 10_000, def: 1 }),
      p.int(ctx.query, 'pageSize', { min: 1, max: 50, def: 20 }),
    );
  },
  transferToDownlines: (ctx) => {
    const s = requireAgent(ctx);
    const b = p.object(ctx.body);
    const ids = b.downlineIds;
    if (
      !Array.isArray(ids) ||
      ids.length < 1 ||
      ids.length > 50 ||
      !ids.every((x) => Number.isSafeInteger(x) && x > 0) ||
      new Set(ids).size !== ids.length
    ) {
      throw bad('downlineIds', 'must list 1 to 50 different member ids');
    }
    const amount = b.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > 100_000_000)
      throw bad('amount', 'must be a positive amount in cents');
    const key = p.field(b, 'idempotencyKey', 64);
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw bad('idempotencyKey', 'must be 8 to 64 letters, digits, _ or -');
    const r = transferToDownlines(ctx.db, s.memberId, ids as number[], amount, key);
    if (r === 'NOT_YOUR_DOWNLINE') throw notYours();
    if (r === 'INSUFFICIENT') throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance');
    if (r === 'KEY_REUSED')
      throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different transfer');
    return r;
  },
  agentRegisterDownline: async (ctx) => {
    const s = requireAgent(ctx);
    const b = p.object(ctx.body);
    const username = p.field(b, 'username', 16).trim();
    const password = p.field(b, 'password', 20);
    if (checkField('username', username, true)) throw new HttpError(400, 'INVALID_FIELD', 'Account format error');
    if (checkField('password', password, true)) throw new HttpError(400, 'INVALID_FIELD', 'Password format error');
    const rateBp = b.rateBp === undefined ? 0 : rebateParam(b.rateBp);
    if (memberByName(ctx.db, username)) throw new HttpError(409, 'USER_EXISTS', 'Sorry, the username already exists');
    const passwordHash = await hashPassword(password);
    const id = openDownline(
      ctx.db,
      s.memberId,
      { userName: username, passwordHash, merchantCode: ctx.site.merchantCode },
      rateBp,
      topRebateBp(ctx),
      quotaLevels(ctx),
    );
    if (id === 'ABOVE_OWN')
      throw new HttpError(400, 'REBATE_ABOVE_OWN', "A downline's rebate cannot be above your own");
    if (id === 'QUOTA_FULL') throw quotaError();
    return { id, userName: username };
  },
  // SPEC §4: the home prompts reach every member type that is checked for requests, not only agents.
  answerContract: (ctx) => {
    const s = requireSession(ctx);
    const b = p.object(ctx.body);
    const kind = b.kind as ContractKind;
    if (!KINDS.includes(kind)) throw bad('kind', 'must be daily, dividend or hourly');
    if (typeof b.accept !== 'boolean') throw bad('accept', 'must be true or false');
    if (!answerContract(ctx.db, s.memberId, kind, b.accept))
      throw new HttpError(404, 'NOT_FOUND', 'No pending request');
    return null;
  },
};
