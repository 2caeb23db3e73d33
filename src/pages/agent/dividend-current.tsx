// The agent's dividend contract, this period's estimate, and a pending offer with Accept and
// Refuse (SPEC §7 Agent dividend: current, info; §4 contract prompts).
import { useSignals } from '@preact/signals-react/runtime';
import type { ContractCurrent, DividendCycle, DividendInfo } from '../../api/types';
import { bpText, periodLastInstant } from '../../rules/agent-forms';
import { answerContract } from '../../state/agent/contracts';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { FormError, useSubmit } from '../../ui/form';
import { Money } from '../../ui/Money';
import { CYCLE_KEY, periodText } from './labels';

/** A dividend contract's terms as a sentence: its share and how often it is paid. */
export const terms = (cycle: DividendCycle | null, shareBp: number) =>
  t('agent.dividend.terms', { share: bpText(shareBp), cycle: t(CYCLE_KEY[cycle ?? 'month']) });

export function DividendCurrent({
  cur,
  info,
  answerHere,
  onDone,
}: {
  cur: ContractCurrent;
  info: DividendInfo;
  answerHere: boolean;
  onDone: () => void;
}) {
  useSignals();
  const { busy, error, submit } = useSubmit();
  const answer = async (accept: boolean) => {
    if (await submit(() => answerContract('dividend', accept))) {
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'), 2000);
      onDone();
    }
  };
  const e = cur.estimate;
  return (
    <div className="wallet-box" data-testid="dividend-current">
      <h3 className="wallet-h">{t('agent.dividend.current')}</h3>
      <p className="wallet-note">
        {cur.contract ? terms(cur.contract.cycle, cur.contract.shareBp) : t('agent.dividend.noContract')}
      </p>
      {e && (
        <dl className="wallet-dl">
          <dt>{t('agent.dividend.period')}</dt>
          <dd dir="ltr">
            {periodText(e.periodStart)} – {periodText(periodLastInstant(e.periodEnd))}
          </dd>
          <dt>{t('agent.dividend.netLoss')}</dt>
          <dd>
            <Money cents={e.netLossCents} />
          </dd>
          <dt>{t('agent.dividend.estimate')}</dt>
          <dd data-testid="dividend-estimate">
            <Money cents={e.amountCents} />
          </dd>
        </dl>
      )}
      {cur.pending && (
        <>
          <p role="status">
            {t('agent.dividend.offered', { name: info.upline ?? '' })} {terms(cur.pending.cycle, cur.pending.shareBp)}
          </p>
          {answerHere && (
            <>
              <FormError messageKey={error} />
              <div className="agent-actions">
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer(true)}>
                  {t('agent.contract.accept')}
                </button>
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void answer(false)}>
                  {t('agent.contract.refuse')}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
