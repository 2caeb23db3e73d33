import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  NATIVE_SHELL_PATTERN,
  deviceFacts,
  iosVersion,
  isAndroid,
  isIOS,
  isMobile,
  isNativeShell,
  isOldIOS,
  isSafariOutsideInApp,
  isStandalone,
  type DeviceFacts,
} from '../../../src/lib/device.ts';

// Real user-agent strings, as sent by each browser.
const UA = {
  ios12_4Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ios17Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  ios11_2Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2_1 like Mac OS X) AppleWebKit/604.4.7 (KHTML, like Gecko) Version/11.0 Mobile/15C153 Safari/604.1',
  ios11_3Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E216 Safari/604.1',
  ios11_4Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ios10_3Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_3 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.0 Mobile/14G60 Safari/602.1',
  iPad12_4:
    'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  iosEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/119.2151.96 Mobile/15E148 Safari/605.1.15',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
  iosFacebookSafariToken:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 [FBAN/FBIOS;FBAV/371.0.0.37.105;FBBV/385713034;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/15.5;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  iosInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 302.0.0.23.114 (iPhone14,5; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 520917766)',
  androidChromeSamsungA:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  desktopChromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  // iPadOS 13+ Safari "Request Desktop Website" (the default): byte-identical to a Mac.
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  nativeShellAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 AuroraApp/2.3.1',
  nativeShellIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 AuroraApp/2.3.1',
} as const;

type Row = [keyof typeof UA, [number, number] | null, Omit<DeviceFacts, 'standalone'>];
const f = (
  ios: boolean,
  android: boolean,
  nativeShell: boolean,
  oldIOS: boolean,
  safari: boolean,
  mobile: boolean,
) => ({ ios, android, nativeShell, oldIOS, safari, mobile });

// name, iosVersion, facts (ios, android, nativeShell, oldIOS, safari, mobile)
const ROWS: Row[] = [
  ['ios12_4Safari', [12, 4], f(true, false, false, false, true, true)],
  ['ios17Safari', [17, 1], f(true, false, false, false, true, true)],
  ['ios11_2Safari', [11, 2], f(true, false, false, true, true, true)],
  ['ios11_3Safari', [11, 3], f(true, false, false, true, true, true)],
  ['ios11_4Safari', [11, 4], f(true, false, false, false, true, true)],
  ['ios10_3Safari', [10, 3], f(true, false, false, true, true, true)],
  ['iPad12_4', [12, 4], f(true, false, false, false, true, true)],
  ['iosChrome', [17, 1], f(true, false, false, false, false, true)],
  ['iosFirefox', [17, 1], f(true, false, false, false, false, true)],
  ['iosEdge', [17, 1], f(true, false, false, false, false, true)],
  ['iosFacebook', [16, 6], f(true, false, false, false, false, true)],
  ['iosFacebookSafariToken', [15, 5], f(true, false, false, false, false, true)],
  ['iosInstagram', [17, 0], f(true, false, false, false, false, true)],
  ['androidChromeSamsungA', null, f(false, true, false, false, false, true)],
  ['androidWebView', null, f(false, true, false, false, false, true)],
  ['samsungInternet', null, f(false, true, false, false, false, true)],
  ['androidTablet', null, f(false, true, false, false, false, true)],
  ['androidFirefox', null, f(false, true, false, false, false, true)],
  ['desktopChromeWindows', null, f(false, false, false, false, false, false)],
  ['iPadDesktopMode', null, f(false, false, false, false, false, false)],
  ['windowsPhone', null, f(false, false, false, false, false, true)],
  ['nativeShellAndroid', null, f(false, true, true, false, false, true)],
  ['nativeShellIOS', [16, 6], f(true, false, true, false, false, true)],
];

test('SPEC §9 device checks: every real user agent gives the expected facts', () => {
  for (const [name, , facts] of ROWS) {
    assert.equal(deviceFacts(UA[name], false, undefined), { ...facts, standalone: false }, name);
  }
});

test('SPEC §9 device checks: every real user agent gives the expected iOS version', () => {
  for (const [name, version] of ROWS) assert.equal(iosVersion(UA[name]), version, name);
});

