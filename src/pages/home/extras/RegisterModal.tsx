// The register modal on home (SPEC §2.5, §4 register modal flags): the same registration
// page (rules, captcha requested on open, saved values) in a dialog over the lobby. It
// closes itself once the new member is logged in.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import RegisterPage from '../../auth/Register';
import { t } from '../../../state/i18n';
import { closeRegister } from '../../../state/register-modal';
import { loggedIn } from '../../../state/session';
import { Icon } from '../../../ui/Icon';
import { useDialogFocus } from '../../../ui/useDialogFocus';

export default function RegisterModal() {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, closeRegister, 'input, button');
  useEffect(() => {
    if (loggedIn.value) closeRegister();
  }, [loggedIn.value]);
  return (
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget) closeRegister();
      }}
    >
      <div ref={box} className="register-modal" role="dialog" aria-modal="true" aria-label={t('header.register')}>
        <button
          type="button"
          className="icon-btn register-close"
          aria-label={t('common.close')}
          onClick={closeRegister}
        >
          <Icon name="close" />
        </button>
        <RegisterPage />
      </div>
    </div>
  );
}
