import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CustomerServiceEntry, DownloadLink } from '../../../src/api/types.ts';
import { footerMenuEntries } from '../../../src/rules/footer-menu.ts';
import {
  chatPopupEntries,
  linkUrl,
  type SideMenuContext,
  sideMenuEntries,
  statusPageContact,
} from '../../../src/rules/side-menu.ts';

const BASE: SideMenuContext = {
  loggedIn: false,
  rewardCentreOn: false,
  telegramLink: null,
  inNativeApp: false,
  standalone: false,
  realMember: false,
  categories: [],
};
const ids = (ctx: Partial<SideMenuContext>): string[] => sideMenuEntries({ ...BASE, ...ctx }).map((e) => e.id);

test('SPEC §2.9 side menu: a visitor with every switch off sees the base entries in order', () => {
  assert.equal(ids({}), [
    'home',
    'hot',
    'categories',
    'promotions',
    'appDownload',
    'customerService',
    'feedback',
    'help',
  ]);
});

test('SPEC §2.9 side menu: everything on, a real member in a browser, shows all twelve in order', () => {
  assert.equal(
    sideMenuEntries({
      loggedIn: true,
      rewardCentreOn: true,
      telegramLink: 'https://t.me/x',
      inNativeApp: false,
      standalone: false,
      realMember: true,
      categories: [],
    }),
    [
      { id: 'home' },
      { id: 'hot' },
      { id: 'categories' },
      { id: 'promotions' },
      { id: 'rewardCenter' },
      { id: 'appDownload' },
      { id: 'customerService' },
      { id: 'telegram', url: 'https://t.me/x' },
      { id: 'feedback' },
      { id: 'help' },
      { id: 'responsible' },
      { id: 'signOut' },
    ],
  );
});

test("SPEC §2.9 side menu: each game category is an entry of its own after hot, in the site's order; HOT only once", () => {
  assert.equal(sideMenuEntries({ ...BASE, categories: ['HOT', 'RNG', 'CRASH', 'LOTTERY'] }).slice(0, 6), [
    { id: 'home' },
    { id: 'hot' },
    { id: 'category', category: 'RNG' },
    { id: 'category', category: 'CRASH' },
    { id: 'category', category: 'LOTTERY' },
    { id: 'promotions' },
  ]);
  assert.ok(
    ids({ categories: ['RNG'] }).every((id) => id !== 'categories'),
    'no catch-all entry beside them',
  );
});

test('SPEC §2.9 side menu: sign-out only when logged in', () => {
  assert.not.ok(ids({ loggedIn: false }).includes('signOut'));
  assert.is(ids({ loggedIn: true }).at(-1), 'signOut');
});

test('SPEC §2.9 side menu: reward centre only with REWCEN3', () => {
  assert.not.ok(ids({ rewardCentreOn: false }).includes('rewardCenter'));
  assert.equal(ids({ rewardCentreOn: true }), [
    'home',
    'hot',
    'categories',
    'promotions',
    'rewardCenter',
    'appDownload',
    'customerService',
    'feedback',
    'help',
  ]);
});

test('side menu: help and feedback always; responsible gaming for a logged-in real-money member only', () => {
  for (const ctx of [{}, { loggedIn: true }, { loggedIn: true, realMember: true }])
    assert.ok(['feedback', 'help'].every((id) => ids(ctx).includes(id)));
  assert.not.ok(ids({ realMember: true }).includes('responsible'), 'not for a visitor');
  assert.not.ok(ids({ loggedIn: true, realMember: false }).includes('responsible'), 'not for a trial account');
  assert.ok(ids({ loggedIn: true, realMember: true }).includes('responsible'));
});

test('SPEC §2.9 side menu: app download hidden in the native app or an installed web app', () => {
  assert.not.ok(ids({ inNativeApp: true }).includes('appDownload'));
  assert.not.ok(ids({ standalone: true }).includes('appDownload'));
  assert.not.ok(ids({ inNativeApp: true, standalone: true }).includes('appDownload'));
  assert.ok(ids({ inNativeApp: false, standalone: false }).includes('appDownload'));
});

test('SPEC §2.9 side menu: TELEGRAM only with a link, carrying that link', () => {
  assert.not.ok(ids({ telegramLink: null }).includes('telegram'));
  assert.not.ok(ids({ telegramLink: '' }).includes('telegram'));
  assert.not.ok(ids({ telegramLink: '   ' }).includes('telegram'));
  const entries = sideMenuEntries({ ...BASE, telegramLink: 'https://t.me/aurora' });
  assert.equal(
    entries.find((e) => e.id === 'telegram'),
    { id: 'telegram', url: 'https://t.me/aurora' },
  );
});

const L = (resourceType: DownloadLink['resourceType'], url: string): DownloadLink => ({ resourceType, url });
const CS = (csType: string, path: string, type = '1'): CustomerServiceEntry => ({ csType, type, path });

test('SPEC §2.12 links: linkUrl returns the first usable link of the type', () => {
  const links = [
    L('TELEGRAM', ''),
    L('WHATSAPP', 'https://wa.me/1'),
    L('TELEGRAM', 'https://t.me/2'),
    L('TELEGRAM', 'https://t.me/3'),
  ];
  assert.is(linkUrl(links, 'TELEGRAM'), 'https://t.me/2');
  assert.is(linkUrl(links, 'WHATSAPP'), 'https://wa.me/1');
  assert.is(linkUrl(links, 'IOS'), null);
  assert.is(linkUrl([], 'TELEGRAM'), null);
});

