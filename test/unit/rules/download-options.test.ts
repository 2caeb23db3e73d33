import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceFacts } from '../../../src/lib/device.ts';
import {
  downloadOptions,
  isExemptHost,
  opensInSameTab,
  PROFILE_TOAST_MS,
  showDownloadBar,
  type DownloadLinks,
} from '../../../src/rules/download.ts';

// Real user agents.
const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};
const ALL_LINKS: DownloadLinks = {
  android: 'https://d.example/a.apk',
  ios: 'https://apps.example/ios',
  profile: 'https://d.example/p.mobileconfig',
};

const options = (
  ua: string,
  o: { standalone?: boolean; links?: DownloadLinks; webClip?: string | null; hideIOS?: boolean } = {},
) =>
  downloadOptions({
    device: deviceFacts(ua, false, o.standalone),
    links: o.links ?? ALL_LINKS,
    webClip: o.webClip ?? null,
    hideIOS: o.hideIOS ?? false,
  });

test('SPEC §2.13 Android phone and tablet: the Android app only', () => {
  assert.equal(options(UA.androidChrome), ['android']);
  assert.equal(options(UA.androidTablet), ['android']);
});

test('SPEC §2.13 iPhone Safari: home-screen install, profile, iOS app; never Android', () => {
  assert.equal(options(UA.iphoneSafari), ['homeScreen', 'iosProfile', 'iosApp']);
  assert.equal(options(UA.ipadSafari), ['homeScreen', 'iosProfile', 'iosApp']);
});

test('SPEC §2.13 home-screen install only in iOS Safari: not in Chrome for iOS or the Facebook browser', () => {
  assert.equal(options(UA.iphoneChrome), ['iosProfile', 'iosApp']);
  assert.equal(options(UA.iphoneFacebook), ['iosProfile', 'iosApp']);
});

test('SPEC §2.13 home-screen install not in app mode: the installed web app or the native shell', () => {
  assert.equal(options(UA.iphoneSafari, { standalone: true }), ['iosProfile', 'iosApp']);
  assert.equal(options(`${UA.iphoneSafari} AuroraApp/2.1`), ['iosProfile', 'iosApp']);
});

test('SPEC §2.13 desktop: Android and iOS app links, no profile, no home-screen install', () => {
  assert.equal(options(UA.windowsChrome), ['android', 'iosApp']);
  assert.equal(options(UA.macSafari), ['android', 'iosApp']);
});

test('SPEC §2.13 iOS profile: needs a profile link and a web-clip flag that is not "1"', () => {
  assert.equal(options(UA.iphoneSafari, { webClip: '1' }), ['homeScreen', 'iosApp']);
  assert.equal(options(UA.iphoneSafari, { webClip: '0' }), ['homeScreen', 'iosProfile', 'iosApp']);
  assert.equal(options(UA.iphoneSafari, { links: { ...ALL_LINKS, profile: null } }), ['homeScreen', 'iosApp']);
  assert.equal(options(UA.iphoneSafari, { links: { ...ALL_LINKS, profile: '  ' } }), ['homeScreen', 'iosApp']);
});

test('SPEC §2.13 iOS app: hidden on iOS when configured, still offered on desktop; needs a link', () => {
  assert.equal(options(UA.iphoneSafari, { hideIOS: true }), ['homeScreen', 'iosProfile']);
  assert.equal(options(UA.windowsChrome, { hideIOS: true }), ['android', 'iosApp']);
  assert.equal(options(UA.windowsChrome, { links: { android: null, ios: null, profile: null } }), []);
  assert.equal(
    options(UA.androidChrome, { links: { ...ALL_LINKS, android: null } }),
    [],
    'an Android phone is never offered iOS',
  );
});

test('SPEC §2.13 .ipa and .apk open in the same tab, anything else in a new one', () => {
  assert.is(opensInSameTab('https://d.example/aurora.apk'), true);
  assert.is(opensInSameTab('https://d.example/Aurora.IPA?v=3#x'), true);
  assert.is(opensInSameTab('https://apps.apple.com/app/id1'), false);
  assert.is(opensInSameTab('https://d.example/p.mobileconfig'), false);
  assert.is(opensInSameTab('https://d.example/apk/page'), false);
});

const bar = (o: Partial<Parameters<typeof showDownloadBar>[0]> = {}) =>
  showDownloadBar({
    nativeShell: false,
    standalone: false,
    hiddenByUser: false,
    links: ALL_LINKS,
    hostname: 'aurora.example',
    exempt: [],
    ...o,
  });

test('SPEC §2.13/§4 download bar: shown by default; hidden in the native app, installed web app, by the player, without links', () => {
  assert.is(bar(), true);
  assert.is(bar({ nativeShell: true }), false);
  assert.is(bar({ standalone: true }), false);
  assert.is(bar({ hiddenByUser: true }), false);
  assert.is(bar({ links: { android: null, ios: '', profile: null } }), false);
  assert.is(bar({ links: { android: null, ios: null, profile: 'https://p' } }), true, 'any app link will do');
});

test('SPEC §2.2 download banner: not on a domain of the exempt list (a leading dot covers subdomains)', () => {
  assert.is(bar({ exempt: ['aurora.example'] }), false);
  assert.is(bar({ exempt: ['other.example'] }), true);
  assert.is(isExemptHost('m.aurora.example', ['.aurora.example']), true);
  assert.is(isExemptHost('aurora.example', ['.aurora.example']), true);
  assert.is(isExemptHost('evilaurora.example', ['.aurora.example']), false);
  assert.is(isExemptHost('AURORA.example', ['aurora.EXAMPLE']), true);
  assert.is(isExemptHost('aurora.example', ['', '  ']), false);
});

test('SPEC §9 profile download toast lasts 4 s', () => {
  assert.is(PROFILE_TOAST_MS, 4000);
});

test.run();
