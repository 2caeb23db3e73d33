import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EmptyError, NEVER, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { SiteStatus } from '../../../src/api/types';
import { siteStatus } from '../../../src/streams/status';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));

const status = (over: Partial<SiteStatus> = {}): SiteStatus => ({
  location: 'BR',
  maintenance: false,
  regionRestriction: false,
  info: '',
  mainDomain: 'example.test',
  imageCDNs: [],
  whitelabel: {},
  modules: {},
  templates: { mem_cen: '0', dep_func: '0' },
  links: [],
  customerService: [],
  currencySymbol: 'R$',
  merchantCode: 'm1',
  downloadBannerExempt: [],
  ...over,
});
const OLD = status({ info: 'cached' });
const NEW = status({ info: 'fresh' });

test('SPEC §4 status: the cached status is emitted synchronously, before the network answers', () => {
  const got: SiteStatus[] = [];
  let fetched = 0;
  const sub = siteStatus({
    cached: OLD,
    fetchStatus: () => {
      fetched++;
      return NEVER;
    },
    save: () => {},
  }).subscribe((v) => got.push(v));
  assert.equal(got, [OLD]);
  assert.is(fetched, 1);
  sub.unsubscribe();
});

test('SPEC §4 status: cached at once, then the fresh status when it arrives, which is saved', () => {
  const s = ts();
  const saved: Array<[number, SiteStatus]> = [];
  s.run(({ cold, expectObservable }) => {
    const out$ = siteStatus({
      cached: OLD,
      fetchStatus: () => cold('100ms (f|)', { f: NEW }),
      save: (v) => saved.push([s.now(), v]),
      scheduler: s,
    });
    expectObservable(out$).toBe('c 99ms (f|)', { c: OLD, f: NEW });
  });
  assert.equal(saved, [[100, NEW]]);
});

test('SPEC §4 status: without a cache, waits for the fetch and saves it', () => {
  const s = ts();
  const saved: SiteStatus[] = [];
  s.run(({ cold, expectObservable }) => {
    const out$ = siteStatus({
      cached: null,
      fetchStatus: () => cold('100ms (f|)', { f: NEW }),
      save: (v) => saved.push(v),
    });
    expectObservable(out$).toBe('100ms (f|)', { f: NEW });
  });
  assert.equal(saved, [NEW]);
});

test('SPEC §4 status: a failed fetch after a cached value completes quietly and saves nothing', () => {
  const s = ts();
  const saved: SiteStatus[] = [];
  s.run(({ cold, expectObservable }) => {
    const out$ = siteStatus({ cached: OLD, fetchStatus: () => cold('100ms #'), save: (v) => saved.push(v) });
    expectObservable(out$).toBe('c 99ms |', { c: OLD });
  });
  assert.equal(saved, []);
});

test('SPEC §4 status: a failed fetch with no cache errors, so the caller can show an error', () => {
  const s = ts();
  s.run(({ cold, expectObservable }) => {
    const out$ = siteStatus({
      cached: null,
      fetchStatus: () => cold('100ms #', undefined, new Error('offline')),
      save: () => {},
    });
    expectObservable(out$).toBe('100ms #', undefined, new Error('offline'));
  });
});

test('SPEC §4 status: a fetch that completes empty with no cache is an error, not a silent completion', () => {
  const s = ts();
  const seen: string[] = [];
  s.run(({ cold }) => {
    siteStatus({ cached: null, fetchStatus: () => cold('100ms |'), save: () => {} }).subscribe({
      next: () => seen.push('next'),
      error: (e: unknown) => seen.push(`${s.now()} ${e instanceof EmptyError ? 'EmptyError' : String(e)}`),
      complete: () => seen.push('complete'),
    });
  });
  assert.equal(seen, ['100 EmptyError']);
});

test('SPEC §4 status: a save that throws (storage full) does not lose the fresh status', async () => {
  const all = await lastValueFrom(
    siteStatus({
      cached: OLD,
      fetchStatus: async () => NEW,
      save: () => {
        throw new Error('QuotaExceededError');
      },
    }).pipe(toArray()),
  );
  assert.equal(all, [OLD, NEW]);
});

test('SPEC §4 status: lazy; nothing is fetched until subscribed, and each subscription fetches again', async () => {
  let fetched = 0;
  const s$ = siteStatus({
    cached: null,
    fetchStatus: async () => {
      fetched++;
      return NEW;
    },
    save: () => {},
  });
  assert.is(fetched, 0);
  assert.equal(await firstValueFrom(s$), NEW);
  assert.equal(await firstValueFrom(s$), NEW);
  assert.is(fetched, 2);
});

test('SPEC §4 status: after unsubscribe the late answer is neither emitted nor saved', () => {
  const s = ts();
  const saved: SiteStatus[] = [];
  s.run(({ cold, expectObservable }) => {
    const out$ = siteStatus({
      cached: OLD,
      fetchStatus: () => cold('100ms (f|)', { f: NEW }),
      save: (v) => saved.push(v),
    });
    expectObservable(out$, '^ 50ms !').toBe('c', { c: OLD });
  });
  assert.equal(saved, []);
});

test.run();
