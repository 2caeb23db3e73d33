// Start-up path: the header shows a member's balance.
// Logged-in balance strip under the header row (SPEC §2.2, §2.13): the total (a tap opens its
// breakdown: cash, bonus, the hide toggle; ui/BalanceBreakdown), refresh, deposit and
// withdraw — on one line down to 320 px (header.css).
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { formatMoney, MASK } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { site } from '../../state/site';
import { overlay } from '../../state/menus';
import { balanceHidden, balanceRefreshing, refreshBalance } from '../../state/wallet';
import { Icon } from '../Icon';
import { PATHS } from '../../routes';

/**
 * The refresh button every balance read-out shows (this strip, and the widget in the side menu,
 * the member page and the withdrawal), disabled while a refresh runs. It lives in this
 * first-view module so that sharing it adds no module to the first view.
 */
export function RefreshBalance({ className }: { className: string }) {
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

export function HeaderBalance() {
  useSignals();
  const [, navigate] = useLocation();
  const w = wallet.value;
  const symbol = w?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const masked = balanceHidden.value || balanceRefreshing.value;
  return (
    <div className="hdr-bal">
      <button
        type="button"
        className="bal-amount"
        dir="ltr"
        onClick={() => {
          overlay.value = 'balance';
        }}
        aria-haspopup="dialog"
        aria-label={t('balance.details', {
          amount: masked ? MASK : w ? formatMoney(w.sumBalance, language.value, symbol) : '-',
        })}
      >
        <span data-testid="balance">
          <span className="balance-symbol">{symbol}</span>{' '}
          {masked ? MASK : w ? formatMoney(w.sumBalance, language.value) : '-'}
        </span>
        <Icon name="wallet" size={16} />
      </button>
      <RefreshBalance className="icon-btn" />
      <button type="button" className="btn btn-primary btn-sm" onClick={() => navigate(PATHS.deposit)}>
        {t('header.deposit')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate(PATHS.withdraw)}>
        {t('header.withdraw')}
      </button>
    </div>
  );
}
