// Start-up path: the header's balance strip reads the balance through these.
// What every balance read-out shares (the header strip and the widget in the side menu, the
// member page and the withdrawal): the symbol, the amount masked while hidden or refreshing,
// and the refresh button, so the two cannot disagree about when the amount shows.
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney, MASK } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { balanceHidden, balanceRefreshing, refreshBalance } from '../../state/wallet';
import { Icon } from '../Icon';

/** The wallet's currency symbol, else the site's (before the wallet arrives). */
export const balanceSymbol = (): string => wallet.value?.currencySymbol ?? site.value?.currencySymbol ?? '';

/** The amount as shown: masked while hidden or refreshing, '-' before the wallet arrives; `symbol` inside it when given. */
export function shownAmount(symbol?: string): string {
  const w = wallet.value;
  if (balanceHidden.value || balanceRefreshing.value) return MASK;
  return w ? formatMoney(w.sumBalance, language.value, symbol) : '-';
}

export function RefreshBalanceButton({ className }: { className: string }) {
  useSignals();
  return (
    <button
      type="button"
      className={className}
      onClick={refreshBalance}
      aria-label={t('balance.refresh')}
      disabled={balanceRefreshing.value}
    >
      <Icon name="refresh" size={18} />
    </button>
  );
}
