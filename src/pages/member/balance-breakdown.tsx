// The header balance's breakdown (a tap on the amount): the total, cash and bonus each, the
// hide toggle, and a link to the wallet page with the bonus progress. Part of the member group,
// loaded on the first tap through src/pages-loader.ts with the whole dictionary: the first view
// carries only the button that opens it, and home's first-view dictionary none of its texts.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { Link } from 'wouter';
import { formatMoney, MASK } from '../../lib/format';
import { PATHS } from '../../routes';
import { isRealMember } from '../../rules/roles';
import { MASK_GUARD_MS } from '../../state/dialogs';
import { language, t } from '../../state/i18n';
import { closeOverlay } from '../../state/menus';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { session, wallet } from '../../state/session';
import { site } from '../../state/site';
import { balanceHidden, toggleBalanceHidden } from '../../state/wallet';
import { Balances } from '../../ui/Bonus/Balances';
import { Icon } from '../../ui/Icon';
import { useDialogFocus } from '../../ui/useDialogFocus';

export default function BalanceBreakdown() {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef(performance.now());
  useDialogFocus(box, closeOverlay, 'button.dl-close');
  const real = isRealMember(session.value?.type ?? -1);
  // Asked afresh at each opening: stakes and wins move both balances between two taps.
  const split = useBonusWallet(real).data.value;
  const w = wallet.value;
  const symbol = w?.currencySymbol ?? site.value?.currencySymbol ?? '';
  return (
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget && performance.now() - opened.current >= MASK_GUARD_MS) closeOverlay();
      }}
    >
      <div
        ref={box}
        // The first-deposit offer's look: a close button in the corner, room for it beside the title.
        className="dialog first-deposit"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bal-bd-title"
        data-testid="balance-breakdown"
      >
        <button type="button" className="icon-btn dl-close" aria-label={t('common.close')} onClick={closeOverlay}>
          <Icon name="close" />
        </button>
        <h2 id="bal-bd-title">{t('wallet.balances')}</h2>
        {split ? (
          <Balances w={split} total={w?.sumBalance ?? split.cash + split.bonus} />
        ) : (
          <p data-testid="total">
            <span dir="ltr">
              {balanceHidden.value ? MASK : w ? formatMoney(w.sumBalance, language.value, symbol) : '-'}
            </span>
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost m-block"
          onClick={toggleBalanceHidden}
          aria-pressed={balanceHidden.value}
        >
          <Icon name={balanceHidden.value ? 'eyeOff' : 'eye'} size={18} />{' '}
          {balanceHidden.value ? t('balance.show') : t('balance.hide')}
        </button>
        {real && (
          <Link className="btn btn-primary m-block" href={`${PATHS.member}?view=wallet`} onClick={closeOverlay}>
            {t('wagering.see')}
          </Link>
        )}
      </div>
    </div>
  );
}
