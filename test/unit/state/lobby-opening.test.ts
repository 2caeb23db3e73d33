// A member's visit that opens on the game list centre (SPEC §2.4): page 1 is asked before the
// first render (state/games/lobby.ts openLobby); the grid shows it from that render when it is
// in, waits for it when it is still on its way, and asks itself only when it failed. Never twice.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootLobbyPage, lobbyFirstParams, lobbyListUrl } from '../../../src/boot/lobby-first-page.ts';
import { lobbyCall, lobbyStart, NO_EXTRA_FILTER } from '../../../src/rules/filters.ts';
import { lobbyFirstPage, lobbyPages, openLobby } from '../../../src/state/games/lobby.ts';
import { fail, type FetchCall, installFetch, ok } from '../../setup/fake-fetch.ts';

const SEARCH = '?gameCategory=RNG&gameType=RNG&gameClassify=ALL';
const start = lobbyStart(SEARCH);
const request = lobbyCall(start.category, { tab: start.tab, vassalage: start.vassalage, ...NO_EXTRA_FILTER });
const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.includes('/wps/game/list?'));
const answer = (pageNum: number) => ok({ games: [], pageNum, totalPages: 3, total: 27 });
const signal = new AbortController().signal;

test('SPEC §2.4 answered before the first render: the grid shows page 1 from that render and asks nothing again', async () => {
  const f = installFetch((c) => answer(Number(new URL(c.url, 'http://x').searchParams.get('pageNo'))));
  try {
    await openLobby(SEARCH, 'pt');
    const first = lobbyFirstPage(request, 'pt');
    assert.is(first?.totalPages, 3, 'page 1 is there at the first render');
    assert.is(lobbyFirstPage(request, 'pt'), null, 'taken once');
    await lobbyPages(request, 'pt')(2, signal);
    assert.equal(
      listCalls(f.calls).map((c) => new URL(c.url, 'http://x').searchParams.get('pageNo')),
      ['1', '2'],
      'page 1 once, then the next page as the player scrolls',
    );
  } finally {
    f.restore();
  }
});

test('SPEC §2.4 still on its way at the first render: the grid waits for that call instead of asking again', async () => {
  let answerNow = () => {};
  const f = installFetch(
    (_c, n) =>
      new Promise<Response>((done) => {
        if (n === 1) answerNow = () => done(answer(1));
        else done(answer(1));
      }),
  );
  try {
    const opening = openLobby(SEARCH, 'pt');
    assert.is(lobbyFirstPage(request, 'pt'), null, 'nothing to draw yet: the grid shows its loading state');
    const page1 = lobbyPages(request, 'pt')(1, signal);
    answerNow();
    await opening;
    assert.is((await page1).pageNo, 1);
    assert.is(listCalls(f.calls).length, 1, 'one request for page 1');
  } finally {
    f.restore();
  }
});

test('a failed opening call: the grid asks for page 1 itself (its message and retry are the usual ones)', async () => {
  const f = installFetch((_c, n) => (n === 1 ? fail('E_REFUSED', 400) : answer(1)));
  try {
    await openLobby(SEARCH, 'pt');
    assert.is(lobbyFirstPage(request, 'pt'), null);
    assert.is((await lobbyPages(request, 'pt')(1, signal)).pageNo, 1);
    assert.is(listCalls(f.calls).length, 2, "the refused call, then the page's own");
  } finally {
    f.restore();
  }
});

test("SPEC §2.4 asked by index.html's script with the token: the opening call takes that response, and the body the script read does not stay for a later visit", async () => {
  const url = lobbyListUrl(SEARCH, 'pt')!;
  const body = { success: true, value: { games: [], pageNum: 1, totalPages: 3, total: 27 }, code: '', message: '' };
  const page = globalThis as { __boot?: Record<string, Promise<Response>>; __bootBodies?: Record<string, unknown> };
  page.__boot = { [url]: Promise.resolve(ok(body.value)) };
  page.__bootBodies = { [url]: body };
  const f = installFetch(() => answer(1));
  try {
    await openLobby(SEARCH, 'pt');
    assert.is(lobbyFirstPage(request, 'pt')?.totalPages, 3);
    assert.is(listCalls(f.calls).length, 0, "no request: the script's response was taken");
    assert.is(bootLobbyPage(lobbyFirstParams(SEARCH, 'pt')!), null, 'no old body left for a later visit');
  } finally {
    f.restore();
    delete page.__boot;
    delete page.__bootBodies;
  }
});

test.run();
