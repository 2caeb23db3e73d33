// SPEC §4 favourites state, paging state and launch routing through the state layer.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loginFrom } from '../../../src/routes.ts';
import { favouriteIds, ensureFavourites, toggleFavourite } from '../../../src/state/favourites.ts';
import { launchParams } from '../../../src/rules/game-launch.ts';
import { gameLaunch } from '../../../src/state/games/screens.ts';
import { launch, launchedFrom, prepare, resetLaunch, warm } from '../../../src/state/launch.ts';
import { pagedList, type PageAnswer } from '../../../src/state/paged.ts';
import { setSession } from '../../../src/state/session.ts';
import { toasts } from '../../../src/state/toasts.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { fail, installFetch, ok } from '../../setup/fake-fetch.ts';

const SESSION = { token: 'tok-fav', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false };
const GAME = { nodeId: '10007', vassalage: 'PGE' };
const flush = () => new Promise((r) => setTimeout(r, 0));
const kinds = () => toasts.value.map((t) => `${t.kind}:${t.text}`);

test.before.each(() => {
  setDictionary('en', {
    'fav.wait': 'Please wait…',
    'fav.saved': 'Changes saved',
    'toast.pleaseLogin': 'Please log in',
  });
  toasts.value = [];
});
test.after.each(() => {
  setSession(null);
  ensureFavourites();
  resetLaunch();
});

test('SPEC §4 favourites: ids load once per session; a visitor has none', async () => {
  const f = installFetch(() => ok(['1', '2']));
  try {
    setSession(SESSION);
    ensureFavourites();
    ensureFavourites();
    await flush();
    assert.equal(favouriteIds.value, ['1', '2']);
    assert.is(f.calls.length, 1);
    setSession(null);
    assert.equal(favouriteIds.value, [], 'signed out: no stars');
  } finally {
    f.restore();
  }
});

test('SPEC §4/§8 favourites: please wait, the id appends only after success, then the saved text', async () => {
  let answer: (r: Response) => void = () => undefined;
  const f = installFetch((c) =>
    c.url.includes('/ids')
      ? ok([])
      : new Promise<Response>((r) => {
          answer = r;
        }),
  );
  try {
    setSession(SESSION);
    ensureFavourites();
    await flush();
    const done = toggleFavourite(GAME, () => assert.unreachable('no navigation'));
    await flush();
    assert.equal(kinds(), ['loading:Please wait…']);
    assert.equal(favouriteIds.value, [], 'nothing changes before the server answers');
    const add = f.calls[1]!;
    assert.equal([add.method, JSON.parse(add.body!)], ['POST', GAME]);
    answer(ok(null));
    assert.is(await done, 'add');
    assert.equal(favouriteIds.value, ['10007']);
    assert.equal(kinds(), ['success:Changes saved'], 'loading hidden, saved shown');
    const remove = toggleFavourite(GAME, () => undefined);
    await flush();
    assert.is(f.calls[2]!.method, 'DELETE');
    assert.match(f.calls[2]!.url, 'nodeId=10007');
    answer(ok(null));
    assert.is(await remove, 'remove');
    assert.equal(favouriteIds.value, []);
  } finally {
    f.restore();
  }
});

test('SPEC §8 favourites: a failure only hides the loading', async () => {
  const f = installFetch((c) => (c.url.includes('/ids') ? ok(['5']) : fail('SERVER_ERROR', 400)));
  try {
    setSession(SESSION);
    ensureFavourites();
    await flush();
    assert.is(await toggleFavourite(GAME, () => undefined), null);
    assert.equal(favouriteIds.value, ['5']);
    assert.equal(kinds(), []);
  } finally {
    f.restore();
  }
});

test('SPEC §4 favourites: a visitor goes to /m/login (and back) without calling the server', async () => {
  const f = installFetch(() => ok(null));
  try {
    const went: string[] = [];
    assert.is(await toggleFavourite(GAME, (p) => went.push(p)), null);
    assert.equal(went, [loginFrom(location.pathname + location.search)]);
    assert.is(f.calls.length, 0);
    assert.equal(kinds(), ['info:Please log in']);
  } finally {
    f.restore();
  }
});

