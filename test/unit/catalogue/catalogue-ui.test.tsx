// Catalogue views in happy-dom: game rows, tiles, the paged grid, lazy images, the banner
// carousel controls and the ticker (SPEC §2.3, §2.4).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Banner as BannerItem, Game } from '../../../src/api/types.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { pagedList } from '../../../src/state/paged.ts';
import { setSession } from '../../../src/state/session.ts';
import { site } from '../../../src/state/site.ts';
import { imageUrl, pickCdn } from '../../../src/lib/cdn.ts';
import { LazyImage } from '../../../src/ui/LazyImage/index.tsx';
import { GameRow, SCROLL_STEP_PX } from '../../../src/ui/GameRow/index.tsx';
import { GameGrid } from '../../../src/ui/GameGrid/index.tsx';
import { Banner } from '../../../src/ui/Banner/index.tsx';
import { HomeTicker } from '../../../src/ui/HomeTicker/index.tsx';
import { installFakeIntersection } from '../../setup/fake-intersection.ts';
import { click, flush, render, type Rendered } from '../../setup/render.tsx';

const game = (i: number, over: Partial<Game> = {}): Game => ({
  nodeId: String(10000 + i),
  nodeName: `Game ${i}`,
  gameName: `Game ${i}`,
  gameId: String(i),
  roomId: '',
  gameType: 'RNG',
  gameCode: `g${i}`,
  gameCategory: 'RNG',
  vassalage: 'PGE',
  vendorCode: 'PGE',
  displayName: `Game ${i}`,
  iconUrl: `/static-game-icons/${10000 + i}.svg`,
  showIcon: true,
  gameClassify: '',
  gameClassifyNew: '',
  lottoMode: '',
  gameGroupId: '',
  supportPlay: 0,
  supportFreePlay: true,
  minBet: 10,
  isNew: false,
  ...over,
});

let view: Rendered | null = null;
function routed(ui: React.ReactElement, path = '/m/home') {
  const loc = memoryLocation({ path, record: true });
  return { loc, ui: <Router hook={loc.hook}>{ui}</Router> };
}
test.before.each(() => {
  setDictionary('en', {
    'row.viewAll': 'View all',
    'games.more': 'More games',
    'games.page': 'Page',
    'notice.none': 'No announcement',
  });
});
test.after.each(() => {
  view?.unmount();
  view = null;
  setSession(null);
});

test('SPEC §2.3 row: view all hidden for SPORTS, a handler for HOT, the lobby centre otherwise', async () => {
  const games = [game(1), game(2)];
  const sports = routed(<GameRow category="SPORTS" gameType="SPORTS" title="Sports" games={games} />);
  view = await render(sports.ui);
  assert.is(view.container.querySelector('a.link'), null);
  assert.not.ok(view.text().includes('View all'));
  view.unmount();
  let hot = 0;
  view = await render(
    routed(<GameRow category="HOT" gameType="HOT" title="Hot" games={games} onViewAllHot={() => hot++} />).ui,
  );
  await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'View all') ?? null);
  assert.is(hot, 1);
  view.unmount();
  view = await render(routed(<GameRow category="PG" gameType="RNG" title="PG" games={games} />).ui);
  assert.is(
    view.container.querySelector('a.link')?.getAttribute('href'),
    '/m/gameLobbyCenter?gameCategory=PG&gameType=RNG&gameClassify=ALL',
  );
  assert.is(view.container.querySelectorAll('.gt').length, 2);
});

test('SPEC §2.3 row: the scroll buttons move the track 200 px each way; no data shows placeholders', async () => {
  view = await render(routed(<GameRow category="RNG" gameType="RNG" title="Slots" games={null} />).ui);
  assert.is(view.container.querySelectorAll('.gt-skeleton').length, 4);
  assert.is(view.container.querySelector('section')?.getAttribute('aria-busy'), 'true');
  const track = view.container.querySelector('.grow-track') as HTMLElement;
  const moves: number[] = [];
  track.scrollBy = ((o: ScrollToOptions) => {
    moves.push(o.left ?? 0);
  }) as typeof track.scrollBy;
  const [left, right] = [...view.container.querySelectorAll('.grow-tools button')];
  await click(right ?? null);
  await click(left ?? null);
  assert.equal(moves, [SCROLL_STEP_PX, -SCROLL_STEP_PX]);
});

