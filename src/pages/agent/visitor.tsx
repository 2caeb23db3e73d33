// What a visitor sees on the agent centre (routes.ts `visitor`): the agent account is a login
// of its own, so the page asks for it where the visitor is rather than sending them away.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import { loginFrom } from '../../routes';
import { t } from '../../state/i18n';
import { TitledSection } from '../common/titled-section';

export function AgentVisitor() {
  useSignals();
  const [location] = useLocation();
  return (
    <TitledSection titleId="agent-title" title={t('agent.title')}>
      <div className="wallet-box">
        <p>{t('agent.visitor')}</p>
        <Link href={loginFrom(location)} className="btn btn-primary btn-block">
          {t('agent.login')}
        </Link>
      </div>
    </TitledSection>
  );
}
