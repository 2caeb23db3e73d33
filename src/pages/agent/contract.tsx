// Agent contract request screens (SPEC §2.1, §4 agent prompts): the pending request of one kind
// with Accept and Refuse (answered, back to home), then, for an agent, the salary or dividend
// screen of that kind.
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import type { ContractKind } from '../../api/types';
import { isAgent } from '../../rules/roles';
import { PATHS } from '../../routes';
import { answerContract, contractRequests, REQUEST_FLAG } from '../../state/agent/contracts';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { FormError, useSubmit } from '../../ui/form';
import { Loaded } from '../../ui/Loaded';
import { Empty, Loading } from '../../ui/PageState';
import Dividend from './dividend';
import Salary from './salary';
import { TitledSection } from '../common/titled-section';

export default function ContractPage({ kind }: { kind: ContractKind }) {
  useSignals();
  const requests = useResource(contractRequests, []);
  // The requests kept from an earlier visit may have been answered since: wait for this visit's.
  if (requests.loading.value) return <Loading />;
  return <Loaded of={requests}>{(r) => <Contract kind={kind} pending={r[REQUEST_FLAG[kind]]} />}</Loaded>;
}

function Contract({ kind, pending }: { kind: ContractKind; pending: boolean }) {
  useSignals();
  const [, navigate] = useLocation();
  const { busy, error, submit } = useSubmit();
  const answer = async (accept: boolean) => {
    if (await submit(() => answerContract(kind, accept))) {
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'), 2000);
      navigate(PATHS.home, { replace: true });
    }
  };
  return (
    <TitledSection titleId="contract-title" title={t(`contract.${kind}`)}>
      {pending && (
        <div className="wallet-box">
          <p>{t(`contract.${kind}.body`)}</p>
          <FormError messageKey={error} />
          <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void answer(true)}>
            {t('agent.contract.accept')}
          </button>
          <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={() => void answer(false)}>
            {t('agent.contract.refuse')}
          </button>
        </div>
      )}
      {!isAgent(session.value?.type ?? 0) ? (
        !pending && <Empty text={t('agent.contract.none')} />
      ) : kind === 'dividend' ? (
        <Dividend answerHere={!pending} />
      ) : (
        <Salary period={kind} />
      )}
    </TitledSection>
  );
}
