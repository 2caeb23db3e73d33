import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { endpoints } from '../../../src/api/calls/index.ts';
import { ApiError, DEFAULT_TIMEOUT_MS, call, setAuthToken, setLoggedOutHandler } from '../../../src/api/client.ts';
import {
  type FakeFetch,
  type FastTimers,
  type Responder,
  fail,
  fastTimers,
  hang,
  installFetch,
  json,
  manualClock,
  networkError,
  ok,
  stalledBody,
  text,
} from '../../setup/fake-fetch.ts';

const STATUS = {
  location: 'BR',
  maintenance: false,
  regionRestriction: false,
  info: '',
  mainDomain: 'example.com',
  imageCDNs: [],
  whitelabel: {},
  modules: {},
  templates: { mem_cen: '0', dep_func: '0' },
  links: [],
  customerService: [],
  currencySymbol: 'R$',
  merchantCode: 'M1',
  downloadBannerExempt: [],
};
const WALLET = { sumBalance: 123456, currencySymbol: 'R$' };

let f: FakeFetch | null = null;
let timers: FastTimers | null = null;
const useFetch = (r: Responder) => (f = installFetch(r));
const useFastTimers = () => (timers = fastTimers());

test.after.each(() => {
  f?.restore();
  timers?.restore();
  f = null;
  timers = null;
  setAuthToken(null);
  setLoggedOutHandler(null);
});

/** The ApiError a call rejects with; fails the test if it resolves or throws anything else. */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
async function rejection(p: Promise<unknown>): Promise<ApiError> {
  // A real-time guard fails the test, instead of hanging the whole suite, when a call never settles.
  let guard: ReturnType<typeof setTimeout> | undefined;
  const never = new Promise<never>((_, reject) => {
    guard = realSetTimeout(() => reject(new Error('the call never settled')), 3000);
  });
  try {
    await Promise.race([p, never]);
  } catch (e) {
    assert.instance(e, ApiError, `not an ApiError: ${String(e)}`);
    return e as ApiError;
  } finally {
    realClearTimeout(guard);
  }
  assert.unreachable('expected the call to reject');
  throw new Error('unreachable');
}
const kindKey = (e: ApiError) => `${e.kind} ${e.messageKey}`;

test('SPEC §7 client: a successful call returns the envelope value', async () => {
  const fk = useFetch(() => ok(WALLET));
  assert.equal(await call(endpoints.wallet, {}), WALLET);
  assert.is(fk.calls.length, 1);
  assert.is(fk.calls[0]!.url, '/wps/member/wallet');
  assert.is(fk.calls[0]!.method, 'GET');
  assert.is(fk.calls[0]!.headers.accept, 'application/json');
  assert.is(fk.calls[0]!.body, null, 'a GET sends no body');
});

test('SPEC §7 client: a null value is accepted where the call answers null', async () => {
  useFetch(() => ok(null));
  assert.is(await call(endpoints.logout, {}), null);
});

test('SPEC §8 client: envelope success=false is a server error keyed server.<CODE> with its message', async () => {
  useFetch(() => fail('BAD_PARAM', 400, 'gameType is invalid'));
  const e = await rejection(call(endpoints.gameList, { language: 'en', pageNo: 1, pageSize: 20 }));
  assert.is(e.kind, 'server');
  assert.is(e.messageKey, 'server.BAD_PARAM');
  assert.is(e.code, 'BAD_PARAM');
  assert.is(e.serverMessage, 'gameType is invalid');
});

test('SPEC §8 client: success=false with a 200 and no code is keyed by the status', async () => {
  useFetch(() => json({ success: false, value: null, message: 'x' }, 200));
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(kindKey(e), 'server server.200');
});

test('SPEC §4 session: a 401 on a call made with a token calls the logged-out handler once', async () => {
  useFetch(() => fail('NOT_LOGGED_IN', 401));
  let loggedOut = 0;
  setLoggedOutHandler(() => {
    loggedOut++;
  });
  setAuthToken('tok-1');
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(kindKey(e), 'server server.NOT_LOGGED_IN');
  assert.is(loggedOut, 1);
});

test('SPEC §4 session: a 401 without a token (a visitor) does not call the logged-out handler', async () => {
  useFetch(() => fail('NOT_LOGGED_IN', 401));
  let loggedOut = 0;
  setLoggedOutHandler(() => {
    loggedOut++;
  });
  await rejection(call(endpoints.wallet, {}));
  assert.is(loggedOut, 0);
});

