// Device checks (SPEC §1 modes, §2.13 download options, §9 device checks), as pure
// functions of the user-agent string and of facts the caller reads from the browser.
//
// Limit of user-agent sniffing: iPadOS 13+ Safari sends a desktop Mac UA by default
// ("Macintosh; Intel Mac OS X 10_15_7"), identical to a real Mac, so an iPad in that
// mode is NOT detected as iOS here. Only a DOM fact (navigator.maxTouchPoints > 1 on a
// "Macintosh" UA) tells them apart; a caller that needs it must check that itself.

/** The native app shell appends `AuroraApp/<version>` to its web view's UA (SPEC §1). */
export const NATIVE_SHELL_PATTERN = /\bAuroraApp\//;

// Windows Phone's IE claimed "iPhone" and "Android" in its UA; it is neither.
const WINDOWS_PHONE = /Windows Phone/;

export function isIOS(ua: string): boolean {
  return /iPhone|iPad|iPod/.test(ua) && !WINDOWS_PHONE.test(ua);
}

export function isAndroid(ua: string): boolean {
  return /Android/.test(ua) && !WINDOWS_PHONE.test(ua);
}

export function isNativeShell(ua: string): boolean {
  return NATIVE_SHELL_PATTERN.test(ua);
}

/**
 * An installed home-screen web app: the `display-mode: standalone` media query on
 * most browsers, or the non-standard `navigator.standalone` on iOS Safari, which is
 * undefined elsewhere.
 */
export function isStandalone(displayModeStandalone: boolean, navigatorStandalone: boolean | undefined): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

/**
 * [major, minor] from "CPU iPhone OS 12_4_1" (iPhone, iPod) or "CPU OS 12_4" (iPad);
 * a missing minor reads as 0. Null when not iOS or no version is present.
 * Note: Safari on iOS 26 freezes this at 18_6, so newer versions read as 18.6; that
 * is harmless for the "old iOS" and "12.4 or later" checks this serves.
 */
export function iosVersion(ua: string): [number, number] | null {
  if (!isIOS(ua)) return null;
  const m = /CPU (?:iPhone )?OS (\d+)(?:_(\d+))?/.exec(ua);
  if (!m || m[1] === undefined) return null;
  return [Number(m[1]), m[2] === undefined ? 0 : Number(m[2])];
}

/**
 * SPEC §9 "old iOS (11 up to minor 3, or 11 or lower)": iOS 11.3 and below. 11.4 and
 * 12+ are not old. An iOS UA without a readable version is not assumed old.
 */
export function isOldIOS(ua: string): boolean {
  const v = iosVersion(ua);
  if (v === null) return false;
  const [major, minor] = v;
  return major < 11 || (major === 11 && minor <= 3);
}

/**
 * Browsers on iOS that carry a "Safari/" token but are not Safari, so cannot follow
 * the Safari home-screen guide (SPEC §2.13): Chrome, Firefox, Edge, Opera and the
 * Google app, plus the two in-app browsers the spec names (Facebook, Instagram).
 */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|\bInstagram\b/;

/**
 * iOS Safari itself. Real Safari always sends "Safari/"; plain in-app web views
 * (including many Facebook and Instagram builds, and our own native shell) omit it,
 * and the exclusion list covers those that add it anyway.
 */
export function isSafariOutsideInApp(ua: string): boolean {
  return isIOS(ua) && /Safari\//.test(ua) && !NOT_SAFARI.test(ua) && !isNativeShell(ua);
}

/**
 * A phone or tablet by UA. Android tablets omit "Mobile" but are touch devices, so any
 * Android counts. SPEC §9 also mentions orientation support: that is a DOM fact the
 * caller may AND in; it is not in the UA.
 */
export function isMobile(ua: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobi|IEMobile|Opera Mini/.test(ua);
}

export interface DeviceFacts {
  ios: boolean;
  android: boolean;
  nativeShell: boolean;
  standalone: boolean;
  oldIOS: boolean;
  /** iOS Safari outside in-app browsers (isSafariOutsideInApp). */
  safari: boolean;
  mobile: boolean;
}

/** Every check at once, for start-up code that reads the browser facts one time. */
export function deviceFacts(
  ua: string,
  displayModeStandalone: boolean,
  navigatorStandalone: boolean | undefined,
): DeviceFacts {
  return {
    ios: isIOS(ua),
    android: isAndroid(ua),
    nativeShell: isNativeShell(ua),
    standalone: isStandalone(displayModeStandalone, navigatorStandalone),
    oldIOS: isOldIOS(ua),
    safari: isSafariOutsideInApp(ua),
    mobile: isMobile(ua),
  };
}
