// What a money limit per period (deposits, losses) shows and asks alike: a change waiting for
// its cooling-off, the toast that says when a saved change applies, and the form that sets or
// removes one period's limit. Lowering applies at once, raising or removing after 24 h
// (rules/responsible.ts); the pages say what each limit counts.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { formatDate } from '../../lib/dates';
import { checkLimitCents, LIMIT_PERIODS, type LimitPeriod } from '../../rules/responsible';
import { parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { Money } from '../../ui/Money';

/** A raise (or removal: cents null) waiting for its cooling-off. */
export interface PendingMoneyLimit {
  cents: number | null;
  from: string;
}

interface MoneyLimit {
  period: LimitPeriod;
  limitCents: number | null;
  pending: PendingMoneyLimit | null;
}

export const limitDate = (iso: string) => formatDate(iso, language.value, true);

/** A saved change, as the toast tells it: at once, or from when. */
export function announceLimit(pending: { from: string } | null) {
  if (pending) toast.success(t('responsible.saved.pending', { date: limitDate(pending.from) }), 3000);
  else toast.success(t('responsible.saved.now'), 2000);
}

export function PendingMoneyLine({ pending, testId }: { pending: PendingMoneyLimit; testId: string }) {
  useSignals();
  return (
    <p className="rg-pending" data-testid={testId}>
      {pending.cents === null
        ? t('responsible.pending.remove', { date: limitDate(pending.from) })
        : t('responsible.pending.raise', { date: limitDate(pending.from) })}{' '}
      {pending.cents !== null && <Money cents={pending.cents} />}
    </p>
  );
}

/** The form's words, already in the player's language (the caller reads the dictionary). */
export interface MoneyLimitWords {
  title: string;
  period: string;
  amount: string;
  save: string;
  remove: string;
  periodName: (p: LimitPeriod) => string;
}

/** Sets or removes one period's limit; `save` answers the change that waits, if any. */
export function MoneyLimitForm({
  limits,
  words,
  save,
}: {
  limits: readonly MoneyLimit[];
  words: MoneyLimitWords;
  save: (period: LimitPeriod, cents: number | null) => Promise<{ pending: { from: string } | null }>;
}) {
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
      announceLimit((await save(period, parseAmount(form.values.amount))).pending);
      form.reset({ amount: '' });
    });
  };
  const remove = () => void submit(async () => announceLimit((await save(period, null)).pending));
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={words.title}>
      <SelectField
        field={form.bind('period')}
        label={words.period}
        options={LIMIT_PERIODS.map((p) => ({ value: p, text: words.periodName(p) }))}
      />
      <MoneyInput field={form.bind('amount')} label={words.amount} />
      <SubmitRow busy={busy} error={error} label={words.save} />
      {current && current.limitCents !== null && current.pending?.cents !== null && (
        <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={remove}>
          {words.remove}
        </button>
      )}
    </form>
  );
}
