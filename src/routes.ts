// Start-up path: main.tsx resolves the opening route with it. The route table of SPEC §2.1:
// every fact about a path lives here (its page group and component, header title, back button,
// footer, guard, boot heading) and every other module names a path through PATHS. Plain data,
// no imports at all: the build transforms this one file and imports it (build.mjs reads ROUTES
// and BOOT_HEADINGS), the rules shared with the server and the boot script import PATHS, and
// every page imports it; it importing the pages back (even their types) would tie the whole app
// into one import circle. pages-loader.ts turns `page` + `view` into a lazy component, and its
// group table is typed so that `tsc` fails when a group lacks a view PAGE_VIEWS names;
// rules/chrome.ts decides the chrome from `title`, `back` and `footer`.

/**
 * Every app path, by what it is for. An enum, not an object: esbuild writes each member's
 * text where it is used, so a module pays for the paths it names, not for the whole list.
 * SPEC §2.1 spells a few of them oddly (trail, Devidend): kept as the platform has them.
 */
export enum PATHS {
  home = '/m/home',
  login = '/m/login',
  register = '/m/register',
  forget = '/m/forget',
  changePassword = '/m/changePsw',
  unlock = '/m/unlock',
  trial = '/m/trail',
  help = '/m/help',
  helpDetail = '/m/helpDetail',
  feedback = '/m/feedback',
  notice = '/m/notice',
  messages = '/m/message',
  inbox = '/m/webEmail',
  promotions = '/m/activity',
  promotionDetail = '/m/activityDetail',
  signIn = '/m/activity/signIn',
  providers = '/m/providers',
  lobby = '/m/gameLobbyCenter',
  gameList = '/m/gameList',
  gameCenter = '/m/gameCenter',
  slotsCenter = '/m/slotsCenter',
  game = '/m/game',
  hot = '/m/hot',
  fav = '/m/fav',
  lottery = '/m/lottery',
  startLottery = '/m/startLottery',
  launchGame = '/m/launchGame',
  app = '/m/app',
  leaderBoard = '/m/leaderBoard',
  gameRecord = '/m/gameRecord',
  rewardCenter = '/m/rewardCenter',
  deposit = '/m/voucherCenter',
  withdraw = '/m/withdraw',
  inviteFriends = '/m/inviteFriends',
  agent = '/m/agentRegister',
  member = '/m/member/home',
  transactions = '/m/member/transactions',
  responsible = '/m/member/responsible',
  benefits = '/m/member/benefits',
  salaryContract = '/m/member/agent/getSalaryContract',
  dividendContract = '/m/member/agent/getDevidendContract',
  hourContract = '/m/member/agent/getHourContract',
}

/** The start of every app path: a link's `from` is followed only when it starts so (rules/auth.ts). */
export const APP_PREFIX = '/m/';
/** The member centre's paths (home, benefits, agent contracts) start so: the footer's member entry is current there. */
export const MEMBER_AREA = '/m/member/';

/**
 * The page groups, each a folder under src/pages whose index.tsx is one lazy chunk, with the
 * views (exports) of it that routes name. pages-loader.ts checks each group module against it.
 */
export interface PageViews {
  home: 'Home';
  games:
    | 'Providers'
    | 'LobbyCenter'
    | 'GameList'
    | 'GameCenter'
    | 'Hot'
    | 'Favourites'
    | 'Lottery'
    | 'StartLottery'
    | 'LaunchGame'
    | 'LeaderBoard'
    | 'GameRecord';
  auth: 'Login' | 'Register' | 'Forget' | 'ChangePassword' | 'FreePlay' | 'Unlock';
  messages: 'Feedback' | 'Notices' | 'MessageCentre' | 'Inbox';
  help: 'Help' | 'HelpDetail';
  promo: 'Promotions' | 'PromotionDetail' | 'SignIn' | 'RewardCenter' | 'InviteFriends' | 'AppGuide';
  member:
    | 'Deposit'
    | 'Withdraw'
    | 'Transactions'
    | 'MemberCentre'
    | 'Benefits'
    | 'Responsible'
    // Not a page: the header balance's breakdown, an overlay (src/pages-loader.ts loadOverlayView).
    | 'BalanceBreakdown';
  agent: 'AgentCentre' | 'AgentVisitor' | 'SalaryContract' | 'DividendContract' | 'HourContract';
}
export type PageGroup = keyof PageViews;

/** 'home' goes to /m/home; 'replaceHome' replaces the route with /m/home (SPEC §2.10);
 * 'history' goes one step back; 'none' hides the button. */
export type BackTarget = 'none' | 'home' | 'replaceHome' | 'history';

