// Withdraw (/m/withdraw, SPEC §2.1, §7 Withdraw): a payment password first if none is set,
// bank cards (list, add), an amount within the balance and the site limits, the payment
// password, then submit. The server reserves the amount at once. ?tab=records lists the
// withdrawals with their report, ?tab=transactions the transaction details (records.tsx).
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import type { BankCard, WithdrawSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkAmount, checkPaymentPassword, parseAmount } from '../../rules/wallet';
import { bankCards, newRequestKey, requestWithdraw, withdrawSettings } from '../../state/money';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { toast } from '../../state/toasts';
import { useResources } from '../../state/use-resources';
import { ErrorState, Loading } from '../../ui/PageState';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { Cards } from './cards';
import { Input, Select, SubmitRow, TabbedSection, useSubmit } from '../member/kit';
import { PaymentPasswordForm } from '../member/payment-password';
import { Transactions, WithdrawRecords } from './records';
import { PATHS } from '../../routes';

export default function WithdrawPage() {
  useSignals();
  return (
    <TabbedSection
      titleId="wallet-title"
      title={t('title.withdraw')}
      base={PATHS.withdraw}
      tabs={[
        { id: 'withdraw', text: t('wallet.withdraw.tab'), view: WithdrawLoader },
        { id: 'records', text: t('wallet.withdraw.records'), view: WithdrawRecords },
        { id: 'transactions', text: t('wallet.transactions'), view: Transactions },
      ]}
    />
  );
}

function WithdrawLoader() {
  useSignals();
  useResources([withdrawSettings, bankCards]);
  const s = withdrawSettings.data.value;
  const cards = bankCards.data.value;
  const err = withdrawSettings.error.value ?? bankCards.error.value;
  if (err && (!s || !cards))
    return (
      <ErrorState
        messageKey={err}
        onRetry={() => {
          void withdrawSettings.load();
          void bankCards.load();
        }}
      />
    );
  if (!s || !cards) return <Loading />;
  if (!s.hasPaymentPassword) {
    return (
      <div className="wallet-box">
        <h3 className="wallet-h">{t('wallet.payPass.setTitle')}</h3>
        <p className="wallet-note">{t('wallet.payPass.needed')}</p>
        <PaymentPasswordForm hasCurrent={false} />
      </div>
    );
  }
  return (
    <>
      <div className="wallet-box">
        <BalanceWidget />
      </div>
      <Cards cards={cards} banks={s.banks} />
      {cards.length > 0 && <WithdrawForm cards={cards} settings={s} />}
    </>
  );
}

function WithdrawForm({ cards, settings }: { cards: BankCard[]; settings: WithdrawSettings }) {
  useSignals();
  const [cardId, setCardId] = useState(String(cards[0]!.id));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; password?: string | null }>({});
  const { busy, formError, run } = useSubmit();
  const key = useRef({ sig: '', key: newRequestKey() });
  const balance = wallet.value?.sumBalance;
  const lang = language.value;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(amount);
    const next = { amount: checkAmount(cents, limits, balance), password: checkPaymentPassword(password) };
    setErrors(next);
    if (next.amount || next.password || cents === null) return;
    const sig = `${cardId}|${cents}`;
    if (key.current.sig !== sig) key.current = { sig, key: newRequestKey() };
    // A refused password is cleared (it is a secret); the card and amount stay.
    const ok = await run(
      () =>
        requestWithdraw({
          cardId: Number(cardId),
          amount: cents,
          paymentPassword: password,
          idempotencyKey: key.current.key,
        }),
      () => setPassword(''),
    );
    if (ok) {
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('wallet.withdraw.done'), 3000);
      setAmount('');
      setPassword('');
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="wd-h">
      <h3 id="wd-h" className="wallet-h">
        {t('wallet.withdraw.tab')}
      </h3>
      <Select
        name="cardId"
        label={t('wallet.card.to')}
        value={cardId}
        onChange={setCardId}
        options={cards.map((c) => ({ value: String(c.id), text: `${c.bankName} ${c.accountMasked}` }))}
      />
      <Input
        name="amount"
        label={t('wallet.amount')}
        value={amount}
        inputMode="decimal"
        maxLength={12}
        error={errors.amount}
        hint={t('wallet.limits', { min: formatMoney(limits.minCents, lang), max: formatMoney(limits.maxCents, lang) })}
        onChange={setAmount}
      />
      {balance !== undefined && balance >= limits.minCents && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => setAmount((Math.min(balance, limits.maxCents) / 100).toFixed(2))}
        >
          {t('wallet.withdraw.all')}
        </button>
      )}
      <Input
        name="paymentPassword"
        type="password"
        label={t('wallet.payPass.label')}
        value={password}
        inputMode="numeric"
        maxLength={6}
        error={errors.password}
        autoComplete="off"
        onChange={setPassword}
      />
      <SubmitRow busy={busy} formError={formError} label={t('wallet.withdraw.submit')} />
    </form>
  );
}
