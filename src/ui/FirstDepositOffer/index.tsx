// Right after registering, the new player is offered the first deposit (a sheet over home)
// instead of being left on a page with nothing to play with; "not now" simply closes it. A
// profile without advance bonuses (Brazil) says nothing of first-deposit promotions.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { profileOf } from '../../rules/jurisdiction';
import { MASK_GUARD_MS } from '../../state/dialogs';
import { t } from '../../state/i18n';
import { closeOverlay } from '../../state/menus';
import { site } from '../../state/site';
import { PATHS } from '../../routes';
import { Icon } from '../Icon';
import { useDialogFocus } from '../useDialogFocus';

export default function FirstDepositOffer() {
  useSignals();
  const [, navigate] = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef(performance.now());
  useDialogFocus(box, closeOverlay, 'button.btn-primary');
  const deposit = () => {
    closeOverlay();
    navigate(PATHS.deposit);
  };
  return (
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget && performance.now() - opened.current >= MASK_GUARD_MS) closeOverlay();
      }}
    >
      <div ref={box} className="dialog first-deposit" role="dialog" aria-modal="true" aria-labelledby="fd-title">
        <button type="button" className="icon-btn dl-close" aria-label={t('common.close')} onClick={closeOverlay}>
          <Icon name="close" />
        </button>
        <h2 id="fd-title">{t('firstDeposit.title')}</h2>
        <p>{t(profileOf(site.value).advanceBonuses ? 'firstDeposit.text' : 'firstDeposit.textNoBonus')}</p>
        <button type="button" className="btn btn-primary m-block" onClick={deposit}>
          {t('firstDeposit.deposit')}
        </button>
        <button type="button" className="btn btn-ghost m-block" onClick={closeOverlay}>
          {t('firstDeposit.later')}
        </button>
      </div>
    </div>
  );
}
