import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/api/client.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { errorKey, resource } from '../../../src/state/resource.ts';

/** A fetcher whose calls are settled by hand, in any order. */
function manual<T>() {
  const calls: { args: unknown[]; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = (signal: AbortSignal, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ args, signal, resolve, reject });
    });
  return { calls, fetcher };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

const EN = {
  'error.unknown': 'Unknown error',
  'error.offline': 'No internet connection',
  'error.timeout': 'Too slow',
  'server.BAD_PARAM': 'Bad parameter',
};
test.before.each(() => {
  setDictionary('en', EN);
});
test.after(() => {
  setDictionary('pt', {});
});

test('CONTRIBUTING resource: starts empty, not loading', () => {
  const r = resource(async () => 1);
  assert.is(r.data.value, null);
  assert.is(r.error.value, null);
  assert.is(r.loading.value, false);
});

test('CONTRIBUTING resource: loading is true during a load and false after success', async () => {
  const m = manual<string[]>();
  const r = resource(m.fetcher);
  const p = r.load();
  assert.is(r.loading.value, true);
  m.calls[0]!.resolve(['a']);
  assert.equal(await p, ['a']);
  assert.is(r.loading.value, false);
  assert.equal(r.data.value, ['a']);
  assert.is(r.error.value, null);
});

test('CONTRIBUTING resource: loading ends false after a failure, with the error key', async () => {
  const m = manual<number>();
  const r = resource(m.fetcher);
  const p = r.load();
  m.calls[0]!.reject(new ApiError('network', 'error.offline'));
  assert.is(await p, null);
  assert.is(r.loading.value, false);
  assert.is(r.error.value, 'error.offline');
  assert.is(r.data.value, null);
});

test('CONTRIBUTING resource: loading ends false after abort; the aborted result is dropped and no error shows', async () => {
  const m = manual<number>();
  const r = resource(m.fetcher);
  const p = r.load();
  r.abort();
  assert.is(r.loading.value, false, 'no spinner left behind');
  assert.is(m.calls[0]!.signal.aborted, true, 'the fetcher is told to stop');
  m.calls[0]!.resolve(42); // a fetcher that ignored the signal
  await p;
  assert.is(r.data.value, null);
  assert.is(r.loading.value, false);
  assert.is(r.error.value, null);
});

test('CONTRIBUTING resource: an abort that rejects the fetcher shows no error', async () => {
  const m = manual<number>();
  const r = resource(m.fetcher);
  const p = r.load();
  r.abort();
  m.calls[0]!.reject(new ApiError('aborted', 'error.unknown'));
  assert.is(await p, null);
  assert.is(r.error.value, null);
  assert.is(r.loading.value, false);
});

test('CONTRIBUTING resource: a newer load aborts the older; the older result never overwrites', async () => {
  const m = manual<string>();
  const r = resource(m.fetcher);
  const older = r.load('pt');
  const newer = r.load('en');
  assert.is(m.calls[0]!.signal.aborted, true);
  assert.is(m.calls[1]!.signal.aborted, false);
  m.calls[1]!.resolve('rows-en');
  await newer;
  assert.is(r.data.value, 'rows-en');
  assert.is(r.loading.value, false);
  m.calls[0]!.resolve('rows-pt'); // the stale answer arrives last
  await older;
  assert.is(r.data.value, 'rows-en');
  assert.is(r.loading.value, false);
  assert.equal(
    m.calls.map((c) => c.args),
    [['pt'], ['en']],
    'arguments reach the fetcher',
  );
});

test('CONTRIBUTING resource: loading stays true while the newer load runs, even when the older settles', async () => {
  const m = manual<string>();
  const r = resource(m.fetcher);
  const older = r.load();
  void r.load();
  m.calls[0]!.reject(new ApiError('aborted', 'error.unknown'));
  await older;
  assert.is(r.loading.value, true);
  assert.is(r.error.value, null, 'the older failure shows no error');
  m.calls[1]!.resolve('x');
  await tick();
  assert.is(r.loading.value, false);
});

test('CONTRIBUTING resource: a failure of the older load never replaces the newer data', async () => {
  const m = manual<string>();
  const r = resource(m.fetcher);
  const older = r.load();
  const newer = r.load();
  m.calls[1]!.resolve('fresh');
  await newer;
  m.calls[0]!.reject(new ApiError('network', 'error.offline'));
  await older;
  assert.is(r.data.value, 'fresh');
  assert.is(r.error.value, null);
});

test('CONTRIBUTING resource: a new load clears the previous error; a failed reload keeps the last data', async () => {
  const m = manual<string>();
  const r = resource(m.fetcher);
  let p = r.load();
  m.calls[0]!.resolve('first');
  await p;
  p = r.load();
  m.calls[1]!.reject(new ApiError('timeout', 'error.timeout'));
  await p;
  assert.is(r.error.value, 'error.timeout');
  assert.is(r.data.value, 'first');
  p = r.load();
  assert.is(r.error.value, null, 'retrying hides the old error');
  m.calls[2]!.resolve('third');
  await p;
  assert.is(r.data.value, 'third');
});

test('CONTRIBUTING resource: a fetcher that throws synchronously still ends loading', async () => {
  const r = resource((): Promise<number> => {
    throw new TypeError('boom');
  });
  assert.is(await r.load(), null);
  assert.is(r.loading.value, false);
  assert.is(r.error.value, 'error.unknown');
});

test('SPEC §8 resource: error keys come from ApiError; anything else is error.unknown', () => {
  assert.is(errorKey(new ApiError('timeout', 'error.timeout')), 'error.timeout');
  assert.is(errorKey(new ApiError('server', 'server.BAD_PARAM', 'BAD_PARAM')), 'server.BAD_PARAM');
  assert.is(errorKey(new TypeError('x is undefined')), 'error.unknown');
  assert.is(errorKey('a string'), 'error.unknown');
  assert.is(errorKey(undefined), 'error.unknown');
});

test('SPEC §8 resource: a server code with no dictionary text becomes error.unknown, never a raw key on screen', async () => {
  assert.is(errorKey(new ApiError('server', 'server.SERVER_ERROR', 'SERVER_ERROR')), 'error.unknown');
  const r = resource(async () => {
    throw new ApiError('server', 'server.NOT_LOGGED_IN', 'NOT_LOGGED_IN');
  });
  await r.load();
  assert.is(r.error.value, 'error.unknown');
});

test('SPEC §8 resource: a server code the fallback (EN) dictionary has is kept', () => {
  setDictionary('ur', { 'error.unknown': 'نامعلوم' }, EN);
  assert.is(errorKey(new ApiError('server', 'server.BAD_PARAM', 'BAD_PARAM')), 'server.BAD_PARAM');
});

test.run();
