// Agent quotas, salary and dividend contracts over real HTTP (SPEC §6, §7 Agent).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';
import { solvedCaptcha } from '../setup/captcha.ts';
import { apiCall as call, memberWithSession } from '../setup/api.ts';
import { placeBet } from '../setup/bets.ts';
import type {
  AgentContract,
  AgentLink,
  ContractCurrent,
  ContractPayment,
  InboxPage,
  PeriodFigures,
  RebateSettings,
  RecordPage,
  TeamContract,
} from '../../src/api/types.ts';
import { lastClosedPeriod, periodOf } from '../../src/rules/agent-contracts.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('agent-contracts', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

type Member = { id: number; token: string; userName: string };
async function agent(s: Server, upline?: { code: string }): Promise<Member & { code: string }> {
  const a = memberWithSession(s.db!, { type: 1, prefix: 'ag', affiliateCode: upline?.code ?? null });
  const links = (await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[];
  return { ...a, code: links[0]!.code };
}
const ledger = (s: Server, id: number, kind: string, cents: number, at: string) =>
  s
    .db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(id, kind, cents, 'test', at);
const bal = (s: Server, id: number) =>
  (s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(id) as { c: number })
    .c;
/** The contract as if approved `days` ago (the tests cannot wait for a period to close). */
const backdate = (s: Server, id: number, days: number) =>
  s
    .db!.prepare('UPDATE agent_contracts SET decided_at = ? WHERE id = ?')
    .run(new Date(Date.now() - days * 86_400_000).toISOString(), id);
const refused = (r: { status: number; code: string }) => [r.status, r.code];

/** A, its downline agent B (with a player D under B), and C, an agent of another team with its own downline E. */
async function teams(s: Server) {
  const a = await agent(s);
  const b = await agent(s, a);
  const d = memberWithSession(s.db!, { prefix: 'pl', affiliateCode: b.code });
  const c = await agent(s);
  const e = await agent(s, c);
  return { a, b, c, d, e };
}

t('SPEC §6 non-agents are refused every salary and dividend call with "Non-agents cannot log in"', async ({ s }) => {
  const m = memberWithSession(s.db!, { type: 0 });
  for (const [method, path, body] of [
    ['GET', '/wps/agent/salary/info?period=daily'],
    ['GET', '/wps/agent/salary/current?period=daily'],
    ['GET', '/wps/agent/salary/query?period=daily'],
    ['POST', '/wps/agent/salary/apply', { period: 'daily', tiers: [{ minActive: 1, amountCents: 100 }] }],
    ['GET', '/wps/agent/salary/requests?period=daily'],
    ['POST', '/wps/agent/salary/process', { contractId: 1, approve: true }],
    ['POST', '/wps/agent/salary/pay', { contractId: 1, periodStart: '2026-01-01T00:00:00.000Z' }],
    ['GET', '/wps/agent/salary/history?period=daily'],
    ['GET', '/wps/agent/dividend/info'],
    ['GET', '/wps/agent/dividend/current'],
    ['POST', '/wps/agent/dividend/offer', { downlineId: 1, cycle: 'week', shareBp: 100 }],
    ['GET', '/wps/agent/dividend/team'],
    ['POST', '/wps/agent/dividend/payout', { contractId: 1, periodStart: '2026-01-01T00:00:00.000Z' }],
    ['GET', '/wps/agent/dividend/history'],
    ['POST', '/wps/agent/dividend/message', { downlineId: 1, text: 'hi' }],
  ] as const) {
    const r = await call(s, method, path, { token: m.token, body });
    assert.equal([r.status, r.code, r.message], [403, 'NON_AGENT', 'Non-agents cannot log in'], path);
  }
});

t(
  'SPEC §7 quotas: seats per rebate level are counted, shown and enforced on opening a downline and on raising a rebate',
  async ({ s }) => {
    const a = await agent(s);
    const open = (rateBp: number, name = `q${Math.random().toString(36).slice(2, 8)}`) =>
      call(s, 'POST', '/wps/agent/downline', {
        token: a.token,
        body: { username: name, password: 'abc123', rateBp, ...solvedCaptcha(s.db!) },
      });
    assert.equal(refused(await open(310)), [400, 'REBATE_ABOVE_OWN']);
    const first = await open(250);
    assert.ok((await open(260)).success);
    const full = await open(250);
    assert.equal(refused(full), [409, 'QUOTA_FULL'], 'the level 2.50 % has 2 seats');
    const low = (await open(0)).value as { id: number };
    const settings = (await call(s, 'GET', '/wps/agent/rebate', { token: a.token })).value as RebateSettings;
    assert.equal(settings.quotas, [
      { rateBp: 250, total: 2, used: 2, remaining: 0 },
      { rateBp: 150, total: 5, used: 0, remaining: 5 },
    ]);
    const raise = await call(s, 'POST', '/wps/agent/downline/rebate', {
      token: a.token,
      body: { downlineId: low.id, rateBp: 280 },
    });
    assert.equal(refused(raise), [409, 'QUOTA_FULL'], 'raising into a full level is refused');
    const firstId = (first.value as { id: number }).id;
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/downline/rebate', {
          token: a.token,
          body: { downlineId: firstId, rateBp: 290 },
        })
      ).success,
      'moving within a level keeps its seat',
    );
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/downline/rebate', {
          token: a.token,
          body: { downlineId: firstId, rateBp: 100 },
        })
      ).success,
      'lowering frees a seat',
    );
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/downline/rebate', {
          token: a.token,
          body: { downlineId: low.id, rateBp: 250 },
        })
      ).success,
    );
    const after = (await call(s, 'GET', '/wps/agent/rebate', { token: a.token })).value as RebateSettings;
    assert.equal(
      after.quotas.map((q) => q.remaining),
      [0, 5],
    );
  },
);

