// SPEC §2.4 filter panel, tabs and name search; §9 options and page sizes; the lobby URL.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  classifiesOf,
  filterSections,
  lobbyCall,
  lobbyStart,
  lobbyTabs,
  MIN_BET_OPTIONS,
  minBetCents,
  PAGE_SIZE,
  showNameSearch,
  type LobbyFilter,
} from '../../../src/rules/filters.ts';

const TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'CRASH', 'GAMESHOW', 'LOTTERY', 'POKER', 'BINGO'];

test('SPEC §2.4 filter sections: type and min bet only for RNG; class list empty for FISH', () => {
  for (const t of TYPES) {
    const s = filterSections(t, ['A', 'B']);
    assert.is(s.type, t === 'RNG', `${t} type`);
    assert.is(s.minBet, t === 'RNG', `${t} min bet`);
    assert.equal(s.classes, t === 'FISH' ? [] : ['A', 'B'], `${t} classes`);
    assert.ok(s.vendor && s.name, `${t} vendor and name always`);
  }
});

test('SPEC §2.4 name search for LIVE and SPORTS only', () => {
  assert.equal(TYPES.filter(showNameSearch), ['LIVE', 'SPORTS']);
});

test('SPEC §2.4 tabs: All, New (RNG only), Favorites, then classifications when more than one', () => {
  assert.equal(lobbyTabs('RNG', ['CLASSIC', 'MEGAWAY']), ['ALL', 'NEW', 'FAV', 'CLASSIC', 'MEGAWAY']);
  assert.equal(lobbyTabs('RNG', ['CLASSIC']), ['ALL', 'NEW', 'FAV']);
  assert.equal(lobbyTabs('LIVE', ['BACCARAT', 'ROULETTE']), ['ALL', 'FAV', 'BACCARAT', 'ROULETTE']);
  assert.equal(lobbyTabs('FISH', []), ['ALL', 'FAV']);
});

test('SPEC §3 classifications per category from the game menu, in order, without blanks or repeats', () => {
  const e = (gameCategory: string, gameClassify: string) => ({
    gameCategory,
    gameType: 'RNG',
    gameClassify,
    vassalage: 'X',
  });
  assert.equal(
    classifiesOf(
      [e('RNG', 'CLASSIC'), e('RNG', ''), e('BGS', 'BINGO'), e('RNG', 'MEGAWAY'), e('RNG', 'CLASSIC')],
      'RNG',
    ),
    ['CLASSIC', 'MEGAWAY'],
  );
  assert.equal(classifiesOf([], 'RNG'), []);
});

test('SPEC §9 min-bet options and page sizes', () => {
  assert.equal([...MIN_BET_OPTIONS], ['all', '0.01', '0.05', '0.1', '0.5', '0.75']);
  // Shown as money: 1, 5, 10, 50 and 75 cents ("R$ 0,01" … in PT), 'all' as a word.
  assert.equal(MIN_BET_OPTIONS.map(minBetCents), [null, 1, 5, 10, 50, 75]);
  assert.equal(PAGE_SIZE, { lobby: 9, home: 20, favLobby: 24, favHome: 20 });
});

test('SPEC §2.3/§2.4 the lobby URL: category, type, classify and vendor categories', () => {
  assert.equal(lobbyStart('gameCategory=RNG&gameType=RNG&gameClassify=ALL'), {
    category: 'RNG',
    gameType: 'RNG',
    tab: 'ALL',
    vassalage: '',
  });
  assert.equal(lobbyStart('gameCategory=PG&gameType=RNG&gameClassify=ALL'), {
    category: 'RNG',
    gameType: 'RNG',
    tab: 'ALL',
    vassalage: 'PGE',
  });
  assert.equal(lobbyStart('gameCategory=FISH&gameType=FISH'), {
    category: 'FISH',
    gameType: 'FISH',
    tab: 'ALL',
    vassalage: '',
  });
  assert.equal(lobbyStart('gameCategory=ESPORTS&gameType=SPORTS'), {
    category: 'ESPORTS',
    gameType: 'SPORTS',
    tab: 'ALL',
    vassalage: '',
  });
  assert.equal(lobbyStart('gameCategory=NEW&gameType=RNG&gameClassify=NEW'), {
    category: 'RNG',
    gameType: 'RNG',
    tab: 'NEW',
    vassalage: '',
  });
  assert.equal(lobbyStart('gameCategory=MEGAWAY'), { category: 'RNG', gameType: 'RNG', tab: 'MEGAWAY', vassalage: '' });
  assert.equal(lobbyStart('gameCategory=LIVE&gameType=LIVE&gameClassify=NEW').tab, 'ALL', 'New is RNG only');
  assert.equal(lobbyStart('gameCategory=LIVE&gameType=LIVE&gameClassify=BACCARAT').tab, 'BACCARAT');
  assert.equal(
    lobbyStart(''),
    { category: 'RNG', gameType: 'RNG', tab: 'ALL', vassalage: '' },
    'no query starts at slots',
  );
});

const base: LobbyFilter = { tab: 'ALL', vassalage: '', minBet: 'all', gameName: '', selectType: 'ALL' };

test('SPEC §7 the lobby asks for the category with each filter; favourites by type', () => {
  assert.equal(lobbyCall('BGS', base), {
    call: 'gameList',
    params: {
      gameType: 'RNG',
      gameCategory: 'BGS',
      vassalage: undefined,
      gameClassify: undefined,
      isNew: undefined,
      minBet: undefined,
      gameName: undefined,
    },
  });
  assert.equal(
    lobbyCall('RNG', { ...base, tab: 'NEW', minBet: '0.05', vassalage: 'PGE', gameName: '  dragon ' }).params,
    {
      gameType: 'RNG',
      gameCategory: 'RNG',
      vassalage: 'PGE',
      gameClassify: undefined,
      isNew: true,
      minBet: '0.05',
      gameName: 'dragon',
    },
  );
  assert.equal(
    (lobbyCall('RNG', { ...base, tab: 'MEGAWAY' }).params as { gameClassify?: string }).gameClassify,
    'MEGAWAY',
  );
  assert.equal(
    lobbyCall('LIVE', { ...base, minBet: '0.5', selectType: 'NEW' }).params,
    {
      gameType: 'LIVE',
      gameCategory: 'LIVE',
      vassalage: undefined,
      gameClassify: undefined,
      isNew: undefined,
      minBet: undefined,
      gameName: undefined,
    },
    'min bet and New are RNG only',
  );
  assert.equal(lobbyCall('ESPORTS', { ...base, tab: 'FAV' }), {
    call: 'favouriteList',
    params: { gameType: 'SPORTS' },
  });
  assert.equal(lobbyCall('RNG', { ...base, selectType: 'FAV' }).call, 'favouriteList');
});

test.run();