/** The entries that depend on configuration (the feedback form and the help centre always follow). */
const contacts = (...a: Parameters<typeof chatPopupEntries>) =>
  chatPopupEntries(...a).filter((e) => e.id !== 'feedback' && e.id !== 'help');

test('no dead end: nothing configured still offers the feedback form and the help centre, and only them', () => {
  assert.equal(chatPopupEntries({ customerService: [], links: [], cbs3: false }), [{ id: 'feedback' }, { id: 'help' }]);
});

test('no dead end: the feedback form and the help centre always close the list, whatever is configured', () => {
  const all = chatPopupEntries({
    customerService: [CS('LIVECHAT', 'https://chat.example/x')],
    links: [L('TELEGRAM', 'https://t.me/a')],
    cbs3: true,
  });
  assert.equal(
    all.slice(-2).map((e) => e.id),
    ['feedback', 'help'],
  );
});

test('SPEC §2.12 chat popup: everything configured gives all four in order', () => {
  const live = CS('LIVECHAT', 'https://chat.example/x');
  assert.equal(
    contacts({
      customerService: [CS('WHATSAPP', 'https://wa.me/9'), live],
      links: [L('TELEGRAM', 'https://t.me/a'), L('WHATSAPP', 'https://wa.me/b'), L('IOS', 'https://x/ios')],
      cbs3: true,
    }),
    [
      { id: 'liveChat', service: live },
      { id: 'whatsapp', url: 'https://wa.me/b' },
      { id: 'telegram', url: 'https://t.me/a' },
      { id: 'inAppChat' },
    ],
  );
});

test('SPEC §2.12 chat popup: live chat needs a LIVECHAT customer-service entry with a path', () => {
  const only = (customerService: CustomerServiceEntry[]): string[] =>
    contacts({ customerService, links: [], cbs3: false }).map((e) => e.id);
  assert.equal(only([CS('WHATSAPP', 'https://wa.me/1')]), []);
  assert.equal(only([CS('LIVECHAT', '')]), []);
  assert.equal(only([CS('livechat', 'https://c/1')]), []);
  assert.equal(only([CS('LIVECHAT', 'https://c/1')]), ['liveChat']);
});

test('SPEC §2.12 §3 chat popup: the first usable LIVECHAT entry is passed whole (its path may be obfuscated)', () => {
  const second = CS('LIVECHAT', 'OBFUSCATEDabcdefgh', '3');
  const [entry] = chatPopupEntries({
    customerService: [CS('LIVECHAT', ' '), second, CS('LIVECHAT', 'https://c/3')],
    links: [],
    cbs3: false,
  });
  assert.equal(entry, { id: 'liveChat', service: second });
});

test('SPEC §2.12 chat popup: WHATSAPP and TELEGRAM each need a link, not a customer-service entry', () => {
  const got = (links: DownloadLink[]): string[] =>
    contacts({ customerService: [CS('WHATSAPP', 'https://wa.me/1')], links, cbs3: false }).map((e) => e.id);
  assert.equal(got([]), []);
  assert.equal(got([L('WHATSAPP', 'https://wa.me/2')]), ['whatsapp']);
  assert.equal(got([L('TELEGRAM', 'https://t.me/2')]), ['telegram']);
  assert.equal(got([L('WHATSAPP', ''), L('TELEGRAM', '  ')]), []);
  assert.equal(got([L('FACEBOOK', 'https://fb/x'), L('AFFILIATELINK', 'https://a/x')]), []);
});

test('SPEC §2.12 chat popup: in-app chat only when CBS3 is on', () => {
  assert.equal(contacts({ customerService: [], links: [], cbs3: true }), [{ id: 'inAppChat' }]);
});

test('SPEC §2.12 footer menu: all six in order when invite friends shows', () => {
  assert.equal(footerMenuEntries({ showInviteFriends: true }), [
    'home',
    'rewardCenter',
    'inviteFriends',
    'deposit',
    'chat',
    'member',
  ]);
});

test('SPEC §2.12 footer menu: five entries without invite friends', () => {
  assert.equal(footerMenuEntries({ showInviteFriends: false }), ['home', 'rewardCenter', 'deposit', 'chat', 'member']);
});

test('SPEC §8 status pages: the contact offered is a plain customer-service page, else WhatsApp, else Telegram, else none', () => {
  const wa = { resourceType: 'WHATSAPP', url: 'https://wa.me/5511' } as DownloadLink;
  const tg = { resourceType: 'TELEGRAM', url: 'https://t.me/help' } as DownloadLink;
  const page = { csType: 'LIVECHAT', type: '1', path: 'https://help.example/chat' } as CustomerServiceEntry;
  const hidden = { csType: 'LIVECHAT', type: '3', path: 'U2FsdGVkX1abc12345678' } as CustomerServiceEntry;
  assert.is(statusPageContact([page], [wa, tg]), 'https://help.example/chat');
  assert.is(statusPageContact([hidden], [tg, wa]), 'https://wa.me/5511', 'an obfuscated path is not a link');
  assert.is(statusPageContact([], [tg]), 'https://t.me/help');
  assert.is(statusPageContact([hidden], [{ resourceType: 'WHATSAPP', url: ' ' } as DownloadLink]), null);
});

test.run();
