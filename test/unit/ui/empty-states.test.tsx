// Views given an empty or partial list (SPEC §2.3, §2.4, §2.10, §2.11): each shows
// its empty state, never a blank area or a spinner; a partial answer shows what it has.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Game } from '../../../src/api/types.ts';
import { Help as HelpPage } from '../../../src/pages/help/index.tsx';
import InboxPage from '../../../src/pages/messages/inbox.tsx';
import NoticePage from '../../../src/pages/messages/notice.tsx';
import { notices } from '../../../src/state/announcements.ts';
import { helpTopics } from '../../../src/state/help.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { pagedList } from '../../../src/state/paged.ts';
import { setSession } from '../../../src/state/session.ts';
import { GameGrid } from '../../../src/ui/GameGrid/index.tsx';
import { GameRow } from '../../../src/ui/GameRow/index.tsx';
import { installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {});
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  for (const r of [notices, helpTopics]) {
    r.data.value = null;
    r.error.value = null;
  }
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

async function page(path: string, answer: unknown) {
  f = installFetch(() => ok(answer));
  const loc = memoryLocation({ path, record: true });
  view = await render(
    <Router hook={loc.hook}>
      <Switch>
        <Route path="/m/webEmail">
          <InboxPage />
        </Route>
        <Route path="/m/notice">
          <NoticePage />
        </Route>
        <Route path="/m/help">
          <HelpPage />
        </Route>
      </Switch>
    </Router>,
  );
  await flush();
  await flush();
}
const noSpinner = () => assert.is(view!.container.querySelector('.state-loading, .spinner'), null, 'no spinner');
const emptyText = () => view!.container.querySelector('.state-empty')?.textContent ?? null;

test('SPEC §2.10 inbox: an empty list shows the empty-inbox text', async () => {
  await page('/m/webEmail', { list: [], unread: 0, total: 0, pageNum: 1, totalPages: 1 });
  assert.is(emptyText(), 'inbox.none');
  noSpinner();
});

test('SPEC §2.10 inbox: a partial page (total above the items sent) shows the messages it has', async () => {
  await page('/m/webEmail', {
    list: [{ id: 7, title: 'Only one', content: '<p>x</p>', read: false, createdAt: '2026-01-01T00:00:00Z' }],
    unread: 9,
    total: 40,
    pageNum: 1,
    totalPages: 1,
  });
  assert.is(view!.container.querySelectorAll('.acc-item').length, 1);
  assert.match(view!.text(), 'Only one');
  noSpinner();
});

test('SPEC §2.3 announcements: an empty list shows the no-announcement text', async () => {
  await page('/m/notice', []);
  assert.is(emptyText(), 'notice.none');
  noSpinner();
});

test('SPEC §2.11 help: an empty topic list shows the no-data placeholder', async () => {
  await page('/m/help', []);
  assert.ok(emptyText(), 'an empty state');
  noSpinner();
});

test('SPEC §2.4 game grid: a list answering no games shows its empty text (or the caller’s)', async () => {
  for (const [emptyTextProp, want] of [
    [undefined, 'games.empty'],
    ['fav.none', 'fav.none'],
  ] as const) {
    const list = pagedList<Game>((g) => g.nodeId);
    await list.reset(async () => ({ items: [], pageNo: 1, totalPages: 0, total: 0 }));
    view = await render(<GameGrid list={list} label="Games" emptyText={emptyTextProp} />);
    assert.is(emptyText(), want);
    noSpinner();
    view.unmount();
    view = null;
  }
});

test('SPEC §2.3 home row: a category with no games says so instead of an empty strip', async () => {
  const loc = memoryLocation({ path: '/m/home' });
  view = await render(
    <Router hook={loc.hook}>
      <GameRow category="SPORTS" gameType="SPORTS" title="Sports" games={[]} />
    </Router>,
  );
  assert.is(view.container.querySelector('.grow-empty')?.textContent, 'games.empty');
  assert.is(view.container.querySelector('.gt-skeleton'), null, 'no skeleton');
  assert.is(view.container.querySelector('section')!.getAttribute('aria-busy'), 'false');
});

test.run();
