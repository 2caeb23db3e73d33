// Balance widget (SPEC §2.13, §4): symbol and total with 2 decimals, a remembered hide
// toggle, and refresh; masked while hidden and while refreshing.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../state/i18n';
import { balanceHidden, toggleBalanceHidden } from '../../state/wallet';
import { Icon } from '../Icon';
import { balanceSymbol, RefreshBalanceButton, shownAmount } from './shown';

export function BalanceWidget({ compact = false }: { compact?: boolean }) {
  useSignals();
  return (
    <div className={compact ? 'balance balance-compact' : 'balance'}>
      <span className="balance-amount" dir="ltr" aria-live="polite" data-testid="balance">
        <span className="balance-symbol">{balanceSymbol()}</span> {shownAmount()}
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
      <RefreshBalanceButton className="icon-btn icon-btn-sm" />
    </div>
  );
}