test('SPEC §4 session: other failures with a token do not log out', async () => {
  let loggedOut = 0;
  setLoggedOutHandler(() => {
    loggedOut++;
  });
  setAuthToken('tok-1');
  useFetch(() => fail('BAD_PARAM', 400));
  await rejection(call(endpoints.wallet, {}));
  f!.restore();
  useFetch(() => fail('FORBIDDEN', 403));
  await rejection(call(endpoints.wallet, {}));
  assert.is(loggedOut, 0);
});

test('SPEC §4 session: a 401 with a token ends the session even when the body is not an envelope', async () => {
  let loggedOut = 0;
  setLoggedOutHandler(() => {
    loggedOut++;
  });
  setAuthToken('tok-1');
  useFetch(() => text('<html><body>401 Authorization Required</body></html>', 401));
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(e.messageKey, 'error.unknown');
  assert.is(loggedOut, 1);
});

test('SPEC §7 client: the Authorization header is sent when a token is set, and not after it is cleared', async () => {
  const fk = useFetch(() => ok(WALLET));
  await call(endpoints.wallet, {});
  assert.is(fk.calls[0]!.headers.authorization, undefined);
  setAuthToken('tok-42');
  await call(endpoints.wallet, {});
  assert.is(fk.calls[1]!.headers.authorization, 'Bearer tok-42');
  setAuthToken(null);
  await call(endpoints.wallet, {});
  assert.is(fk.calls[2]!.headers.authorization, undefined);
});

test('SPEC §8 client: an HTML error page (200) is a shape error with error.unknown, never a raw exception', async () => {
  useFetch(() => text('<!doctype html><html><body>Welcome</body></html>', 200));
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(kindKey(e), 'shape error.unknown');
});

test('SPEC §8 client: an HTML 404 page is a shape error with error.unknown', async () => {
  useFetch(() => text('<html>Not Found</html>', 404));
  assert.is(kindKey(await rejection(call(endpoints.wallet, {}))), 'shape error.unknown');
});

test('SPEC §8 client: a 502 HTML page is an http error with error.unknown', async () => {
  useFastTimers();
  useFetch(() => text('<html>Bad Gateway</html>', 502));
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(kindKey(e), 'http error.unknown');
  assert.is(e.code, '502');
});

test('SPEC §8 client: a 503 page without an envelope shows the maintenance text', async () => {
  useFastTimers();
  useFetch(() => text('Service Unavailable', 503, 'text/plain'));
  assert.is(kindKey(await rejection(call(endpoints.wallet, {}))), 'http error.maintenance');
});

test('SPEC §8 client: an empty body, malformed JSON or a JSON non-envelope is error.unknown', async () => {
  for (const make of [
    () => new Response('', { status: 200 }),
    () => new Response(null, { status: 204 }),
    () => text('{"success": tru', 200, 'application/json'),
    () => json([1, 2, 3]),
    () => json('ok'),
    () => json(null),
    () => json({ value: WALLET }),
    () => json({ success: 'true', value: WALLET }),
  ]) {
    useFetch(make);
    const e = await rejection(call(endpoints.wallet, {}));
    assert.is(e.messageKey, 'error.unknown');
    assert.ok(e.kind === 'shape' || e.kind === 'http', e.kind);
    f!.restore();
  }
});

test('SPEC §7 client: a value failing its shape guard is a shape error', async () => {
  for (const value of [
    null,
    {},
    { sumBalance: '12.00', currencySymbol: 'R$' },
    { sumBalance: Number.NaN, currencySymbol: 'R$' },
    [WALLET],
  ]) {
    useFetch(() => ok(value));
    const e = await rejection(call(endpoints.wallet, {}));
    assert.is(kindKey(e), 'shape error.unknown', JSON.stringify(value));
    f!.restore();
  }
});

test('SPEC §7 client: shape guards check nested values (game list)', async () => {
  useFetch(() =>
    ok({
      games: [{ nodeId: 1, gameName: 'x', gameType: 'RNG', vassalage: 'PGE', iconUrl: '/a.svg' }],
      pageNum: 1,
      totalPages: 1,
    }),
  );
  assert.is(
    kindKey(await rejection(call(endpoints.gameList, { language: 'en', pageNo: 1, pageSize: 20 }))),
    'shape error.unknown',
  );
});

test('SPEC §7 client: a call that takes longer than its timeout fails with timeout', async () => {
  const fk = useFetch(hang);
  const e = await rejection(call(endpoints.clientError, { message: 'm', where: 'w', route: '/' }, { timeoutMs: 5 }));
  assert.is(kindKey(e), 'timeout error.timeout');
  assert.is(fk.calls[0]!.signal!.aborted, true, 'the request is aborted, not left running');
});