test('SPEC §9 device checks: the single-purpose checks agree with deviceFacts', () => {
  for (const [name, , x] of ROWS) {
    const ua = UA[name];
    assert.is(isIOS(ua), x.ios, `${name} ios`);
    assert.is(isAndroid(ua), x.android, `${name} android`);
    assert.is(isNativeShell(ua), x.nativeShell, `${name} nativeShell`);
    assert.is(isOldIOS(ua), x.oldIOS, `${name} oldIOS`);
    assert.is(isSafariOutsideInApp(ua), x.safari, `${name} safari`);
    assert.is(isMobile(ua), x.mobile, `${name} mobile`);
  }
});

test('SPEC §9 old iOS: 11.3 and below are old; 11.4 and 12+ are not', () => {
  const ios = (v: string): string =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1`;
  const old = ['9_3_5', '10_0', '10_3_3', '11_0', '11_0_3', '11_1_2', '11_2_6', '11_3', '11_3_1'];
  const notOld = ['11_4', '11_4_1', '11_10', '12_0', '12_4', '13_1', '18_6'];
  for (const v of old) assert.ok(isOldIOS(ios(v)), v);
  for (const v of notOld) assert.not.ok(isOldIOS(ios(v)), v);
});

test('SPEC §9 iOS version: a missing minor reads as 0; an unreadable version is null and not old', () => {
  assert.equal(iosVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 11 like Mac OS X) Safari/604.1'), [11, 0]);
  assert.is(isOldIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 11 like Mac OS X) Safari/604.1'), true);
  assert.is(iosVersion('Mozilla/5.0 (iPhone) Safari/604.1'), null);
  assert.is(isOldIOS('Mozilla/5.0 (iPhone) Safari/604.1'), false);
  assert.is(iosVersion(''), null);
});

test('SPEC §1 §9 iPad desktop mode: a Macintosh UA is not detectable as iOS (documented limit)', () => {
  assert.is(isIOS(UA.iPadDesktopMode), false);
  assert.is(iosVersion(UA.iPadDesktopMode), null);
  assert.is(isMobile(UA.iPadDesktopMode), false);
});

test('SPEC §1 native shell: detected by the AuroraApp/ token only', () => {
  assert.is(NATIVE_SHELL_PATTERN.source, '\\bAuroraApp\\/');
  assert.ok(isNativeShell('AuroraApp/1.0'));
  assert.ok(isNativeShell('Mozilla/5.0 (Linux; Android 10; K) AuroraApp/2.3.1 Mobile'));
  assert.not.ok(isNativeShell('Mozilla/5.0 AuroraApp 2.3.1'));
  assert.not.ok(isNativeShell('Mozilla/5.0 auroraapp/2.3.1'));
  assert.not.ok(isNativeShell('Mozilla/5.0 NotAuroraApp/2.3.1'));
  assert.not.ok(isNativeShell(''));
});

test('SPEC §2.13 Safari: iOS browsers with a Safari token but not Safari are excluded', () => {
  const base =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';
  assert.ok(isSafariOutsideInApp(base));
  for (const token of ['OPiOS/16.0.14', 'GSA/300.0.1', 'Instagram 302.0.0', 'FBAV/371.0']) {
    assert.not.ok(isSafariOutsideInApp(`${base} ${token}`), token);
  }
  // No "Safari/" token: a plain in-app web view.
  assert.not.ok(isSafariOutsideInApp(base.replace(' Safari/604.1', '')));
});

test('SPEC §1 standalone: display-mode standalone or navigator.standalone true', () => {
  assert.is(isStandalone(false, undefined), false);
  assert.is(isStandalone(false, false), false);
  assert.is(isStandalone(true, undefined), true);
  assert.is(isStandalone(true, false), true);
  assert.is(isStandalone(false, true), true);
  assert.is(isStandalone(true, true), true);
});

test('SPEC §1 standalone: deviceFacts passes the standalone facts through', () => {
  assert.is(deviceFacts(UA.ios17Safari, false, true).standalone, true);
  assert.is(deviceFacts(UA.androidChromeSamsungA, true, undefined).standalone, true);
  assert.is(deviceFacts(UA.androidChromeSamsungA, false, undefined).standalone, false);
});

test.run();
