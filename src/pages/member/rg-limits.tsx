// Deposit limits (responsible gaming): each window's limit, what was deposited in it, and a
// raise that is waiting with when it applies; one form sets or removes a window's limit.
// Lowering applies at once, raising or removing after 24 h (rules/responsible.ts).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { DepositLimitView } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { checkLimitCents, LIMIT_PERIODS, type LimitPeriod } from '../../rules/responsible';
import { parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { saveLimit } from '../../state/member/responsible';
import { toast } from '../../state/toasts';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { Money } from '../../ui/Money';

/** A saved change, as the toast tells it: at once, or from when. */
function announce(saved: DepositLimitView) {
  if (saved.pending) {
    const date = formatDate(saved.pending.from, language.value, true);
    toast.success(t('responsible.saved.pending', { date }), 3000);
  } else toast.success(t('responsible.saved.now'), 2000);
}

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
      {l.pending && (
        <p className="rg-pending" data-testid={`pending-${l.period}`}>
          {l.pending.cents === null
            ? t('responsible.pending.remove', { date: formatDate(l.pending.from, language.value, true) })
            : t('responsible.pending.raise', { date: formatDate(l.pending.from, language.value, true) })}{' '}
          {l.pending.cents !== null && <Money cents={l.pending.cents} />}
        </p>
      )}
    </li>
  );
}

export function LimitsBox({ limits }: { limits: readonly DepositLimitView[] }) {
  useSignals();
  const form = useForm(
    { period: 'day', amount: '' },
    {
      validate: (v) => {
        const cents = parseAmount(v.amount);
        return { period: null, amount: cents === null ? 'responsible.error.amount' : checkLimitCents(cents) };
      },
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const period = form.values.period as LimitPeriod;
  const current = limits.find((l) => l.period === period);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(async () => {
      announce(await saveLimit(period, parseAmount(form.values.amount)));
      form.reset({ amount: '' });
    });
  };
  const remove = () =>
    void submit(async () => {
      announce(await saveLimit(period, null));
    });
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
      <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('responsible.limits')}>
        <SelectField
          field={form.bind('period')}
          label={t('responsible.form.period')}
          options={LIMIT_PERIODS.map((p) => ({ value: p, text: t(`responsible.period.${p}`) }))}
        />
        <MoneyInput field={form.bind('amount')} label={t('responsible.form.amount')} />
        <SubmitRow busy={busy} error={error} label={t('responsible.form.save')} />
        {current && current.limitCents !== null && current.pending?.cents !== null && (
          <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={remove}>
            {t('responsible.form.remove')}
          </button>
        )}
      </form>
    </div>
  );
}
