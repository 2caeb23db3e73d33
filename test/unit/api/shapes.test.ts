import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shapes } from '../../../src/api/shapes.ts';

const STATUS = {
  location: 'BR', maintenance: false, regionRestriction: false, info: '', mainDomain: 'example.com', imageCDNs: ['https://cdn.example'],
  whitelabel: { CBS3: true }, modules: {}, templates: { mem_cen: '0', dep_func: '1' }, links: [], customerService: [],
  currencySymbol: 'R$', merchantCode: 'M1', downloadBannerExempt: [],
};
const GAME = { nodeId: 'n1', gameName: 'Fortune Tiger', gameType: 'RNG', vassalage: 'PGE', iconUrl: '/static-game-icons/n1.svg' };
const MEMBER = { id: 7, type: 1, nickname: 'ana', account: 'ana', userName: 'ana', clubLabel: null, wallet: { sumBalance: 100 } };

test('SPEC §7 shapes: the system status guard accepts a full status', () => {
  assert.ok(shapes.systemStatus(STATUS));
});

test('SPEC §7 shapes: the system status guard rejects wrong flags, a non-string CDN and a missing list', () => {
  assert.not.ok(shapes.systemStatus({ ...STATUS, maintenance: 'false' }));
  assert.not.ok(shapes.systemStatus({ ...STATUS, regionRestriction: 0 }));
  assert.not.ok(shapes.systemStatus({ ...STATUS, imageCDNs: ['https://a', 1] }));
  assert.not.ok(shapes.systemStatus({ ...STATUS, links: undefined }));
  assert.not.ok(shapes.systemStatus({ ...STATUS, whitelabel: [] }), 'an array is not the switch map');
  assert.not.ok(shapes.systemStatus(null));
  assert.not.ok(shapes.systemStatus([STATUS]));
});

test('SPEC §3 shapes: member info needs numeric id and type and a numeric balance', () => {
  assert.ok(shapes.memberInfo(MEMBER));
  assert.not.ok(shapes.memberInfo({ ...MEMBER, type: '1' }));
  assert.not.ok(shapes.memberInfo({ ...MEMBER, wallet: { sumBalance: '1.00' } }));
  assert.not.ok(shapes.memberInfo({ ...MEMBER, wallet: null }));
});

test('SPEC §3 shapes: the wallet needs a finite balance and a symbol', () => {
  assert.ok(shapes.wallet({ sumBalance: 0, currencySymbol: '' }));
  assert.not.ok(shapes.wallet({ sumBalance: Number.POSITIVE_INFINITY, currencySymbol: 'R$' }));
  assert.not.ok(shapes.wallet({ sumBalance: 1 }));
});

test('SPEC §3 shapes: unread counters are three numbers', () => {
  assert.ok(shapes.unreadCounts({ inboxUnreadCount: 1, chatUnreadCount: 0, announcementUnreadCount: 2 }));
  assert.not.ok(shapes.unreadCounts({ inboxUnreadCount: 1, chatUnreadCount: null, announcementUnreadCount: 2 }));
});

test('SPEC §3 shapes: a game list page checks every game', () => {
  assert.ok(shapes.gameList({ games: [GAME, GAME], pageNum: 1, totalPages: 3 }));
  assert.ok(shapes.gameList({ games: [], pageNum: 1, totalPages: 0 }));
  assert.not.ok(shapes.gameList({ games: [GAME, { ...GAME, iconUrl: null }], pageNum: 1, totalPages: 3 }));
  assert.not.ok(shapes.gameList({ games: {}, pageNum: 1, totalPages: 3 }));
  assert.not.ok(shapes.gameList({ games: [GAME], pageNum: '1', totalPages: 3 }));
});

test('SPEC §7 shapes: help items and vendors', () => {
  assert.ok(shapes.helpCentre([{ title: 'Deposit', content: '<p>How</p>' }]));
  assert.not.ok(shapes.helpCentre([{ title: 'Deposit' }]));
  assert.ok(shapes.vendors([{ vassalage: 'PGE', displayName: 'PG', gameCount: 120 }]));
  assert.not.ok(shapes.vendors([{ vassalage: 'PGE', displayName: 'PG', gameCount: Number.NaN }]));
});

test('SPEC §7 shapes: calls that answer nothing accept only null', () => {
  assert.ok(shapes.logout(null));
  assert.ok(shapes.clientError(null));
  assert.not.ok(shapes.logout(undefined));
  assert.not.ok(shapes.logout({}));
});

test.run();
