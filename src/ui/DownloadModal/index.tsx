// The app-download modal (SPEC §2.13, §4 download modal states): up to four options by
// device, the home-screen guide (two steps), the step after an app download, mask and close.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type ReactNode } from 'react';
import type { DownloadOption } from '../../rules/download';
import { appStepFor, chooseOption, closeDownloadModal, currentOptions, downloadModal } from '../../state/download';
import { MASK_GUARD_MS } from '../../state/dialogs';
import { t } from '../../state/i18n';
import { Icon, type IconName } from '../Icon';
import { useDialogFocus } from '../useDialogFocus';

const ICONS: Record<DownloadOption, IconName> = {
  homeScreen: 'home',
  android: 'download',
  iosProfile: 'check',
  iosApp: 'download',
};

export function DownloadOptions({ options }: { options: readonly DownloadOption[] }) {
  useSignals();
  if (options.length === 0) return <p className="muted">{t('download.noOptions')}</p>;
  return (
    <ul className="dl-options">
      {options.map((o) => (
        <li key={o}>
          <button type="button" className="dl-option" onClick={() => chooseOption(o)}>
            <Icon name={ICONS[o]} />
            <span>{t(`download.${o}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2.3: the home-screen install guide in two steps. */
export function HomeScreenSteps() {
  useSignals();
  return (
    <ol className="dl-steps">
      <li>{t('download.guideStep1')}</li>
      <li>{t('download.guideStep2')}</li>
    </ol>
  );
}

function Sheet({ title, children }: { title: string; children: ReactNode }) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const opened = useRef(performance.now());
  useDialogFocus(ref, closeDownloadModal, 'button');
  return (
    <div
      className="mask dl-mask"
      data-testid="download-mask"
      onClick={(e) => {
        if (e.target === e.currentTarget && performance.now() - opened.current >= MASK_GUARD_MS) closeDownloadModal();
      }}
    >
      <div ref={ref} className="dialog dl-modal" role="dialog" aria-modal="true" aria-labelledby="dl-title">
        <button type="button" className="icon-btn dl-close" aria-label={t('common.close')} onClick={closeDownloadModal}>
          <Icon name="close" />
        </button>
        <h2 id="dl-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}

export default function DownloadModal() {
  useSignals();
  const state = downloadModal.value;
  if (state === 'closed') return null;
  if (state === 'guide')
    return (
      <Sheet key="guide" title={t('download.guideTitle')}>
        <HomeScreenSteps />
      </Sheet>
    );
  if (state === 'appStep') {
    return (
      <Sheet key="step" title={t('download.appStepTitle')}>
        <p>{t(appStepFor.value === 'android' ? 'download.androidStep' : 'download.iosStep')}</p>
      </Sheet>
    );
  }
  return (
    <Sheet key="main" title={t('download.title')}>
      <DownloadOptions options={currentOptions()} />
    </Sheet>
  );
}
