// The operator CLI's commands for money and members: pending work, deposit and withdrawal
// decisions, a member's account and type, agent accounts, the audit log.
import * as operator from '../../src/api/calls/operator.ts';
import * as wallet from '../../src/api/calls/wallet.ts';
import type {
  AuditEntry,
  IdentityDecision,
  MemberIdentityView,
  MemberSummary,
  PendingWork,
} from '../../src/api/types.ts';
import { call } from './client.ts';
import { type Command, choice, flag, idArg, optionalFlag, usageError } from './command.ts';
import { age, fields, money, table } from './format.ts';

type Record_ = {
  id: number;
  amount: number;
  status: string;
  balance: number;
  bonus?: number;
  changed?: boolean;
  refusal?: string | null;
};
/** Why an order was rejected for the member, in the operator's words. */
const REFUSALS: Readonly<Record<string, string>> = {
  PAYER_NOT_OWN_CPF: "the payer's CPF is not the member's: nothing credited, return the money to the payer",
};
const why = (r: Record_) => (r.refusal ? ` (${REFUSALS[r.refusal] ?? r.refusal})` : '');
/** A decision's outcome; a repeated one (`changed: false`) says that nothing changed, money included. */
const decided = (what: string, r: Record_) =>
  r.changed === false
    ? `${what} ${r.id} was already ${r.status}${why(r)}: nothing changed, nothing credited or returned; the member's balance is ${money(r.balance)}`
    : `${what} ${r.id}: ${r.status}${why(r)}, amount ${money(r.amount)}${r.bonus ? `, bonus ${money(r.bonus)}` : ''}; the member's balance is now ${money(r.balance)}`;

const pending: Command = {
  words: ['pending'],
  usage: 'pending',
  summary: 'deposits, withdrawals, promotion applications and contract requests waiting for a decision',
  help: "Lists what waits for the operator, oldest first: deposits to approve or reject, withdrawals to pay out or reject, REVIEW promotion applications and agents' contract requests.",
  async run(ctx) {
    const w = (await call(ctx.connect(), operator.operatorPending)) as PendingWork;
    const text = [
      table(
        'Deposits',
        ['id', 'member', 'amount', 'method', 'age'],
        w.deposits.map((d) => [String(d.id), d.userName, money(d.amount), d.methodId, age(d.ageSeconds)]),
      ),
      table(
        'Withdrawals',
        ['id', 'member', 'amount', 'to', 'age', 'bonus'],
        w.withdrawals.map((d) => [
          String(d.id),
          d.userName,
          money(d.amount),
          `${d.bankCode} ${d.accountMasked}`,
          age(d.ageSeconds),
          // A bonus forfeited for this withdrawal, or one open now: worth a look before paying (docs/bonus.md).
          d.bonus === 'forfeited' ? 'FORFEITED' : d.bonus === 'open' ? 'OPEN' : '-',
        ]),
      ),
      table(
        'Promotion applications',
        ['promotion', 'member', 'title', 'state', 'age'],
        w.promotions.map((p) => [String(p.promotionId), p.userName, p.title, p.state, age(p.ageSeconds)]),
      ),
      table(
        'Contract requests',
        ['request', 'kind', 'waits for', 'contract', 'age'],
        w.contracts.map((c) => [
          String(c.requestId),
          c.kind,
          c.userName,
          c.contract ? `#${c.contract.id} ${c.contract.agent} (upline ${c.contract.upline})` : '-',
          age(c.ageSeconds),
        ]),
      ),
    ].join('\n\n');
    return { value: w, text };
  },
};

const deposit: Command = {
  words: ['deposit'],
  usage: 'deposit approve|reject <id> [--payer-cpf CPF]',
  summary: 'approve a pending deposit (credits it once) or reject it',
  help: "approve credits the member once, with the bonus of a promotion accepted on the deposit form; approving again answers the same record and credits nothing. --payer-cpf: the payer's CPF the PIX credit notice names (pagador.cpf); on a Brazil site it is required, and a CPF that is not the member's own rejects the order instead (nothing credited; the player is told the money goes back to the paying account). reject refuses a pending deposit (nothing is credited); an approved deposit cannot be rejected.",
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['approve', 'reject'] as const);
    const id = idArg(this, rest, 1, 'the deposit id');
    const payerCpf = optionalFlag(ctx, 'payer-cpf');
    const r = (
      action === 'approve'
        ? await call(ctx.connect(), wallet.depositApprove, { depositId: id, ...(payerCpf ? { payerCpf } : {}) })
        : await call(ctx.connect(), operator.depositReject, { depositId: id })
    ) as Record_;
    return { value: r, text: decided('Deposit', r) };
  },
};

