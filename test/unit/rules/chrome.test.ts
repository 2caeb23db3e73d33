import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DownloadLink } from '../../../src/api/types.ts';
import {
  forcedPath,
  headerChrome,
  isHomePath,
  normalizePath,
  passwordChange,
  showDownloadButton,
  showFooterMenu,
  titleKey,
} from '../../../src/rules/chrome.ts';
import { HOME_ROUTE } from '../../../src/routes.ts';

const HOMES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

// Every non-home route of SPEC §2.1 with its expected title key.
const ROUTE_TITLES: [string, string][] = [
  ['/m/activity', 'title.promotion'],
  ['/m/login', 'title.login'],
  ['/m/register', 'title.signup'],
  ['/m/register.html', 'title.signup'],
  ['/m/trail', 'title.freeTrial'],
  ['/m/changePsw', 'title.firstPassword'],
  ['/m/notice', 'title.announcements'],
  ['/m/gameCenter', 'title.gameCenter'],
  ['/m/slotsCenter', 'title.rng'],
  ['/m/message', 'title.messages'],
  ['/m/help', 'title.help'],
  ['/m/helpDetail', 'title.help'],
  ['/m/feedback', 'title.feedback'],
  ['/m/providers', 'title.providers'],
  ['/m/hot', 'title.hot'],
  ['/m/fav', 'title.favorites'],
  ['/m/forget', 'title.forget'],
  ['/m/webEmail', 'title.inbox'],
  ['/m/activityDetail', 'title.promotionDetail'],
  ['/m/activity/signIn', 'title.signIn'],
  ['/m/gameLobbyCenter', 'title.gameLobby'],
  ['/m/gameList', 'title.gameList'],
  ['/m/game', 'title.game'],
  ['/m/lottery', 'title.lottery'],
  ['/m/startLottery', 'title.lottery'],
  ['/m/launchGame', 'title.launchGame'],
  ['/m/app', 'title.app'],
  ['/m/leaderBoard', 'title.leaderBoard'],
  ['/m/gameRecord', 'title.gameRecord'],
  ['/m/rewardCenter', 'title.rewardCenter'],
  ['/m/voucherCenter', 'title.deposit'],
  ['/m/withdraw', 'title.withdraw'],
  ['/m/inviteFriends', 'title.inviteFriends'],
  ['/m/agentRegister', 'title.agentRegister'],
  ['/m/member/home', 'title.member'],
  ['/m/member/benefits', 'title.benefits'],
  ['/m/member/agent/getSalaryContract', 'title.salaryContract'],
  ['/m/member/agent/getDevidendContract', 'title.dividendContract'],
  ['/m/member/agent/getHourContract', 'title.hourContract'],
];
const ROUTES = ROUTE_TITLES.map(([p]) => p);

test('SPEC §2.1 home paths: exactly the six listed', () => {
  assert.equal([...HOME_ROUTE.paths], HOMES);
  for (const p of HOMES) assert.ok(isHomePath(p), p);
});

test('SPEC §2.1 home paths: other routes and near misses are not home', () => {
  for (const p of [...ROUTES, '/home', '/m/Home', '/M', '/m/index.htm', '/mm', '/m/home/x']) {
    assert.not.ok(isHomePath(p), p);
  }
});

test('SPEC §2.2 paths: a trailing slash is ignored, except that /m/ is itself listed', () => {
  assert.is(normalizePath('/m/login/'), '/m/login');
  assert.is(normalizePath('/m/login//'), '/m/login');
  assert.is(normalizePath('/m/'), '/m/');
  assert.is(normalizePath('/'), '/');
  assert.is(normalizePath(''), '/');
  assert.is(normalizePath('/m/home/'), '/m/home');
  assert.ok(isHomePath('/m/home/'));
  assert.ok(isHomePath('/m/index/'));
});

test('SPEC §2.2 paths: a query or hash on the path is ignored', () => {
  assert.is(normalizePath('/m/help?i=2'), '/m/help');
  assert.is(normalizePath('/m/help#terms'), '/m/help');
  assert.is(normalizePath('/m/login/?x=1#y'), '/m/login');
});