test('SPEC §2.3 row: the four tiles the track shows draw first, the rest once the player moves the row', async () => {
  const games = Array.from({ length: 10 }, (_, i) => game(i + 1));
  const tiles = () => view!.container.querySelectorAll('.gt').length;
  const names = () => [...view!.container.querySelectorAll('.gt-name')].map((n) => n.textContent);
  const row = () => routed(<GameRow category="RNG" gameType="RNG" title="Slots" games={games} />).ui;
  // Nothing moved: the row stays at what the screen shows, however long it waits.
  view = await render(row());
  await new Promise((r) => setTimeout(r, 50));
  await flush();
  assert.is(tiles(), 4);
  // A finger's scroll of the track draws the rest, in order.
  await act(async () => {
    view!.container.querySelector('.grow-track')!.dispatchEvent(new Event('scroll'));
  });
  assert.is(tiles(), 10);
  assert.equal(names().slice(0, 5), ['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5']);
  view.unmount();
  // The keyboard reaching a tile draws the rest too, so Tab goes on to the fifth game.
  view = await render(row());
  await act(async () => {
    (view!.container.querySelector('.gt-open') as HTMLElement).focus();
  });
  assert.is(tiles(), 10);
  view.unmount();
  // A scroll button draws the rest, then steps: a track of four tiles has no 200 px to go.
  view = await render(row());
  const track = view.container.querySelector('.grow-track') as HTMLElement;
  const steps: number[] = [];
  track.scrollBy = (() => {
    steps.push(view!.container.querySelectorAll('.gt').length);
  }) as typeof track.scrollBy;
  await click(view.container.querySelectorAll('.grow-tools button')[1] ?? null);
  assert.equal(steps, [10], 'one step, taken with the ten tiles drawn');
});

test('SPEC §4/§5/§6 a visitor tapping a tile goes to /m/login, and from there to the game', async () => {
  const r = routed(<GameRow category="RNG" gameType="RNG" title="Slots" games={[game(1)]} />);
  view = await render(r.ui);
  await click(view.container.querySelector('.gt-open'));
  const atLogin = () => r.loc.history?.at(-1)?.startsWith('/m/login?from=') === true;
  // The launch rules are imported on the first tap: the first import in a fresh process takes a while.
  for (const until = Date.now() + 5000; Date.now() < until && !atLogin(); ) await flush();
  const from = new URLSearchParams(r.loc.history!.at(-1)!.split('?')[1]).get('from')!;
  assert.match(from, /^\/m\/launchGame\?/);
  assert.is(new URLSearchParams(from.split('?')[1]).get('gameId'), game(1).gameId);
});

test('SPEC §2.4 grid: page / total, more games appends, disabled on the last page; empty state', async () => {
  const list = pagedList<Game>((g) => g.nodeId);
  await list.reset(async (pageNo) => ({
    items: [game(pageNo * 10 + 1), game(pageNo * 10 + 2)],
    pageNo,
    totalPages: 2,
    total: 4,
  }));
  view = await render(routed(<GameGrid list={list} label="Slots" />).ui);
  assert.is(view.container.querySelector('.ggrid-page')?.textContent, 'Page 1 / 2');
  const more = () =>
    [...view!.container.querySelectorAll('button')].find((b) => b.textContent === 'More games') as HTMLButtonElement;
  assert.is(more().disabled, false);
  await click(more());
  await flush();
  assert.is(view.container.querySelectorAll('.ggrid > li').length, 4);
  assert.is(view.container.querySelector('.ggrid-page')?.textContent, 'Page 2 / 2');
  assert.is(more().disabled, true);
  await act(async () => {
    await list.reset(async () => ({ items: [], pageNo: 1, totalPages: 0, total: 0 }));
  });
  assert.ok(view.container.querySelector('.state-empty'));
});

