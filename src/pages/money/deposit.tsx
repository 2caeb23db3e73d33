// Deposit (/m/voucherCenter, SPEC §2.1, §4 templates, §5, §7 Deposit): pick a method by
// vendor (bank transfer with its banks, manual transfer, payment gateway), an amount (presets
// or typed, within the site limits), an optional promotion, then submit. The request waits
// for the operator's approval; the pending panel says so. Base or new layout by dep_func:
// the same steps, the new one as numbered cards. ?tab=records lists the deposit records.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { DepositRecord, DepositSettings, PaymentMethod } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkAmount, depositTemplate, parseAmount } from '../../rules/wallet';
import { depositSettings, newRequestKey, requestDeposit } from '../../state/money';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { useResources } from '../../state/use-resources';
import { ErrorState, Loading } from '../../ui/PageState';
import {
  Input,
  Money,
  PagedList,
  Select,
  StatusBadge,
  shortDate,
  SubmitRow,
  TabbedSection,
  useSubmit,
} from '../member/kit';
import { PATHS } from '../../routes';

export default function DepositPage() {
  useSignals();
  return (
    <TabbedSection
      titleId="wallet-title"
      title={t('title.deposit')}
      base={PATHS.deposit}
      tabs={[
        { id: 'deposit', text: t('wallet.deposit.tab'), view: DepositLoader },
        { id: 'records', text: t('wallet.deposit.records'), view: DepositRecords },
      ]}
    />
  );
}

function DepositLoader() {
  useSignals();
  useResources([depositSettings], { reuse: true });
  const s = depositSettings.data.value;
  if (depositSettings.error.value && !s)
    return <ErrorState messageKey={depositSettings.error.value} onRetry={() => void depositSettings.load()} />;
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
  const { busy, formError, run } = useSubmit();
  const [done, setDone] = useState<DepositRecord | null>(null);
  // One key per distinct request: a retry of the same values is the same deposit on the server.
  const key = useRef({ sig: '', key: newRequestKey() });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const lang = language.value;
  const limits = { minCents: settings.minCents, maxCents: settings.maxCents };
  const limitHint = t('wallet.limits', {
    min: formatMoney(limits.minCents, lang),
    max: formatMoney(limits.maxCents, lang),
  });

  if (done)
    return (
      <DepositPending
        record={done}
        method={method}
        onAgain={() => {
          setDone(null);
          setAmount('');
        }}
      />
    );

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
    await run(async () => {
      const r = await requestDeposit({
        methodId: method.id,
        amount: cents,
        idempotencyKey: key.current.key,
        ...(method.kind === 'BANK' ? { bankCode } : {}),
        ...(promoId ? { promoId: Number(promoId) } : {}),
      });
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('wallet.deposit.submitted'), 2000);
      setDone(r);
    });
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
    <form
      className={`wallet-form deposit-${template}`}
      data-template={template}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.deposit.method')}</legend>
        {step(1, t('wallet.deposit.method'))}
        <div className={template === 'new' ? 'wallet-tiles' : 'wallet-radios'}>
          {settings.methods.map((m) => (
            <label key={m.id} className={m.id === methodId ? 'wallet-option wallet-option-on' : 'wallet-option'}>
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={m.id === methodId}
                onChange={() => {
                  setMethodId(m.id);
                  setBankCode('');
                }}
              />
              <span>{methodLabel(m)}</span>
            </label>
          ))}
        </div>
        {method?.kind === 'BANK' && (
          <Select
            name="bankCode"
            label={t('wallet.bank')}
            value={bankCode}
            onChange={setBankCode}
            error={errors.bank}
            options={[
              { value: '', text: t('wallet.chooseBank') },
              ...method.banks.map((b) => ({ value: b.code, text: b.name })),
            ]}
          />
        )}
        {method?.kind === 'MANUAL' && method.account && (
          <p className="wallet-note">
            {t('wallet.deposit.manualTo')} <strong>{method.account}</strong>
          </p>
        )}
        {method?.kind === 'GATEWAY' && <p className="wallet-note">{t('wallet.deposit.gatewayNote')}</p>}
      </fieldset>
      <fieldset className="wallet-box">
        <legend className="sr-only">{t('wallet.amount')}</legend>
        {step(2, t('wallet.amount'))}
        <div className="wallet-presets" role="group" aria-label={t('wallet.presets')}>
          {settings.presets.map((c) => (
            <button
              key={c}
              type="button"
              className={parseAmount(amount) === c ? 'chip chip-on' : 'chip'}
              aria-pressed={parseAmount(amount) === c}
              onClick={() => {
                setAmount((c / 100).toFixed(2));
                setErrors((x) => ({ ...x, amount: null }));
              }}
            >
              {formatMoney(c, lang)}
            </button>
          ))}
        </div>
        <Input
          name="amount"
          label={t('wallet.amount')}
          value={amount}
          inputMode="decimal"
          maxLength={12}
          hint={limitHint}
          error={errors.amount}
          inputRef={(el) => {
            amountRef.current = el;
          }}
          onChange={(v) => {
            setAmount(v);
            if (errors.amount) setErrors((x) => ({ ...x, amount: checkAmount(parseAmount(v), limits) }));
          }}
        />
      </fieldset>
      {settings.promotions.length > 0 && (
        <fieldset className="wallet-box">
          <legend className="sr-only">{t('wallet.deposit.promotion')}</legend>
          {step(3, t('wallet.deposit.promotion'))}
          <Select
            name="promoId"
            label={t('wallet.deposit.promotion')}
            value={promoId}
            onChange={setPromoId}
            options={[
              { value: '', text: t('wallet.deposit.noPromotion') },
              ...settings.promotions.map((p) => ({ value: String(p.id), text: p.title })),
            ]}
          />
          {promoId && <p className="wallet-note">{t('wallet.deposit.promoNote')}</p>}
        </fieldset>
      )}
      <SubmitRow busy={busy} formError={formError} label={t('wallet.deposit.submit')} />
    </form>
  );
}

