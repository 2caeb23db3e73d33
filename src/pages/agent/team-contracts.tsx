// The downline agents' contracts as the upline works through them, for salary and dividend alike:
// each agent's name and contract status, what the contract says, the last closed period's amount
// and a button to pay it while it is unpaid. The two screens differ only in what they pass in.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { PeriodFigures, TeamContract } from '../../api/types';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { FormError, useSubmit } from '../../ui/form';
import { Money } from '../../ui/Money';
import { Empty } from '../../ui/PageState';
import { STATUS_KEY } from './labels';

/** One submit for every button of the list: on success a toast says `doneKey` and the list reloads. */
export function useTeamAction(onDone: () => void) {
  const { busy, error, submit } = useSubmit();
  const act = async (action: () => Promise<unknown>, doneKey: string) => {
    if (await submit(action)) {
      toast.success(t(doneKey), 2000);
      onDone();
    }
  };
  return { busy, error, act };
}

export function TeamContracts({
  title,
  emptyText,
  testId,
  team,
  error,
  children,
}: {
  title: string;
  emptyText: string;
  testId: string;
  team: TeamContract[];
  error: string | null;
  /** What follows an agent's name and status: the contract's terms, its actions, what is due. */
  children: (entry: TeamContract) => ReactNode;
}) {
  useSignals();
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{title}</h3>
      <FormError messageKey={error} />
      {team.length === 0 ? (
        <Empty text={emptyText} />
      ) : (
        <ul className="wallet-records" aria-label={title}>
          {team.map((entry) => (
            <li key={entry.contract.id} className="wallet-record" data-testid={testId}>
              <span className="wallet-record-main">
                <span dir="ltr">{entry.contract.userName}</span>
                <span>{t(STATUS_KEY[entry.contract.status])}</span>
              </span>
              {children(entry)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The last closed period's amount ("paid" once it is) and, while unpaid and above zero, its pay button. */
export function DuePayment({
  due,
  caption,
  payLabel,
  userName,
  busy,
  onPay,
}: {
  due: PeriodFigures | null;
  /** The period and what it counts, before the amount. */
  caption: (due: PeriodFigures) => string;
  payLabel: string;
  userName: string;
  busy: boolean;
  onPay: (due: PeriodFigures) => void;
}) {
  if (!due) return null;
  return (
    <>
      <span className="wallet-record-sub">
        {caption(due)} <Money cents={due.amountCents} />
        {due.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
      </span>
      {!due.paid && due.amountCents > 0 && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          aria-label={`${payLabel} ${userName}`}
          onClick={() => onPay(due)}
        >
          {payLabel}
        </button>
      )}
    </>
  );
}
