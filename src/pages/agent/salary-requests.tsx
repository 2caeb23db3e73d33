// The salary requests of the agent's downline agents (SPEC §7 Agent salary: requests, process,
// pay): approve or reject a pending one; pay a contract's last closed period.
import { useSignals } from '@preact/signals-react/runtime';
import type { SalaryPeriod, TeamContract } from '../../api/types';
import { decideSalary, paySalary } from '../../state/agent/salary';
import { t, tn } from '../../state/i18n';
import { periodText } from './labels';
import { TierList } from './salary-current';
import { DuePayment, TeamContracts, useTeamAction } from './team-contracts';

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
  const { busy, error, act } = useTeamAction(onDone);
  return (
    <TeamContracts
      title={t('agent.salary.requests')}
      emptyText={t('agent.salary.noRequests')}
      testId="salary-request"
      team={team}
      error={error}
    >
      {({ contract: c, due }) => (
        <>
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
          <DuePayment
            due={due}
            caption={(d) =>
              tn('agent.salary.due', d.active, { period: periodText(d.periodStart, period === 'hourly') })
            }
            payLabel={t('agent.salary.pay')}
            userName={c.userName}
            busy={busy}
            onPay={(d) => void act(() => paySalary(c.id, d.periodStart), 'agent.salary.paid')}
          />
        </>
      )}
    </TeamContracts>
  );
}
