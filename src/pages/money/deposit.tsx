// Deposit (/m/voucherCenter, SPEC §2.1, §4 templates, §5, §7 Deposit): the form (deposit-form.tsx)
// once the methods are in, and ?tab=records the deposit records.
import { useSignals } from '@preact/signals-react/runtime';
import { PATHS } from '../../routes';
import { depositRecordPages, depositSettings } from '../../state/money/deposit';
import { t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { RecordList, shortDate } from '../../ui/RecordList';
import { TabbedSection } from '../../ui/TabbedSection';
import { DepositForm } from './deposit-form';
import { StatusBadge } from './status-badge';

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
  const settings = useResource(depositSettings, [], { reuse: true, perLanguage: true });
  return <Loaded of={settings}>{(s) => <DepositForm settings={s} />}</Loaded>;
}

function DepositRecords() {
  useSignals();
  const list = usePagedList((r) => String(r.id), depositRecordPages, []);
  return (
    <RecordList
      list={list}
      label={t('wallet.deposit.records')}
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