t(
  'SPEC §7 salary: apply → the upline is prompted and processes it → a closed day is paid once, both ledgers and history agree',
  async ({ s }) => {
    const { a, b, c, d } = await teams(s);
    const info = (await call(s, 'GET', '/wps/agent/salary/info?period=daily', { token: b.token })).value as {
      upline: string;
    };
    assert.is(info.upline, a.userName);
    const noUpline = await call(s, 'POST', '/wps/agent/salary/apply', {
      token: a.token,
      body: { period: 'daily', tiers: [{ minActive: 1, amountCents: 500 }] },
    });
    assert.equal(refused(noUpline), [409, 'NO_UPLINE']);
    const badTiers = await call(s, 'POST', '/wps/agent/salary/apply', {
      token: b.token,
      body: {
        period: 'daily',
        tiers: [
          { minActive: 5, amountCents: 500 },
          { minActive: 1, amountCents: 900 },
        ],
      },
    });
    assert.equal(refused(badTiers), [400, 'BAD_TIERS']);
    // Tiers that are not a list of tiers at all are the same refusal, said by the call's parser.
    for (const malformed of ['x', [{ minActive: 1, amountCents: '500' }]]) {
      const r = await call(s, 'POST', '/wps/agent/salary/apply', {
        token: b.token,
        body: { period: 'daily', tiers: malformed },
      });
      assert.equal(refused(r), [400, 'BAD_TIERS'], JSON.stringify(malformed));
    }
    const tiers = [
      { minActive: 1, amountCents: 1500 },
      { minActive: 3, amountCents: 4000 },
    ];
    const applied = (
      await call(s, 'POST', '/wps/agent/salary/apply', { token: b.token, body: { period: 'daily', tiers } })
    ).value as AgentContract;
    assert.equal([applied.status, applied.tiers], ['pending', tiers]);
    assert.equal(
      refused(await call(s, 'POST', '/wps/agent/salary/apply', { token: b.token, body: { period: 'daily', tiers } })),
      [409, 'CONTRACT_PENDING'],
    );
    const prompt = (await call(s, 'GET', '/wps/agent/contract/requests', { token: a.token })).value as {
      dailysalreqtype: boolean;
    };
    assert.is(prompt.dailysalreqtype, true, "the upline's home prompt shows the request");
    const listed = (await call(s, 'GET', '/wps/agent/salary/requests?period=daily', { token: a.token }))
      .value as TeamContract[];
    assert.equal(
      listed.map((x) => [x.contract.userName, x.contract.status]),
      [[b.userName, 'pending']],
    );
    assert.equal(
      (await call(s, 'GET', '/wps/agent/salary/requests?period=daily', { token: c.token })).value,
      [],
      "another agent sees none of A's team",
    );
    const stolen = await call(s, 'POST', '/wps/agent/salary/process', {
      token: c.token,
      body: { contractId: applied.id, approve: true },
    });
    assert.equal(refused(stolen), [403, 'NOT_YOUR_DOWNLINE']);
    const self = await call(s, 'POST', '/wps/agent/salary/process', {
      token: b.token,
      body: { contractId: applied.id, approve: true },
    });
    assert.equal(refused(self), [403, 'NOT_YOUR_DOWNLINE'], 'an agent cannot approve its own application');
    const ok = (
      await call(s, 'POST', '/wps/agent/salary/process', {
        token: a.token,
        body: { contractId: applied.id, approve: true },
      })
    ).value as AgentContract;
    assert.is(ok.status, 'active');
    assert.is(
      ((await call(s, 'GET', '/wps/agent/contract/requests', { token: a.token })).value as { dailysalreqtype: boolean })
        .dailysalreqtype,
      false,
    );
    const cur = (await call(s, 'GET', '/wps/agent/salary/current?period=daily', { token: b.token }))
      .value as ContractCurrent;
    assert.equal(
      [cur.contract?.id, cur.pending, cur.estimate?.periodStart],
      [applied.id, null, periodOf('daily', Date.now()).start],
    );

    const today = periodOf('daily', Date.now()).start;
    const approvedToday = await call(s, 'POST', '/wps/agent/salary/pay', {
      token: a.token,
      body: { contractId: applied.id, periodStart: lastClosedPeriod('daily', Date.now()).start },
    });
    assert.equal(refused(approvedToday), [400, 'BAD_PERIOD'], 'a day before the contract is not paid');
    backdate(s, applied.id, 2);
    const yesterday = lastClosedPeriod('daily', Date.now());
    placeBet(s.db!, d.id, new Date(Date.parse(yesterday.start) + 3_600_000).toISOString(), { stake: 300 });
    const due = (
      (await call(s, 'GET', '/wps/agent/salary/requests?period=daily', { token: a.token })).value as TeamContract[]
    )[0]!.due!;
    assert.equal([due.periodStart, due.active, due.amountCents, due.paid], [yesterday.start, 1, 1500, false]);
    const q = (
      await call(
        s,
        'GET',
        `/wps/agent/salary/query?period=daily&periodStart=${encodeURIComponent(yesterday.start)}&downlineId=${b.id}`,
        { token: a.token },
      )
    ).value as PeriodFigures;
    assert.equal([q.active, q.amountCents], [1, 1500]);
    const foreignQuery = await call(s, 'GET', `/wps/agent/salary/query?period=daily&downlineId=${b.id}`, {
      token: c.token,
    });
    assert.equal(refused(foreignQuery), [403, 'NOT_YOUR_DOWNLINE']);
    const open = await call(s, 'POST', '/wps/agent/salary/pay', {
      token: a.token,
      body: { contractId: applied.id, periodStart: today },
    });
    assert.equal(refused(open), [400, 'BAD_PERIOD'], 'the running day is not paid');
    const poor = await call(s, 'POST', '/wps/agent/salary/pay', {
      token: a.token,
      body: { contractId: applied.id, periodStart: yesterday.start },
    });
    assert.equal(refused(poor), [409, 'INSUFFICIENT_BALANCE']);
    ledger(s, a.id, 'deposit', 10_000, new Date().toISOString());
    const foreignPay = await call(s, 'POST', '/wps/agent/salary/pay', {
      token: c.token,
      body: { contractId: applied.id, periodStart: yesterday.start },
    });
    assert.equal(refused(foreignPay), [403, 'NOT_YOUR_DOWNLINE']);
    const rs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        call(s, 'POST', '/wps/agent/salary/pay', {
          token: a.token,
          body: { contractId: applied.id, periodStart: yesterday.start },
        }),
      ),
    );
    assert.is(rs.filter((r) => r.success).length, 1, 'concurrent pays pay once');
    assert.ok(rs.filter((r) => !r.success).every((r) => r.code === 'ALREADY_PAID'));
    assert.equal([bal(s, a.id), bal(s, b.id)], [8_500, 1_500]);
    const wallet = (await call(s, 'GET', '/wps/member/wallet', { token: b.token })).value as { sumBalance: number };
    assert.is(wallet.sumBalance, 1_500, 'the balance is the ledger sum');
    const kinds = s
      .db!.prepare(
        "SELECT kind, amount_cents AS c FROM ledger WHERE member_id IN (?, ?) AND kind = 'salary' ORDER BY member_id",
      )
      .all(a.id, b.id);
    assert.equal(kinds, [
      { kind: 'salary', c: -1500 },
      { kind: 'salary', c: 1500 },
    ]);
    const hist = (await call(s, 'GET', '/wps/agent/salary/history?period=daily', { token: b.token }))
      .value as RecordPage<ContractPayment>;
    assert.equal(
      hist.list.map((p) => [p.periodStart, p.amountCents, p.payer, p.active]),
      [[yesterday.start, 1500, a.userName, 1]],
    );
    assert.equal(
      (
        (await call(s, 'GET', '/wps/agent/salary/history?period=hourly', { token: b.token }))
          .value as RecordPage<ContractPayment>
      ).list,
      [],
      'hourly history is its own',
    );
  },
);

