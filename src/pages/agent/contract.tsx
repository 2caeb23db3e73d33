// Agent contract request screens (SPEC §2.1, §4 agent prompts): the pending request of one
// kind with Accept and Refuse (answered, back to home), then, for an agent, the salary or
// dividend screen of that kind.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import * as messagesApi from '../../api/calls/messages';
import type { ContractKind } from '../../api/types';
import { isAgent } from '../../rules/roles';
import { session } from '../../state/session';
import { errorKey, resource } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResources } from '../../state/use-resources';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import Dividend from './dividend';
import Salary from './salary';
import { PATHS } from '../../routes';

const requests = resource((signal) => call(messagesApi.contractRequests, {}, { signal }));
const FLAG = { daily: 'dailysalreqtype', dividend: 'divtypecompperiodreq', hourly: 'contracthoursalreq' } as const;

export default function ContractPage({ kind }: { kind: ContractKind }) {
  useSignals();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useResources([requests]);
  const r = requests.data.value;
  if (requests.error.value && !r)
    return <ErrorState messageKey={requests.error.value} onRetry={() => void requests.load()} />;
  if (!r || requests.loading.value) return <Loading />;
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await call(agentApi.answerContract, { kind, accept });
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'), 2000);
      navigate(PATHS.home, { replace: true });
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wallet" aria-labelledby="contract-title">
      <h2 id="contract-title" className="wallet-title">
        {t(`contract.${kind}`)}
      </h2>
      {r[FLAG[kind]] && (
        <div className="wallet-box">
          <p>{t(`contract.${kind}.body`)}</p>
          <p className="form-error" role="alert">
            {error ? t(error) : ''}
          </p>
          <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void answer(true)}>
            {t('agent.contract.accept')}
          </button>
          <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={() => void answer(false)}>
            {t('agent.contract.refuse')}
          </button>
        </div>
      )}
      {!isAgent(session.value?.type ?? 0) ? (
        !r[FLAG[kind]] && <Empty text={t('agent.contract.none')} />
      ) : kind === 'dividend' ? (
        <Dividend answerHere={!r[FLAG[kind]]} />
      ) : (
        <Salary period={kind} />
      )}
    </section>
  );
}
