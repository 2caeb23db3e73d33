// Withdraw (/m/withdraw, SPEC §2.1, §7 Withdraw): a payment password first if none is set,
// bank cards (list, add), an amount within the balance and the site limits, the payment
// password, then submit. The server reserves the amount at once. ?tab=records lists the
// withdrawals, ?tab=transactions the transaction details with the code list as filters.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { BankCard, TransactionRow, WithdrawRecord, WithdrawSettings } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkAccountNo, checkAmount, checkHolderName, checkPaymentPassword, parseAmount } from '../../rules/wallet';
import { addBankCard, bankCards, newRequestKey, requestWithdraw, transactionCodes, withdrawSettings } from '../../state/money';
import { errorKey } from '../../state/resource';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { toast } from '../../state/toasts';
import { ErrorState, Loading } from '../../ui/PageState';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { Input, Money, PagedList, shortDate, TabLinks } from './kit';
import { PaymentPasswordForm } from './payment-password';

type Tab = 'withdraw' | 'records' | 'transactions';

export default function WithdrawPage() {
  useSignals();
  const q = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = q === 'records' || q === 'transactions' ? q : 'withdraw';
  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="wallet-title">{t('title.withdraw')}</h2>
      <TabLinks label={t('title.withdraw')} current={tab} tabs={[
        { id: 'withdraw', href: '/m/withdraw', text: t('wallet.withdraw.tab') },
        { id: 'records', href: '/m/withdraw?tab=records', text: t('wallet.withdraw.records') },
        { id: 'transactions', href: '/m/withdraw?tab=transactions', text: t('wallet.transactions') },
      ]} />
      {tab === 'records' ? <WithdrawRecords /> : tab === 'transactions' ? <Transactions /> : <WithdrawLoader />}
    </section>
  );
}

function WithdrawLoader() {
  useSignals();
  useEffect(() => { void withdrawSettings.load(); void bankCards.load(); }, []);
  const s = withdrawSettings.data.value;
  const cards = bankCards.data.value;
  const err = withdrawSettings.error.value ?? bankCards.error.value;
  if (err && (!s || !cards)) return <ErrorState messageKey={err} onRetry={() => { void withdrawSettings.load(); void bankCards.load(); }} />;
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
      <div className="wallet-box"><BalanceWidget /></div>
      <Cards cards={cards} settings={s} />
      {cards.length > 0 && <WithdrawForm cards={cards} settings={s} />}
    </>
  );
}

