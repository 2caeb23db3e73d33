// Deposit (/m/voucherCenter, SPEC §2.1, §4 templates, §5, §7 Deposit): cash and bonus each, the
// form (deposit-form.tsx) once the methods are in, or with ?order= one payment order (deposit-order.tsx: where a sent
// form goes, and where the gateway's page returns); ?promo= preselects a bonus; ?tab=records
// the deposit records, whose statuses follow the pending-money poll too.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../lib/dates';
import { PATHS } from '../../routes';
import { depositOrder, depositRecordPages, depositSettings, latestOrder } from '../../state/money/deposit';
import { language, t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { BonusPanel } from '../../ui/Bonus/BonusPanel';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { Loading } from '../../ui/PageState';
import { RecordList } from '../../ui/RecordList';
import { TabbedSection } from '../../ui/TabbedSection';
import { DepositForm } from './deposit-form';
import { DepositOrder, RefusalNote } from './deposit-order';
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
  const q = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const orderId = Number(q.get('order'));
  const settings = useResource(depositSettings, [], { reuse: true, perLanguage: true });
  if (Number.isSafeInteger(orderId) && orderId > 0)
    return (
      <OrderLoader
        id={orderId}
        account={settings.data.value?.methods.find((m) => m.kind === 'MANUAL')?.account ?? null}
      />
    );
  return (
    <Loaded of={settings}>
      {(s) => (
        <>
          <BonusPanel />
          <DepositForm
            settings={s}
            promoId={q.get('promo') ?? ''}
            // The order gets its own address: a reload, or the way back from a payment page, shows it again.
            onOrder={(r) => navigate(`${PATHS.deposit}?order=${r.id}`, { replace: true })}
          />
        </>
      )}
    </Loaded>
  );
}

function OrderLoader({ id, account }: { id: number; account: string | null }) {
  const [, navigate] = useLocation();
  const order = useResource(depositOrder, [id]);
  return (
    <Loaded of={order}>
      {(r) =>
        // The order opened before (another ?order=) never shows as this one while it loads.
        r.id === id ? (
          <DepositOrder record={r} account={account} onAgain={() => navigate(PATHS.deposit)} />
        ) : (
          <Loading />
        )
      }
    </Loaded>
  );
}

function DepositRecords() {
  useSignals();
  const list = usePagedList((r) => String(r.id), depositRecordPages, []);
  return (
    <RecordList
      list={list}
      label={t('wallet.deposit.records')}
      render={(loaded) => {
        const r = latestOrder(loaded);
        return (
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
            {r.refusal && <RefusalNote refusal={r.refusal} />}
            {r.bonus === 0 && r.promisedBonus > 0 && r.status === 'pending' && (
              <span className="wallet-record-sub">{t('wallet.deposit.promoAccepted')}</span>
            )}
            <span className="wallet-record-sub">
              #{r.id} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, language.value)}</time>
            </span>
            {r.status === 'pending' && (
              // Back to the order's payment code or page, which the player may have left unpaid.
              <Link className="wallet-record-link" href={`${PATHS.deposit}?order=${r.id}`}>
                {t('wallet.order.open')}
              </Link>
            )}
          </>
        );
      }}
    />
  );
}
