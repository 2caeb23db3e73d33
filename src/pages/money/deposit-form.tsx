// The deposit form (SPEC §4 templates, §5, §7 Deposit): a method (PIX, a gateway, online
// banking with its banks, manual transfer) named in the player's language, an amount (presets
// or typed, within the site limits), an optional bonus, whose figure for this amount shows
// before sending (the same rule the server pays with: src/rules/bonus.ts) with the wagering it
// asks before it becomes cash (the promotion's own terms, rules/wagering.ts). Sending makes a
// payment order, shown by deposit-order.tsx. Base or new layout by dep_func: the same steps,
// the new one as numbered cards.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import type { DepositRecord, DepositSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { bonusFigures, bonusFor } from '../../rules/bonus';
import { type LimitPeriod, type LimitRefusal, limitRefusalOf } from '../../rules/responsible';
import { profileOf } from '../../rules/jurisdiction';
import { kindAllowed } from '../../rules/own-cpf';
import { checkDeposit, depositTemplate, parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { requestDeposit } from '../../state/money/deposit';
import { offeredPromotions } from '../../state/money/offered-terms';
import { useResource } from '../../state/use-resource';
import { WageringTerms } from '../../ui/Bonus/WageringTerms';
import { site } from '../../state/site';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { ManualAccount } from './deposit-order';

/** A deposit over a responsible-gaming limit: the window, and what may still be deposited in it. */
const OVER_LIMIT: Readonly<Record<LimitPeriod, string>> = {
  day: 'wallet.deposit.overLimit.day',
  week: 'wallet.deposit.overLimit.week',
  month: 'wallet.deposit.overLimit.month',
};

export function DepositForm({
  settings,
  promoId = '',
  onOrder,
}: {
  settings: DepositSettings;
  /** A bonus chosen before (the promotion's page, the banner): preselected when still on offer. */
  promoId?: string;
  onOrder: (r: DepositRecord) => void;
}) {
  useSignals();
  const template = depositTemplate(site.value?.templates);
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  // The jurisdiction's deposit kinds only (Brazil: PIX), whatever a platform answers.
  const profile = profileOf(site.value);
  const methods = settings.methods.filter((m) => kindAllowed(profile, m.kind));
  const methodOf = (id: string) => methods.find((m) => m.id === id) ?? null;
  const promoOf = (id: string) => settings.promotions.find((p) => String(p.id) === id) ?? null;
  const form = useForm(
    { methodId: methods[0]?.id ?? '', bankCode: '', amount: '', promoId: promoOf(promoId) ? promoId : '' },
    {
      validate: (v) =>
        checkDeposit(v, methodOf(v.methodId)?.kind, limits, promoOf(v.promoId)?.bonus.minDepositCents ?? 0),
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const [overLimit, setOverLimit] = useState<LimitRefusal | null>(null);
  const v = form.values;
  const method = methodOf(v.methodId);
  const promo = promoOf(v.promoId);
  const lang = language.value;
  const symbol = site.value?.currencySymbol ?? '';
  const cents = parseAmount(v.amount);
  const bonus = promo && cents !== null ? bonusFor(promo.bonus, cents) : 0;
  // The chosen promotion's wagering terms, as its own page states them (null: paid as cash).
  const offers = useResource(offeredPromotions, [lang], { when: promo !== null });
  const promoTerms = (promo && offers.data.value?.find((p) => p.id === promo.id)?.wagering) || null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!method) return;
    void submit(
      async (idempotencyKey) => {
        const r = await requestDeposit({
          methodId: method.id,
          amount: cents!,
          idempotencyKey,
          ...(method.kind === 'BANK' ? { bankCode: v.bankCode } : {}),
          // The figure the form stated: the server refuses a different one rather than pay it.
          ...(promo ? { promoId: promo.id, expectedBonus: bonus } : {}),
        });
        onOrder(r);
      },
      // One key per distinct request: a retry of the same values is the same deposit on the server.
      {
        signature: [method.id, v.bankCode, cents, v.promoId].join('|'),
        onFail: (f) => setOverLimit(f.code === 'DEPOSIT_LIMIT' ? limitRefusalOf(f.value) : null),
      },
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
          {methods.map((m) => (
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
              <span>{m.name}</span>
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
        {method && <p className="wallet-note">{t(`wallet.howToPay.${method.kind}`)}</p>}
        {method?.kind === 'MANUAL' && <ManualAccount account={method.account} />}
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
          {promo && (
            <p className="wallet-note" data-testid="bonus-terms">
              {t(
                promo.bonus.firstDepositOnly ? 'bonus.termsFirst' : 'bonus.terms',
                bonusFigures(promo.bonus, lang, symbol),
              )}
            </p>
          )}
          {promoTerms && <WageringTerms terms={promoTerms} headingId="deposit-wagering-h" />}
          {promo && bonus > 0 && (
            <p className="wallet-bonus" role="status" data-testid="bonus-preview">
              {t('wallet.deposit.bonusPreview', { amount: formatMoney(bonus, lang, symbol) })}
            </p>
          )}
        </fieldset>
      )}
      <SubmitRow
        busy={busy}
        error={error}
        errorText={
          overLimit && t(OVER_LIMIT[overLimit.period], { amount: formatMoney(overLimit.remainingCents, lang, symbol) })
        }
        label={t('wallet.deposit.submit')}
      />
    </form>
  );
}
