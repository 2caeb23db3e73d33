// The app-download modal and the download bar (SPEC §2.13, §4 download bar and modal states).
import { signal } from '@preact/signals-react';
import {
  downloadOptions,
  opensInSameTab,
  PROFILE_TOAST_MS,
  showDownloadBar,
  type DownloadLinks,
  type DownloadOption,
} from '../rules/download';
import { linkUrl } from '../rules/side-menu';
import { safeExternalUrl } from '../lib/html-policy';
import { readString, writeString } from '../lib/storage';
import { device } from './device';
import { confirm } from './dialogs';
import { t } from './i18n';
import { site } from './site';
import { toast } from './toasts';

/** SPEC §4 download modal states: the main modal, the home-screen guide, the app step. */
export type ModalState = 'closed' | 'main' | 'guide' | 'appStep';
export const downloadModal = signal<ModalState>('closed');
/** Which app the step after an app download explains. */
export const appStepFor = signal<DownloadOption | null>(null);

export const openDownloadModal = (): void => {
  downloadModal.value = 'main';
};
/** Opening the guide hides the main modal; closing hides both (SPEC §4). */
export const openGuide = (): void => {
  downloadModal.value = 'guide';
};
export const closeDownloadModal = (): void => {
  downloadModal.value = 'closed';
  appStepFor.value = null;
};

export const barHidden = signal(readString('hideDownloadBar', 'local', (v) => v === '0' || v === '1') === '1');
export function hideDownloadBar(): void {
  barHidden.value = true;
  writeString('hideDownloadBar', '1');
}

// The web-clip flag is not one of the typed storage keys yet (src/lib/storage.ts): read it guarded.
const WEB_CLIP_KEY = 'webClip';
export function webClipFlag(): string | null {
  try {
    return globalThis.localStorage?.getItem(WEB_CLIP_KEY) ?? null;
  } catch {
    return null;
  }
}
/** The installed configuration profile opens the site with ?webclip=1: remember it, so the profile is not offered again. */
export function rememberWebClip(search: string): void {
  if (new URLSearchParams(search).get('webclip') !== '1') return;
  try {
    globalThis.localStorage?.setItem(WEB_CLIP_KEY, '1');
  } catch {
    /* storage disabled */
  }
}

export function downloadLinks(): DownloadLinks {
  const links = site.value?.links ?? [];
  return { android: linkUrl(links, 'Android'), ios: linkUrl(links, 'IOS'), profile: linkUrl(links, 'MOBILECONFIG') };
}

export const currentOptions = (): DownloadOption[] =>
  downloadOptions({
    device,
    links: downloadLinks(),
    webClip: webClipFlag(),
    hideIOS: site.value?.download?.hideIOS === true,
  });

export const barVisible = (): boolean =>
  showDownloadBar({
    nativeShell: device.nativeShell,
    standalone: device.standalone,
    hiddenByUser: barHidden.value,
    links: downloadLinks(),
    hostname: typeof location === 'undefined' ? '' : location.hostname,
    exempt: site.value?.downloadBannerExempt ?? [],
  });

/** .ipa/.apk in this tab (the download starts, the page stays); anything else in a new tab. */
export function openDownload(url: string): void {
  const safe = safeExternalUrl(url);
  if (!safe) return;
  if (opensInSameTab(safe)) window.location.assign(safe);
  else window.open(safe, '_blank', 'noopener,noreferrer');
}

/**
 * SPEC §2.13/§8 profile download: outside Safari an alert asks for Safari; otherwise the
 * 'go to settings' toast shows for 4 s, the profile opens, and when this window regains
 * focus (back from Settings or the new tab) the browser goes to the profile address.
 */
export function downloadProfile(url: string): void {
  if (!device.safari) {
    // SPEC §8: an alert (a dialog the player closes), not a passing toast.
    void confirm({ title: t('download.title'), body: t('download.useSafari'), ok: t('common.ok') });
    return;
  }
  toast.info(t('download.goToSettings'), PROFILE_TOAST_MS);
  const onFocus = () => {
    window.removeEventListener('focus', onFocus);
    const safe = safeExternalUrl(url);
    if (safe) window.location.assign(safe);
  };
  window.addEventListener('focus', onFocus);
  openDownload(url);
}

export function chooseOption(option: DownloadOption): void {
  const links = downloadLinks();
  if (option === 'homeScreen') return openGuide();
  if (option === 'iosProfile') return links.profile ? downloadProfile(links.profile) : undefined;
  const url = option === 'android' ? links.android : links.ios;
  if (!url) return;
  openDownload(url);
  appStepFor.value = option;
  downloadModal.value = 'appStep';
}
