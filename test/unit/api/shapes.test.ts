import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { endpoints } from '../../../src/api/calls/index.ts';

const STATUS = {
  location: 'BR',
  maintenance: false,
  regionRestriction: false,
  info: '',
  mainDomain: 'example.com',
  imageCDNs: ['https://cdn.example'],
  whitelabel: { CBS3: true },
  modules: {},
  templates: { mem_cen: '0', dep_func: '1' },
  links: [],
  customerService: [],
  currencySymbol: 'R$',
  merchantCode: 'M1',
  downloadBannerExempt: [],
};
const GAME = {
  nodeId: 'n1',
  gameName: 'Fortune Tiger',
  gameType: 'RNG',
  vassalage: 'PGE',
  iconUrl: '/static-game-icons/n1.svg',
};
const MEMBER = {
  id: 7,
  type: 1,
  nickname: 'ana',
  account: 'ana',
  userName: 'ana',
  clubLabel: null,
  wallet: { sumBalance: 100 },
};

test('SPEC §7 shapes: the system status guard accepts a full status', () => {
  assert.ok(endpoints.systemStatus.shape(STATUS));
});

test('SPEC §7 shapes: the system status guard rejects wrong flags, a non-string CDN and a missing list', () => {
  assert.not.ok(endpoints.systemStatus.shape({ ...STATUS, maintenance: 'false' }));
  assert.not.ok(endpoints.systemStatus.shape({ ...STATUS, regionRestriction: 0 }));
  assert.not.ok(endpoints.systemStatus.shape({ ...STATUS, imageCDNs: ['https://a', 1] }));
  assert.not.ok(endpoints.systemStatus.shape({ ...STATUS, links: undefined }));
  assert.not.ok(endpoints.systemStatus.shape({ ...STATUS, whitelabel: [] }), 'an array is not the switch map');
  assert.not.ok(endpoints.systemStatus.shape(null));
  assert.not.ok(endpoints.systemStatus.shape([STATUS]));
});

test('SPEC §3 shapes: member info needs numeric id and type and a numeric balance', () => {
  assert.ok(endpoints.memberInfo.shape(MEMBER));
  assert.not.ok(endpoints.memberInfo.shape({ ...MEMBER, type: '1' }));
  assert.not.ok(endpoints.memberInfo.shape({ ...MEMBER, wallet: { sumBalance: '1.00' } }));
  assert.not.ok(endpoints.memberInfo.shape({ ...MEMBER, wallet: null }));
});

test('SPEC §3 shapes: the wallet needs a finite balance and a symbol', () => {
  assert.ok(endpoints.wallet.shape({ sumBalance: 0, currencySymbol: '' }));
  assert.not.ok(endpoints.wallet.shape({ sumBalance: Number.POSITIVE_INFINITY, currencySymbol: 'R$' }));
  assert.not.ok(endpoints.wallet.shape({ sumBalance: 1 }));
});

test('SPEC §3 shapes: unread counters are three numbers', () => {
  assert.ok(endpoints.unreadCounts.shape({ inboxUnreadCount: 1, chatUnreadCount: 0, announcementUnreadCount: 2 }));
  assert.not.ok(
    endpoints.unreadCounts.shape({ inboxUnreadCount: 1, chatUnreadCount: null, announcementUnreadCount: 2 }),
  );
});

test('SPEC §3 shapes: a game list page checks every game', () => {
  assert.ok(endpoints.gameList.shape({ games: [GAME, GAME], pageNum: 1, totalPages: 3 }));
  assert.ok(endpoints.gameList.shape({ games: [], pageNum: 1, totalPages: 0 }));
  assert.not.ok(endpoints.gameList.shape({ games: [GAME, { ...GAME, iconUrl: null }], pageNum: 1, totalPages: 3 }));
  assert.not.ok(endpoints.gameList.shape({ games: {}, pageNum: 1, totalPages: 3 }));
  assert.not.ok(endpoints.gameList.shape({ games: [GAME], pageNum: '1', totalPages: 3 }));
});

test('SPEC §7 shapes: help items and vendors', () => {
  assert.ok(endpoints.helpCentre.shape([{ title: 'Deposit', content: '<p>How</p>' }]));
  assert.not.ok(endpoints.helpCentre.shape([{ title: 'Deposit' }]));
  assert.ok(endpoints.vendors.shape([{ vassalage: 'PGE', displayName: 'PG', gameCount: 120 }]));
  assert.not.ok(endpoints.vendors.shape([{ vassalage: 'PGE', displayName: 'PG', gameCount: Number.NaN }]));
});

test('SPEC §7 shapes: calls that answer nothing accept only null', () => {
  assert.ok(endpoints.logout.shape(null));
  assert.ok(endpoints.clientError.shape(null));
  assert.not.ok(endpoints.logout.shape(undefined));
  assert.not.ok(endpoints.logout.shape({}));
});

test.run();
