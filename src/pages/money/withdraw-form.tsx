// The withdraw form (SPEC §7 Withdraw): a bank card, an amount within the balance and the site
// limits ('all' fills the most it may be), the payment password. The server reserves the amount
// at once; a retry of the same request moves money once (its idempotency key).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { BankCard, WithdrawSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { centsToInput, checkWithdraw, parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { requestWithdraw } from '../../state/money/withdraw';
import { wallet } from '../../state/session';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';

export function WithdrawForm({ cards, settings }: { cards: BankCard[]; settings: WithdrawSettings }) {
  useSignals();
  const balance = wallet.value?.sumBalance;
  const lang = language.value;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const form = useForm(
    { cardId: String(cards[0]!.id), amount: '', paymentPassword: '' },
    { validate: (v) => checkWithdraw(v, limits, balance) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(v.amount);
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
        // A refused password is cleared (it is a secret); the card and amount stay.
        onFail: () => form.set('paymentPassword', ''),
      },
    );
    if (ok) {
      toast.success(t('wallet.withdraw.done'), 3000);
      form.reset({ amount: '', paymentPassword: '' });
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="wd-h">
      <h3 id="wd-h" className="wallet-h">
        {t('wallet.withdraw.tab')}
      </h3>
      <SelectField
        field={form.bind('cardId')}
        label={t('wallet.card.to')}
        options={cards.map((c) => ({ value: String(c.id), text: `${c.bankName} ${c.accountMasked}` }))}
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
      <Field
        field={form.bind('paymentPassword')}
        type="password"
        label={t('wallet.payPass.label')}
        inputMode="numeric"
        maxLength={6}
      />
      <SubmitRow busy={busy} error={error} label={t('wallet.withdraw.submit')} />
    </form>
  );
}
