// Deposit (/m/voucherCenter, SPEC §2.1, §4 templates, §5, §7 Deposit): pick a method by
// vendor (bank transfer with its banks, manual transfer, payment gateway), an amount (presets
// or typed, within the site limits), an optional promotion, then submit. The request waits
// for the operator's approval; the pending panel says so. Base or new layout by dep_func:
// the same steps, the new one as numbered cards. ?tab=records lists the deposit records.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { DepositRecord, DepositSettings, PaymentMethod } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkAmount, depositTemplate, parseAmount } from '../../rules/wallet';
import { depositSettings, newRequestKey, requestDeposit } from '../../state/money';
import { errorKey } from '../../state/resource';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { ErrorState, Loading } from '../../ui/PageState';
import { Input, Money, PagedList, shortDate, TabLinks } from './kit';

export default function DepositPage() {
  useSignals();
  const tab = new URLSearchParams(useSearch()).get('tab') === 'records' ? 'records' : 'deposit';
  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="wallet-title">{t('title.deposit')}</h2>
      <TabLinks label={t('title.deposit')} current={tab} tabs={[
        { id: 'deposit', href: '/m/voucherCenter', text: t('wallet.deposit.tab') },
        { id: 'records', href: '/m/voucherCenter?tab=records', text: t('wallet.deposit.records') },
      ]} />
      {tab === 'records' ? <DepositRecords /> : <DepositLoader />}
    </section>
  );
}

function DepositLoader() {
  useSignals();
  useEffect(() => { if (!depositSettings.data.value) void depositSettings.load(); }, []);
  const s = depositSettings.data.value;
  if (depositSettings.error.value && !s) return <ErrorState messageKey={depositSettings.error.value} onRetry={() => void depositSettings.load()} />;
  if (!s) return <Loading />;
  return <DepositForm settings={s} />;
}

const methodLabel = (m: PaymentMethod) => `${m.name} · ${t(`wallet.kind.${m.kind}`)}`;

