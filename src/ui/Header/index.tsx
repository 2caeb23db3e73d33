// Start-up path: the header of the first render.
// Page header (SPEC §2.2): title or logo, back behaviour by path, account buttons, menu.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import { clearSession } from '../../lib/storage';
import { headerChrome, passwordChange, showDownloadButton } from '../../rules/chrome';
import { t } from '../../state/i18n';
import { loggedIn, session } from '../../state/session';
import { flag, site } from '../../state/site';
import { openSideMenu } from '../../state/menus';
import { loadSideMenu } from '../Overlays';
import { openRegister } from '../../state/register-modal';
import { Icon } from '../Icon';
import { CatIcon, hasCatIcon } from '../CatIcon';
import { HeaderBalance } from './HeaderBalance';
import { PATHS } from '../../routes';

export function Header({ path, search }: { path: string; search: string }) {
  useSignals();
  const [, navigate] = useLocation();
  const chrome = headerChrome(path, search, passwordChange(session.value));
  const goBack = () => {
    // SPEC §2.2: a back that leads home drops the form values kept in session storage, so the
    // next person on a shared phone does not find the last username typed.
    if (chrome.back === 'home' || chrome.back === 'replaceHome') clearSession();
    if (chrome.back === 'home') navigate(PATHS.home);
    else if (chrome.back === 'replaceHome') navigate(PATHS.home, { replace: true });
    else if (window.history.length > 1) window.history.back();
    else navigate(PATHS.home, { replace: true });
  };
  const title = chrome.categoryTitle ? t(`category.${chrome.categoryTitle}`) : t(chrome.titleKey);
  return (
    <>
      <header className={chrome.showLogo ? 'hdr' : 'hdr hdr-inner'}>
        <div className="hdr-start">
          {chrome.back !== 'none' && (
            <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={goBack}>
              <Icon name="back" />
            </button>
          )}
          {chrome.showLogo ? (
            <Link href={PATHS.home} className="logo" aria-label={t('brand.name')}>
              <span aria-hidden="true">{t('brand.logo')}</span>
            </Link>
          ) : (
            <h1 className="hdr-title">
              {/* SPEC §2.2: the category's name with its icon (vendor slot categories use the slots icon). */}
              {chrome.categoryTitle && (
                <CatIcon name={hasCatIcon(chrome.categoryTitle) ? chrome.categoryTitle : 'RNG'} size={20} />
              )}
              <span>{title}</span>
            </h1>
          )}
        </div>
        <div className="hdr-end">
          {showDownloadButton(path, flag('APPWINDOW'), site.value?.links ?? []) && (
            <Link className="icon-btn" href={PATHS.app} aria-label={t('header.downloadApp')}>
              <Icon name="download" />
            </Link>
          )}
          {loggedIn.value ? (
            <Link className="icon-btn" href={PATHS.member} aria-label={t('header.member')}>
              <Icon name="user" />
            </Link>
          ) : (
            <>
              <Link className="btn btn-ghost btn-sm" href={PATHS.login}>
                {t('header.login')}
              </Link>
              <Link
                className="btn btn-primary btn-sm"
                href={PATHS.register}
                onClick={(e) => {
                  if (chrome.showLogo) {
                    e.preventDefault();
                    openRegister();
                  }
                }}
              >
                {t('header.register')}
              </Link>
            </>
          )}
          <button
            type="button"
            className="icon-btn"
            aria-label={t('header.menu')}
            onPointerDown={() => void loadSideMenu().catch(() => undefined)}
            onClick={openSideMenu}
          >
            <Icon name="menu" />
          </button>
        </div>
      </header>
      {loggedIn.value && <HeaderBalance />}
    </>
  );
}