t(
  'SPEC §7 hourly salary is the same model with an hourly period; a rejected request leaves no contract',
  async ({ s }) => {
    const { a, b } = await teams(s);
    const applied = (
      await call(s, 'POST', '/wps/agent/salary/apply', {
        token: b.token,
        body: { period: 'hourly', tiers: [{ minActive: 0, amountCents: 100 }] },
      })
    ).value as AgentContract;
    assert.is(applied.kind, 'hourly');
    assert.is(
      (
        (await call(s, 'GET', '/wps/agent/contract/requests', { token: a.token })).value as {
          contracthoursalreq: boolean;
        }
      ).contracthoursalreq,
      true,
    );
    // The home prompt's Refuse answers the application.
    assert.ok(
      (await call(s, 'POST', '/wps/agent/contract/answer', { token: a.token, body: { kind: 'hourly', accept: false } }))
        .success,
    );
    const cur = (await call(s, 'GET', '/wps/agent/salary/current?period=hourly', { token: b.token }))
      .value as ContractCurrent;
    assert.equal([cur.contract, cur.pending], [null, null]);
    const again = (
      await call(s, 'POST', '/wps/agent/salary/apply', {
        token: b.token,
        body: { period: 'hourly', tiers: [{ minActive: 0, amountCents: 100 }] },
      })
    ).value as AgentContract;
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/salary/process', {
          token: a.token,
          body: { contractId: again.id, approve: true },
        })
      ).success,
    );
    s.db!.prepare('UPDATE agent_contracts SET decided_at = ? WHERE id = ?').run(
      new Date(Date.now() - 3 * 3_600_000).toISOString(),
      again.id,
    );
    ledger(s, a.id, 'deposit', 1_000, new Date().toISOString());
    const due = (
      (await call(s, 'GET', '/wps/agent/salary/requests?period=hourly', { token: a.token })).value as TeamContract[]
    )[0]!.due!;
    assert.equal([due.periodStart, due.amountCents], [lastClosedPeriod('hourly', Date.now()).start, 100]);
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/salary/pay', {
          token: a.token,
          body: { contractId: again.id, periodStart: due.periodStart },
        })
      ).success,
    );
    assert.is(bal(s, b.id), 100);
  },
);

