// Home-screen install guide (SPEC §2.3, §4 download modal states), a lazy chunk: two
// steps with Back and Next, a direct install button where the browser offers one, and the
// follow-us icons. Focus moves in when it opens and back when it closes; Escape closes.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { device } from '../../state/device';
import { t } from '../../state/i18n';
import { installPrompt } from '../../state/install';
import { FollowIcons } from '../HomeFooter';
import { Icon } from '../Icon';
import { useDialogFocus } from '../useDialogFocus';

export default function InstallPopup({ onClose }: { onClose: () => void }) {
  useSignals();
  const [step, setStep] = useState<1 | 2>(1);
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose, 'h2');
  const prompt = installPrompt.value;
  const install = async () => {
    await prompt?.prompt();
    installPrompt.value = null;
    onClose();
  };
  // Portalled: <main> is a stacking context (its fade), which would put the mask under the header.
  return createPortal(
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={box} className="dialog inst" role="dialog" aria-modal="true" aria-labelledby="inst-t">
        <button type="button" className="icon-btn inst-close" aria-label={t('common.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
        <h2 id="inst-t" tabIndex={-1}>
          {t('install.title')}
        </h2>
        <p className="muted">{t('install.progress', { step, count: 2 })}</p>
        <ol className="inst-steps" start={step}>
          {step === 1 ? (
            <li>{t(device.ios ? 'install.step1Ios' : 'install.step1')}</li>
          ) : (
            <li>{t(device.ios ? 'install.step2Ios' : 'install.step2')}</li>
          )}
        </ol>
        {step === 2 && prompt && (
          <button type="button" className="btn btn-primary" onClick={() => void install()}>
            {t('install.now')}
          </button>
        )}
        <FollowIcons />
        <div className="dialog-actions">
          {step === 2 && (
            <button type="button" className="btn btn-ghost" onClick={() => setStep(1)}>
              {t('install.back')}
            </button>
          )}
          {step === 1 ? (
            <button type="button" className="btn btn-primary" onClick={() => setStep(2)}>
              {t('install.next')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('install.done')}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
