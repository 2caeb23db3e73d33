// The withdraw form (SPEC §7 Withdraw): a payout destination, an amount within the balance and
// the site limits ('all' fills the most it may be), the payment password; then a confirmation
// step with the amount, the destination (masked) and the processing time, before anything is
// sent. The server reserves the amount at once; a retry of the same request moves money once
// (its idempotency key); the pending-money poll then shows the payout by itself.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { PayoutDestination, WithdrawSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { centsToInput, checkWithdraw, parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { requestWithdraw } from '../../state/money/withdraw';
import { wallet } from '../../state/session';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { Money } from '../../ui/Money';
import { destinationText } from './destinations';
import { BoxForm } from '../common/box-form';
import { PIN } from '../common/pin';

export function WithdrawForm({ list, settings }: { list: PayoutDestination[]; settings: WithdrawSettings }) {
  useSignals();
  const balance = wallet.value?.sumBalance;
  const lang = language.value;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const form = useForm(
    { cardId: String(list.at(-1)!.id), amount: '', paymentPassword: '' },
    { validate: (v) => checkWithdraw(v, limits, balance) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const [confirming, setConfirming] = useState(false);
  const v = form.values;
  const cents = parseAmount(v.amount);
  const destination = list.find((d) => String(d.id) === v.cardId);

  const send = async () => {
    const ok = await submit(
      (idempotencyKey) =>
        requestWithdraw({
          cardId: Number(v.cardId),
          amount: cents!,
          paymentPassword: v.paymentPassword,
          idempotencyKey,
        }),
      {
        signature: `${v.cardId}|${cents}`,
        // A refused password is cleared (it is a secret); the destination and amount stay.
        onFail: () => {
          form.set('paymentPassword', '');
          setConfirming(false);
        },
      },
    );
    if (ok) {
      toast.success(t('wallet.withdraw.done'), 3000);
      form.reset({ amount: '', paymentPassword: '' });
      setConfirming(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (confirming) return void send();
    // The confirmation shows only for values the form accepts; otherwise the errors show.
    if (form.check()) setConfirming(true);
  };

  if (confirming && destination && cents !== null)
    return (
      <BoxForm
        headingId="wd-confirm-h"
        title={t('wallet.withdraw.confirmTitle')}
        onSubmit={onSubmit}
        testId="withdraw-confirm"
      >
        <dl className="wallet-dl">
          <dt>{t('wallet.amount')}</dt>
          <dd>
            <Money cents={cents} />
          </dd>
          <dt>{t('wallet.card.to')}</dt>
          <dd dir="auto">{destinationText(destination)}</dd>
          <dt>{t('wallet.withdraw.time')}</dt>
          <dd>{t('wallet.withdraw.hours', { n: settings.processingHours })}</dd>
        </dl>
        <SubmitRow busy={busy} error={error} label={t('wallet.withdraw.confirm')} />
        <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={() => setConfirming(false)}>
          {t('wallet.withdraw.back')}
        </button>
      </BoxForm>
    );

  return (
    <BoxForm headingId="wd-h" title={t('wallet.withdraw.tab')} onSubmit={onSubmit}>
      <SelectField
        field={form.bind('cardId')}
        label={t('wallet.card.to')}
        options={list.map((d) => ({ value: String(d.id), text: destinationText(d) }))}
      />
      <MoneyInput
        field={form.bind('amount')}
        label={t('wallet.amount')}
        hint={t('wallet.limits', { min: formatMoney(limits.minCents, lang), max: formatMoney(limits.maxCents, lang) })}
      />
      {balance !== undefined && balance >= limits.minCents && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => form.set('amount', centsToInput(Math.min(balance, limits.maxCents), lang))}
        >
          {t('wallet.withdraw.all')}
        </button>
      )}
      <Field {...PIN} field={form.bind('paymentPassword')} label={t('wallet.payPass.label')} />
      <SubmitRow busy={busy} error={error} label={t('wallet.withdraw.review')} />
    </BoxForm>
  );
}