t(
  'SPEC §7 dividend: offered to an own downline agent, accepted from the prompt, the share of the net loss paid once; messages only to own downlines',
  async ({ s }) => {
    const { a, b, c, d, e } = await teams(s);
    const player = memberWithSession(s.db!, { prefix: 'pl', affiliateCode: a.code });
    const foreign = await call(s, 'POST', '/wps/agent/dividend/offer', {
      token: c.token,
      body: { downlineId: b.id, cycle: 'week', shareBp: 2000 },
    });
    assert.equal(refused(foreign), [403, 'NOT_YOUR_DOWNLINE']);
    const toPlayer = await call(s, 'POST', '/wps/agent/dividend/offer', {
      token: a.token,
      body: { downlineId: player.id, cycle: 'week', shareBp: 2000 },
    });
    assert.equal(refused(toPlayer), [409, 'DOWNLINE_NOT_AGENT']);
    const offer = (
      await call(s, 'POST', '/wps/agent/dividend/offer', {
        token: a.token,
        body: { downlineId: b.id, cycle: 'week', shareBp: 2000 },
      })
    ).value as AgentContract;
    assert.equal([offer.status, offer.cycle, offer.shareBp], ['pending', 'week', 2000]);
    const pendingB = (await call(s, 'GET', '/wps/agent/dividend/current', { token: b.token })).value as ContractCurrent;
    assert.is(pendingB.pending?.id, offer.id);
    assert.is(
      (
        (await call(s, 'GET', '/wps/agent/contract/requests', { token: b.token })).value as {
          divtypecompperiodreq: boolean;
        }
      ).divtypecompperiodreq,
      true,
    );
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/contract/answer', {
          token: b.token,
          body: { kind: 'dividend', accept: true },
        })
      ).success,
    );
    const cur = (await call(s, 'GET', '/wps/agent/dividend/current', { token: b.token })).value as ContractCurrent;
    assert.equal([cur.contract?.status, cur.estimate?.periodStart], ['active', periodOf('week', Date.now()).start]);
    backdate(s, offer.id, 15);
    const last = lastClosedPeriod('week', Date.now());
    const at = new Date(Date.parse(last.start) + 86_400_000).toISOString();
    placeBet(s.db!, d.id, at, { stake: 10_000, win: 4_000 });
    placeBet(s.db!, e.id, at, { stake: 99_999 });
    const due = ((await call(s, 'GET', '/wps/agent/dividend/team', { token: a.token })).value as TeamContract[])[0]!
      .due!;
    assert.equal(
      [due.periodStart, due.netLossCents, due.amountCents],
      [last.start, 6_000, 1_200],
      "20 % of the team's net loss, other teams not counted",
    );
    assert.equal((await call(s, 'GET', '/wps/agent/dividend/team', { token: c.token })).value, []);
    ledger(s, a.id, 'deposit', 5_000, new Date().toISOString());
    const stolen = await call(s, 'POST', '/wps/agent/dividend/payout', {
      token: c.token,
      body: { contractId: offer.id, periodStart: last.start },
    });
    assert.equal(refused(stolen), [403, 'NOT_YOUR_DOWNLINE']);
    const paid = (
      await call(s, 'POST', '/wps/agent/dividend/payout', {
        token: a.token,
        body: { contractId: offer.id, periodStart: last.start },
      })
    ).value as { balance: number };
    assert.is(paid.balance, 3_800);
    assert.equal(
      refused(
        await call(s, 'POST', '/wps/agent/dividend/payout', {
          token: a.token,
          body: { contractId: offer.id, periodStart: last.start },
        }),
      ),
      [409, 'ALREADY_PAID'],
    );
    const hist = (await call(s, 'GET', '/wps/agent/dividend/history', { token: b.token }))
      .value as RecordPage<ContractPayment>;
    assert.equal(
      hist.list.map((p) => [p.kind, p.netLossCents, p.amountCents]),
      [['dividend', 6_000, 1_200]],
    );
    assert.is(bal(s, b.id), 1_200);

    const msg = await call(s, 'POST', '/wps/agent/dividend/message', {
      token: a.token,
      body: { downlineId: b.id, text: 'Dividend <b>paid</b>' },
    });
    assert.ok(msg.success);
    const inbox = (await call(s, 'GET', '/wps/member/inbox', { token: b.token })).value as InboxPage;
    assert.ok(
      inbox.list.some((m) => m.title === a.userName && m.content === '<p>Dividend &#60;b&#62;paid&#60;/b&#62;</p>'),
      'escaped text in the downline inbox',
    );
    assert.equal(
      refused(
        await call(s, 'POST', '/wps/agent/dividend/message', {
          token: a.token,
          body: { downlineId: e.id, text: 'hi' },
        }),
      ),
      [403, 'NOT_YOUR_DOWNLINE'],
    );
    assert.equal(
      refused(
        await call(s, 'POST', '/wps/agent/dividend/message', {
          token: c.token,
          body: { downlineId: b.id, text: 'hi' },
        }),
      ),
      [403, 'NOT_YOUR_DOWNLINE'],
    );
  },
);

t.run();
