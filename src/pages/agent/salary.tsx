// Agent salary, daily or hourly (SPEC §7 Agent salary: current, info, query, apply, process,
// requests, history). The agent applies to its upline for a contract (an amount per period by
// active team members); the upline approves or rejects its downline agents' requests and pays
// closed periods; the agent sees its contract, this period's estimate and what it was paid.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { SalaryPeriod } from '../../api/types';
import { PATHS } from '../../routes';
import { salaryHistoryPages, salaryScreen } from '../../state/agent/salary';
import { t, tn } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { RecordList } from '../../ui/RecordList';
import { TabLinks } from '../../ui/TabbedSection';
import { periodText } from './labels';
import { SalaryApply } from './salary-apply';
import { SalaryCurrent } from './salary-current';
import { SalaryQuery } from './salary-query';
import { SalaryRequests } from './salary-requests';

export default function Salary({ period }: { period: SalaryPeriod }) {
  useSignals();
  const screen = useResource(salaryScreen, [period]);
  // A payment adds a row to the history: it starts again from its first page.
  const [paid, setPaid] = useState(0);
  const history = usePagedList((p) => String(p.id), salaryHistoryPages(period), [period, paid]);
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
      <Loaded of={screen}>
        {({ info, current, team }) => (
          <>
            <SalaryCurrent cur={current} info={info} />
            <SalaryQuery period={period} />
            {!current.pending && info.upline !== null && (
              <SalaryApply info={info} hasContract={current.contract !== null} onDone={screen.reload} />
            )}
            <SalaryRequests
              period={period}
              team={team}
              onDone={() => {
                setPaid((n) => n + 1);
                screen.reload();
              }}
            />
          </>
        )}
      </Loaded>
      <h3 className="wallet-h">{t('agent.salary.history')}</h3>
      <RecordList
        list={history}
        label={t('agent.salary.history')}
        render={(p) => (
          <>
            <span className="wallet-record-main">
              <span>{periodText(p.periodStart, period === 'hourly')}</span>
              <Money cents={p.amountCents} signed />
            </span>
            <span className="wallet-record-sub">{tn('agent.salary.paidBy', p.active, { name: p.payer })}</span>
          </>
        )}
      />
    </>
  );
}
