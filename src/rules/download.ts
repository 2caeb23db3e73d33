// The app-download modal's options and the download bar (SPEC §2.2, §2.13, §4 download bar).
import type { DeviceFacts } from '../lib/device';

export type DownloadOption = 'homeScreen' | 'android' | 'iosProfile' | 'iosApp';

export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  profile: string | null;
}

export interface DownloadContext {
  device: Pick<DeviceFacts, 'ios' | 'safari' | 'nativeShell' | 'standalone' | 'mobile'>;
  links: DownloadLinks;
  /** The local web-clip flag: '1' once the site runs from the installed configuration profile. */
  webClip: string | null;
  /** Site config download.hideIOS: hides the iOS app option on iOS devices. */
  hideIOS: boolean;
}

const has = (url: string | null): url is string => typeof url === 'string' && url.trim() !== '';

/**
 * SPEC §2.13, in the modal's order:
 * - home-screen install only on iOS Safari outside app mode (native shell or installed web app);
 * - Android app link on desktop or any device that is not iOS;
 * - iOS configuration profile on iOS when a profile link exists and the web-clip flag is not '1';
 * - iOS app link on desktop, or on iOS when the link exists and is not hidden.
 * An option that would open nothing (no link) is never offered.
 */
export function downloadOptions(c: DownloadContext): DownloadOption[] {
  const { device: d, links } = c;
  const desktop = !d.mobile;
  const out: DownloadOption[] = [];
  if (d.ios && d.safari && !d.nativeShell && !d.standalone) out.push('homeScreen');
  if ((desktop || !d.ios) && has(links.android)) out.push('android');
  if (d.ios && has(links.profile) && c.webClip !== '1') out.push('iosProfile');
  if (has(links.ios) && (desktop || (d.ios && !c.hideIOS))) out.push('iosApp');
  return out;
}

/** SPEC §2.13: .ipa and .apk downloads stay in this tab; anything else opens a new one. */
export function opensInSameTab(url: string): boolean {
  return /\.(ipa|apk)$/i.test(url.replace(/[?#].*$/, ''));
}

export interface BarContext {
  nativeShell: boolean;
  standalone: boolean;
  /** Local storage hideDownloadBar is '1' (the player closed it). */
  hiddenByUser: boolean;
  links: DownloadLinks;
  hostname: string;
  /** SPEC §2.2 exempt-domain list: no banner on these hosts (a leading dot covers subdomains). */
  exempt: readonly string[];
}

export function isExemptHost(hostname: string, exempt: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return exempt.some((d) => {
    const e = d.trim().toLowerCase();
    if (!e) return false;
    return e.startsWith('.') ? host === e.slice(1) || host.endsWith(e) : host === e;
  });
}

/** SPEC §2.13/§4: not in the native app, not closed by the player, not in an installed web app, with links, not on an exempt host. */
export function showDownloadBar(c: BarContext): boolean {
  if (c.nativeShell || c.standalone || c.hiddenByUser) return false;
  if (!has(c.links.android) && !has(c.links.ios) && !has(c.links.profile)) return false;
  return !isExemptHost(c.hostname, c.exempt);
}

/** SPEC §9 toast after tapping the profile download. */
export const PROFILE_TOAST_MS = 4000;