/**
 * Who may open a page (SPEC §5, §6, §8); a visitor is told to log in and sent to login, unless
 * the route names a `visitor` view to show instead. 'session': any member. 'real': a member
 * whose type is not a real-money one is refused with the text of `feature`, then sent home.
 * 'agent': a member who is not an agent is refused where they are.
 */
export type Guard = 'session' | 'real' | 'agent';

interface PageRoute<G extends PageGroup> {
  /** The paths that open this page (SPEC §2.1: home has six, registration two). */
  paths: readonly string[];
  /** The page group (the build reads it to preload a group's chunks on its own paths). */
  page: G;
  /** The group module's export that draws the page. */
  view: PageViews[G];
  /** The header title's dictionary key (SPEC §2.2). */
  title: string;
  /** The header's back button; one step back when absent (SPEC §2.2). */
  back?: BackTarget;
  /** false: no footer menu on this page (SPEC §2.2). */
  footer?: false;
  guard?: Guard;
  /** Which refusal a 'real' guard shows: the inbox's free_reject or money's real-account text (rules/access.ts). */
  feature?: 'inbox' | 'deposit';
  /** The group's export a visitor sees on a guarded page, instead of being sent to log in. */
  visitor?: PageRoute<G>['view'];
}
export type RouteDef = { [G in PageGroup]: PageRoute<G> }[PageGroup];

/**
 * A call a view opens with (its group's `opening`, by view), started for a visit to `route`;
 * nothing when the route's guard would refuse the visit (pages-loader.ts waits a little for it).
 */
export type OpeningCall = (route: RouteDef) => Promise<unknown> | undefined;

/** The home route: every path the table does not know opens it too (SPEC §2.1). */
export const HOME_ROUTE: RouteDef = {
  paths: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'],
  page: 'home',
  view: 'Home',
  title: 'title.home',
  back: 'none',
};

/**
 * The table. Titles: SPEC §2.2 names some; the other routes' keys are named after their
 * purpose in §2.1. Back home on the entry screens, none on home and on a forced password
 * change (it must not be skipped), replace-home on the message centre (SPEC §2.10). Rewards
 * are for members (SPEC §6); responsible gaming for real-money ones (a trial has no money to
 * limit); /m/unlock lets a login held back by failures in with the security answer.
 */