function Cards({ cards, settings }: { cards: BankCard[]; settings: WithdrawSettings }) {
  useSignals();
  const [open, setOpen] = useState(cards.length === 0);
  const [bankCode, setBankCode] = useState(settings.banks[0]?.code ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<{ accountNo?: string | null; holder?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { accountNo: checkAccountNo(accountNo), holder: checkHolderName(holder) };
    setErrors(next);
    if (next.accountNo || next.holder) return;
    setBusy(true);
    setFormError(null);
    try {
      await addBankCard({ bankCode, accountNo: accountNo.replace(/\s+/g, ''), holderName: holder.trim() });
      toast.success(t('wallet.card.added'), 2000);
      setOpen(false);
      setAccountNo('');
    } catch (err) {
      setFormError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('wallet.cards')}</h3>
      {cards.length === 0 ? <p className="wallet-note">{t('wallet.card.none')}</p> : (
        <ul className="wallet-cards" aria-label={t('wallet.cards')}>
          {cards.map((c) => <li key={c.id} className="wallet-card"><strong>{c.bankName}</strong> <span dir="ltr">{c.accountMasked}</span> <span>{c.holderName}</span></li>)}
        </ul>
      )}
      {!open && <button type="button" className="btn btn-ghost btn-block" aria-expanded={false} onClick={() => setOpen(true)}>{t('wallet.card.add')}</button>}
      {open && (
        <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.card.add')}>
          <div className="field">
            <div className="field-label"><label htmlFor="card-bank">{t('wallet.bank')}</label></div>
            <div className="field-control">
              <select id="card-bank" value={bankCode} onChange={(e) => setBankCode(e.currentTarget.value)}>
                {settings.banks.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
              </select>
            </div>
          </div>
          <Input name="accountNo" label={t('wallet.card.accountNo')} value={accountNo} inputMode="numeric" maxLength={34} error={errors.accountNo}
            onChange={setAccountNo} />
          <Input name="holderName" label={t('wallet.card.holder')} value={holder} maxLength={60} error={errors.holder} autoComplete="name"
            onChange={setHolder} />
          <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('wallet.card.save')}</button>
        </form>
      )}
    </div>
  );
}

function WithdrawForm({ cards, settings }: { cards: BankCard[]; settings: WithdrawSettings }) {
  useSignals();
  const [cardId, setCardId] = useState(String(cards[0]!.id));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    setFormError(null);
    try {
      await requestWithdraw({ cardId: Number(cardId), amount: cents, paymentPassword: password, idempotencyKey: key.current.key });
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('wallet.withdraw.done'), 3000);
      setAmount('');
      setPassword('');
    } catch (err) {
      setFormError(errorKey(err));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="wd-h">
      <h3 id="wd-h" className="wallet-h">{t('wallet.withdraw.tab')}</h3>
      <div className="field">
        <div className="field-label"><label htmlFor="wd-card">{t('wallet.card.to')}</label></div>
        <div className="field-control">
          <select id="wd-card" value={cardId} onChange={(e) => setCardId(e.currentTarget.value)}>
            {cards.map((c) => <option key={c.id} value={String(c.id)}>{`${c.bankName} ${c.accountMasked}`}</option>)}
          </select>
        </div>
      </div>
      <Input name="amount" label={t('wallet.amount')} value={amount} inputMode="decimal" maxLength={12} error={errors.amount}
        hint={t('wallet.limits', { min: formatMoney(limits.minCents, lang), max: formatMoney(limits.maxCents, lang) })} onChange={setAmount} />
      {balance !== undefined && balance >= limits.minCents && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAmount((Math.min(balance, limits.maxCents) / 100).toFixed(2))}>
          {t('wallet.withdraw.all')}
        </button>
      )}
      <Input name="paymentPassword" type="password" label={t('wallet.payPass.label')} value={password} inputMode="numeric" maxLength={6}
        error={errors.password} autoComplete="off" onChange={setPassword} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}{t('wallet.withdraw.submit')}
      </button>
    </form>
  );
}

function WithdrawRecords() {
  useSignals();
  return (
    <PagedList<WithdrawRecord> label={t('wallet.withdraw.records')} deps={[]}
      load={(pageNo) => call(walletApi.withdrawRecords, { pageNo, pageSize: 20 })}
      render={(r) => (
        <>
          <span className="wallet-record-main"><Money cents={r.amount} /><span className={`wallet-status wallet-status-${r.status}`}>{t(`wallet.status.${r.status}`)}</span></span>
          <span className="wallet-record-sub">#{r.id} · {shortDate(r.createdAt)}</span>
        </>
      )} />
  );
}

function Transactions() {
  useSignals();
  const [code, setCode] = useState('ALL');
  useEffect(() => { if (!transactionCodes.data.value) void transactionCodes.load(); }, []);
  const codes = ['ALL', ...(transactionCodes.data.value ?? [])];
  return (
    <>
      <div className="chips wallet-filters" role="group" aria-label={t('wallet.filter')}>
        {codes.map((c) => (
          <button key={c} type="button" className={c === code ? 'chip chip-on' : 'chip'} aria-pressed={c === code} onClick={() => setCode(c)}>
            {t(`wallet.code.${c}`)}
          </button>
        ))}
      </div>
      <PagedList<TransactionRow> label={t('wallet.transactions')} deps={[code]}
        load={(pageNo) => call(walletApi.transactions, { pageNo, pageSize: 20, ...(code === 'ALL' ? {} : { code }) })}
        render={(r) => (
          <>
            <span className="wallet-record-main"><span>{t(`wallet.code.${r.code}`)}</span><Money cents={r.amount} signed /></span>
            <span className="wallet-record-sub">{shortDate(r.createdAt)}</span>
          </>
        )} />
    </>
  );
}
