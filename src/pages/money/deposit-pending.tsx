// A deposit request waiting for the operator's approval (SPEC §7 Deposit): its number, amount,
// status and promotion, where to transfer for a manual method, and a new deposit.
import { useSignals } from '@preact/signals-react/runtime';
import type { DepositRecord, PaymentMethod } from '../../api/types';
import { t } from '../../state/i18n';
import { Money } from '../../ui/Money';

/** A manual method's account, where the member transfers to. */
export function ManualAccount({ method }: { method: PaymentMethod }) {
  useSignals();
  if (!method.account) return null;
  return (
    <p className="wallet-note">
      {t('wallet.deposit.manualTo')} <strong>{method.account}</strong>
    </p>
  );
}

export function DepositPending({
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
      {method?.kind === 'MANUAL' && <ManualAccount method={method} />}
      <button type="button" className="btn btn-ghost btn-block" onClick={onAgain}>
        {t('wallet.deposit.again')}
      </button>
    </div>
  );
}
