// Agent salary, daily or hourly (SPEC §7 Agent salary: current, info, query, apply, process,
// requests, history). The agent applies to its upline for a contract (an amount per period by
// active team members); the upline approves or rejects its downline agents' requests and pays
// closed periods; the agent sees its contract, this period's estimate and what it was paid.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type {
  ContractCurrent,
  PeriodFigures,
  SalaryInfo,
  SalaryPeriod,
  SalaryTier,
  TeamContract,
} from '../../api/types';
import { checkTiers } from '../../rules/agent-contracts';
import { parseAmount } from '../../rules/wallet';
import { showBalance } from '../../state/money';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Money, PagedList, SubmitRow, TabLinks, useSubmit } from '../member/kit';
import { periodText, STATUS_KEY } from './labels';
import { useCall } from '../../state/use-call';
import { PATHS } from '../../routes';

export default function Salary({ period }: { period: SalaryPeriod }) {
  useSignals();
  const r = useCall(
    (signal) =>
      Promise.all([
        call(agentApi.salaryInfo, { period }, { signal }),
        call(agentApi.salaryCurrent, { period }, { signal }),
        call(agentApi.salaryRequests, { period }, { signal }),
      ]),
    [period],
  );
  const [paid, setPaid] = useState(0);
  if (r.error && !r.data) return <ErrorState messageKey={r.error} onRetry={() => void r.reload()} />;
  if (!r.data) return <Loading />;
  const [info, cur, team] = r.data;
  return (
    <>
      <TabLinks
        label={t('agent.salary.title')}
        current={period}
        tabs={[
          { id: 'daily', href: PATHS.salaryContract, text: t('agent.salary.daily') },
          { id: 'hourly', href: PATHS.hourContract, text: t('agent.salary.hourly') },
        ]}
      />
      <Current cur={cur} info={info} />
      <Query period={period} />
      {!cur.pending && info.upline !== null && (
        <Apply info={info} hasContract={cur.contract !== null} onDone={() => void r.reload()} />
      )}
      <Team
        period={period}
        team={team}
        onDone={() => {
          setPaid((n) => n + 1);
          void r.reload();
        }}
      />
      <h3 className="wallet-h">{t('agent.salary.history')}</h3>
      <PagedList
        label={t('agent.salary.history')}
        deps={[period, paid]}
        load={(pageNo, signal) => call(agentApi.salaryHistory, { period, pageNo, pageSize: 20 }, { signal })}
        render={(p) => (
          <>
            <span className="wallet-record-main">
              <span>{periodText(p.periodStart, period === 'hourly')}</span>
              <Money cents={p.amountCents} signed />
            </span>
            <span className="wallet-record-sub">{t('agent.salary.paidBy', { name: p.payer, n: p.active })}</span>
          </>
        )}
      />
    </>
  );
}

export function TierList({ tiers }: { tiers: readonly SalaryTier[] }) {
  useSignals();
  return (
    <ul className="agent-tiers" aria-label={t('agent.salary.tiers')}>
      {tiers.map((x) => (
        <li key={x.minActive}>
          {t('agent.salary.tier', { n: x.minActive })} <Money cents={x.amountCents} />
        </li>
      ))}
    </ul>
  );
}

function Current({ cur, info }: { cur: ContractCurrent; info: SalaryInfo }) {
  useSignals();
  const e = cur.estimate;
  return (
    <div className="wallet-box" data-testid="salary-current">
      <h3 className="wallet-h">{t('agent.salary.current')}</h3>
      {cur.contract ? (
        <TierList tiers={cur.contract.tiers} />
      ) : (
        <p className="wallet-note">{t('agent.salary.noContract')}</p>
      )}
      {e && (
        <dl className="wallet-dl">
          <dt>{t('agent.salary.period')}</dt>
          <dd dir="ltr">{periodText(e.periodStart, info.period === 'hourly')}</dd>
          <dt>{t('agent.salary.active')}</dt>
          <dd>{e.active}</dd>
          <dt>{t('agent.salary.estimate')}</dt>
          <dd>
            <Money cents={e.amountCents} />
          </dd>
        </dl>
      )}
      {cur.pending && (
        <p className="wallet-note" role="status">
          {t('agent.salary.pending', { name: info.upline ?? '' })}
        </p>
      )}
      {!cur.pending && info.upline === null && <p className="wallet-note">{t('agent.salary.noUpline')}</p>}
    </div>
  );
}