test('SPEC §2.4 grid: an appended page joins a row per painted frame; another list shows whole at once', async () => {
  const nine = (from: number) => Array.from({ length: 9 }, (_, i) => game(from + i));
  const list = pagedList<Game>((g) => g.nodeId);
  await list.reset(async (pageNo) => ({ items: nine(pageNo * 100), pageNo, totalPages: 3, total: 27 }));
  view = await render(routed(<GameGrid list={list} label="Slots" />).ui);
  const tiles = () => view!.container.querySelectorAll('.ggrid > li').length;
  const frame = () =>
    act(async () => {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 5)));
    });
  assert.is(tiles(), 9, 'the first page shows whole');
  await act(async () => {
    await list.more();
  });
  // The page count and the first new row come with the answer; the other rows follow, one per frame.
  assert.is(view.container.querySelector('.ggrid-page')?.textContent, 'Page 2 / 3');
  const seen = [tiles()];
  for (let i = 0; i < 5 && seen.at(-1)! < 18; i++) {
    await frame();
    seen.push(tiles());
  }
  assert.equal(seen, [12, 15, 18]);
  const names = [...view.container.querySelectorAll('.gt-name')].map((n) => n.textContent);
  assert.is(names[9], 'Game 200', 'appended after the tiles already shown, in order');
  // A new category (a replaced list) does not trickle in.
  await act(async () => {
    await list.reset(async (pageNo) => ({ items: nine(pageNo * 1000), pageNo, totalPages: 1, total: 9 }));
  });
  assert.is(tiles(), 9);
  assert.is(view.container.querySelector('.gt-name')?.textContent, 'Game 1000');
});

test('lazy images: one observer with a 100 px margin; a placeholder until near; batches at most every 300 ms', async () => {
  const observer = installFakeIntersection();
  try {
    // A fresh copy of the module, so its shared observer is the fake one.
    const copy = '?fresh=1';
    const { LazyImage, LAZY_PLACEHOLDER } = (await import(
      `../../../src/ui/LazyImage/index.tsx${copy}`
    )) as typeof import('../../../src/ui/LazyImage/index.tsx');
    view = await render(
      <div>
        {[1, 2, 3].map((i) => (
          <LazyImage key={i} src={`/i/${i}.svg`} width={96} height={96} />
        ))}
        <LazyImage src="/i/e.svg" width={10} height={10} eager />
      </div>,
    );
    const imgs = [...view.container.querySelectorAll('img')];
    assert.is(observer.margin(), '100px');
    assert.equal(
      imgs.map((i) => i.getAttribute('src')),
      [LAZY_PLACEHOLDER, LAZY_PLACEHOLDER, LAZY_PLACEHOLDER, '/i/e.svg'],
      'only the eager one loads at once; the others show the placeholder, which costs no request',
    );
    assert.equal(
      imgs.map((i) => i.getAttribute('width')),
      ['96', '96', '96', '10'],
      'boxes are sized before loading',
    );
    assert.is(observer.observed.length, 3);
    const hit = (target: Element) => observer.deliver([{ target, isIntersecting: true }]);
    await act(async () => {
      hit(imgs[0]!);
      await new Promise((r) => setTimeout(r, 10));
    });
    assert.is(imgs[0]!.getAttribute('src'), '/i/1.svg', 'the first batch goes at once');
    await act(async () => {
      hit(imgs[1]!);
      await new Promise((r) => setTimeout(r, 100));
    });
    assert.is(imgs[1]!.getAttribute('src'), LAZY_PLACEHOLDER, 'the next batch waits for the 300 ms throttle');
    await act(async () => {
      hit(imgs[2]!);
      await new Promise((r) => setTimeout(r, 300));
    });
    assert.equal(
      imgs.map((i) => i.getAttribute('src')),
      ['/i/1.svg', '/i/2.svg', '/i/3.svg', '/i/e.svg'],
    );
  } finally {
    observer.restore();
  }
});

const banner = (id: number): BannerItem => ({
  id,
  url: `/b/${id}.svg`,
  groupName: 'm_home',
  title: `Banner ${id}`,
  link: '/m/activity',
});

