// Payout destinations (SPEC §7 Withdraw: bank cards; Member settings): the list, masked, and the
// add form: a Brazilian bank account (bank, agência, conta with its digit, corrente or
// poupança) or a PIX key (CPF, phone, e-mail or random key), checked by src/rules/payout.ts as
// the server checks them. A new destination is where money can go, so it takes the payment
// password; what was typed stays on a failure, except that secret. Where withdrawals go only to
// the player's own CPF (the settings' `ownCpf`, the Brazil profile) the form offers that PIX key
// alone, filled in; the server refuses any other.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { Bank, PayoutDestination } from '../../api/types';
import { formatCpf } from '../../rules/identity';
import { ACCOUNT_TYPES, checkDestination, PIX_KEY_TYPES } from '../../rules/payout';
import { checkPaymentPassword } from '../../rules/wallet';
import { t } from '../../state/i18n';
import { addPayoutDestination } from '../../state/money/withdraw';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { PIN } from '../common/pin';

/** One line naming a destination: "Itaú · Ag. 1234-5 · **** 5678 · Poupança", "PIX · CPF ***.982.247-**". */
export function destinationText(d: PayoutDestination): string {
  if (d.kind === 'PIX') return `PIX · ${t(`payout.keyType.${d.pixKeyType}`)} ${d.accountMasked}`;
  const parts = [d.bankName, d.branch && t('payout.branchShort', { branch: d.branch }), d.accountMasked];
  if (d.accountType) parts.push(t(`payout.accountType.${d.accountType}`));
  return parts.filter(Boolean).join(' · ');
}

export function Destinations({
  list,
  banks,
  ownCpf = null,
}: {
  list: PayoutDestination[];
  banks: Bank[];
  /** The member's CPF, the only PIX key withdrawals may go to; null: any destination. */
  ownCpf?: string | null;
}) {
  useSignals();
  const [open, setOpen] = useState(list.length === 0);
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('payout.title')}</h3>
      {list.length === 0 ? (
        // Where only the own CPF's key is taken, the form says so instead of offering accounts.
        ownCpf === null && <p className="wallet-note">{t('payout.none')}</p>
      ) : (
        <ul className="wallet-cards" aria-label={t('payout.title')}>
          {list.map((d) => (
            <li key={d.id} className="wallet-card">
              <span dir="auto">{destinationText(d)}</span> <span>{d.holderName}</span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <DestinationForm banks={banks} ownCpf={ownCpf} onAdded={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-ghost btn-block" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('payout.add')}
        </button>
      )}
    </div>
  );
}

/** The add-destination form's values and checks; the own CPF, where it is the only key, filled in. */
function useDestinationForm(banks: Bank[], ownCpf: string | null) {
  return useForm(
    {
      kind: 'PIX',
      bankCode: banks[0]?.code ?? '',
      branch: '',
      account: '',
      accountType: 'CHECKING',
      pixKeyType: 'CPF',
      pixKey: ownCpf === null ? '' : formatCpf(ownCpf),
      holderName: '',
      paymentPassword: '',
    },
    { validate: (v) => ({ ...checkDestination(v), paymentPassword: checkPaymentPassword(v.paymentPassword) }) },
  );
}

function DestinationForm({ banks, ownCpf, onAdded }: { banks: Bank[]; ownCpf: string | null; onAdded: () => void }) {
  useSignals();
  const form = useDestinationForm(banks, ownCpf);
  const { busy, error, submit } = useSubmit({ form, rename: { accountNo: 'account' } });
  const v = form.values;
  const bank = v.kind === 'BANK';
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const common = { holderName: v.holderName.trim(), paymentPassword: v.paymentPassword };
    const saved = await submit(
      () =>
        addPayoutDestination(
          bank
            ? {
                kind: 'BANK',
                bankCode: v.bankCode,
                branch: v.branch.trim(),
                accountNo: v.account.replace(/\s+/g, ''),
                accountType: v.accountType,
                ...common,
              }
            : { kind: 'PIX', pixKeyType: v.pixKeyType, pixKey: v.pixKey.trim(), ...common },
        ),
      // A refused password is cleared (it is a secret); the account or key stays.
      { onFail: () => form.set('paymentPassword', '') },
    );
    if (saved) {
      toast.success(t('payout.added'), 2000);
      onAdded();
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('payout.add')}>
      {ownCpf !== null ? (
        <>
          <p className="wallet-note">{t('payout.ownCpf.note')}</p>
          <Field
            field={form.bind('pixKey')}
            label={t('payout.ownCpf.key')}
            hint={t('payout.keyHint.CPF')}
            inputMode="tel"
            maxLength={14}
          />
        </>
      ) : (
        <KindFields form={form} banks={banks} />
      )}
      <Field field={form.bind('holderName')} label={t('wallet.card.holder')} maxLength={60} autoComplete="name" />
      <Field {...PIN} field={form.bind('paymentPassword')} label={t('wallet.payPass.label')} autoComplete="off" />
      <SubmitRow busy={busy} error={error} label={t('payout.save')} />
    </form>
  );
}

type DestinationFormState = ReturnType<typeof useDestinationForm>;

/** The choice of a bank account or a PIX key of any type, and their fields. */
function KindFields({ form, banks }: { form: DestinationFormState; banks: Bank[] }) {
  useSignals();
  const v = form.values;
  const bank = v.kind === 'BANK';
  return (
    <>
      <SelectField
        field={form.bind('kind')}
        label={t('payout.kind')}
        options={[
          { value: 'PIX', text: t('payout.kind.PIX') },
          { value: 'BANK', text: t('payout.kind.BANK') },
        ]}
      />
      {bank ? (
        <>
          <SelectField
            field={form.bind('bankCode')}
            label={t('wallet.bank')}
            options={banks.map((b) => ({ value: b.code, text: b.name }))}
          />
          <Field
            field={form.bind('branch')}
            label={t('payout.branch')}
            hint={t('payout.branchHint')}
            inputMode="numeric"
            maxLength={6}
          />
          <Field
            field={form.bind('account')}
            label={t('payout.account')}
            hint={t('payout.accountHint')}
            maxLength={16}
          />
          <SelectField
            field={form.bind('accountType')}
            label={t('payout.accountTypeLabel')}
            options={ACCOUNT_TYPES.map((x) => ({ value: x, text: t(`payout.accountType.${x}`) }))}
          />
        </>
      ) : (
        <>
          <SelectField
            field={form.bind('pixKeyType')}
            label={t('payout.keyTypeLabel')}
            options={PIX_KEY_TYPES.map((x) => ({ value: x, text: t(`payout.keyType.${x}`) }))}
          />
          <Field
            field={form.bind('pixKey')}
            label={t('payout.pixKey')}
            hint={t(`payout.keyHint.${v.pixKeyType}`)}
            inputMode={
              v.pixKeyType === 'CPF' || v.pixKeyType === 'PHONE' ? 'tel' : v.pixKeyType === 'EMAIL' ? 'email' : 'text'
            }
            maxLength={80}
          />
        </>
      )}
    </>
  );
}