test('SPEC §7 client: the default timeout is 10 s', () => {
  assert.is(DEFAULT_TIMEOUT_MS, 10_000);
});

test('SPEC §7 client: a body that stalls after the headers also times out', async () => {
  useFetch(stalledBody);
  const e = await rejection(call(endpoints.clientError, { message: 'm', where: 'w', route: '/' }, { timeoutMs: 20 }));
  assert.is(kindKey(e), 'timeout error.timeout');
});

test('SPEC §7 client: GET retries network errors with backoff (2 retries: 400 ms, 800 ms)', async () => {
  const t = useFastTimers();
  const fk = useFetch(networkError);
  const e = await rejection(call(endpoints.wallet, {}));
  assert.is(kindKey(e), 'network error.offline');
  assert.is(fk.calls.length, 3);
  assert.equal(
    t.delays.filter((d) => d !== DEFAULT_TIMEOUT_MS),
    [400, 800],
  );
});

test('SPEC §7 client: GET succeeds when a retry succeeds', async () => {
  useFastTimers();
  const fk = useFetch((_, n) => (n < 3 ? networkError() : ok(WALLET)));
  assert.equal(await call(endpoints.wallet, {}), WALLET);
  assert.is(fk.calls.length, 3);
});

test('SPEC §7 client: GET retries a 5xx answered with an envelope', async () => {
  useFastTimers();
  const fk = useFetch((_, n) => (n === 1 ? fail('SERVER_ERROR', 500, 'Unknown error') : ok(WALLET)));
  assert.equal(await call(endpoints.wallet, {}), WALLET);
  assert.is(fk.calls.length, 2);
});

test('SPEC §7 client: GET retries a 5xx HTML page; the retry count is configurable', async () => {
  useFastTimers();
  const fk = useFetch(() => text('<html>Bad Gateway</html>', 502));
  await rejection(call(endpoints.wallet, {}, { retries: 4 }));
  assert.is(fk.calls.length, 5);
});

test('SPEC §7 client: GET does not retry client errors (4xx envelope, shape)', async () => {
  useFastTimers();
  let fk = useFetch(() => fail('BAD_PARAM', 400));
  await rejection(call(endpoints.wallet, {}));
  assert.is(fk.calls.length, 1);
  fk.restore();
  fk = useFetch(() => ok({ wrong: true }));
  await rejection(call(endpoints.wallet, {}));
  assert.is(fk.calls.length, 1);
});

test('SPEC §7 client: POST never retries (network error, 5xx, timeout)', async () => {
  useFastTimers();
  for (const r of [networkError, () => fail('SERVER_ERROR', 500), () => text('bad gateway', 502)] as Responder[]) {
    const fk = useFetch(r);
    await rejection(call(endpoints.clientError, { message: 'm', where: 'w', route: '/' }, { retries: 3 }));
    assert.is(fk.calls.length, 1);
    fk.restore();
  }
  const fk = useFetch(hang);
  await rejection(call(endpoints.clientError, { message: 'm', where: 'w', route: '/' }, { timeoutMs: 5, retries: 3 }));
  assert.is(fk.calls.length, 1);
});

test('SPEC §7 client: POST sends its params as a JSON body', async () => {
  const fk = useFetch(() => ok(null));
  await call(endpoints.clientError, { message: 'boom', where: 'window.error', route: '/m/home' });
  const c = fk.calls[0]!;
  assert.is(c.url, '/wps/system/clientError');
  assert.is(c.method, 'POST');
  assert.is(c.headers['content-type'], 'application/json');
  assert.equal(JSON.parse(c.body!), { message: 'boom', where: 'window.error', route: '/m/home' });
});

test('SPEC §7 client: an aborted call rejects with aborted and is not retried', async () => {
  useFastTimers();
  const fk = useFetch(hang);
  const ctrl = new AbortController();
  const p = call(endpoints.wallet, {}, { signal: ctrl.signal });
  await new Promise((r) => setTimeout(r, 0));
  ctrl.abort();
  const e = await rejection(p);
  assert.is(e.kind, 'aborted');
  assert.is(fk.calls.length, 1);
  assert.is(fk.calls[0]!.signal!.aborted, true);
});

test('SPEC §7 client: a call with an already aborted signal never reaches the network', async () => {
  const fk = useFetch(() => ok(WALLET));
  const ctrl = new AbortController();
  ctrl.abort();
  const e = await rejection(call(endpoints.wallet, {}, { signal: ctrl.signal }));
  assert.is(e.kind, 'aborted');
  assert.is(fk.calls.length, 0);
});