test('SPEC §2.3 carousel: controls only with more than one banner; pausing is announced', async () => {
  view = await render(routed(<Banner banners={[banner(1)]} />).ui);
  assert.is(view.container.querySelectorAll('.bnr-dot').length, 0);
  assert.is(view.container.querySelector('.bnr-pause'), null, 'one banner does not rotate: nothing to pause');
  view.unmount();
  view = await render(routed(<Banner banners={[banner(1), banner(2), banner(3)]} />).ui);
  assert.is(view.container.querySelectorAll('.bnr-dot').length, 3);
  assert.is(
    view.container.querySelector('.bnr-dot[aria-current="true"]'),
    view.container.querySelectorAll('.bnr-dot')[0],
  );
  const pause = view.container.querySelector('.bnr-pause')!;
  assert.is(pause.getAttribute('aria-pressed'), 'false');
  await click(pause);
  assert.is(pause.getAttribute('aria-pressed'), 'true');
  assert.equal(
    [...view.container.querySelectorAll('.bnr-link')].map((a) => a.getAttribute('href')),
    ['/m/activity', '/m/activity', '/m/activity'],
  );
});

test('until the banners are in, the empty box shows the picture the boot shell painted there, or nothing', async () => {
  view = await render(routed(<Banner banners={[]} placeholder="/static-banners/1.png" />).ui);
  const box = view.container.querySelector('.bnr.bnr-empty')!;
  assert.ok(box, 'the same box as the carousel');
  assert.is(box.getAttribute('aria-hidden'), 'true');
  assert.equal(
    [...box.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt'), i.className]),
    [['/static-banners/1.png', '', 'bnr-img']],
  );
  view.unmount();
  view = await render(routed(<Banner banners={[]} />).ui);
  assert.is(view.container.querySelectorAll('.bnr-empty img').length, 0, 'no boot picture: an empty box');
  view.unmount();
  view = await render(routed(<Banner banners={[banner(1)]} placeholder="/static-banners/9.png" />).ui);
  assert.equal(
    [...view.container.querySelectorAll('img')].map((i) => i.getAttribute('src')),
    ['/b/1.svg'],
    'the answer wins over the placeholder',
  );
});

test('SPEC §2.3 ticker: notices link to /m/notice?<index>; none shows the no-announcement text', async () => {
  view = await render(routed(<HomeTicker notices={[]} />).ui);
  assert.ok(view.text().includes('No announcement'));
  view.unmount();
  const item = (id: number) => ({
    id,
    title: `N${id}`,
    content: '',
    startDate: '',
    execution: 'A',
    promotionType: '',
    read: false,
  });
  view = await render(routed(<HomeTicker notices={[item(7), item(9)]} />).ui);
  assert.equal(
    [...view.container.querySelectorAll('.tick-item')].map((a) => [a.textContent, a.getAttribute('href')]),
    [
      ['N7', '/m/notice?0'],
      ['N9', '/m/notice?1'],
    ],
  );
});

test('SPEC §9 images: a CDN picked at random from the site list, this origin as the single-host fallback', async () => {
  const list = ['https://img1.example', 'https://img2.example/', 'http://insecure.example', 'not a host'];
  assert.is(
    pickCdn(list, () => 0),
    'https://img1.example',
  );
  assert.is(
    pickCdn(list, () => 0.99),
    'https://img2.example',
    'trailing slash dropped; only https hosts count',
  );
  assert.is(
    pickCdn([], () => 0.5),
    null,
    'no list: images come from this origin',
  );
  site.value = { imageCDNs: ['https://img1.example'] } as unknown as typeof site.value;
  try {
    view = await render(<LazyImage src="/static-game-icons/10001.svg" width={96} height={96} eager />);
    // The choice is made once per visit (lib/cdn.ts); the tile uses exactly that choice.
    assert.is(
      view.container.querySelector('img')?.getAttribute('src'),
      imageUrl('/static-game-icons/10001.svg', ['https://img1.example']),
    );
    assert.is(
      imageUrl('https://other.example/x.svg', ['https://img1.example']),
      'https://other.example/x.svg',
      'absolute URLs are kept',
    );
  } finally {
    site.value = null;
  }
});

test.run();
