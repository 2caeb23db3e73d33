import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeAccess } from '../../src/rules/access.ts';
import { BOOT_HEADINGS, loginFrom, PATHS, resolveRoute, ROUTES } from '../../src/routes.ts';

const ALL_PATHS = ROUTES.flatMap((r) => r.paths);

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

test('SPEC §2.1 routes: every PATHS constant is a route of the table', () => {
  assert.equal(
    Object.values(PATHS).filter((p) => !ALL_PATHS.includes(p)),
    [],
  );
  assert.equal(
    SPEC_ROUTES.filter((p) => !HOME_ALIASES.includes(p) && !(Object.values(PATHS) as string[]).includes(p)),
    ['/m/register.html'],
    'every route but an alias has its constant',
  );
});

test('SPEC §2.1 routes: each page group is one of the lazy chunks, and every path names its page in the group', async () => {
  const groups = new Set(ROUTES.map((r) => r.page));
  assert.equal([...groups].sort(), ['agent', 'auth', 'games', 'help', 'home', 'member', 'messages', 'promo']);
  for (const r of ROUTES) assert.type(r.view, 'string', r.paths[0]);
});

// The guard each route of SPEC §2.1 has (SPEC §5, §6, §8); none where absent.
const GUARDS: Record<string, 'session' | 'real' | 'agent'> = {
  '/m/feedback': 'session', // §2.8: requires a session
  '/m/webEmail': 'real', // §6: visitors to login, type 4 refused (free_reject)
  '/m/fav': 'session',
  '/m/gameRecord': 'session',
  '/m/startLottery': 'session', // §4: a visitor launching a game goes to login
  '/m/launchGame': 'session',
  '/m/voucherCenter': 'real', // §5: deposit only for types 0, 1, 2
  '/m/withdraw': 'real',
  '/m/member/home': 'session',
  '/m/rewardCenter': 'session', // §6: rewards send a visitor to login
  '/m/activity/signIn': 'session', // §6/§8: the daily check-in is a reward: the same toast and login
  '/m/member/benefits': 'session',
  '/m/agentRegister': 'agent', // §6: non-agents cannot log in
  '/m/member/agent/getSalaryContract': 'session',
  '/m/member/agent/getDevidendContract': 'session',
  '/m/member/agent/getHourContract': 'session',
};

test('SPEC §5 §6 routes: the guard of every route', () => {
  for (const p of SPEC_ROUTES) assert.is(resolveRoute(p).route.guard, GUARDS[p], p);
});

const member = (type: number) => ({ type });

test('SPEC §6 routes: a visitor is asked to log in on every guarded route and let in everywhere else', () => {
  for (const p of SPEC_ROUTES) assert.is(routeAccess(resolveRoute(p).route, null), GUARDS[p] ? 'login' : 'allow', p);
  // Only the agent centre asks in place (its own visitor view); every other guarded page sends them to login.
  assert.equal(
    SPEC_ROUTES.filter((p) => resolveRoute(p).route.visitor),
    ['/m/agentRegister'],
  );
  assert.is(loginFrom('/m/fav?x=1'), '/m/login?from=%2Fm%2Ffav%3Fx%3D1', 'and comes back to the page after');
});

test('SPEC §5 §8 routes: a free account (type 4) is refused the inbox with free_reject (1 s) and money with the real-account text (2 s)', () => {
  const trial = member(4);
  assert.equal(routeAccess(resolveRoute('/m/webEmail').route, trial), {
    messageKey: 'toast.freeReject',
    kind: 'offline',
    ms: 1000,
  });
  for (const p of ['/m/voucherCenter', '/m/withdraw'])
    assert.equal(routeAccess(resolveRoute(p).route, trial), {
      messageKey: 'toast.realAccountOnly',
      kind: 'info',
      ms: 2000,
    });
  for (const type of [0, 1, 2])
    for (const p of ['/m/webEmail', '/m/voucherCenter', '/m/withdraw'])
      assert.is(routeAccess(resolveRoute(p).route, member(type)), 'allow', `${p} type ${type}`);
});

test('SPEC §6 routes: only agents open the agent centre; a member is refused with the non-agent text; contracts open for any member', () => {
  const agentCentre = resolveRoute('/m/agentRegister').route;
  assert.equal(routeAccess(agentCentre, member(0)), { messageKey: 'agent.nonAgent', kind: 'info', ms: 2000 });
  assert.is(routeAccess(agentCentre, member(1)), 'allow');
  assert.equal(routeAccess(agentCentre, member(4)), routeAccess(agentCentre, member(0)), 'a trial is no agent');
  for (const p of ['/m/member/agent/getSalaryContract', '/m/member/home', '/m/feedback'])
    assert.is(routeAccess(resolveRoute(p).route, member(4)), 'allow', p);
});

test('routes: the boot shell draws the heading of login, register and forget, with the key the page shows', () => {
  assert.equal(BOOT_HEADINGS, {
    '/m/login': 'auth.login.heading',
    '/m/register': 'auth.register.heading',
    '/m/register.html': 'auth.register.heading',
    '/m/forget': 'auth.forget.heading',
  });
});

test.run();
