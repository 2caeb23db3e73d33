import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_PATHS, ROUTES, resolveRoute } from '../../src/routes.ts';

// Every route of SPEC §2.1, copied from the spec's table.
const SPEC_ROUTES = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/help',
  '/m/helpDetail',
  '/m/feedback',
  '/m/notice',
  '/m/message',
  '/m/webEmail',
  '/m/activity',
  '/m/activityDetail',
  '/m/activity/signIn',
  '/m/providers',
  '/m/gameLobbyCenter',
  '/m/gameList',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/game',
  '/m/hot',
  '/m/fav',
  '/m/lottery',
  '/m/startLottery',
  '/m/launchGame',
  '/m/trail',
  '/m/app',
  '/m/leaderBoard',
  '/m/gameRecord',
  '/m/rewardCenter',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
] as const;
const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
const home = ROUTES[0]!;

test('SPEC §2.1 routes: every route of the table resolves to itself', () => {
  const bad = SPEC_ROUTES.filter((p) => resolveRoute(p).path !== p);
  assert.equal(bad, []);
});

test('SPEC §2.1 routes: every route of the table is registered', () => {
  assert.equal(
    SPEC_ROUTES.filter((p) => !ALL_PATHS.includes(p)),
    [],
  );
});

test('SPEC §2.1 routes: only home aliases resolve to the home page; every other route has its own page', () => {
  for (const p of SPEC_ROUTES) {
    const isHome = resolveRoute(p).route === home;
    assert.is(isHome, HOME_ALIASES.includes(p), p);
  }
});

test('SPEC §2.1 routes: each path is registered once', () => {
  assert.equal(
    ALL_PATHS.filter((p, i) => ALL_PATHS.indexOf(p) !== i),
    [],
  );
});

test('SPEC §2.1 routes: the home aliases all load the home page', async () => {
  for (const p of HOME_ALIASES) assert.is(resolveRoute(p).route, home, p);
  assert.ok(home.paths.includes('/m/home'));
});

test('SPEC §2.1 routes: an unknown path falls back to /m/home', () => {
  for (const p of ['/m/nope', '/m/member/unknown', '/x', '/m/login/extra', '/M/LOGIN', '/m/home.html', '/mm', '']) {
    const r = resolveRoute(p);
    assert.is(r.path, '/m/home', p);
    assert.is(r.route, home, p);
  }
});

test('SPEC §2.1 routes: a trailing slash resolves to the route', () => {
  assert.is(resolveRoute('/m/login/').path, '/m/login');
  assert.is(resolveRoute('/m/login/').route, resolveRoute('/m/login').route);
  assert.is(resolveRoute('/m/member/home/').path, '/m/member/home');
  assert.is(resolveRoute('/m/activity/signIn//').path, '/m/activity/signIn');
  assert.is(resolveRoute('/m/home/').path, '/m/home');
});

test('SPEC §2.1 routes: /m/ stays home, and / is home', () => {
  assert.is(resolveRoute('/m/').route, home);
  assert.is(resolveRoute('/m/').path, '/m/');
  assert.is(resolveRoute('/').route, home);
  assert.is(resolveRoute('/').path, '/');
});

test('SPEC §6 routes: member-only areas (deposit, withdraw, member centre, inbox) need a session; visitor areas do not', () => {
  for (const p of ['/m/voucherCenter', '/m/withdraw', '/m/member/home', '/m/webEmail']) {
    assert.is(resolveRoute(p).route.session, true, p);
  }
  for (const p of ['/m/home', '/m/login', '/m/register', '/m/help', '/m/hot', '/m/trail']) {
    assert.not.ok(resolveRoute(p).route.session, p);
  }
});

test.run();
