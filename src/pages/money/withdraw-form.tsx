// The withdraw form (SPEC §7 Withdraw): a payout destination, an amount within the balance and
// the site limits ('all' fills the most it may be), the payment password; then a confirmation
// step with the amount, the destination (masked) and the processing time, before anything is
// sent. The server reserves the amount at once; a retry of the same request moves money once
// (its idempotency key); the pending-money poll then shows the payout by itself.
// With bonus money, only cash goes, up to what can be withdrawn now; with a wagering requirement
// open the form says what withdrawing does (rules/wagering.ts): where the site allows it, the
// member confirms in a dialog that the bonus is forfeited and the request says so; where it
// does not, there is no form, only why. A refusal for an open bonus (BONUS_OPEN: one opened
// since the page loaded) brings the same dialog up with the form as it was typed.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import type { BonusWallet, PayoutDestination, WithdrawSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { profileOf } from '../../rules/jurisdiction';
import { centsToInput, checkWithdraw, parseAmount } from '../../rules/wallet';
import { withdrawOutlook, withdrawOutlookText } from '../../rules/wagering';
import { confirm } from '../../state/dialogs';
import { language, t } from '../../state/i18n';
import { bonusWallet } from '../../state/money/bonus';
import { requestWithdraw } from '../../state/money/withdraw';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { Money } from '../../ui/Money';
import { destinationText } from './destinations';
import { BoxForm } from '../common/box-form';
import { PIN } from '../common/pin';

/** How long the payout takes: the jurisdiction's promise (Brazil: up to 120 minutes), else the site's hours. */
function payoutTime(settings: WithdrawSettings): string {
  const minutes = profileOf(site.value).payoutMinutes;
  return minutes === null
    ? t('wallet.withdraw.hours', { n: settings.processingHours })
    : t('wallet.withdraw.minutes', { n: minutes });
}

export function WithdrawForm({
  list,
  settings,
  bonus = null,
}: {
  list: PayoutDestination[];
  settings: WithdrawSettings;
  /** The two balances and requirements, once loaded (null: the whole balance, as before). */
  bonus?: BonusWallet | null;
}) {
  useSignals();
  const lang = language.value;
  const symbol = wallet.value?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const outlook = bonus ? withdrawOutlook(bonus) : null;
  const balance = outlook ? outlook.withdrawable : wallet.value?.sumBalance;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const form = useForm(
    { cardId: String(list.at(-1)!.id), amount: '', paymentPassword: '' },
    { validate: (v) => checkWithdraw(v, limits, balance) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const [confirming, setConfirming] = useState(false);
  /** The server refused for an open bonus: ask, then send again forfeiting it. */
  const bonusRefused = useRef(false);
  const v = form.values;
  const cents = parseAmount(v.amount);
  const destination = list.find((d) => String(d.id) === v.cardId);

  /** "Withdrawing R$ X forfeits your R$ Y bonus": true when the member confirms it. */
  const confirmForfeit = (bonusCents: number) =>
    confirm({
      title: t('wagering.forfeit.title'),
      body: t('wagering.forfeit.body', {
        amount: formatMoney(cents ?? 0, lang, symbol),
        bonus: formatMoney(bonusCents, lang, symbol),
      }),
      ok: t('wagering.forfeit.ok'),
      cancel: t('wagering.forfeit.cancel'),
    });

  const send = async (forfeitBonus: boolean) => {
    bonusRefused.current = false;
    const ok = await submit(
      (idempotencyKey) =>
        requestWithdraw({
          cardId: Number(v.cardId),
          amount: cents!,
          paymentPassword: v.paymentPassword,
          idempotencyKey,
          ...(forfeitBonus ? { forfeitBonus: true } : {}),
        }),
      {
        signature: `${v.cardId}|${cents}|${forfeitBonus}`,
        onFail: (failure) => {
          // An open bonus: the form stays as typed, password included, for the confirmation.
          if (failure.code === 'BONUS_OPEN') return void (bonusRefused.current = true);
          // A refused password is cleared (it is a secret); the destination and amount stay.
          form.set('paymentPassword', '');
          setConfirming(false);
        },
      },
    );
    if (ok) {
      toast.success(t('wallet.withdraw.done'), 3000);
      form.reset({ amount: '', paymentPassword: '' });
      setConfirming(false);
    } else if (bonusRefused.current && !forfeitBonus) {
      // What is open now, as the server has it; a site that refuses shows why instead of a dialog.
      const now = await bonusWallet.load(language.peek());
      const o = now ? withdrawOutlook(now) : null;
      if (o?.kind === 'forfeit' && (await confirmForfeit(o.bonus))) await send(true);
      else if (o?.kind === 'refuse') setConfirming(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (confirming) {
      if (outlook?.kind !== 'forfeit') return void send(false);
      return void confirmForfeit(outlook.bonus).then((yes) => (yes ? send(true) : undefined));
    }
    // The confirmation shows only for values the form accepts; otherwise the errors show.
    if (form.check()) setConfirming(true);
  };

  if (outlook?.kind === 'refuse')
    return (
      <section className="wallet-box" aria-labelledby="wd-h" data-testid="withdraw-refused">
        <h3 id="wd-h" className="wallet-h">
          {t('wallet.withdraw.tab')}
        </h3>
        {withdrawOutlookText(outlook, lang, symbol, t).map((line) => (
          <p key={line} className="wallet-note">
            {line}
          </p>
        ))}
      </section>
    );

  const explained = outlook && (
    <div data-testid="withdraw-outlook">
      {withdrawOutlookText(outlook, lang, symbol, t).map((line) => (
        <p key={line} className="wallet-note">
          {line}
        </p>
      ))}
    </div>
  );

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
          <dd>{payoutTime(settings)}</dd>
        </dl>
        {explained}
        <SubmitRow busy={busy} error={error} label={t('wallet.withdraw.confirm')} />
        <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={() => setConfirming(false)}>
          {t('wallet.withdraw.back')}
        </button>
      </BoxForm>
    );

  return (
    <BoxForm headingId="wd-h" title={t('wallet.withdraw.tab')} onSubmit={onSubmit}>
      {explained}
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
