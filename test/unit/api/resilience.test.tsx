// Failing networks at the client boundary: maintenance answers, unknown server
// codes, calls aborted when the player leaves a route, and recovery when the network
// returns. Pages run in happy-dom behind a wouter Switch, as in the app.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { endpoints } from '../../../src/api/calls/index.ts';
import { ApiError, call } from '../../../src/api/client.ts';
import { Help as HelpPage } from '../../../src/pages/help/index.tsx';
import InboxPage from '../../../src/pages/messages/inbox.tsx';
import { helpTopics } from '../../../src/state/help.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { errorKey } from '../../../src/state/resource.ts';
import { setSession } from '../../../src/state/session.ts';
import { fail, hang, installFetch, json, ok, type FakeFetch, type Responder } from '../../setup/fake-fetch.ts';
import { click, flush, render, type Rendered } from '../../setup/render.tsx';

const DICT = {
  'error.unknown': 'Unknown error',
  'error.maintenance': 'System upgrading, please try again later',
  'error.offline': 'No internet connection',
  'common.retry': 'Try again',
  'inbox.none': 'No messages',
};
const MESSAGE = { id: 1, title: 'Hello', content: '<p>Hi</p>', read: false, createdAt: '2026-01-02T10:00:00Z' };

let view: Rendered | null = null;
let f: FakeFetch | null = null;
const useFetch = (r: Responder) => (f = installFetch(r));
test.before.each(() => {
  setDictionary('en', DICT);
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  helpTopics.data.value = null;
  helpTopics.error.value = null;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    assert.instance(e, ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

test('SPEC §8 client: a 503 envelope with an unknown code shows the maintenance text, not a raw code', async () => {
  useFetch(() => fail('PLATFORM_DOWN_FOR_UPGRADE', 503));
  const e = await rejection(call(endpoints.inboxRead, { id: 1 }));
  assert.is(e.messageKey, 'error.maintenance');
  assert.is(errorKey(e), 'error.maintenance');
});

test('SPEC §8 client: a 500 envelope or a success=false with a code the dictionary lacks shows Unknown error', async () => {
  for (const r of [
    () => fail('WHATEVER_42', 500),
    () => json({ success: false, code: 'NOPE' }, 200),
    () => json({ success: false, code: '__proto__' }, 400),
  ]) {
    useFetch(r);
    const e = await rejection(call(endpoints.inboxRead, { id: 1 }));
    assert.is(errorKey(e), 'error.unknown', e.messageKey);
    f!.restore();
  }
});

async function showAt(path: string) {
  const loc = memoryLocation({ path, record: true });
  view = await render(
    <Router hook={loc.hook}>
      <Switch>
        <Route path="/m/webEmail">
          <InboxPage />
        </Route>
        <Route path="/m/help">
          <HelpPage />
        </Route>
        <Route>
          <p>home</p>
        </Route>
      </Switch>
    </Router>,
  );
  await flush();
  return loc;
}

for (const [path, name] of [
  ['/m/webEmail', 'inbox'],
  ['/m/help', 'help centre'],
] as const) {
  test(`SPEC §7 client: leaving the ${name} route aborts its call in flight and leaves no spinner`, async () => {
    const fk = useFetch(hang);
    const loc = await showAt(path);
    assert.is(fk.calls.length, 1, 'the page asked for its data');
    assert.ok(view!.container.querySelector('.state-loading'), 'loading while the call is in flight');
    await act(async () => {
      loc.navigate('/m/home');
    });
    await flush();
    assert.is(fk.calls[0]!.signal!.aborted, true, 'the request was aborted');
    assert.is(view!.text(), 'home');
    if (path === '/m/help') {
      assert.is(helpTopics.loading.value, false);
      assert.is(helpTopics.error.value, null, 'an aborted call is not an error to show');
    }
  });
}

test('SPEC §8 recovery: an error state retries by itself when the network comes back', async () => {
  let up = false;
  const fk = useFetch(() => {
    if (!up) throw new TypeError('Failed to fetch');
    return ok({ list: [MESSAGE], unread: 1, total: 1, pageNum: 1, totalPages: 1 });
  });
  await showAt('/m/webEmail');
  // The client retries reads twice with backoff (400 + 800 ms) before the error shows.
  for (let i = 0; i < 40 && !view!.container.querySelector('.state-error'); i++)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
  assert.match(view!.text(), 'No internet connection');
  assert.ok(view!.container.querySelector('.state-error button'), 'a retry button is offered');
  const before = fk.calls.length;
  up = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await flush();
  await flush();
  assert.is(fk.calls.length, before + 1, 'one new request when the network returns');
  assert.match(view!.text(), 'Hello');
  assert.not.ok(view!.container.querySelector('.state-error, .state-loading'));
});

test('SPEC §8 recovery: the retry button reloads after a garbage answer', async () => {
  let good = false;
  useFetch(() =>
    good
      ? ok({ list: [], unread: 0, total: 0, pageNum: 1, totalPages: 1 })
      : new Response('<html>502 Bad Gateway</html>', { status: 400 }),
  );
  await showAt('/m/webEmail');
  assert.match(view!.text(), 'Unknown error');
  good = true;
  await click(view!.container.querySelector('.state-error button'));
  await flush();
  assert.match(view!.text(), 'No messages', 'the empty state, not a blank page');
});

test.run();
