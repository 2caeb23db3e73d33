// Cash and bonus side by side (and, on the withdraw page, what can be withdrawn now), each
// with 2 decimals (SPEC §9), masked as the balance is when the member hides it.
import { useSignals } from '@preact/signals-react/runtime';
import type { BonusWallet } from '../../api/types';
import { formatMoney, MASK } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { balanceHidden } from '../../state/wallet';

export function Balances({ w, withdrawable = false }: { w: BonusWallet; withdrawable?: boolean }) {
  useSignals();
  const symbol = wallet.value?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const money = (cents: number) => (balanceHidden.value ? MASK : formatMoney(cents, language.value, symbol));
  return (
    <dl className="wallet-dl" aria-label={t('wallet.balances')} data-testid="balances">
      <dt>{t('wallet.cash')}</dt>
      <dd dir="ltr" data-testid="cash">
        {money(w.cash)}
      </dd>
      <dt>{t('wallet.bonus')}</dt>
      <dd dir="ltr" data-testid="bonus">
        {money(w.bonus)}
      </dd>
      {withdrawable && (
        <>
          <dt>{t('wallet.withdrawable')}</dt>
          <dd dir="ltr" data-testid="withdrawable">
            {money(Math.min(w.withdrawable, w.cash))}
          </dd>
        </>
      )}
    </dl>
  );
}
