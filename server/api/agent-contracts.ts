// Agent salary (daily, hourly) and dividend calls (SPEC §7 Agent salary: current, info, query,
// apply, process, requests, history; dividend: current, info, history, payout, message).
// Agent-level calls: the dispatcher admits only agents (server/api/access.ts); a call that
// names a downline or a contract reaches only the agent's own downlines, else 403 NOT_YOUR_DOWNLINE.
import type { DividendCycle, SalaryPeriod, SalaryTier } from '../../src/api/types.ts';
import {
  checkShare,
  checkTiers,
  isPeriodStart,
  MAX_SALARY_CENTS,
  MAX_SHARE_BP,
  MAX_TIERS,
  periodOf,
} from '../../src/rules/agent-contracts.ts';
import { isAgent } from '../../src/rules/roles.ts';
import { decide, propose } from '../db/agent-contracts.ts';
import { current, history, pay, queryFigures, teamContracts, type PayRefusal } from '../db/contract-periods.ts';
import { isOwnDownline, memberName, memberType, uplineOf } from '../db/agents.ts';
import { sendInbox } from '../db/messages.ts';
import type { HttpError } from '../http/envelope.ts';
import { agentConfig, notYours } from './agents.ts';
import type { ApiContext, Handlers, MemberContext, ParamsContext } from './context.ts';
import * as p from './params.ts';
import { apiError } from '../http/errors.ts';

const CYCLES: readonly DividendCycle[] = ['week', 'month'];
const DEFAULT_TIERS: Record<SalaryPeriod, SalaryTier[]> = {
  daily: [
    { minActive: 1, amountCents: 1_000 },
    { minActive: 5, amountCents: 6_000 },
    { minActive: 10, amountCents: 15_000 },
  ],
  hourly: [
    { minActive: 1, amountCents: 100 },
    { minActive: 5, amountCents: 600 },
  ],
};
/** Site config agent.salaryTiers.daily / .hourly: the tiers the apply form starts from. */
function defaultTiers(ctx: ApiContext, kind: SalaryPeriod): SalaryTier[] {
  const v = (agentConfig(ctx).salaryTiers as Record<string, unknown> | undefined)?.[kind];
  return checkTiers(v) === null ? (v as SalaryTier[]) : DEFAULT_TIERS[kind];
}
const uplineName = (ctx: ApiContext, member: number): string | null => {
  const up = uplineOf(ctx.db, member);
  return up === null ? null : memberName(ctx.db, up);
};

const PAY_ERRORS: Record<PayRefusal, () => HttpError> = {
  NOT_YOURS: notYours,
  NOT_ACTIVE: () => apiError('CONTRACT_NOT_ACTIVE'),
  BAD_PERIOD: () => apiError('BAD_PERIOD'),
  ALREADY_PAID: () => apiError('ALREADY_PAID'),
  NOTHING_DUE: () => apiError('NOTHING_DUE'),
  INSUFFICIENT: () => apiError('INSUFFICIENT_BALANCE'),
};
function payPeriod(ctx: MemberContext & ParamsContext<'salaryPay' | 'dividendPayout'>) {
  const r = pay(ctx.db, ctx.member.memberId, ctx.params.contractId, ctx.params.periodStart);
  if (typeof r === 'string') throw PAY_ERRORS[r]();
  return r;
}
const pending = () => apiError('CONTRACT_PENDING');

export const agentContractHandlers: Handlers<
  | 'salaryInfo'
  | 'salaryCurrent'
  | 'salaryQuery'
  | 'salaryApply'
  | 'salaryRequests'
  | 'salaryProcess'
  | 'salaryPay'
  | 'salaryHistory'
  | 'dividendInfo'
  | 'dividendCurrent'
  | 'dividendOffer'
  | 'dividendTeam'
  | 'dividendPayout'
  | 'dividendHistory'
  | 'dividendMessage'
> = {
  salaryInfo: (ctx) => {
    const s = ctx.member;
    const kind = ctx.params.period;
    return {
      period: kind,
      upline: uplineName(ctx, s.memberId),
      defaultTiers: defaultTiers(ctx, kind),
      maxTiers: MAX_TIERS,
      maxAmountCents: MAX_SALARY_CENTS,
    };
  },
  salaryCurrent: (ctx) => current(ctx.db, ctx.member.memberId, ctx.params.period),
  salaryQuery: (ctx) => {
    const s = ctx.member;
    const kind = ctx.params.period;
    const start = ctx.params.periodStart || periodOf(kind, Date.now()).start;
    if (!isPeriodStart(kind, start)) throw apiError('BAD_PARAM', 'periodStart must be the start of a period');
    const downline = ctx.params.downlineId ?? 0;
    if (downline && !isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    return queryFigures(ctx.db, downline || s.memberId, kind, start);
  },
  salaryApply: (ctx) => {
    const s = ctx.member;
    const { period: kind, tiers } = ctx.params;
    const err = checkTiers(tiers);
    if (err) throw apiError('BAD_TIERS');
    const upline = uplineOf(ctx.db, s.memberId);
    if (upline === null) throw apiError('NO_UPLINE');
    const r = propose(ctx.db, { member: s.memberId, upline, answerer: upline, kind, tiers });
    if (r === 'PENDING') throw pending();
    return r;
  },
  salaryRequests: (ctx) => teamContracts(ctx.db, ctx.member.memberId, ctx.params.period),
  salaryProcess: (ctx) => {
    const s = ctx.member;
    const r = decide(ctx.db, s.memberId, ctx.params.contractId, ctx.params.approve);
    if (r === 'NOT_YOURS') throw notYours();
    if (r === 'NOT_PENDING') throw apiError('NOT_PENDING');
    return r;
  },
  salaryPay: payPeriod,
  salaryHistory: (ctx) => {
    const { period: kind, pageNo, pageSize } = ctx.params;
    return history(ctx.db, ctx.member.memberId, [kind, kind], pageNo, pageSize);
  },
  dividendInfo: (ctx) => ({
    upline: uplineName(ctx, ctx.member.memberId),
    cycles: [...CYCLES],
    maxShareBp: MAX_SHARE_BP,
  }),
  dividendCurrent: (ctx) => current(ctx.db, ctx.member.memberId, 'dividend'),
  dividendOffer: (ctx) => {
    const s = ctx.member;
    const { downlineId: downline, cycle, shareBp } = ctx.params;
    if (checkShare(shareBp)) throw p.badBody('shareBp', `must be 1 to ${MAX_SHARE_BP} basis points`);
    if (!isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    if (!isAgent(memberType(ctx.db, downline) ?? 0)) throw apiError('DOWNLINE_NOT_AGENT');
    const r = propose(ctx.db, {
      member: downline,
      upline: s.memberId,
      answerer: downline,
      kind: 'dividend',
      cycle,
      shareBp,
    });
    if (r === 'PENDING') throw pending();
    return r;
  },
  dividendTeam: (ctx) => teamContracts(ctx.db, ctx.member.memberId, 'dividend'),
  dividendPayout: payPeriod,
  dividendHistory: (ctx) => {
    const { pageNo, pageSize } = ctx.params;
    return history(ctx.db, ctx.member.memberId, ['dividend', 'dividend'], pageNo, pageSize);
  },
  dividendMessage: (ctx) => {
    const s = ctx.member;
    const { downlineId: downline, text } = ctx.params;
    if (text.length < 1) throw p.badBody('text', 'must not be empty');
    if (!isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    // The inbox shows HTML: the agent's text is escaped, never markup.
    const esc = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    sendInbox(ctx.db, downline, s.userName, `<p>${esc}</p>`);
    return null;
  },
};