function DepositForm({ settings }: { settings: DepositSettings }) {
  useSignals();
  const template = depositTemplate(site.value?.templates);
  const [methodId, setMethodId] = useState(settings.methods[0]?.id ?? '');
  const method = settings.methods.find((m) => m.id === methodId) ?? null;
  const [bankCode, setBankCode] = useState('');
  const [amount, setAmount] = useState('');
  const [promoId, setPromoId] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; bank?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<DepositRecord | null>(null);
  // One key per distinct request: a retry of the same values is the same deposit on the server.
  const key = useRef({ sig: '', key: newRequestKey() });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const lang = language.value;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const limitHint = t('wallet.limits', { min: formatMoney(limits.minCents, lang), max: formatMoney(limits.maxCents, lang) });

  if (done) return <DepositPending record={done} method={method} onAgain={() => { setDone(null); setAmount(''); }} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(amount);
    const amountError = checkAmount(cents, limits);
    const bankError = method?.kind === 'BANK' && !bankCode ? 'wallet.error.bank' : null;
    setErrors({ amount: amountError, bank: bankError });
    if (!method || amountError || bankError || cents === null) {
      if (amountError) amountRef.current?.focus();
      return;
    }
    const sig = [method.id, bankCode, cents, promoId].join('|');
    if (key.current.sig !== sig) key.current = { sig, key: newRequestKey() };
    setBusy(true);
    setFormError(null);
    try {
      const r = await requestDeposit({
        methodId: method.id, amount: cents, idempotencyKey: key.current.key,
        ...(method.kind === 'BANK' ? { bankCode } : {}), ...(promoId ? { promoId: Number(promoId) } : {}),
      });
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('wallet.deposit.submitted'), 2000);
      setDone(r);
    } catch (err) {
      setFormError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };

  const step = (n: number, title: string) => (template === 'new'
    ? <h3 className="wallet-step"><span className="wallet-step-n" aria-hidden="true">{n}</span>{title}</h3>
    : <h3 className="wallet-h">{title}</h3>);

  return (
    <form className={`wallet-form deposit-${template}`} data-template={template} noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.deposit.method')}</legend>
        {step(1, t('wallet.deposit.method'))}
        <div className={template === 'new' ? 'wallet-tiles' : 'wallet-radios'}>
          {settings.methods.map((m) => (
            <label key={m.id} className={m.id === methodId ? 'wallet-option wallet-option-on' : 'wallet-option'}>
              <input type="radio" name="method" value={m.id} checked={m.id === methodId} onChange={() => { setMethodId(m.id); setBankCode(''); }} />
              <span>{methodLabel(m)}</span>
            </label>
          ))}
        </div>
        {method?.kind === 'BANK' && (
          <div className={errors.bank ? 'field field-invalid' : 'field'}>
            <div className="field-label"><label htmlFor="dep-bank">{t('wallet.bank')}</label></div>
            <div className="field-control">
              <select id="dep-bank" value={bankCode} onChange={(e) => setBankCode(e.currentTarget.value)} aria-invalid={errors.bank ? true : undefined}
                aria-describedby={errors.bank ? 'dep-bank-err' : undefined}>
                <option value="">{t('wallet.chooseBank')}</option>
                {method.banks.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
              </select>
            </div>
            {errors.bank && <p id="dep-bank-err" className="field-error">{t(errors.bank)}</p>}
          </div>
        )}
        {method?.kind === 'MANUAL' && method.account && <p className="wallet-note">{t('wallet.deposit.manualTo')} <strong>{method.account}</strong></p>}
        {method?.kind === 'GATEWAY' && <p className="wallet-note">{t('wallet.deposit.gatewayNote')}</p>}
      </fieldset>
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.amount')}</legend>
        {step(2, t('wallet.amount'))}
        <div className="wallet-presets" role="group" aria-label={t('wallet.presets')}>
          {settings.presets.map((c) => (
            <button key={c} type="button" className={parseAmount(amount) === c ? 'chip chip-on' : 'chip'} aria-pressed={parseAmount(amount) === c}
              onClick={() => { setAmount((c / 100).toFixed(2)); setErrors((x) => ({ ...x, amount: null })); }}>
              {formatMoney(c, lang)}
            </button>
          ))}
        </div>
        <Input name="amount" label={t('wallet.amount')} value={amount} inputMode="decimal" maxLength={12} hint={limitHint} error={errors.amount}
          inputRef={(el) => { amountRef.current = el; }} onChange={(v) => { setAmount(v); if (errors.amount) setErrors((x) => ({ ...x, amount: checkAmount(parseAmount(v), limits) })); }} />
      </fieldset>
      {settings.promotions.length > 0 && (
        <fieldset className="wallet-box">
          <legend className="sr-only">{t('wallet.deposit.promotion')}</legend>
          {step(3, t('wallet.deposit.promotion'))}
          <div className="field">
            <div className="field-label"><label htmlFor="dep-promo">{t('wallet.deposit.promotion')}</label></div>
            <div className="field-control">
              <select id="dep-promo" value={promoId} onChange={(e) => setPromoId(e.currentTarget.value)}>
                <option value="">{t('wallet.deposit.noPromotion')}</option>
                {settings.promotions.map((p) => <option key={p.id} value={String(p.id)}>{p.title}</option>)}
              </select>
            </div>
          </div>
        </fieldset>
      )}
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}{t('wallet.deposit.submit')}
      </button>
    </form>
  );
}

function DepositPending({ record, method, onAgain }: { record: DepositRecord; method: PaymentMethod | null; onAgain: () => void }) {
  useSignals();
  return (
    <div className="wallet-box wallet-pending" role="status" data-testid="deposit-pending">
      <h3 className="wallet-h">{t('wallet.deposit.pendingTitle')}</h3>
      <p>{t('wallet.deposit.pendingBody')}</p>
      <dl className="wallet-dl">
        <dt>{t('wallet.orderNo')}</dt><dd data-testid="deposit-id">{record.id}</dd>
        <dt>{t('wallet.amount')}</dt><dd><Money cents={record.amount} /></dd>
        <dt>{t('wallet.status')}</dt><dd>{t(`wallet.status.${record.status}`)}</dd>
      </dl>
      {method?.kind === 'MANUAL' && method.account && <p className="wallet-note">{t('wallet.deposit.manualTo')} <strong>{method.account}</strong></p>}
      <button type="button" className="btn btn-ghost btn-block" onClick={onAgain}>{t('wallet.deposit.again')}</button>
    </div>
  );
}

function DepositRecords() {
  useSignals();
  return (
    <PagedList<DepositRecord> label={t('wallet.deposit.records')} deps={[]}
      load={(pageNo) => call(walletApi.depositRecords, { pageNo, pageSize: 20 })}
      render={(r) => (
        <>
          <span className="wallet-record-main"><Money cents={r.amount} /><span className={`wallet-status wallet-status-${r.status}`}>{t(`wallet.status.${r.status}`)}</span></span>
          <span className="wallet-record-sub">#{r.id} · {shortDate(r.createdAt)}</span>
        </>
      )} />
  );
}