test('SPEC §4 launch: guests to /m/login and back to the game; lottery vendors fetch the mapping once; the origin is remembered', async () => {
  const f = installFetch(() => ok({ menu: [], mapping: { TCG_LOTTO_VN: 'ELOTT' } }));
  try {
    const went: string[] = [];
    await launch({ nodeId: '1', gameId: '9', vassalage: 'PGE', gameCategory: 'RNG' }, (p) => went.push(p), '/m/home');
    assert.equal(went, [loginFrom('/m/launchGame?gameCategory=RNG&vassalage=PGE&gameId=9&nodeId=1&pageBack=1')]);
    assert.is(launchedFrom.value, null);
    setSession(SESSION);
    await launch({ nodeId: '2', gameId: '19001', vassalage: 'TCG_LOTTO_VN' }, (p) => went.push(p), '/m/home');
    await launch(
      { nodeId: '3', gameId: '19002', vassalage: 'LOTT', lottoMode: 'Entertainment' },
      (p) => went.push(p),
      '/m/lottery',
    );
    await flush();
    assert.is(f.calls.filter((c) => c.url.includes('/wps/lottery/menu')).length, 1, 'the mapping is fetched once');
    assert.is(
      went[1],
      '/m/startLottery?mui=1&playType=trad&gameId=19001&prize_mode=Elott&vassalage=TCG_LOTTO_VN&pageBack=1',
    );
    assert.is(went[2], '/m/startLottery?mui=1&playType=ent&gameId=19002&prize_mode=Elott&vassalage=LOTT');
    assert.is(launchedFrom.value, '/m/lottery');
  } finally {
    f.restore();
  }
});

test('SPEC §4 launch: a lottery tap asks the mapping once: the touch and the click share the call in flight; a failed one is asked again', async () => {
  let menu = () => fail('NOT_AVAILABLE', 200);
  const f = installFetch((c) =>
    c.url.includes('/wps/lottery/menu') ? menu() : ok({ url: '/demo/lottery?ticket=t1', gameName: 'Lotto' }),
  );
  try {
    setSession(SESSION);
    const game = { nodeId: '2', gameId: '19001', vassalage: 'TCG_LOTTO_VN' };
    const went: string[] = [];
    // The click lands while the touch's mapping call is still on its way.
    await Promise.all([prepare(game, '/m/home'), launch(game, (p) => went.push(p), '/m/home')]);
    const menuCalls = () => f.calls.filter((c) => c.url.includes('/wps/lottery/menu')).length;
    assert.is(menuCalls(), 1, 'one call for the touch and the click');
    assert.match(went[0]!, /prize_mode=Lott&/, 'without a mapping, the lottery mode');
    menu = () => ok({ menu: [], mapping: { TCG_LOTTO_VN: 'ELOTT' } });
    await launch(game, (p) => went.push(p), '/m/home');
    assert.is(menuCalls(), 2, 'the failed call is asked again');
    assert.match(went[1]!, /prize_mode=Elott&/);
    await launch(game, (p) => went.push(p), '/m/home');
    assert.is(menuCalls(), 2, 'an answered one is kept');
  } finally {
    f.restore();
  }
});

test("SPEC §4 launch: a lottery tile a member has seen a while has its mapping ready, so the tap makes only its launch call; other tiles and a visitor's ask nothing", async () => {
  const f = installFetch((c) =>
    c.url.includes('/wps/lottery/menu')
      ? ok({ menu: [], mapping: { TCG_LOTTO_VN: 'ELOTT' } })
      : ok({ url: '/demo/lottery?ticket=t1', gameName: 'Lotto' }),
  );
  try {
    const lottery = { nodeId: '2', gameId: '19001', vassalage: 'TCG_LOTTO_VN' };
    warm(lottery);
    warm({ nodeId: '1', gameId: '9', vassalage: 'PGE' });
    await flush();
    assert.is(f.calls.length, 0, "a visitor's tap goes to the login page first: nothing is readied");
    setSession(SESSION);
    warm({ nodeId: '1', gameId: '9', vassalage: 'PGE' });
    await flush();
    assert.is(f.calls.length, 0, 'a slot needs no mapping');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    warm(lottery);
    // Back to the document's own property.
    delete (document as { hidden?: boolean }).hidden;
    await flush();
    assert.is(f.calls.length, 0, 'a hidden page makes no call');
    warm(lottery);
    warm(lottery);
    await flush();
    assert.equal(
      f.calls.map((c) => new URL(c.url, 'http://x').pathname),
      ['/wps/lottery/menu'],
      'asked once for every lottery tile shown',
    );
    const went: string[] = [];
    await launch(lottery, (p) => went.push(p), '/m/home');
    await flush();
    assert.equal(
      f.calls.slice(1).map((c) => new URL(c.url, 'http://x').pathname),
      ['/wps/game/launchGame'],
      'the tap makes its launch call alone',
    );
    assert.match(went[0]!, /prize_mode=Elott&/);
  } finally {
    f.restore();
  }
});

