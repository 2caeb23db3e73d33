// The agent programme (SPEC §6, §7 Agent). Agent-level calls (src/api/calls/agent.ts): the
// dispatcher refuses a member who is not an agent (server/api/access.ts) before they run.
// Downline calls reach only the agent's own downlines.
import { checkField } from '../../src/rules/validation.ts';
import { quotaRows, type QuotaLevel } from '../../src/rules/agent-contracts.ts';
import { memberByName } from '../db/accounts.ts';
import { answerContract } from '../db/agent-contracts.ts';
import { agentLinks, createAgentLink, deleteAgentLink } from '../db/agent-links.ts';
import { downlineRates, openDownline, rebateOf, setDownlineRebate } from '../db/agent-rebates.ts';
import { downlinePage, transferToDownlines } from '../db/agents.ts';
import { accountsConfig } from './accounts-config.ts';
import { requireCaptcha } from './accounts-input.ts';
import { rateLimit } from './accounts-limits.ts';
import { hashPassword } from './password-hash.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { apiError } from '../http/errors.ts';

export const notYours = () => apiError('NOT_YOUR_DOWNLINE', undefined);
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
const quotaError = () => apiError('QUOTA_FULL');

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
    const agent = ctx.member.memberId;
    const own = rebateOf(ctx.db, agent, top);
    return { ownBp: own, maxBp: top, quotas: quotaRows(quotaLevels(ctx), own, downlineRates(ctx.db, agent)) };
  },
  updateDownlineRebate: (ctx) => {
    const s = ctx.member;
    const { downlineId, rateBp } = ctx.params;
    const r = setDownlineRebate(ctx.db, s.memberId, downlineId, rateBp, topRebateBp(ctx), quotaLevels(ctx));
    if (r === 'NOT_YOUR_DOWNLINE') throw notYours();
    if (r === 'ABOVE_OWN') throw apiError('REBATE_ABOVE_OWN');
    if (r === 'QUOTA_FULL') throw quotaError();
    return null;
  },
  agentLinks: (ctx) => agentLinks(ctx.db, ctx.member.memberId),
  createAgentLink: (ctx) => {
    const r = createAgentLink(ctx.db, ctx.member.memberId);
    if (r === 'TOO_MANY') throw apiError('TOO_MANY_LINKS');
    return r;
  },
  deleteAgentLink: (ctx) => {
    const s = ctx.member;
    const r = deleteAgentLink(ctx.db, s.memberId, ctx.params.code);
    if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such link');
    return r;
  },
  downlines: (ctx) => {
    const { pageNo, pageSize } = ctx.params;
    return downlinePage(ctx.db, ctx.member.memberId, pageNo, pageSize);
  },
  transferToDownlines: (ctx) => {
    const s = ctx.member;
    const { downlineIds: ids, amount, idempotencyKey: key } = ctx.params;
    if (ids.length < 1 || new Set(ids).size !== ids.length)
      throw p.badBody('downlineIds', 'must list 1 to 50 different member ids');
    const r = transferToDownlines(ctx.db, s.memberId, ids, amount, key);
    if (r === 'NOT_YOUR_DOWNLINE') throw notYours();
    if (r === 'INSUFFICIENT') throw apiError('INSUFFICIENT_BALANCE');
    if (r === 'KEY_REUSED')
      throw apiError('IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different transfer');
    return r;
  },
  agentRegisterDownline: async (ctx) => {
    const s = ctx.member;
    const b = ctx.params;
    // The rules of public registration (accounts-register.ts), so an agent account cannot open
    // accounts faster than a visitor could: the address's window (shared with public
    // registration), the agent's own window at the same number, the wanted name's, the captcha.
    const cfg = accountsConfig(ctx.site);
    const limit = cfg.limits.register;
    rateLimit(ctx.db, 'register', { ...limit, perAccount: limit.perIp }, ctx.ip, `agent:${s.memberId}`);
    const { username, password } = b;
    if (checkField('username', username, true)) throw apiError('INVALID_FIELD', 'Account format error');
    if (checkField('password', password, true)) throw apiError('INVALID_FIELD', 'Password format error');
    rateLimit(ctx.db, 'register', { ...limit, perIp: 0 }, ctx.ip, `register:${username.toLowerCase()}`);
    if (cfg.registration.captcha.enabled) requireCaptcha(ctx.db, b.captcha ?? '', b.captchaKey ?? '');
    const rateBp = b.rateBp ?? 0;
    if (memberByName(ctx.db, username)) throw apiError('USER_EXISTS');
    const passwordHash = await hashPassword(password);
    const id = openDownline(
      ctx.db,
      s.memberId,
      { userName: username, passwordHash, merchantCode: ctx.site.merchantCode },
      rateBp,
      topRebateBp(ctx),
      quotaLevels(ctx),
    );
    if (id === 'ABOVE_OWN') throw apiError('REBATE_ABOVE_OWN');
    if (id === 'QUOTA_FULL') throw quotaError();
    return { id, userName: username };
  },
  // SPEC §4: the home prompts reach every member type that is checked for requests, not only agents.
  answerContract: (ctx) => {
    const s = ctx.member;
    const { kind, accept } = ctx.params;
    if (!answerContract(ctx.db, s.memberId, kind, accept)) throw apiError('NOT_FOUND', 'No pending request');
    return null;
  },
};
