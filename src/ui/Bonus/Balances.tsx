// Cash and bonus side by side (and, on the wallet and withdraw pages, what can be withdrawn now:
// nothing while a bonus is open where the site refuses, rules/wagering.ts), each
// with 2 decimals (SPEC §9), masked as the balance is when the member hides it.
import { useSignals } from '@preact/signals-react/runtime';
import type { BonusWallet } from '../../api/types';
import { formatMoney, MASK } from '../../lib/format';
import { withdrawOutlook } from '../../rules/wagering';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { balanceHidden } from '../../state/wallet';

export function Balances({
  w,
  withdrawable = false,
  total = null,
}: {
  w: BonusWallet;
  withdrawable?: boolean;
  /** The total first (the header's breakdown), when given. */
  total?: number | null;
}) {
  useSignals();
  const symbol = wallet.value?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const money = (cents: number) => (balanceHidden.value ? MASK : formatMoney(cents, language.value, symbol));
  return (
    // Named by what holds it (the wallet's box, the breakdown dialog's heading): a list may carry no label.
    <dl className="wallet-dl" data-testid="balances">
      {total !== null && (
        <>
          <dt>{t('wallet.total')}</dt>
          <dd data-testid="total">
            <span dir="ltr">{money(total)}</span>
          </dd>
        </>
      )}
      <dt>{t('wallet.cash')}</dt>
      <dd data-testid="cash">
        <span dir="ltr">{money(w.cash)}</span>
      </dd>
      <dt>{t('wallet.bonus')}</dt>
      <dd data-testid="bonus">
        <span dir="ltr">{money(w.bonus)}</span>
      </dd>
      {withdrawable && (
        <>
          <dt>{t('wallet.withdrawable')}</dt>
          <dd data-testid="withdrawable">
            <span dir="ltr">{money(withdrawOutlook(w).withdrawable)}</span>
          </dd>
        </>
      )}
    </dl>
  );
}