const withdrawal: Command = {
  words: ['withdrawal'],
  usage: 'withdrawal pay|reject <id>',
  summary: 'mark a withdrawal paid out, or reject it (the amount returns to the balance)',
  help: 'The amount left the balance when the member asked. pay marks the withdrawal paid (do it once the money is sent); reject returns the amount to the balance, once. The same decision again changes nothing; the other one is refused.',
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['pay', 'reject'] as const);
    const id = idArg(this, rest, 1, 'the withdrawal id');
    const def = action === 'pay' ? wallet.withdrawPayout : wallet.withdrawReject;
    const r = (await call(ctx.connect(), def, { withdrawalId: id })) as Record_;
    return { value: r, text: decided('Withdrawal', r) };
  },
};

/** Deposit, loss and time limits: each one set, with its use and a raise or removal waiting. */
function limitRows(m: MemberSummary): string[][] {
  const waiting = (p: { from: string } | null, value: string) => (p ? `${value} from ${p.from}` : '-');
  return [
    ...m.limits.deposit.map((l) => [
      `deposit ${l.period}`,
      l.limitCents === null ? 'none' : money(l.limitCents),
      money(l.usedCents),
      waiting(l.pending, l.pending?.cents == null ? 'none' : money(l.pending.cents)),
    ]),
    ...m.limits.loss.map((l) => [
      `loss ${l.period}`,
      l.limitCents === null ? 'none' : money(l.limitCents),
      `${money(l.lostCents)} lost`,
      waiting(l.pending, l.pending?.cents == null ? 'none' : money(l.pending.cents)),
    ]),
    ...m.limits.time.map((x) => [
      `time ${x.kind}`,
      x.limitMinutes === null ? 'none' : `${x.limitMinutes} min`,
      x.kind === 'session' ? '-' : `${x.usedMinutes} min`,
      waiting(x.pending, x.pending?.minutes == null ? 'none' : `${x.pending.minutes} min`),
    ]),
  ];
}

/** The identity kept at registration (where the jurisdiction asks it) and its check. */
const identityRows = (i: MemberIdentityView): Array<[string, string]> => [
  ['CPF', i.cpf],
  ['full name', i.fullName],
  ['birth date', i.birthDate],
  ['address', i.address],
  ['identity', i.reason === null ? i.status : `${i.status}: ${i.reason}`],
];

const memberText = (m: MemberSummary) =>
  [
    fields([
      ['member', `${m.userName} (id ${m.id})`],
      ['type', String(m.type)],
      ['balance', `${money(m.balance)} (cash ${money(m.cash)}, bonus ${money(m.bonus)})`],
      ['pending', `${m.pendingDeposits} deposit(s), ${m.pendingWithdrawals} withdrawal(s)`],
      ['since', m.createdAt],
      ...(m.identity ? identityRows(m.identity) : []),
    ]),
    table(
      'Wagering requirements',
      ['id', 'state', 'bonus', 'wagered', 'target', 'deadline', 'promotion'],
      m.requirements.map((r) => [
        String(r.id),
        r.state,
        money(r.bonus),
        money(r.wagered),
        money(r.target),
        r.deadline,
        r.promoId === null ? '-' : `${r.promoId} ${r.title}`,
      ]),
    ),
    table('Limits (responsible gaming)', ['limit', 'set', 'used', 'waiting change'], limitRows(m)),
    ...(m.limits.pause ? [`Play paused (${m.limits.pause.kind} time limit) until ${m.limits.pause.until}`] : []),
    table(
      'Latest ledger rows',
      ['id', 'kind', 'amount', 'ref', 'at'],
      m.ledger.map((l) => [String(l.id), l.kind, money(l.amount), l.ref, l.createdAt]),
    ),
  ].join('\n\n');

/** An identity decision's outcome; a repeated one says that nothing changed. */
const identityDecided = (r: IdentityDecision) =>
  r.changed
    ? `${r.userName}'s identity is now ${r.identity.status}${r.identity.reason ? ` (reason: ${r.identity.reason})` : ''}`
    : `${r.userName}'s identity was already ${r.identity.status}${r.identity.reason ? ` (reason: ${r.identity.reason})` : ''}: unchanged`;

