// The inbox reads every message page by page: 'More' appends the next page and goes away on
// the last; the unread count covers every page and falls as messages are opened.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import InboxPage from '../../../src/pages/messages/inbox.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { setSession } from '../../../src/state/session.ts';
import { installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

const message = (id: number) => ({
  id,
  title: `Message ${id}`,
  content: '<p>x</p>',
  read: false,
  createdAt: '2026-01-01T12:00:00Z',
});

test('SPEC §2.10 inbox: every message is reachable, 50 a page, through More; the unread count covers them all', async () => {
  setDictionary('en', {
    'common.more': 'More',
    'inbox.unreadCount.one': '{count} unread',
    'inbox.unreadCount.other': '{count} unread',
  });
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  f = installFetch((c) => {
    const pageNo = Number(new URL(c.url, 'http://x').searchParams.get('pageNo'));
    const ids = pageNo === 1 ? Array.from({ length: 50 }, (_, i) => 53 - i) : [3, 2, 1];
    return ok({ list: ids.map(message), unread: 53, total: 53, pageNum: pageNo, totalPages: 2 });
  });
  view = await render(<InboxPage />);
  await flush();
  await flush();
  const items = () => view!.container.querySelectorAll('.acc-item');
  assert.is(items().length, 50);
  assert.match(view!.text(), '53 unread');
  const more = () => Array.from(view!.container.querySelectorAll('button')).find((b) => b.textContent === 'More');
  await act(async () => {
    more()!.click();
  });
  await flush();
  assert.is(items().length, 53, 'the oldest three joined the list');
  assert.ok(view!.text().includes('Message 1'));
  assert.is(more(), undefined, 'no More on the last page');
  const inboxCalls = f.calls.filter((c) => c.url.includes('/inbox'));
  assert.equal(
    inboxCalls.map((c) => new URL(c.url, 'http://x').searchParams.get('pageNo')),
    ['1', '2'],
    'each page asked once, in order',
  );
});

test.run();