function DepositPending({
  record,
  method,
  onAgain,
}: {
  record: DepositRecord;
  method: PaymentMethod | null;
  onAgain: () => void;
}) {
  useSignals();
  return (
    <div className="wallet-box wallet-pending" role="status" data-testid="deposit-pending">
      <h3 className="wallet-h">{t('wallet.deposit.pendingTitle')}</h3>
      <p>{t('wallet.deposit.pendingBody')}</p>
      <dl className="wallet-dl">
        <dt>{t('wallet.orderNo')}</dt>
        <dd data-testid="deposit-id">{record.id}</dd>
        <dt>{t('wallet.amount')}</dt>
        <dd>
          <Money cents={record.amount} />
        </dd>
        <dt>{t('wallet.status')}</dt>
        <dd>{t(`wallet.status.${record.status}`)}</dd>
        {record.promoId !== null && (
          <>
            <dt>{t('wallet.deposit.promotion')}</dt>
            <dd>{t('wallet.deposit.promoAccepted')}</dd>
          </>
        )}
      </dl>
      {method?.kind === 'MANUAL' && method.account && (
        <p className="wallet-note">
          {t('wallet.deposit.manualTo')} <strong>{method.account}</strong>
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-block" onClick={onAgain}>
        {t('wallet.deposit.again')}
      </button>
    </div>
  );
}

function DepositRecords() {
  useSignals();
  return (
    <PagedList<DepositRecord>
      label={t('wallet.deposit.records')}
      deps={[]}
      load={(pageNo, signal) => call(walletApi.depositRecords, { pageNo, pageSize: 20 }, { signal })}
      render={(r) => (
        <>
          <span className="wallet-record-main">
            <Money cents={r.amount} />
            <StatusBadge status={r.status} />
          </span>
          {r.bonus > 0 && (
            <span className="wallet-record-bonus" data-testid="deposit-bonus">
              {t('wallet.deposit.bonus')}: <Money cents={r.bonus} signed />
            </span>
          )}
          {r.bonus === 0 && r.promoId !== null && r.status === 'pending' && (
            <span className="wallet-record-sub">{t('wallet.deposit.promoAccepted')}</span>
          )}
          <span className="wallet-record-sub">
            #{r.id} · {shortDate(r.createdAt)}
          </span>
        </>
      )}
    />
  );
}
