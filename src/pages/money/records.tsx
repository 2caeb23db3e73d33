// Withdrawal records with their report (totals by status), and the transaction details
// filtered by the transaction-code list (SPEC §7 Withdraw: records, report; transaction
// details, transaction code list). Statuses read as text: processing, paid, rejected.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { TransactionRow, WithdrawRecord, WithdrawReport, WithdrawStatus } from '../../api/types';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { transactionCodes } from '../../state/money';
import { useResources } from '../../state/use-resources';
import { Money, PagedList, shortDate, StatusBadge } from '../member/kit';

const STATUSES: readonly WithdrawStatus[] = ['processing', 'paid', 'rejected'];

function Report() {
  useSignals();
  const [report, setReport] = useState<WithdrawReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    call(walletApi.withdrawReport, {}, { signal: ctrl.signal }).then(setReport, (e: unknown) => {
      if (!ctrl.signal.aborted) setError(errorKey(e));
    });
    return () => ctrl.abort();
  }, []);
  if (!report)
    return error ? (
      <p className="wallet-note" role="alert">
        {t(error)}
      </p>
    ) : null;
  return (
    <section className="wallet-box" aria-labelledby="wd-report-h" data-testid="withdraw-report">
      <h3 id="wd-report-h" className="wallet-h">
        {t('wallet.withdraw.report')}
      </h3>
      <dl className="wallet-report">
        {STATUSES.map((st) => (
          <div key={st} className="wallet-report-row" data-status={st}>
            <dt>
              <StatusBadge status={st} />
            </dt>
            <dd>
              <span className="wallet-report-count">{t('wallet.withdraw.count', { n: report[st].count })}</span>{' '}
              <Money cents={report[st].cents} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function WithdrawRecords() {
  useSignals();
  return (
    <>
      <Report />
      <PagedList<WithdrawRecord>
        label={t('wallet.withdraw.records')}
        deps={[]}
        load={(pageNo, signal) => call(walletApi.withdrawRecords, { pageNo, pageSize: 20 }, { signal })}
        render={(r) => (
          <>
            <span className="wallet-record-main">
              <Money cents={r.amount} />
              <StatusBadge status={r.status} />
            </span>
            {r.status === 'rejected' && <span className="wallet-record-sub">{t('wallet.withdraw.returned')}</span>}
            <span className="wallet-record-sub">
              #{r.id} · {shortDate(r.createdAt)}
            </span>
          </>
        )}
      />
    </>
  );
}

export function Transactions() {
  useSignals();
  const [code, setCode] = useState('ALL');
  useResources([transactionCodes], { reuse: true });
  const codes = ['ALL', ...(transactionCodes.data.value ?? [])];
  return (
    <>
      <div className="chips wallet-filters" role="group" aria-label={t('wallet.filter')}>
        {codes.map((c) => (
          <button
            key={c}
            type="button"
            className={c === code ? 'chip chip-on' : 'chip'}
            aria-pressed={c === code}
            onClick={() => setCode(c)}
          >
            {t(`wallet.code.${c}`)}
          </button>
        ))}
      </div>
      <PagedList<TransactionRow>
        label={t('wallet.transactions')}
        deps={[code]}
        load={(pageNo, signal) =>
          call(walletApi.transactions, { pageNo, pageSize: 20, ...(code === 'ALL' ? {} : { code }) }, { signal })
        }
        render={(r) => (
          <>
            <span className="wallet-record-main">
              <span>{t(`wallet.code.${r.code}`)}</span>
              <Money cents={r.amount} signed />
            </span>
            <span className="wallet-record-sub">{shortDate(r.createdAt)}</span>
          </>
        )}
      />
    </>
  );
}
