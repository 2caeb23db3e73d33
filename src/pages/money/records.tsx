// Withdrawal records with their report (totals by status) (SPEC §7 Withdraw: records, report).
// Statuses read as text: processing, paid, rejected; they follow the pending-money poll.
import { useSignals } from '@preact/signals-react/runtime';
import type { WithdrawStatus } from '../../api/types';
import { formatDateTime } from '../../lib/dates';
import { language, t } from '../../state/i18n';
import { latestWithdrawal, withdrawRecordPages, withdrawReport } from '../../state/money/withdraw';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Money } from '../../ui/Money';
import { RecordList } from '../../ui/RecordList';
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
        render={(loaded) => {
          const r = latestWithdrawal(loaded);
          return (
            <>
              <span className="wallet-record-main">
                <Money cents={r.amount} />
                <StatusBadge status={r.status} />
              </span>
              {r.status === 'rejected' && <span className="wallet-record-sub">{t('wallet.withdraw.returned')}</span>}
              <span className="wallet-record-sub">
                #{r.id} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, language.value)}</time>
              </span>
            </>
          );
        }}
      />
    </>
  );
}
