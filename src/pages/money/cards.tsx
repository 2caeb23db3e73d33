// Bank cards (SPEC §7 Withdraw: bank cards, Member settings): the list (masked numbers) and the
// add form, validated by src/rules/wallet.ts; what was typed stays on failure (except the
// payment password, a secret). A new card is a payout destination, so the server asks the
// payment password for it, as for a withdrawal.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { Bank, BankCard } from '../../api/types';
import { checkAccountNo, checkHolderName, checkPaymentPassword } from '../../rules/wallet';
import { t } from '../../state/i18n';
import { addBankCard } from '../../state/money/withdraw';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';

export function Cards({ cards, banks }: { cards: BankCard[]; banks: Bank[] }) {
  useSignals();
  const [open, setOpen] = useState(cards.length === 0);
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('wallet.cards')}</h3>
      {cards.length === 0 ? (
        <p className="wallet-note">{t('wallet.card.none')}</p>
      ) : (
        <ul className="wallet-cards" aria-label={t('wallet.cards')}>
          {cards.map((c) => (
            <li key={c.id} className="wallet-card">
              <strong>{c.bankName}</strong> <span dir="ltr">{c.accountMasked}</span> <span>{c.holderName}</span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <CardForm banks={banks} onAdded={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-ghost btn-block" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('wallet.card.add')}
        </button>
      )}
    </div>
  );
}

function CardForm({ banks, onAdded }: { banks: Bank[]; onAdded: () => void }) {
  useSignals();
  const form = useForm(
    { bankCode: banks[0]?.code ?? '', accountNo: '', holderName: '', paymentPassword: '' },
    {
      validate: (v) => ({
        accountNo: checkAccountNo(v.accountNo),
        holderName: checkHolderName(v.holderName),
        paymentPassword: checkPaymentPassword(v.paymentPassword),
      }),
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await submit(
      () =>
        addBankCard({
          bankCode: v.bankCode,
          accountNo: v.accountNo.replace(/\s+/g, ''),
          holderName: v.holderName.trim(),
          paymentPassword: v.paymentPassword,
        }),
      // A refused password is cleared (it is a secret); the bank details stay.
      { onFail: () => form.set('paymentPassword', '') },
    );
    if (saved) {
      toast.success(t('wallet.card.added'), 2000);
      onAdded();
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.card.add')}>
      <SelectField
        field={form.bind('bankCode')}
        label={t('wallet.bank')}
        options={banks.map((b) => ({ value: b.code, text: b.name }))}
      />
      <Field field={form.bind('accountNo')} label={t('wallet.card.accountNo')} inputMode="numeric" maxLength={34} />
      <Field field={form.bind('holderName')} label={t('wallet.card.holder')} maxLength={60} autoComplete="name" />
      <Field
        field={form.bind('paymentPassword')}
        type="password"
        label={t('wallet.payPass.label')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
      />
      <SubmitRow busy={busy} error={error} label={t('wallet.card.save')} />
    </form>
  );
}
