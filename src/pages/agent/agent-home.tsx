// /m/agentRegister for agents (SPEC §4 referral shortcut, §7 Agent): the agent centre's tabs:
// open a downline account (at a rebate level within the quotas), affiliate links, the team with
// its KPI and transfers, rebate settings and quotas, daily salary and dividend (the same screens
// as the contract routes).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { PATHS } from '../../routes';
import { t } from '../../state/i18n';
import { TabbedSection } from '../../ui/TabbedSection';
import Dividend from './dividend';
import { Links } from './links';
import Rebate from './rebate';
import { RegisterDownline } from './register-downline';
import Salary from './salary';
import Team from './team';

const DailySalary = () => <Salary period="daily" />;

export default function AgentHome() {
  useSignals();
  const search = useSearch();
  const bar = useRef<HTMLDivElement>(null);
  // Six tabs scroll sideways on a 360 px phone: keep the open one in view.
  useEffect(() => {
    bar.current?.querySelector('.wallet-tab-on')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [search]);
  return (
    <div className="agent-tabbar" ref={bar}>
      <TabbedSection
        titleId="agent-title"
        title={t('agent.title')}
        base={PATHS.agent}
        tabs={[
          { id: 'register', text: t('agent.tab.register'), view: RegisterDownline },
          { id: 'links', text: t('agent.tab.links'), view: Links },
          { id: 'team', text: t('agent.tab.team'), view: Team },
          { id: 'rebate', text: t('agent.tab.rebate'), view: Rebate },
          { id: 'salary', text: t('agent.tab.salary'), view: DailySalary },
          { id: 'dividend', text: t('agent.tab.dividend'), view: Dividend },
        ]}
      />
    </div>
  );
}
