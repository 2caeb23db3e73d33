// Side menu (SPEC §2.9): account summary, balance, entries by flag (each game category its
// own), language, theme, sign-out.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { loadMemberInfo } from '../../state/account';
import { useLocation } from 'wouter';
import { isRealMember } from '../../rules/roles';
import { categoryPath } from '../../rules/home-footer';
import { sideMenuEntries, type SideMenuEntry } from '../../rules/side-menu';
import { ensure, gameTypes } from '../../state/home-catalogue';
import { logout } from '../../state/logout';
import { device } from '../../state/device';
import { language, t } from '../../state/i18n';
import { closeOverlay, toggleChat } from '../../state/menus';
import { loggedIn, member, session } from '../../state/session';
import { flag, linkOf } from '../../state/site';
import { applyTheme, theme } from '../../state/theme';
import { Avatar } from '../Avatar';
import { BalanceWidget } from '../BalanceWidget';
import { Icon } from '../Icon';
import { LanguageChooser } from '../LanguageChooser';
import { useDialogFocus } from '../useDialogFocus';
import { PATHS } from '../../routes';

export default function SideMenu() {
  useSignals();
  const [, navigate] = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, closeOverlay, 'button, a');
  // The member's name and picture: asked again here if the first try after the login failed.
  useEffect(() => {
    if (loggedIn.value && !member.value) loadMemberInfo();
  }, []);
  const go = (path: string) => {
    closeOverlay();
    navigate(path);
  };
  const lang = language.value;
  useEffect(() => ensure(gameTypes, lang), [lang]);
  const categories = [...(gameTypes.data.value ?? [])].sort((a, b) => a.sort - b.sort).map((g) => g.gameType);
  const entries = sideMenuEntries({
    loggedIn: loggedIn.value,
    rewardCentreOn: flag('REWCEN3'),
    telegramLink: linkOf('TELEGRAM'),
    inNativeApp: device.nativeShell,
    standalone: device.standalone,
    realMember: isRealMember(session.value?.type ?? -1),
    categories,
  });
  const act = (e: SideMenuEntry) => {
    switch (e.id) {
      case 'home':
        return go(PATHS.home);
      case 'hot':
        return go(PATHS.hot);
      case 'categories':
        return go(PATHS.lobby);
      case 'category':
        return go(categoryPath(e.category));
      case 'promotions':
        return go(PATHS.promotions);
      case 'rewardCenter':
        return go(PATHS.rewardCenter);
      case 'appDownload':
        return go(PATHS.app);
      case 'customerService':
        return toggleChat();
      case 'telegram':
        return void window.open(e.url, '_blank', 'noopener');
      case 'feedback':
        return go(PATHS.feedback);
      case 'help':
        return go(PATHS.help);
      case 'responsible':
        return go(PATHS.responsible);
      case 'signOut':
        closeOverlay();
        return void logout(navigate);
    }
  };
  const name = member.value?.nickname || member.value?.account || session.value?.userName;
  return (
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget) closeOverlay();
      }}
    >
      <div ref={panel} className="side-menu" role="dialog" aria-modal="true" aria-label={t('sideMenu.title')}>
        <div className="side-head">
          <p className="side-name">
            {loggedIn.value && <Avatar icon={member.value?.headIcon} />}
            <span>{name ?? t('sideMenu.pleaseLogin')}</span>
          </p>
          {loggedIn.value ? <BalanceWidget /> : <p className="balance-amount">-</p>}
          <div className="side-actions">
            {loggedIn.value ? (
              <>
                <button type="button" className="btn btn-ghost" onClick={() => go(PATHS.withdraw)}>
                  {t('header.withdraw')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => go(PATHS.deposit)}>
                  {t('header.deposit')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn-ghost" onClick={() => go(PATHS.login)}>
                  {t('header.login')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => go(PATHS.register)}>
                  {t('header.register')}
                </button>
              </>
            )}
          </div>
          <button type="button" className="icon-btn side-close" aria-label={t('common.close')} onClick={closeOverlay}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-list">
          {entries.map((e) => (
            <li key={e.id}>
              <button type="button" className="side-item" onClick={() => act(e)}>
                {e.id === 'category' ? t(`category.${e.category}`) : t(`sideMenu.${e.id}`)}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="side-item"
          aria-pressed={theme.value === 'light'}
          onClick={() => applyTheme(theme.value === 'dark' ? 'light' : 'dark')}
        >
          <Icon name="moon" /> {theme.value === 'dark' ? t('theme.useLight') : t('theme.useDark')}
        </button>
        <LanguageChooser />
      </div>
    </div>
  );
}