test('SPEC §7 client: an abort that arrives as the request fails is reported as aborted, not retried', async () => {
  useFastTimers();
  const ctrl = new AbortController();
  const fk = useFetch(() => {
    ctrl.abort();
    return networkError();
  });
  const e = await rejection(call(endpoints.wallet, {}, { signal: ctrl.signal }));
  assert.is(e.kind, 'aborted');
  assert.is(fk.calls.length, 1);
});

test('SPEC §7 client: an abort during the retry backoff is not followed by another request', async () => {
  const clock = manualClock();
  try {
    const ctrl = new AbortController();
    const fk = useFetch((_, n) => (n === 1 ? networkError() : ok(WALLET)));
    const settled = call(endpoints.wallet, {}, { signal: ctrl.signal }).then(
      () => 'resolved',
      (e: ApiError) => e.kind,
    );
    await new Promise((r) => setImmediate(r)); // the first attempt fails; the 400 ms backoff starts
    assert.is(fk.calls.length, 1);
    ctrl.abort();
    clock.advance(400);
    assert.is(await settled, 'aborted');
    assert.is(fk.calls.length, 1);
  } finally {
    clock.restore();
  }
});

test('SPEC §9 targets (Chrome 70, Safari 12): a timeout is a timeout even where AbortSignal has no reason', async () => {
  // Before Chrome 98 / Safari 15.4 abort(reason) ignores its argument and signal.reason is undefined.
  class OldAbortController {
    private listeners: (() => void)[] = [];
    readonly signal = {
      aborted: false,
      addEventListener: (_: string, fn: () => void) => {
        this.listeners.push(fn);
      },
      removeEventListener: (_: string, fn: () => void) => {
        this.listeners = this.listeners.filter((l) => l !== fn);
      },
    };
    abort(): void {
      if (this.signal.aborted) return;
      this.signal.aborted = true;
      for (const fn of this.listeners) fn();
    }
  }
  const original = globalThis.AbortController;
  globalThis.AbortController = OldAbortController as unknown as typeof AbortController;
  try {
    useFetch(hang);
    const e = await rejection(call(endpoints.clientError, { message: 'm', where: 'w', route: '/' }, { timeoutMs: 5 }));
    assert.is(kindKey(e), 'timeout error.timeout');
  } finally {
    globalThis.AbortController = original;
  }
});

test('SPEC §7 client: query serialization drops undefined and empty params and keeps false and 0', async () => {
  const fk = useFetch(() => ok({ games: [], pageNum: 1, totalPages: 0 }));
  await call(endpoints.gameList, {
    language: 'en',
    pageNo: 1,
    pageSize: 20,
    gameType: 'RNG',
    vassalage: undefined,
    gameName: '',
    isNew: false,
    minBet: '0.05',
    clientType: 2,
  });
  const url = new URL(fk.calls[0]!.url, 'http://x');
  assert.is(url.pathname, '/wps/game/list');
  assert.equal(
    [...url.searchParams.entries()],
    [
      ['language', 'en'],
      ['pageNo', '1'],
      ['pageSize', '20'],
      ['gameType', 'RNG'],
      ['isNew', 'false'],
      ['minBet', '0.05'],
      ['clientType', '2'],
    ],
  );
});

test('SPEC §7 client: no params means no query string; values are URL-encoded', async () => {
  const fk = useFetch(() => ok(STATUS));
  await call(endpoints.systemStatus, {});
  assert.is(fk.calls[0]!.url, '/wps/system/status');
  fk.restore();
  const fk2 = useFetch(() => ok({ games: [], pageNum: 1, totalPages: 0 }));
  await call(endpoints.gameList, { language: 'pt', pageNo: 1, pageSize: 9, gameName: 'Fortune & Tiger?' });
  assert.is(new URL(fk2.calls[0]!.url, 'http://x').searchParams.get('gameName'), 'Fortune & Tiger?');
  assert.match(fk2.calls[0]!.url, 'gameName=Fortune+%26+Tiger%3F');
});

test('SPEC §7 client: DELETE (logout) sends params in the query, with no body and no retry', async () => {
  useFastTimers();
  const fk = useFetch(networkError);
  setAuthToken('tok');
  await rejection(call(endpoints.logout, {}));
  assert.is(fk.calls[0]!.method, 'DELETE');
  assert.is(fk.calls[0]!.body, null);
  assert.is(fk.calls.length, 1);
});

test.run();
