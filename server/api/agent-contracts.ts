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
import { HttpError } from '../http/envelope.ts';
import { agentConfig, notYours } from './agents.ts';
import type { ApiContext, Handlers, MemberContext } from './context.ts';
import * as p from './params.ts';

const PERIODS: readonly SalaryPeriod[] = ['daily', 'hourly'];
const CYCLES: readonly DividendCycle[] = ['week', 'month'];

function period(q: URLSearchParams | Record<string, unknown>): SalaryPeriod {
  const v = q instanceof URLSearchParams ? q.get('period') : q.period;
  if (!PERIODS.includes(v as SalaryPeriod)) throw new HttpError(400, 'BAD_PARAM', 'period must be daily or hourly');
  return v as SalaryPeriod;
}
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
  NOT_ACTIVE: () => new HttpError(409, 'CONTRACT_NOT_ACTIVE', 'The contract is not active'),
  BAD_PERIOD: () => new HttpError(400, 'BAD_PERIOD', 'periodStart must be a closed period of the contract'),
  ALREADY_PAID: () => new HttpError(409, 'ALREADY_PAID', 'This period is already paid'),
  NOTHING_DUE: () => new HttpError(409, 'NOTHING_DUE', 'Nothing is due for this period'),
  INSUFFICIENT: () => new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance'),
};
function payPeriod(ctx: MemberContext) {
  const s = ctx.member;
  const b = p.object(ctx.body);
  const r = pay(ctx.db, s.memberId, p.id(b, 'contractId'), p.field(b, 'periodStart', 32));
  if (typeof r === 'string') throw PAY_ERRORS[r]();
  return r;
}
const pending = () => new HttpError(409, 'CONTRACT_PENDING', 'A request is already waiting for an answer');

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
    const kind = period(ctx.query);
    return {
      period: kind,
      upline: uplineName(ctx, s.memberId),
      defaultTiers: defaultTiers(ctx, kind),
      maxTiers: MAX_TIERS,
      maxAmountCents: MAX_SALARY_CENTS,
    };
  },
  salaryCurrent: (ctx) => current(ctx.db, ctx.member.memberId, period(ctx.query)),
  salaryQuery: (ctx) => {
    const s = ctx.member;
    const kind = period(ctx.query);
    const start = p.text(ctx.query, 'periodStart', 32) ?? periodOf(kind, Date.now()).start;
    if (!isPeriodStart(kind, start)) throw new HttpError(400, 'BAD_PARAM', 'periodStart must be the start of a period');
    const downline = p.int(ctx.query, 'downlineId', { min: 0, max: Number.MAX_SAFE_INTEGER, def: 0 });
    if (downline && !isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    return queryFigures(ctx.db, downline || s.memberId, kind, start);
  },
  salaryApply: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const kind = period(b);
    const err = checkTiers(b.tiers);
    if (err) throw new HttpError(400, 'BAD_TIERS', 'tiers must rise in active members and amount, 1 to 5 of them');
    const upline = uplineOf(ctx.db, s.memberId);
    if (upline === null) throw new HttpError(409, 'NO_UPLINE', 'Only an agent with an upline agent can apply');
    const r = propose(ctx.db, { member: s.memberId, upline, answerer: upline, kind, tiers: b.tiers as SalaryTier[] });
    if (r === 'PENDING') throw pending();
    return r;
  },
  salaryRequests: (ctx) => teamContracts(ctx.db, ctx.member.memberId, period(ctx.query)),
  salaryProcess: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    if (typeof b.approve !== 'boolean') throw p.badBody('approve', 'must be true or false');
    const r = decide(ctx.db, s.memberId, p.id(b, 'contractId'), b.approve);
    if (r === 'NOT_YOURS') throw notYours();
    if (r === 'NOT_PENDING') throw new HttpError(409, 'NOT_PENDING', 'The request is already answered');
    return r;
  },
  salaryPay: payPeriod,
  salaryHistory: (ctx) => {
    const kind = period(ctx.query);
    const { pageNo, pageSize } = p.paging(ctx.query);
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
    const b = p.object(ctx.body);
    const downline = p.id(b, 'downlineId');
    if (!CYCLES.includes(b.cycle as DividendCycle)) throw p.badBody('cycle', 'must be week or month');
    if (checkShare(b.shareBp)) throw p.badBody('shareBp', `must be 1 to ${MAX_SHARE_BP} basis points`);
    if (!isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    if (!isAgent(memberType(ctx.db, downline) ?? 0))
      throw new HttpError(409, 'DOWNLINE_NOT_AGENT', 'Dividend contracts are for downline agents');
    const r = propose(ctx.db, {
      member: downline,
      upline: s.memberId,
      answerer: downline,
      kind: 'dividend',
      cycle: b.cycle as DividendCycle,
      shareBp: b.shareBp as number,
    });
    if (r === 'PENDING') throw pending();
    return r;
  },
  dividendTeam: (ctx) => teamContracts(ctx.db, ctx.member.memberId, 'dividend'),
  dividendPayout: payPeriod,
  dividendHistory: (ctx) => {
    const { pageNo, pageSize } = p.paging(ctx.query);
    return history(ctx.db, ctx.member.memberId, ['dividend', 'dividend'], pageNo, pageSize);
  },
  dividendMessage: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const downline = p.id(b, 'downlineId');
    const text = p.field(b, 'text', 500).trim();
    if (text.length < 1) throw p.badBody('text', 'must not be empty');
    if (!isOwnDownline(ctx.db, s.memberId, downline)) throw notYours();
    // The inbox shows HTML: the agent's text is escaped, never markup.
    const esc = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    sendInbox(ctx.db, downline, s.userName, `<p>${esc}</p>`);
    return null;
  },
};
