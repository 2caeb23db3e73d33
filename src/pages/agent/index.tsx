// The agent group (one lazy chunk, issue 7): /m/agentRegister (open a downline account,
// affiliate links, team with KPI and transfers) and the three contract request screens.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { isAgent } from '../../rules/roles';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { ErrorState, Loading } from '../../ui/PageState';
import AgentHome from './agent-home';
import ContractPage from './contract';

const CONTRACTS: Record<string, 'daily' | 'dividend' | 'hourly'> = {
  '/m/member/agent/getSalaryContract': 'daily',
  '/m/member/agent/getDevidendContract': 'dividend',
  '/m/member/agent/getHourContract': 'hourly',
};

export default function Agent() {
  useSignals();
  const [path, navigate] = useLocation();
  const s = session.value;
  const kind = CONTRACTS[path];
  useEffect(() => {
    // Contract screens are member pages; a visitor on /m/agentRegister is asked to log in in place.
    if (!s && kind) {
      toast.info(t('toast.pleaseLogin'), 2000);
      navigate(`/m/login?from=${encodeURIComponent(path)}`, { replace: true });
    } else if (s && !kind && !isAgent(s.type)) toast.info(t('agent.nonAgent'), 2000);
  }, [s === null, kind]);
  if (!s && kind) return <Loading />;
  if (!s) {
    return (
      <section className="wallet" aria-labelledby="agent-title">
        <h2 id="agent-title" className="wallet-title">
          {t('agent.title')}
        </h2>
        <div className="wallet-box">
          <p>{t('agent.visitor')}</p>
          <Link href={`/m/login?from=${encodeURIComponent(path)}`} className="btn btn-primary btn-block">
            {t('agent.login')}
          </Link>
        </div>
      </section>
    );
  }
  if (kind) return <ContractPage kind={kind} />;
  // SPEC §6: agents and members are separate; a non-agent is refused with the dictionary text.
  if (!isAgent(s.type))
    return (
      <section className="wallet">
        <ErrorState messageKey="agent.nonAgent" />
      </section>
    );
  const Page: ComponentType = AgentHome;
  return <Page />;
}
