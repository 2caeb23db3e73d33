// SPEC §7 Chat unread count: its own call (value.unReadCount) beside the inbox counters, alert
// off (a failed chat count shows nothing and keeps the last one), the counters still arriving.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countsWithChat } from '../../../src/state/chat-unread.ts';
import { fail, installFetch, ok } from '../../setup/fake-fetch.ts';

const COUNTS = { inboxUnreadCount: 2, chatUnreadCount: 0, announcementUnreadCount: 1 };

test('SPEC §7: the chat count comes from its own call, the counters from theirs (without the chat)', async () => {
  const f = installFetch((c) =>
    new URL(c.url, 'http://x').pathname === '/wps/chat/unreadCount' ? ok({ unReadCount: 3 }) : ok(COUNTS),
  );
  try {
    assert.equal(await countsWithChat(), { ...COUNTS, chatUnreadCount: 3 });
    const urls = f.calls.map((c) => new URL(c.url, 'http://x'));
    assert.equal(urls.map((u) => u.pathname).sort(), ['/wps/chat/unreadCount', '/wps/member/unreadCount']);
    const counters = urls.find((u) => u.pathname === '/wps/member/unreadCount')!;
    assert.is(counters.searchParams.get('withChat'), 'false', 'the chat is not counted twice');
    const chat = urls.find((u) => u.pathname === '/wps/chat/unreadCount')!;
    assert.is(chat.searchParams.get('module'), 'CBS3');
  } finally {
    f.restore();
  }
});

test('SPEC §7 alert off: a failed chat count keeps the last one and the counters still arrive', async () => {
  let chatFails = false;
  const deps = {
    counts: () => Promise.resolve(COUNTS),
    chat: () => (chatFails ? Promise.reject(new Error('down')) : Promise.resolve({ unReadCount: 5 })),
  };
  assert.is((await countsWithChat(deps)).chatUnreadCount, 5);
  chatFails = true;
  assert.equal(await countsWithChat(deps), { ...COUNTS, chatUnreadCount: 5 });
});

test('a failed counters call fails the poll (the stream backs off)', async () => {
  const f = installFetch(() => fail('SERVER_ERROR', 500));
  try {
    await countsWithChat().then(
      () => assert.unreachable('should fail'),
      (e: unknown) => assert.instance(e, Error),
    );
  } finally {
    f.restore();
  }
});

test.run();
