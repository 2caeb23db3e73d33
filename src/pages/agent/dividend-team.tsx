// The dividend contracts of the agent's downline agents, with the last closed period's payout
// (SPEC §7 Agent dividend: payout).
import { useSignals } from '@preact/signals-react/runtime';
import type { TeamContract } from '../../api/types';
import { payDividend } from '../../state/agent/dividend';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { FormError, useSubmit } from '../../ui/form';
import { Money } from '../../ui/Money';
import { Empty } from '../../ui/PageState';
import { terms } from './dividend-current';
import { periodText, STATUS_KEY } from './labels';

export function DividendTeam({ team, onDone }: { team: TeamContract[]; onDone: () => void }) {
  useSignals();
  const { busy, error, submit } = useSubmit();
  const payout = async (contractId: number, periodStart: string) => {
    if (await submit(() => payDividend(contractId, periodStart))) {
      toast.success(t('agent.dividend.paid'), 2000);
      onDone();
    }
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('agent.dividend.team')}</h3>
      <FormError messageKey={error} />
      {team.length === 0 ? (
        <Empty text={t('agent.dividend.noTeam')} />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.dividend.team')}>
          {team.map(({ contract: c, due }) => (
            <li key={c.id} className="wallet-record" data-testid="dividend-contract">
              <span className="wallet-record-main">
                <span dir="ltr">{c.userName}</span>
                <span>{t(STATUS_KEY[c.status])}</span>
              </span>
              <span className="wallet-record-sub">{terms(c.cycle, c.shareBp)}</span>
              {due && (
                <span className="wallet-record-sub">
                  {t('agent.dividend.due', { period: periodText(due.periodStart) })} <Money cents={due.amountCents} />
                  {due.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
                </span>
              )}
              {due && !due.paid && due.amountCents > 0 && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  aria-label={`${t('agent.dividend.payout')} ${c.userName}`}
                  onClick={() => void payout(c.id, due.periodStart)}
                >
                  {t('agent.dividend.payout')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
