// SPEC §2.3 home search, §2.4 the lobby's name search, §5 trimmed text: filter as the player types.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { SEARCH_DEBOUNCE_MS, type SearchInput, searchStream } from '../../../src/streams/search';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));

/** A fetch answering `rows:<query>` after 50 ms (or as `answer` says), recording when it was asked and whether it was aborted. */
function fetcher(s: TestScheduler, answer?: (q: string) => Observable<string>) {
  const calls: { at: number; query: string; signal: AbortSignal }[] = [];
  const fetch = (query: string, signal: AbortSignal): Observable<string> => {
    calls.push({ at: s.now(), query, signal });
    return answer ? answer(query) : s.createColdObservable('50ms (x|)', { x: `rows:${query}` });
  };
  return { calls, fetch };
}

const typed = (text: string): SearchInput => ({ text });
const enter = (text: string): SearchInput => ({ text, now: true });

test('SPEC §2.3 search: the debounce is 300 ms', () => {
  assert.is(SEARCH_DEBOUNCE_MS, 300);
});

test('SPEC §2.3 search: typing asks once, 300 ms after the last keystroke, for the text as it stands', () => {
  const s = ts();
  const f = fetcher(s);
  s.run(({ hot, expectObservable }) => {
    const input$ = hot('a 99ms b 99ms c', { a: typed('f'), b: typed('fo'), c: typed('for') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('500ms l 49ms d', {
      l: { query: 'for', status: 'loading' },
      d: { query: 'for', status: 'done', result: 'rows:for' },
    });
  });
  assert.equal(
    f.calls.map((c) => [c.at, c.query]),
    [[500, 'for']],
  );
});

test('SPEC §2.3 search: 299 ms of quiet is not enough, 300 ms is', () => {
  const s = ts();
  const f = fetcher(s);
  s.run(({ hot, expectObservable }) => {
    // "fo" at 0, "for" at 299 restarts the wait: the only search is at 599.
    const input$ = hot('a 298ms b', { a: typed('fo'), b: typed('for') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('599ms l 49ms d', {
      l: { query: 'for', status: 'loading' },
      d: { query: 'for', status: 'done', result: 'rows:for' },
    });
  });
  assert.equal(
    f.calls.map((c) => c.at),
    [599],
  );
});

test('SPEC §2.3 search: Enter searches at once, and the wait it cut short asks nothing more', () => {
  const s = ts();
  const f = fetcher(s);
  s.run(({ hot, expectObservable }) => {
    const input$ = hot('a 99ms b', { a: typed('fortune'), b: enter('fortune') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('100ms l 49ms d', {
      l: { query: 'fortune', status: 'loading' },
      d: { query: 'fortune', status: 'done', result: 'rows:fortune' },
    });
  });
  assert.equal(f.calls.length, 1);
});

test('SPEC §5 search: the text is trimmed, so spaces around it are the same search (asked once); Enter asks again', () => {
  const s = ts();
  const f = fetcher(s);
  s.run(({ hot, expectObservable }) => {
    const input$ = hot('a 399ms b 399ms c', { a: typed('  tiger '), b: typed('tiger  '), c: enter('tiger') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('300ms l 49ms d 449ms l 49ms d', {
      l: { query: 'tiger', status: 'loading' },
      d: { query: 'tiger', status: 'done', result: 'rows:tiger' },
    });
  });
  assert.equal(
    f.calls.map((c) => [c.at, c.query]),
    [
      [300, 'tiger'],
      [800, 'tiger'],
    ],
  );
});

test('SPEC §2.3 search: a newer query aborts the older request; its late answer never shows', () => {
  const s = ts();
  const f = fetcher(s, (q) => s.createColdObservable(q === 'dr' ? '500ms (x|)' : '50ms (x|)', { x: `rows:${q}` }));
  s.run(({ hot, expectObservable, flush }) => {
    // "dr" is searched at 300 and answers at 800; "dragon" is searched at 700 and answers at 750.
    const input$ = hot('a 399ms b', { a: typed('dr'), b: typed('dragon') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('300ms a 399ms b 49ms d', {
      a: { query: 'dr', status: 'loading' },
      b: { query: 'dragon', status: 'loading' },
      d: { query: 'dragon', status: 'done', result: 'rows:dragon' },
    });
    flush();
  });
  assert.equal(
    f.calls.map((c) => [c.query, c.signal.aborted]),
    [
      ['dr', true],
      ['dragon', false],
    ],
    'the stale request was aborted, the answered one was not',
  );
});

test('SPEC §2.3 search: a failed search shows as failed and the box keeps searching', () => {
  const s = ts();
  const f = fetcher(s, (q) =>
    q === 'bad'
      ? s.createColdObservable('10ms #', undefined, new Error('down'))
      : s.createColdObservable('10ms (x|)', { x: `rows:${q}` }),
  );
  s.run(({ hot, expectObservable }) => {
    const input$ = hot('a 399ms b', { a: typed('bad'), b: typed('good') });
    expectObservable(searchStream({ input$, fetch: f.fetch, scheduler: s })).toBe('300ms l 9ms e 389ms m 9ms d', {
      l: { query: 'bad', status: 'loading' },
      e: { query: 'bad', status: 'failed', error: new Error('down') },
      m: { query: 'good', status: 'loading' },
      d: { query: 'good', status: 'done', result: 'rows:good' },
    });
  });
});

test("SPEC §2.3 search: clearing home's box asks nothing (idle: the lobby shows again) and cancels a search in flight", () => {
  const s = ts();
  const f = fetcher(s, (q) => s.createColdObservable('200ms (x|)', { x: `rows:${q}` }));
  s.run(({ hot, expectObservable, flush }) => {
    const input$ = hot('a 399ms b', { a: typed('fish'), b: enter('') });
    expectObservable(searchStream({ input$, fetch: f.fetch, idle: (q) => q === '', scheduler: s })).toBe(
      '300ms l 99ms i',
      { l: { query: 'fish', status: 'loading' }, i: { query: '', status: 'idle' } },
    );
    flush();
  });
  assert.equal(
    f.calls.map((c) => [c.query, c.signal.aborted]),
    [['fish', true]],
  );
});

test.run();
