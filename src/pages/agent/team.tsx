// The agent's team (SPEC §7 Agent: downlines and team KPI, transfer to one or several
// downlines; the server accepts only the agent's own downlines).
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import { checkAmount, parseAmount } from '../../rules/wallet';
import { newRequestKey, showBalance } from '../../state/money';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { wallet } from '../../state/session';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, Money, shortDate } from '../member/kit';
import { bpText } from './labels';
import { useCall } from '../../state/use-call';

export default function Team() {
  useSignals();
  const {
    data: page,
    error,
    reload: load,
  } = useCall((signal) => call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }), []);
  const [picked, setPicked] = useState<number[]>([]);
  if (error && !page) return <ErrorState messageKey={error} onRetry={load} />;
  if (!page) return <Loading />;
  const k = page.kpi;
  return (
    <>
      <dl className="wallet-box wallet-dl agent-kpi" aria-label={t('agent.kpi')}>
        <dt>{t('agent.kpi.members')}</dt>
        <dd data-testid="kpi-members">{k.members}</dd>
        <dt>{t('agent.kpi.new')}</dt>
        <dd>{k.newThisMonth}</dd>
        <dt>{t('agent.kpi.deposits')}</dt>
        <dd>
          <Money cents={k.depositedCents} />
        </dd>
        <dt>{t('agent.kpi.withdrawals')}</dt>
        <dd>
          <Money cents={k.withdrawnCents} />
        </dd>
        <dt>{t('agent.kpi.transfers')}</dt>
        <dd>
          <Money cents={k.transferredCents} />
        </dd>
      </dl>
      {page.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.downlines')}>
          {page.list.map((d) => (
            <li key={d.id} className="wallet-record">
              <label className="agent-pick">
                <input
                  type="checkbox"
                  checked={picked.includes(d.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPicked((p) => (on ? [...p, d.id] : p.filter((x) => x !== d.id)));
                  }}
                />
                <span className="wallet-record-main">
                  <span dir="ltr">{d.userName}</span>
                  <Money cents={d.depositedCents} />
                </span>
              </label>
              <span className="wallet-record-sub">
                {shortDate(d.joinedAt)} · {t('agent.rebate.short', { rate: bpText(d.rebateBp) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page.list.length > 0 && (
        <Transfer
          ids={picked}
          onDone={() => {
            setPicked([]);
            void load();
          }}
        />
      )}
    </>
  );
}

function Transfer({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  useSignals();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef({ sig: '', key: newRequestKey() });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(amount);
    const balance = wallet.value?.sumBalance;
    const err =
      ids.length === 0
        ? 'agent.transfer.pick'
        : checkAmount(
            cents,
            { minCents: 1, maxCents: 100_000_000 },
            balance === undefined || cents === null ? undefined : Math.floor(balance / ids.length),
          );
    setError(err);
    if (err || cents === null) return;
    const sig = `${ids.join(',')}|${cents}`;
    if (key.current.sig !== sig) key.current = { sig, key: newRequestKey() };
    setBusy(true);
    setFormError(null);
    try {
      const r = await call(agentApi.transferToDownlines, {
        downlineIds: ids,
        amount: cents,
        idempotencyKey: key.current.key,
      });
      showBalance(r.balance);
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('agent.transfer.done'), 2000);
      setAmount('');
      onDone();
    } catch (e2) {
      setFormError(errorKey(e2));
    } finally {
      setBusy(false);
      refreshBalance();
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="agent-tr-h">
      <h3 id="agent-tr-h" className="wallet-h">
        {t('agent.transfer.title')}
      </h3>
      <p className="wallet-note">{t('agent.transfer.picked', { n: ids.length })}</p>
      <Input
        name="amount"
        label={t('agent.transfer.amount')}
        value={amount}
        inputMode="decimal"
        maxLength={12}
        error={error}
        onChange={setAmount}
      />
      <p className="form-error" role="alert">
        {formError ? t(formError) : ''}
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {t('agent.transfer.submit')}
      </button>
    </form>
  );
}