const member: Command = {
  words: ['member'],
  usage:
    'member show <user> [--rows N] | member type <user> <type> | member verify <user> | member refuse <user> --reason TEXT',
  summary: "a member's balance, limits, identity and latest ledger rows; change a member's type; decide an identity",
  help: "show: the balance (the sum of the ledger), pending money, the identity kept at registration (CPF, full name, birth date, address and its check), the responsible-gaming limits (deposit, loss and time, with their use and any raise waiting) and the newest ledger rows (--rows, 10). type: 0, 1, 2 are real-money accounts, 4 is free play; types above 0 except 4 are agents. verify / refuse: the identity's check, audited; refuse needs --reason, which the member reads on the profile. The same decision again answers 'unchanged'.",
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['show', 'type', 'verify', 'refuse'] as const);
    const user = rest[1];
    if (!user) throw usageError(this, 'the user name is missing');
    if (action === 'verify' || action === 'refuse') {
      const reason = action === 'refuse' ? flag(this, ctx, 'reason') : undefined;
      const status = action === 'verify' ? 'verified' : 'refused';
      const r = (await call(ctx.connect(), operator.memberIdentity, {
        user,
        status,
        ...(reason ? { reason } : {}),
      })) as IdentityDecision;
      return { value: r, text: identityDecided(r) };
    }
    if (action === 'show') {
      const rows = optionalFlag(ctx, 'rows');
      const m = (await call(ctx.connect(), operator.memberShow, { user, ...(rows ? { rows } : {}) })) as MemberSummary;
      return { value: m, text: memberText(m) };
    }
    const type = Number(rest[2]);
    if (!rest[2] || !Number.isInteger(type)) throw usageError(this, 'the type must be a number');
    const m = (await call(ctx.connect(), operator.memberType, { user, type })) as MemberSummary;
    return { value: m, text: `${m.userName} is now type ${m.type}` };
  },
};

const bonus: Command = {
  words: ['bonus'],
  usage: 'bonus cancel <requirement id>',
  summary: 'cancel an open wagering requirement (its remaining bonus is removed)',
  help: "Cancels an open wagering requirement: the bonus still held for it is removed with a ledger row of its own (bonus_cancelled), and the action is audited. A met, expired, forfeited or cancelled one is refused (BONUS_NOT_OPEN). `member show <user>` lists a member's requirements with their ids.",
  async run(ctx, rest) {
    choice(this, rest, 0, ['cancel'] as const);
    const id = idArg(this, rest, 1, 'the requirement id');
    const m = (await call(ctx.connect(), operator.bonusCancel, { requirementId: id })) as MemberSummary;
    return { value: m, text: `Requirement ${id} cancelled.\n\n${memberText(m)}` };
  },
};

const agent: Command = {
  words: ['agent'],
  usage: 'agent create <user> [--password P]',
  summary: 'open an agent account (type 1)',
  help: 'Opens a new agent account. Without --password one is generated and printed once: hand it to the agent, who changes it at first login.',
  async run(ctx, rest) {
    choice(this, rest, 0, ['create'] as const);
    const user = rest[1];
    if (!user) throw usageError(this, 'the user name is missing');
    const password = optionalFlag(ctx, 'password');
    const r = (await call(ctx.connect(), operator.agentCreate, { user, ...(password ? { password } : {}) })) as {
      id: number;
      userName: string;
      password: string | null;
    };
    const text = `Agent ${r.userName} created (id ${r.id})${r.password ? `; password: ${r.password}` : ''}`;
    return { value: r, text };
  },
};

const audit: Command = {
  words: ['audit'],
  usage: 'audit [--limit N]',
  summary: 'the latest operator actions (who, what, target, outcome)',
  help: 'Every operator action, refusals included, newest first (--limit, 20). "who" is the fingerprint of the token that acted: the first 12 hex digits of its SHA-256.',
  async run(ctx) {
    const limit = optionalFlag(ctx, 'limit');
    const rows = (await call(ctx.connect(), operator.auditLog, limit ? { limit } : {})) as AuditEntry[];
    const text = table(
      'Operator actions',
      ['id', 'at', 'who', 'action', 'target', 'outcome'],
      rows.map((r) => [String(r.id), r.createdAt, r.actor, r.action, r.target, r.outcome]),
    );
    return { value: rows, text };
  },
};

export const MONEY_COMMANDS: readonly Command[] = [pending, deposit, withdrawal, member, bonus, agent, audit];
