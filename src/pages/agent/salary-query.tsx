// The salary figures of any past or current period (SPEC §7 Agent salary: query): the day (and
// hour for hourly salaries) picked, periods being UTC.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { PeriodFigures, SalaryPeriod } from '../../api/types';
import { queryPeriodStart } from '../../rules/agent-forms';
import { querySalary } from '../../state/agent/salary';
import { t } from '../../state/i18n';
import { Field, FormError, useForm, useSubmit } from '../../ui/form';
import { Money } from '../../ui/Money';
import { BoxForm } from '../common/box-form';

export function SalaryQuery({ period }: { period: SalaryPeriod }) {
  useSignals();
  const form = useForm(
    { day: new Date().toISOString().slice(0, 10), hour: '0' },
    { validate: (v) => ({ day: queryPeriodStart(period, v.day, v.hour) ? null : 'agent.salary.error.date' }) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const [res, setRes] = useState<PeriodFigures | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void submit(async () => setRes(await querySalary(period, queryPeriodStart(period, v.day, v.hour)!)), {
      onFail: () => setRes(null),
    });
  };
  return (
    <BoxForm headingId="salary-q-h" title={t('agent.salary.query')} onSubmit={onSubmit}>
      <div className="agent-tier-row">
        <Field field={form.bind('day')} type="date" label={t('agent.salary.day')} />
        {period === 'hourly' && (
          <Field field={form.bind('hour')} inputMode="numeric" maxLength={2} label={t('agent.salary.hour')} />
        )}
      </div>
      <FormError messageKey={error} />
      {res && (
        <dl className="wallet-dl" data-testid="salary-query">
          <dt>{t('agent.salary.active')}</dt>
          <dd>{res.active}</dd>
          <dt>{t('agent.salary.amount')}</dt>
          <dd>
            <Money cents={res.amountCents} />
            {res.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
          </dd>
        </dl>
      )}
      <button type="submit" className="btn btn-ghost btn-block" disabled={busy}>
        {t('agent.salary.queryGo')}
      </button>
    </BoxForm>
  );
}
