// The deposit form (SPEC §4 templates, §5, §7 Deposit): a method by vendor (bank transfer with
// its banks, manual transfer, payment gateway), an amount (presets or typed, within the site
// limits), an optional promotion, then the request, which waits for the operator's approval
// (deposit-pending.tsx). Base or new layout by dep_func: the same steps, the new one as
// numbered cards.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { DepositRecord, DepositSettings, PaymentMethod } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkDeposit, depositTemplate, parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { requestDeposit } from '../../state/money/deposit';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { DepositPending, ManualAccount } from './deposit-pending';

const methodLabel = (m: PaymentMethod) => `${m.name} · ${t(`wallet.kind.${m.kind}`)}`;

export function DepositForm({ settings }: { settings: DepositSettings }) {
  useSignals();
  const template = depositTemplate(site.value?.templates);
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const methodOf = (id: string) => settings.methods.find((m) => m.id === id) ?? null;
  const form = useForm(
    { methodId: settings.methods[0]?.id ?? '', bankCode: '', amount: '', promoId: '' },
    { validate: (v) => checkDeposit(v, methodOf(v.methodId)?.kind, limits) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const [done, setDone] = useState<DepositRecord | null>(null);
  const v = form.values;
  const method = methodOf(v.methodId);
  const lang = language.value;

  if (done)
    return (
      <DepositPending
        record={done}
        method={method}
        onAgain={() => {
          setDone(null);
          form.reset({ amount: '' });
        }}
      />
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(v.amount);
    if (!method) return;
    void submit(
      async (idempotencyKey) => {
        const r = await requestDeposit({
          methodId: method.id,
          amount: cents!,
          idempotencyKey,
          ...(method.kind === 'BANK' ? { bankCode: v.bankCode } : {}),
          ...(v.promoId ? { promoId: Number(v.promoId) } : {}),
        });
        toast.success(t('wallet.deposit.submitted'), 2000);
        setDone(r);
      },
      // One key per distinct request: a retry of the same values is the same deposit on the server.
      { signature: [method.id, v.bankCode, cents, v.promoId].join('|') },
    );
  };

  const step = (n: number, title: string) =>
    template === 'new' ? (
      <h3 className="wallet-step">
        <span className="wallet-step-n" aria-hidden="true">
          {n}
        </span>
        {title}
      </h3>
    ) : (
      <h3 className="wallet-h">{title}</h3>
    );

  return (
    <form className={`wallet-form deposit-${template}`} data-template={template} noValidate onSubmit={onSubmit}>
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.deposit.method')}</legend>
        {step(1, t('wallet.deposit.method'))}
        <div className={template === 'new' ? 'wallet-tiles' : 'wallet-radios'}>
          {settings.methods.map((m) => (
            <label key={m.id} className={m.id === v.methodId ? 'wallet-option wallet-option-on' : 'wallet-option'}>
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={m.id === v.methodId}
                onChange={() => {
                  form.set('methodId', m.id);
                  form.set('bankCode', '');
                }}
              />
              <span>{methodLabel(m)}</span>
            </label>
          ))}
        </div>
        {method?.kind === 'BANK' && (
          <SelectField
            field={form.bind('bankCode')}
            label={t('wallet.bank')}
            options={[
              { value: '', text: t('wallet.chooseBank') },
              ...method.banks.map((b) => ({ value: b.code, text: b.name })),
            ]}
          />
        )}
        {method?.kind === 'MANUAL' && <ManualAccount method={method} />}
        {method?.kind === 'GATEWAY' && <p className="wallet-note">{t('wallet.deposit.gatewayNote')}</p>}
      </fieldset>
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.amount')}</legend>
        {step(2, t('wallet.amount'))}
        <MoneyInput
          field={form.bind('amount')}
          label={t('wallet.amount')}
          presets={settings.presets}
          hint={t('wallet.limits', {
            min: formatMoney(limits.minCents, lang),
            max: formatMoney(limits.maxCents, lang),
          })}
        />
      </fieldset>
      {settings.promotions.length > 0 && (
        <fieldset className="wallet-box">
          <legend className="sr-only">{t('wallet.deposit.promotion')}</legend>
          {step(3, t('wallet.deposit.promotion'))}
          <SelectField
            field={form.bind('promoId')}
            label={t('wallet.deposit.promotion')}
            options={[
              { value: '', text: t('wallet.deposit.noPromotion') },
              ...settings.promotions.map((p) => ({ value: String(p.id), text: p.title })),
            ]}
          />
          {v.promoId && <p className="wallet-note">{t('wallet.deposit.promoNote')}</p>}
        </fieldset>
      )}
      <SubmitRow busy={busy} error={error} label={t('wallet.deposit.submit')} />
    </form>
  );
}
