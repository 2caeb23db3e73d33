// The agent's salary contract and this period's estimate (SPEC §7 Agent salary: current, info).
import { useSignals } from '@preact/signals-react/runtime';
import type { ContractCurrent, SalaryInfo, SalaryTier } from '../../api/types';
import { t, tn } from '../../state/i18n';
import { Money } from '../../ui/Money';
import { periodText } from './labels';

export function TierList({ tiers }: { tiers: readonly SalaryTier[] }) {
  useSignals();
  return (
    <ul className="agent-tiers" aria-label={t('agent.salary.tiers')}>
      {tiers.map((x) => (
        <li key={x.minActive}>
          {tn('agent.salary.tier', x.minActive)} <Money cents={x.amountCents} />
        </li>
      ))}
    </ul>
  );
}

export function SalaryCurrent({ cur, info }: { cur: ContractCurrent; info: SalaryInfo }) {
  useSignals();
  const e = cur.estimate;
  return (
    <div className="wallet-box" data-testid="salary-current">
      <h3 className="wallet-h">{t('agent.salary.current')}</h3>
      {cur.contract ? (
        <TierList tiers={cur.contract.tiers} />
      ) : (
        <p className="wallet-note">{t('agent.salary.noContract')}</p>
      )}
      {e && (
        <dl className="wallet-dl">
          <dt>{t('agent.salary.period')}</dt>
          <dd dir="ltr">{periodText(e.periodStart, info.period === 'hourly')}</dd>
          <dt>{t('agent.salary.active')}</dt>
          <dd>{e.active}</dd>
          <dt>{t('agent.salary.estimate')}</dt>
          <dd>
            <Money cents={e.amountCents} />
          </dd>
        </dl>
      )}
      {cur.pending && (
        <p className="wallet-note" role="status">
          {t('agent.salary.pending', { name: info.upline ?? '' })}
        </p>
      )}
      {!cur.pending && info.upline === null && <p className="wallet-note">{t('agent.salary.noUpline')}</p>}
    </div>
  );
}
