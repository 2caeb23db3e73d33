// A deposit order and how to pay it (SPEC §7 Deposit): a PIX order's copy-and-paste code with
// a copy button, its QR image and the time left to pay; a gateway or online-bank order's
// payment page; a manual transfer's account. Its status follows the pending-money poll, so the
// approval shows here (and the balance in the header) without a tap.
import { useSignals } from '@preact/signals-react/runtime';
import type { DepositRecord, DepositRefusal } from '../../api/types';
import { clockText } from '../../rules/payment-order';
import { t } from '../../state/i18n';
import { latestOrder, useSecondsLeft } from '../../state/money/deposit';
import { toast } from '../../state/toasts';
import { Money } from '../../ui/Money';
import { PixQr } from './pix-qr';
import { StatusBadge } from './status-badge';

/** A manual method's account, where the member transfers to. */
export function ManualAccount({ account }: { account: string | null }) {
  useSignals();
  if (!account) return null;
  return (
    <p className="wallet-note">
      {t('wallet.deposit.manualTo')} <strong>{account}</strong>
    </p>
  );
}

function PixPayment({ code, endsAt }: { code: string; endsAt: string | null }) {
  useSignals();
  const left = useSecondsLeft(endsAt);
  const copy = () => {
    // Clipboard access can be refused (an old WebView): the code stays selectable to copy by hand.
    void navigator.clipboard?.writeText(code).then(
      () => toast.success(t('wallet.pix.copied'), 2000),
      () => toast.info(t('wallet.pix.copyByHand'), 3000),
    );
  };
  return (
    <div className="pix-pay">
      <PixQr code={code} label={t('wallet.pix.qr')} />
      {left !== null && (
        <p className="pix-left" aria-live={left <= 60 ? 'polite' : 'off'} data-testid="pix-left">
          {left > 0 ? t('wallet.pix.expiresIn', { time: clockText(left) }) : t('wallet.pix.expired')}
        </p>
      )}
      <label className="field-label" htmlFor="pix-code">
        {t('wallet.pix.code')}
      </label>
      <textarea
        id="pix-code"
        className="pix-code"
        readOnly
        rows={4}
        value={code}
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="btn btn-primary btn-block" onClick={copy}>
        {t('wallet.pix.copy')}
      </button>
      <p className="wallet-note">{t('wallet.pix.steps')}</p>
    </div>
  );
}

/** What the player reads for each reason a rule refused an order. */
const REFUSAL_TEXT: Readonly<Record<DepositRefusal, string>> = {
  PAYER_NOT_OWN_CPF: 'wallet.deposit.refusal.PAYER_NOT_OWN_CPF',
};

/** Why the order was refused, where a rule refused it (another CPF paid: the money goes back to it). */
export function RefusalNote({ refusal }: { refusal: DepositRefusal }) {
  useSignals();
  const key = REFUSAL_TEXT[refusal];
  // A reason this client does not know yet says nothing rather than a raw key.
  if (!key) return null;
  return (
    <p className="wallet-note wallet-refusal" data-testid="deposit-refusal">
      {t(key)}
    </p>
  );
}

export function DepositOrder({
  record,
  account,
  onAgain,
}: {
  record: DepositRecord;
  /** The manual method's account, when the order is a manual transfer. */
  account: string | null;
  onAgain: () => void;
}) {
  useSignals();
  const r = latestOrder(record);
  const waiting = r.status === 'pending';
  return (
    <section className="wallet-box wallet-pending" data-testid="deposit-order" aria-labelledby="order-h">
      <h3 id="order-h" className="wallet-h">
        {t(`wallet.order.title.${r.status}`)}
      </h3>
      <dl className="wallet-dl" aria-live="polite">
        <dt>{t('wallet.orderNo')}</dt>
        <dd data-testid="deposit-id">{r.id}</dd>
        <dt>{t('wallet.amount')}</dt>
        <dd>
          <Money cents={r.amount} />
        </dd>
        <dt>{t('wallet.status')}</dt>
        <dd data-testid="deposit-status">
          <StatusBadge status={r.status} />
        </dd>
        {r.promisedBonus > 0 && (
          <>
            <dt>{t('wallet.deposit.bonus')}</dt>
            <dd>
              <Money cents={r.bonus || r.promisedBonus} />
            </dd>
          </>
        )}
      </dl>
      {r.refusal && <RefusalNote refusal={r.refusal} />}
      {waiting && r.kind === 'PIX' && r.payCode && <PixPayment code={r.payCode} endsAt={r.expiresAt} />}
      {waiting && r.payUrl && (
        <a className="btn btn-primary btn-block" href={r.payUrl} data-testid="pay-link">
          {t('wallet.order.payNow')}
        </a>
      )}
      {waiting && r.kind === 'MANUAL' && <ManualAccount account={account} />}
      {waiting && <p className="wallet-note">{t('wallet.order.watching')}</p>}
      <button type="button" className="btn btn-ghost btn-block" onClick={onAgain}>
        {t('wallet.deposit.again')}
      </button>
    </section>
  );
}