test('SPEC §2.2 paths: comparison is case-sensitive', () => {
  assert.is(titleKey('/m/Login'), 'title.home');
  assert.is(titleKey('/m/changepsw'), 'title.home');
  assert.not.ok(isHomePath('/M/home'));
  assert.ok(showFooterMenu('/m/Login'));
});

test('SPEC §2.2 title: every home path has the home title', () => {
  for (const p of HOMES) assert.is(titleKey(p), 'title.home', p);
});

test('SPEC §2.2 title: every §2.1 route has its title key', () => {
  for (const [p, key] of ROUTE_TITLES) assert.is(titleKey(p), key, p);
  assert.is(titleKey('/m/member/home/'), 'title.member');
});

test('SPEC §2.1 title: unknown paths fall back to the home title', () => {
  for (const p of ['/m/nope', '/x', '/m/activity/other', '/constructor', '/m/toString', '/__proto__']) {
    assert.is(titleKey(p), 'title.home', p);
  }
});

test('SPEC §2.2 header: home paths show the logo and no back button', () => {
  for (const p of HOMES) {
    assert.equal(
      headerChrome(p, ''),
      {
        titleKey: 'title.home',
        categoryTitle: null,
        showLogo: true,
        back: 'none',
      },
      p,
    );
  }
});

test('SPEC §2.2 header: /m/changePsw has no back button and no logo', () => {
  assert.equal(headerChrome('/m/changePsw', ''), {
    titleKey: 'title.firstPassword',
    categoryTitle: null,
    showLogo: false,
    back: 'none',
  });
});

test('SPEC §2.1/§2.7 /m/changePsw: forced after a first login or an expired password, with a back button from the settings', () => {
  assert.equal(passwordChange(null), null);
  assert.equal(passwordChange({ mustChangePassword: true }), 'first');
  assert.equal(passwordChange({ mustChangePassword: true, passwordExpired: true }), 'expired');
  assert.equal(passwordChange({}), null);
  assert.equal(passwordChange({ passwordExpired: true }), null, 'once changed, nothing is forced');
  const first = headerChrome('/m/changePsw', '', 'first');
  const expired = headerChrome('/m/changePsw', '', 'expired');
  const chosen = headerChrome('/m/changePsw', '', null);
  assert.equal([first.titleKey, first.back], ['title.firstPassword', 'none']);
  assert.equal([expired.titleKey, expired.back], ['title.passwordExpired', 'none']);
  assert.equal([chosen.titleKey, chosen.back], ['title.changePassword', 'history']);
  assert.is(headerChrome('/m/home', '', null).titleKey, 'title.home', 'other pages are not touched');
});

test('SPEC §2.1/§2.7 a forced password change cannot be skipped: every other route leads back to it', () => {
  for (const p of ['/m/home', '/m/member/home', '/m/voucherCenter', '/m/unknown', '/m/login']) {
    assert.is(forcedPath(p, 'first'), '/m/changePsw', p);
    assert.is(forcedPath(p, 'expired'), '/m/changePsw', p);
    assert.is(forcedPath(p, null), null, p);
  }
  assert.is(forcedPath('/m/changePsw', 'first'), null, 'the page itself stays');
  assert.is(forcedPath('/m/changePsw/', 'expired'), null);
});

test('SPEC §2.2 header: login, register, trail, activity and forget go back to /m/home', () => {
  // In ROUTES order.
  const expected = ['/m/activity', '/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/forget'];
  const got = ROUTES.filter((p) => headerChrome(p, '').back === 'home');
  assert.equal(got, expected);
  assert.is(headerChrome('/m/login/', '').back, 'home');
});

test('SPEC §2.2 header: every other route goes one step back and shows no logo', () => {
  const special = new Set([
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/trail',
    '/m/activity',
    '/m/forget',
    '/m/changePsw',
    '/m/message',
  ]);
  for (const p of ROUTES.filter((r) => !special.has(r))) {
    const h = headerChrome(p, '');
    assert.is(h.back, 'history', p);
    assert.is(h.showLogo, false, p);
  }
  // A sub-route of a back-home screen is not itself one.
  assert.is(headerChrome('/m/activity/signIn', '').back, 'history');
});

test('SPEC §2.10 message centre: back replaces the route with /m/home', () => {
  assert.is(headerChrome('/m/message', '').back, 'replaceHome');
  assert.is(headerChrome('/m/webEmail', '').back, 'history');
});

