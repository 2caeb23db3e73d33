// Withdrawal records with their report (totals by status), and the transaction details filtered
// by the transaction-code list (SPEC §7 Withdraw: records, report; transaction details,
// transaction code list). Statuses read as text: processing, paid, rejected.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { WithdrawStatus } from '../../api/types';
import { t } from '../../state/i18n';
import { transactionCodes, transactionPages, withdrawRecordPages, withdrawReport } from '../../state/money/withdraw';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Money } from '../../ui/Money';
import { RecordList, shortDate } from '../../ui/RecordList';
import { StatusBadge } from './status-badge';

const STATUSES: readonly WithdrawStatus[] = ['processing', 'paid', 'rejected'];

function Report() {
  useSignals();
  const r = useResource(withdrawReport, []);
  const report = r.data.value;
  if (!report)
    return r.error.value ? (
      <p className="wallet-note" role="alert">
        {t(r.error.value)}
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
  const list = usePagedList((r) => String(r.id), withdrawRecordPages, []);
  return (
    <>
      <Report />
      <RecordList
        list={list}
        label={t('wallet.withdraw.records')}
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
  const codes = useResource(transactionCodes, [], { reuse: true });
  const list = usePagedList((r) => String(r.id), transactionPages(code), [code]);
  return (
    <>
      <div className="chips wallet-filters" role="group" aria-label={t('wallet.filter')}>
        {['ALL', ...(codes.data.value ?? [])].map((c) => (
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
      <RecordList
        list={list}
        label={t('wallet.transactions')}
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