function Apply({ info, hasContract, onDone }: { info: SalaryInfo; hasContract: boolean; onDone: () => void }) {
  useSignals();
  const [rows, setRows] = useState(() =>
    info.defaultTiers.map((x) => ({ n: String(x.minActive), amount: (x.amountCents / 100).toFixed(2) })),
  );
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit();
  const set = (i: number, k: 'n' | 'amount', v: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const tiers = rows.map((r) => ({
      minActive: /^\d{1,5}$/.test(r.n.trim()) ? Number(r.n.trim()) : -1,
      amountCents: parseAmount(r.amount) ?? -1,
    }));
    const err = checkTiers(tiers);
    setError(err);
    if (err) return;
    if (await run(() => call(agentApi.salaryApply, { period: info.period, tiers }))) {
      toast.success(t('agent.salary.applied'), 2000);
      onDone();
    }
  };
  return (
    <form
      className="wallet-form wallet-box"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="salary-apply-h"
    >
      <h3 id="salary-apply-h" className="wallet-h">
        {t(hasContract ? 'agent.salary.applyNew' : 'agent.salary.apply')}
      </h3>
      <p className="wallet-note">{t('agent.salary.applyIntro', { name: info.upline ?? '' })}</p>
      {rows.map((r, i) => (
        <fieldset key={i} className="agent-tier-row">
          <legend>{t('agent.salary.tierN', { n: i + 1 })}</legend>
          <label>
            {t('agent.salary.minActive')}
            <input inputMode="numeric" maxLength={5} value={r.n} onChange={(e) => set(i, 'n', e.currentTarget.value)} />
          </label>
          <label>
            {t('agent.salary.amount')}
            <input
              inputMode="decimal"
              maxLength={10}
              value={r.amount}
              onChange={(e) => set(i, 'amount', e.currentTarget.value)}
            />
          </label>
        </fieldset>
      ))}
      <div className="agent-actions">
        {rows.length < info.maxTiers && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setRows((rs) => [...rs, { n: '', amount: '' }])}
          >
            {t('agent.salary.addTier')}
          </button>
        )}
        {rows.length > 1 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRows((rs) => rs.slice(0, -1))}>
            {t('agent.salary.removeTier')}
          </button>
        )}
      </div>
      {error && <p className="field-error">{t(error)}</p>}
      <SubmitRow busy={busy} formError={formError} label={t('agent.salary.submit')} />
    </form>
  );
}

function Team({ period, team, onDone }: { period: SalaryPeriod; team: TeamContract[]; onDone: () => void }) {
  useSignals();
  const { busy, formError: error, run } = useSubmit();
  const act = async (f: () => Promise<unknown>, done: string) => {
    if (await run(f)) {
      toast.success(t(done), 2000);
      onDone();
    }
    refreshBalance();
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('agent.salary.requests')}</h3>
      <p className="form-error" role="alert">
        {error ? t(error) : ''}
      </p>
      {team.length === 0 ? (
        <Empty text={t('agent.salary.noRequests')} />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.salary.requests')}>
          {team.map(({ contract: c, due }) => (
            <li key={c.id} className="wallet-record" data-testid="salary-request">
              <span className="wallet-record-main">
                <span dir="ltr">{c.userName}</span>
                <span>{t(STATUS_KEY[c.status])}</span>
              </span>
              <TierList tiers={c.tiers} />
              {c.status === 'pending' && (
                <span className="agent-actions">
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={busy}
                    aria-label={`${t('agent.salary.approve')} ${c.userName}`}
                    onClick={() =>
                      void act(
                        () => call(agentApi.salaryProcess, { contractId: c.id, approve: true }),
                        'agent.salary.approved',
                      )
                    }
                  >
                    {t('agent.salary.approve')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    aria-label={`${t('agent.salary.reject')} ${c.userName}`}
                    onClick={() =>
                      void act(
                        () => call(agentApi.salaryProcess, { contractId: c.id, approve: false }),
                        'agent.salary.rejected',
                      )
                    }
                  >
                    {t('agent.salary.reject')}
                  </button>
                </span>
              )}
              {due && (
                <span className="wallet-record-sub">
                  {t('agent.salary.due', { period: periodText(due.periodStart, period === 'hourly'), n: due.active })}{' '}
                  <Money cents={due.amountCents} />
                  {due.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
                </span>
              )}
              {due && !due.paid && due.amountCents > 0 && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  aria-label={`${t('agent.salary.pay')} ${c.userName}`}
                  onClick={() =>
                    void act(
                      async () =>
                        showBalance(
                          (await call(agentApi.salaryPay, { contractId: c.id, periodStart: due.periodStart })).balance,
                        ),
                      'agent.salary.paid',
                    )
                  }
                >
                  {t('agent.salary.pay')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The figures of any past or current period: the day (and hour) picked, UTC. */
function Query({ period }: { period: SalaryPeriod }) {
  useSignals();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const [hour, setHour] = useState('0');
  const [res, setRes] = useState<PeriodFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const h = Number(hour);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isInteger(h) || h < 0 || h > 23) {
      setError('agent.salary.error.date');
      return;
    }
    const start = `${day}T${period === 'hourly' ? String(h).padStart(2, '0') : '00'}:00:00.000Z`;
    try {
      setRes(await call(agentApi.salaryQuery, { period, periodStart: start }));
    } catch (e2) {
      setRes(null);
      setError(errorKey(e2));
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="salary-q-h">
      <h3 id="salary-q-h" className="wallet-h">
        {t('agent.salary.query')}
      </h3>
      <div className="agent-tier-row">
        <label>
          {t('agent.salary.day')}
          <input type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
        </label>
        {period === 'hourly' && (
          <label>
            {t('agent.salary.hour')}
            <input inputMode="numeric" maxLength={2} value={hour} onChange={(e) => setHour(e.currentTarget.value)} />
          </label>
        )}
      </div>
      <p className="form-error" role="alert">
        {error ? t(error) : ''}
      </p>
      {res && (
        <dl className="wallet-dl" data-testid="salary-query">
          <dt>{t('agent.salary.active')}</dt>
          <dd>{res.active}</dd>
          <dt>{t('agent.salary.amount')}</dt>
          <dd>
            <Money cents={res.amountCents} />
            {res.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
          </dd>
        </dl>
      )}
      <button type="submit" className="btn btn-ghost btn-block">
        {t('agent.salary.queryGo')}
      </button>
    </form>
  );
}
