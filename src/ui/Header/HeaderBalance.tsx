// Start-up path: the header shows a member's balance.
// Logged-in balance strip under the header row (SPEC §2.2, §2.13): the amount (tap to
// hide or show it), refresh, deposit and withdraw — on one line down to 320 px (header.css).
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { t } from '../../state/i18n';
import { balanceHidden, toggleBalanceHidden } from '../../state/wallet';
import { balanceSymbol, RefreshBalanceButton, shownAmount } from '../BalanceWidget/shown';
import { Icon } from '../Icon';
import { PATHS } from '../../routes';

export function HeaderBalance() {
  useSignals();
  const [, navigate] = useLocation();
  const symbol = balanceSymbol();
  return (
    <div className="hdr-bal">
      <button
        type="button"
        className="bal-amount"
        dir="ltr"
        onClick={toggleBalanceHidden}
        aria-pressed={balanceHidden.value}
        aria-label={`${balanceHidden.value ? t('balance.show') : t('balance.hide')}: ${shownAmount(symbol)}`}
      >
        <span data-testid="balance">
          <span className="balance-symbol">{symbol}</span> {shownAmount()}
        </span>
        <Icon name={balanceHidden.value ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <RefreshBalanceButton className="icon-btn" />
      <button type="button" className="btn btn-primary btn-sm" onClick={() => navigate(PATHS.deposit)}>
        {t('header.deposit')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate(PATHS.withdraw)}>
        {t('header.withdraw')}
      </button>
    </div>
  );
}
