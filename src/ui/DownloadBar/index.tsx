// The download bar on home (SPEC §2.2, §2.13, §4): hidden in the native app, in an installed
// web app, after the player closes it (hideDownloadBar), without links, or on an exempt
// domain. Close, download (opens the modal; optionally log in first), optional gift icon.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { barVisible, downloadModal, hideDownloadBar, openDownloadModal, rememberWebClip } from '../../state/download';
import { t } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { site } from '../../state/site';
import { sendToLogin } from '../../state/login-redirect';
import { Icon } from '../Icon';

const DownloadModal = lazy(() => import('../DownloadModal'));

export function DownloadBar() {
  useSignals();
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => rememberWebClip(search), [search]);
  const settings = site.value?.download ?? {};
  const shown = barVisible();
  const bar = useRef<HTMLElement>(null);
  // While it shows, the page ends above it and the service button sits in its end (download-popup.css).
  useEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    root.classList.add('dl-bar-on');
    const measure = () => root.style.setProperty('--dl-bar-h', `${el.offsetHeight}px`);
    measure();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      root.classList.remove('dl-bar-on');
      root.style.removeProperty('--dl-bar-h');
    };
  }, [shown]);
  const download = () => {
    if (settings.barRequiresLogin && !loggedIn.value) {
      sendToLogin(navigate);
      return;
    }
    openDownloadModal();
  };
  return (
    <>
      {shown && (
        <aside ref={bar} className="dl-bar" aria-label={t('download.barLabel')}>
          <button type="button" className="icon-btn" aria-label={t('download.hideBar')} onClick={hideDownloadBar}>
            <Icon name="close" size={18} />
          </button>
          <p className="dl-bar-text">
            {settings.barGift !== false && (
              <span className="dl-gift" role="img" aria-label={t('download.gift')}>
                <Icon name="gift" size={20} />
              </span>
            )}
            {t('download.barText')}
          </p>
          <button type="button" className="btn btn-primary btn-sm" onClick={download}>
            {t('download.barButton')}
          </button>
        </aside>
      )}
      {downloadModal.value !== 'closed' && (
        <Suspense fallback={null}>
          <DownloadModal />
        </Suspense>
      )}
    </>
  );
}