export const ROUTES: readonly RouteDef[] = [
  HOME_ROUTE,
  { paths: [PATHS.login], page: 'auth', view: 'Login', title: 'title.login', back: 'home', footer: false },
  {
    paths: [PATHS.register, '/m/register.html'],
    page: 'auth',
    view: 'Register',
    title: 'title.signup',
    back: 'home',
    footer: false,
  },
  { paths: [PATHS.forget], page: 'auth', view: 'Forget', title: 'title.forget', back: 'home', footer: false },
  {
    paths: [PATHS.changePassword],
    page: 'auth',
    view: 'ChangePassword',
    title: 'title.firstPassword',
    back: 'none',
    footer: false,
  },
  { paths: [PATHS.trial], page: 'auth', view: 'FreePlay', title: 'title.freeTrial', back: 'home' },
  { paths: [PATHS.unlock], page: 'auth', view: 'Unlock', title: 'title.unlock', footer: false },
  { paths: [PATHS.help], page: 'help', view: 'Help', title: 'title.help', footer: false },
  { paths: [PATHS.helpDetail], page: 'help', view: 'HelpDetail', title: 'title.help', footer: false },
  { paths: [PATHS.feedback], page: 'messages', view: 'Feedback', title: 'title.feedback', guard: 'session' },
  { paths: [PATHS.notice], page: 'messages', view: 'Notices', title: 'title.announcements', footer: false },
  { paths: [PATHS.messages], page: 'messages', view: 'MessageCentre', title: 'title.messages', back: 'replaceHome' },
  { paths: [PATHS.inbox], page: 'messages', view: 'Inbox', title: 'title.inbox', guard: 'real', feature: 'inbox' },
  { paths: [PATHS.promotions], page: 'promo', view: 'Promotions', title: 'title.promotion', back: 'home' },
  { paths: [PATHS.promotionDetail], page: 'promo', view: 'PromotionDetail', title: 'title.promotionDetail' },
  { paths: [PATHS.signIn], page: 'promo', view: 'SignIn', title: 'title.signIn', guard: 'session' },
  { paths: [PATHS.rewardCenter], page: 'promo', view: 'RewardCenter', title: 'title.rewardCenter', guard: 'session' },
  { paths: [PATHS.inviteFriends], page: 'promo', view: 'InviteFriends', title: 'title.inviteFriends' },
  { paths: [PATHS.app], page: 'promo', view: 'AppGuide', title: 'title.app', footer: false },
  { paths: [PATHS.providers], page: 'games', view: 'Providers', title: 'title.providers', footer: false },
  { paths: [PATHS.lobby], page: 'games', view: 'LobbyCenter', title: 'title.gameLobby', footer: false },
  { paths: [PATHS.slotsCenter], page: 'games', view: 'LobbyCenter', title: 'title.rng' },
  { paths: [PATHS.gameList], page: 'games', view: 'GameList', title: 'title.gameList', footer: false },
  { paths: [PATHS.gameCenter], page: 'games', view: 'GameCenter', title: 'title.gameCenter' },
  { paths: [PATHS.game], page: 'games', view: 'GameCenter', title: 'title.game' },
  { paths: [PATHS.hot], page: 'games', view: 'Hot', title: 'title.hot', footer: false },
  { paths: [PATHS.fav], page: 'games', view: 'Favourites', title: 'title.favorites', footer: false, guard: 'session' },
  { paths: [PATHS.lottery], page: 'games', view: 'Lottery', title: 'title.lottery', footer: false },
  { paths: [PATHS.startLottery], page: 'games', view: 'StartLottery', title: 'title.lottery', guard: 'session' },
  { paths: [PATHS.launchGame], page: 'games', view: 'LaunchGame', title: 'title.launchGame', guard: 'session' },
  { paths: [PATHS.leaderBoard], page: 'games', view: 'LeaderBoard', title: 'title.leaderBoard' },
  { paths: [PATHS.gameRecord], page: 'games', view: 'GameRecord', title: 'title.gameRecord', guard: 'session' },
  // Depositing, withdrawing and the transactions: money, for real-money accounts only, refused with
  // the deposit text (SPEC §5, §6; a 'real' guard's feature is 'deposit' unless it says otherwise).
  { paths: [PATHS.deposit], page: 'member', view: 'Deposit', title: 'title.deposit', guard: 'real' },
  { paths: [PATHS.withdraw], page: 'member', view: 'Withdraw', title: 'title.withdraw', guard: 'real' },
  { paths: [PATHS.transactions], page: 'member', view: 'Transactions', title: 'title.transactions', guard: 'real' },
  { paths: [PATHS.member], page: 'member', view: 'MemberCentre', title: 'title.member', guard: 'session' },
  { paths: [PATHS.benefits], page: 'member', view: 'Benefits', title: 'title.benefits', guard: 'session' },
  { paths: [PATHS.responsible], page: 'member', view: 'Responsible', title: 'title.responsible', guard: 'real' },
  {
    paths: [PATHS.agent],
    page: 'agent',
    view: 'AgentCentre',
    title: 'title.agentRegister',
    guard: 'agent',
    visitor: 'AgentVisitor',
  },
  {
    paths: [PATHS.salaryContract],
    page: 'agent',
    view: 'SalaryContract',
    title: 'title.salaryContract',
    guard: 'session',
  },
  {
    paths: [PATHS.dividendContract],
    page: 'agent',
    view: 'DividendContract',
    title: 'title.dividendContract',
    guard: 'session',
  },
  { paths: [PATHS.hourContract], page: 'agent', view: 'HourContract', title: 'title.hourContract', guard: 'session' },
];

/** The route of exactly this pathname, if the table has it (case-sensitive, no normalising). */
export const routeAt = (path: string): RouteDef | undefined => ROUTES.find((r) => r.paths.includes(path));

/** The route for a path; unknown paths (and a trailing slash on known ones) resolve sensibly. */
export function resolveRoute(path: string): { route: RouteDef; path: string } {
  const exact = routeAt(path);
  if (exact) return { route: exact, path };
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = routeAt(trimmed);
  return found ? { route: found, path: trimmed } : { route: HOME_ROUTE, path: PATHS.home };
}

/** Where a visitor is sent to log in, coming back to `from` afterwards (SPEC §6, §8). */
export const loginFrom = (from: string): string => `${PATHS.login}?from=${encodeURIComponent(from)}`;

/**
 * Visitor pages whose first element is a heading (`section.auth > h2.auth-title`), with the key
 * of its text: index.html's boot shell draws it in the player's language where the page will,
 * so the largest text paints before the app has arrived (build.mjs: LCP on /m/login). Read by
 * the build only; the app's bundle leaves it out.
 */
export const BOOT_HEADINGS: Readonly<Record<string, string>> = {
  [PATHS.login]: 'auth.login.heading',
  [PATHS.register]: 'auth.register.heading',
  '/m/register.html': 'auth.register.heading',
  [PATHS.forget]: 'auth.forget.heading',
};