test('SPEC §2.1 header: an unknown path has the home title, no logo and a history back', () => {
  assert.equal(headerChrome('/m/nope', ''), {
    titleKey: 'title.home',
    categoryTitle: null,
    showLogo: false,
    back: 'history',
  });
});

test('SPEC §2.2 header: gameCategory in the query becomes the category title', () => {
  assert.is(headerChrome('/m/gameLobbyCenter', '?gameCategory=PG&x=1').categoryTitle, 'PG');
  assert.is(headerChrome('/m/gameLobbyCenter', 'x=1&gameCategory=FISH').categoryTitle, 'FISH');
  assert.is(headerChrome('/m/providers', '?vassalage=PGE&gameCategory=PROVIDER').categoryTitle, 'PROVIDER');
  assert.is(headerChrome('/m/home', '?gameCategory=LIVE').categoryTitle, 'LIVE');
  assert.is(headerChrome('/m/gameList', '?gameCategory=A%20B').categoryTitle, 'A B');
});

test('SPEC §2.2 header: no gameCategory (absent, empty or other keys) gives null', () => {
  for (const q of ['', '?', '?gameType=RNG', '?gameCategory=', '?gamecategory=PG', '?GameCategory=PG']) {
    assert.is(headerChrome('/m/gameLobbyCenter', q).categoryTitle, null, q);
  }
});

test('SPEC §2.2 header: the category title leaves the title key and back button alone', () => {
  assert.equal(headerChrome('/m/gameLobbyCenter', '?gameCategory=CRASH'), {
    titleKey: 'title.gameLobby',
    categoryTitle: 'CRASH',
    showLogo: false,
    back: 'history',
  });
});

test('SPEC §2.2 footer: hidden exactly on the listed paths', () => {
  const hidden = [...HOMES, ...ROUTES].filter((p) => !showFooterMenu(p));
  assert.equal(hidden, [
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/changePsw',
    '/m/notice',
    '/m/help',
    '/m/helpDetail',
    '/m/providers',
    '/m/hot',
    '/m/fav',
    '/m/forget',
    '/m/gameLobbyCenter',
    '/m/gameList',
    '/m/lottery',
    '/m/app',
  ]);
});

test('SPEC §2.2 footer: shown on home, unknown paths, and with a trailing slash rule', () => {
  for (const p of HOMES) assert.ok(showFooterMenu(p), p);
  assert.ok(showFooterMenu('/m/nope'));
  assert.not.ok(showFooterMenu('/m/hot/'));
  assert.not.ok(showFooterMenu('/m/help?i=1'));
});

const link = (resourceType: DownloadLink['resourceType'], url = 'https://x.example/a'): DownloadLink => ({
  resourceType,
  url,
});

test('SPEC §2.2 download button: home path, app window on and an app link', () => {
  for (const type of ['IOS', 'Android', 'MOBILECONFIG'] as const) {
    for (const p of HOMES) assert.ok(showDownloadButton(p, true, [link(type)]), `${type} ${p}`);
  }
});

test('SPEC §2.2 download button: hidden when the app window is off', () => {
  assert.not.ok(showDownloadButton('/m/home', false, [link('IOS'), link('Android')]));
});

test('SPEC §2.2 download button: hidden off the home paths', () => {
  for (const p of [...ROUTES, '/m/nope']) {
    assert.not.ok(showDownloadButton(p, true, [link('Android')]), p);
  }
});

test('SPEC §2.2 download button: social links or blank URLs do not count as download links', () => {
  assert.not.ok(showDownloadButton('/m/home', true, []));
  const social = (
    [
      'AppDownloadIcon',
      'TELEGRAM',
      'WHATSAPP',
      'AFFILIATELINK',
      'FACEBOOK',
      'TWITTER',
      'YOUTUBE',
      'INSTAGRAM',
      'TIKTOK',
      'KWAI',
    ] as const
  ).map((t) => link(t));
  assert.not.ok(showDownloadButton('/m/home', true, social));
  assert.not.ok(showDownloadButton('/m/home', true, [link('IOS', ''), link('Android', '   ')]));
  assert.ok(showDownloadButton('/m/home', true, [...social, link('IOS', ''), link('MOBILECONFIG')]));
});

test.run();
