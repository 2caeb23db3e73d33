// The salary requests of the agent's downline agents (SPEC §7 Agent salary: requests, process,
// pay): approve or reject a pending one; pay a contract's last closed period.
import { useSignals } from '@preact/signals-react/runtime';
import type { SalaryPeriod, TeamContract } from '../../api/types';
import { decideSalary, paySalary } from '../../state/agent/salary';
import { t, tn } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { FormError, useSubmit } from '../../ui/form';
import { Money } from '../../ui/Money';
import { Empty } from '../../ui/PageState';
import { periodText, STATUS_KEY } from './labels';
import { TierList } from './salary-current';

export function SalaryRequests({
  period,
  team,
  onDone,
}: {
  period: SalaryPeriod;
  team: TeamContract[];
  onDone: () => void;
}) {
  useSignals();
  const { busy, error, submit } = useSubmit();
  const act = async (f: () => Promise<unknown>, done: string) => {
    if (await submit(f)) {
      toast.success(t(done), 2000);
      onDone();
    }
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('agent.salary.requests')}</h3>
      <FormError messageKey={error} />
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
                    onClick={() => void act(() => decideSalary(c.id, true), 'agent.salary.approved')}
                  >
                    {t('agent.salary.approve')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    aria-label={`${t('agent.salary.reject')} ${c.userName}`}
                    onClick={() => void act(() => decideSalary(c.id, false), 'agent.salary.rejected')}
                  >
                    {t('agent.salary.reject')}
                  </button>
                </span>
              )}
              {due && (
                <span className="wallet-record-sub">
                  {tn('agent.salary.due', due.active, { period: periodText(due.periodStart, period === 'hourly') })}{' '}
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
                  onClick={() => void act(() => paySalary(c.id, due.periodStart), 'agent.salary.paid')}
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
