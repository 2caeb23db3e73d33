// Balance widget (SPEC §2.13, §4): symbol and total with 2 decimals, a remembered hide
// toggle, and refresh; masked while hidden and while refreshing.
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney, MASK } from '../../lib/format';
import { t, language } from '../../state/i18n';
import { balanceHidden, balanceRefreshing, toggleBalanceHidden } from '../../state/wallet';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { RefreshBalance } from '../Header/HeaderBalance';
import { Icon } from '../Icon';

export function BalanceWidget({ compact = false }: { compact?: boolean }) {
  useSignals();
  const w = wallet.value;
  const symbol = w?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const masked = balanceHidden.value || balanceRefreshing.value;
  const amount = w ? formatMoney(w.sumBalance, language.value) : '-';
  return (
    <div className={compact ? 'balance balance-compact' : 'balance'}>
      <span className="balance-amount" dir="ltr" aria-live="polite" data-testid="balance">
        <span className="balance-symbol">{symbol}</span> {masked ? MASK : amount}
      </span>
      <button
        type="button"
        className="icon-btn icon-btn-sm"
        onClick={toggleBalanceHidden}
        aria-label={balanceHidden.value ? t('balance.show') : t('balance.hide')}
        aria-pressed={balanceHidden.value}
      >
        <Icon name={balanceHidden.value ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <RefreshBalance className="icon-btn icon-btn-sm" />
    </div>
  );
}
