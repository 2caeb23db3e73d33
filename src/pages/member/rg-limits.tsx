// Deposit limits (responsible gaming): each window's limit, what was deposited in it, and a
// raise that is waiting with when it applies; one form sets or removes a window's limit.
// Lowering applies at once, raising or removing after 24 h (rules/responsible.ts).
import { useSignals } from '@preact/signals-react/runtime';
import type { DepositLimitView } from '../../api/types';
import { t } from '../../state/i18n';
import { saveLimit } from '../../state/member/responsible';
import { Money } from '../../ui/Money';
import { MoneyLimitForm, PendingMoneyLine } from './rg-money-limit';

function LimitRow({ l }: { l: DepositLimitView }) {
  useSignals();
  return (
    <li className="rg-limit" data-testid={`limit-${l.period}`}>
      <div className="rg-limit-head">
        <span>{t(`responsible.period.${l.period}`)}</span>
        <strong>{l.limitCents === null ? t('responsible.limit.none') : <Money cents={l.limitCents} />}</strong>
      </div>
      <p className="rg-sub">
        {t(`responsible.used.${l.period}`)} <Money cents={l.usedCents} />
      </p>
      {l.pending && <PendingMoneyLine pending={l.pending} testId={`pending-${l.period}`} />}
    </li>
  );
}

export function LimitsBox({ limits }: { limits: readonly DepositLimitView[] }) {
  useSignals();
  return (
    <div className="wallet-box" aria-labelledby="rg-limits-h" role="group">
      <h3 id="rg-limits-h" className="wallet-h">
        {t('responsible.limits')}
      </h3>
      <ul className="rg-limits">
        {limits.map((l) => (
          <LimitRow key={l.period} l={l} />
        ))}
      </ul>
      <p className="wallet-note">{t('responsible.limitsNote')}</p>
      <MoneyLimitForm
        limits={limits}
        save={saveLimit}
        words={{
          title: t('responsible.limits'),
          period: t('responsible.form.period'),
          amount: t('responsible.form.amount'),
          save: t('responsible.form.save'),
          remove: t('responsible.form.remove'),
          periodName: (p) => t(`responsible.period.${p}`),
        }}
      />
    </div>
  );
}