test("SPEC §4 launch: a member's launch call starts with the tap, and the launch page takes it instead of asking again", async () => {
  const f = installFetch(() => ok({ url: '/demo/slot?ticket=t1', gameName: 'Slot' }));
  try {
    setSession(SESSION);
    const went: string[] = [];
    await launch({ nodeId: '1', gameId: '9', vassalage: 'PGE', gameCategory: 'RNG' }, (p) => went.push(p), '/m/home');
    await flush();
    assert.is(f.calls.length, 1, 'asked before the page is there');
    assert.equal(JSON.parse(f.calls[0]!.body!), {
      vassalage: 'PGE',
      gameId: '9',
      nodeId: '1',
      gameCategory: 'RNG',
      language: 'en',
    });
    // The page builds its parameters from its own query, as /m/launchGame does.
    const query = new URLSearchParams(went[0]!.split('?')[1]);
    const page = gameLaunch();
    assert.equal(await page.load(launchParams('launcher', query, 'en')), {
      url: '/demo/slot?ticket=t1',
      gameName: 'Slot',
    });
    assert.is(f.calls.length, 1, 'one ticket: the page took the call in flight');
    await gameLaunch().load(launchParams('launcher', query, 'en'));
    assert.is(f.calls.length, 2, 'a page opened again asks afresh');
  } finally {
    f.restore();
  }
});

function pages(total: number, size: number) {
  const calls: number[] = [];
  const fetcher = async (pageNo: number): Promise<PageAnswer<{ nodeId: string }>> => {
    calls.push(pageNo);
    const items = Array.from({ length: Math.max(0, Math.min(size, total - (pageNo - 1) * size)) }, (_, i) => ({
      nodeId: String((pageNo - 1) * size + i),
    }));
    return { items, pageNo, totalPages: Math.ceil(total / size), total };
  };
  return { calls, fetcher };
}

test('SPEC §4 paging state: reset replaces from page 1, more appends, ignored on the last page', async () => {
  const list = pagedList<{ nodeId: string }>((g) => g.nodeId);
  const p = pages(20, 9);
  await list.reset(p.fetcher);
  assert.equal([list.page.value.items.length, list.page.value.pageNo, list.page.value.totalPages], [9, 1, 3]);
  await list.more();
  await list.more();
  assert.equal([list.page.value.items.length, list.page.value.pageNo], [20, 3]);
  await list.more();
  assert.equal(p.calls, [1, 2, 3], 'no call past the last page');
  const q = pages(4, 9);
  await list.reset(q.fetcher);
  assert.equal(
    list.page.value.items.map((g) => g.nodeId),
    ['0', '1', '2', '3'],
    'a new search replaces',
  );
  list.remove('2');
  assert.equal([list.page.value.items.map((g) => g.nodeId), list.page.value.total], [['0', '1', '3'], 3]);
  assert.is(list.loading.value, false);
});

test("a list that starts with its first page (the boot shell's answer) shows it at once and only takes over paging: page 1 is never asked again", async () => {
  const p = pages(20, 9);
  const first = await p.fetcher(1);
  p.calls.length = 0;
  const list = pagedList<{ nodeId: string }>((g) => g.nodeId, first);
  assert.equal(
    [list.page.value.items.length, list.page.value.pageNo, list.page.value.totalPages, list.loading.value],
    [9, 1, 3, false],
  );
  list.adopt(p.fetcher);
  assert.equal(p.calls, [], 'adopting asks nothing');
  await list.more();
  assert.equal([list.page.value.items.length, list.page.value.pageNo], [18, 2]);
  assert.equal(p.calls, [2], "'more' asks for page 2 with the adopted fetcher");
  assert.equal(
    pagedList<{ nodeId: string }>((g) => g.nodeId, null).page.value.pageNo,
    0,
    'without one it starts empty',
  );
});

test('SPEC §4 paging state: a newer reset wins over a slower older one; errors are dictionary keys', async () => {
  const list = pagedList<{ nodeId: string }>((g) => g.nodeId);
  let slow: (v: PageAnswer<{ nodeId: string }>) => void = () => undefined;
  const first = list.reset(
    (_n, signal) =>
      new Promise((r, reject) => {
        slow = r;
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  const second = list.reset(async () => ({ items: [{ nodeId: 'new' }], pageNo: 1, totalPages: 1 }));
  slow({ items: [{ nodeId: 'old' }], pageNo: 1, totalPages: 1 });
  await Promise.all([first, second]);
  assert.equal(list.page.value.items, [{ nodeId: 'new' }]);
  await list.reset(async () => {
    throw new Error('boom');
  });
  assert.equal([list.error.value, list.loading.value], ['error.unknown', false]);
});

test.run();
