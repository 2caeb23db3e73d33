// SPEC §2.3 home and §4 home modes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Banner } from '../../../src/api/types.ts';
import {
  autoRotates,
  carouselBanners,
  homeQuery,
  homeView,
  menuListParams,
  noticeHref,
  searchText,
} from '../../../src/rules/home.ts';
import { copyrightYears, followLinks, footerCategories, loops, winnerRows } from '../../../src/rules/home-footer.ts';

const banner = (id: number, groupName: Banner['groupName']): Banner => ({
  id,
  groupName,
  url: `/b/${id}.svg`,
  title: `B${id}`,
  link: '',
});

test('SPEC §2.3 carousel: m_home and m_live only; m_live hidden when the live-model feature is off', () => {
  const all = [
    banner(1, 'm_home'),
    banner(2, 'm_live'),
    banner(3, 'm_newgame'),
    banner(4, 'm_reg'),
    banner(5, 'm_home'),
  ];
  assert.equal(
    carouselBanners(all, false).map((b) => b.id),
    [1, 5],
  );
  assert.equal(
    carouselBanners(all, true).map((b) => b.id),
    [1, 2, 5],
  );
  assert.equal([0, 1, 2, 5].map(autoRotates), [false, false, true, true], 'rotates only with more than one banner');
});

test('SPEC §4 home modes from the query: all, list (pageType=list with a menu gameType), filter (a search)', () => {
  assert.equal(homeView(''), { mode: 'all' });
  assert.equal(homeView('pageType=list&gameType=CRASH'), { mode: 'list', menu: 'CRASH' });
  assert.equal(homeView('pageType=list&gameType=new'), { mode: 'list', menu: 'NEW' });
  assert.equal(homeView('pageType=list&gameType=LOBBY'), { mode: 'all' });
  assert.equal(homeView('pageType=list&gameType=NOPE'), { mode: 'all' });
  assert.equal(homeView('pageType=filter&gameName=%20dragon%20'), { mode: 'filter', text: 'dragon' });
  assert.equal(homeView('pageType=filter&gameName=%20%20'), { mode: 'all' });
  for (const v of [{ mode: 'list', menu: 'LIVE' }, { mode: 'filter', text: 'a b&c' }, { mode: 'all' }] as const) {
    assert.equal(homeView(homeQuery(v)), v, 'query round trip');
  }
  assert.equal(menuListParams('NEW'), { isNew: true });
  assert.equal(menuListParams('GAMESHOW'), { gameType: 'GAMESHOW' });
});

test('SPEC §5 search text is trimmed; blank is no search', () => {
  assert.is(searchText('  Lucky  '), 'Lucky');
  assert.is(searchText('   '), null);
});

test('SPEC §2.3 notice tap opens /m/notice with the index', () => {
  assert.is(noticeHref(0), '/m/notice?0');
  assert.is(noticeHref(3), '/m/notice?3');
});

test('SPEC §2.3 follow-us icons only for existing links, in a fixed order', () => {
  const links = [
    { resourceType: 'YOUTUBE' as const, url: 'https://youtube.com/x' },
    { resourceType: 'TELEGRAM' as const, url: 'https://t.me/x' },
    { resourceType: 'FACEBOOK' as const, url: '  ' },
    { resourceType: 'Android' as const, url: 'https://a.apk' },
    { resourceType: 'KWAI' as const, url: 'javascript:alert(1)' },
  ];
  assert.equal(followLinks(links), [
    { type: 'TELEGRAM', url: 'https://t.me/x' },
    { type: 'YOUTUBE', url: 'https://youtube.com/x' },
  ]);
  assert.equal(followLinks([]), []);
});

test('SPEC §2.3 footer categories begin with HOT: HOT to /m/hot, others to the lobby route', () => {
  const cats = footerCategories(['RNG', 'LIVE']);
  assert.equal(
    cats.map((c) => c.category),
    ['HOT', 'RNG', 'LIVE'],
  );
  assert.is(cats[0]!.href, '/m/hot');
  assert.is(cats[1]!.href, '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
});

test('SPEC §2.3/§9 winners: even and odd rows; loops only above 3', () => {
  assert.equal(winnerRows([0, 1, 2, 3, 4]), [
    [0, 2, 4],
    [1, 3],
  ]);
  assert.equal(winnerRows([]), [[], []]);
  assert.equal([0, 3, 4, 20].map(loops), [false, false, true, true]);
});

test("SPEC §2.3 copyright: from the site config's start year (2023 by default) to this year; one year when they meet", () => {
  assert.is(copyrightYears(undefined, 2026), '2023–2026');
  assert.is(copyrightYears(2020, 2026), '2020–2026');
  assert.is(copyrightYears(2026, 2026), '2026');
  assert.is(copyrightYears(2027, 2026), '2026', 'a start in the future shows this year alone');
  assert.is(copyrightYears(Number.NaN, 2026), '2023–2026');
});

test.run();
