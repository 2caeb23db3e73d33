// App download guide (/m/app, SPEC §2.1, §2.13): the options this device gets, the
// home-screen steps, and nothing to download inside the app itself.
import { useSignals } from '@preact/signals-react/runtime';
import { currentOptions } from '../../state/download';
import { device } from '../../state/device';
import { t } from '../../state/i18n';
import DownloadModal, { DownloadOptions, HomeScreenSteps } from '../../ui/DownloadModal';

export default function AppGuidePage() {
  useSignals();
  if (device.nativeShell || device.standalone)
    return (
      <div className="state">
        <p>{t('download.inApp')}</p>
      </div>
    );
  const options = currentOptions();
  return (
    <div className="app-guide">
      <h2>{t('download.title')}</h2>
      <p className="muted">{t('download.intro')}</p>
      <DownloadOptions options={options} />
      {/* The two Safari steps where Safari can follow them; Chrome's own menu elsewhere on Android. */}
      {options.includes('homeScreen') && (
        <>
          <h3>{t('download.guideTitle')}</h3>
          <HomeScreenSteps />
        </>
      )}
      {device.android && (
        <>
          <h3>{t('download.guideTitle')}</h3>
          <p>{t('download.androidHomeScreen')}</p>
        </>
      )}
      <DownloadModal />
    </div>
  );
}
