import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Observable, Subject, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Language } from '../../../src/api/types';
import { LANGUAGE_DEBOUNCE_MS, languageChanges } from '../../../src/streams/language';
import { REVALIDATE_DEBOUNCE_MS, revalidateOnLanguage } from '../../../src/streams/revalidate';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const L = { p: 'pt', e: 'en', u: 'ur' } as const satisfies Record<string, Language>;

function loader(s: TestScheduler, answer: (lang: Language) => Observable<string> = (lang) => of(`rows-${lang}`)) {
  const calls: string[] = [];
  const load = (lang: Language): Observable<string> => {
    calls.push(`${s.now()} ${lang}`);
    return answer(lang);
  };
  return { calls, load };
}

test('SPEC §9 language: debounce constants are 250 ms (reload) and 200 ms (re-validation)', () => {
  assert.is(LANGUAGE_DEBOUNCE_MS, 250);
  assert.is(REVALIDATE_DEBOUNCE_MS, 200);
});

test('SPEC §4 language: reload waits 250 ms after the last change and loads only the settled language', () => {
  const s = ts();
  const l = loader(s, (lang) => s.createColdObservable('50ms (x|)', { x: `rows-${lang}` }));
  s.run(({ hot, expectObservable }) => {
    const language$ = hot('a 99ms b', { a: L.p, b: L.e });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s })).toBe('400ms r', {
      r: { language: 'en', data: 'rows-en' },
    });
  });
  assert.equal(l.calls, ['350 en']);
});

test('SPEC §4 language: 249 ms of quiet is not enough, 250 ms is', () => {
  const s = ts();
  const l = loader(s);
  s.run(({ hot, expectObservable }) => {
    // en at 0, ur at 249 (restarts the wait), then quiet: ur loads at 499.
    const language$ = hot('a 248ms b', { a: L.e, b: L.u });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s })).toBe('499ms r', {
      r: { language: 'ur', data: 'rows-ur' },
    });
  });
  assert.equal(l.calls, ['499 ur']);
});

test('SPEC §4 language: only distinct languages reload (pt → en → pt inside the window is no change)', () => {
  const s = ts();
  const l = loader(s);
  s.run(({ hot, expectObservable }) => {
    // pt at 0 settles at 250; en at 300 and pt at 400 settle on pt at 650 → same as before.
    const language$ = hot('a 299ms b 99ms c 999ms d', { a: L.p, b: L.e, c: L.p, d: L.p });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s })).toBe('250ms r', {
      r: { language: 'pt', data: 'rows-pt' },
    });
  });
  assert.equal(l.calls, ['250 pt']);
});

test('SPEC §4 language: a newer language cancels the older load', () => {
  const s = ts();
  let calls: string[] = [];
  s.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
    const loads = {
      pt: cold('500ms (x|)', { x: 'rows-pt' }),
      en: cold('500ms (x|)', { x: 'rows-en' }),
      ur: cold('(x|)', { x: 'rows-ur' }),
    };
    const l = loader(s, (lang) => loads[lang]);
    calls = l.calls;
    const language$ = hot('a 299ms b', { a: L.p, b: L.e });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s })).toBe('1050ms r', {
      r: { language: 'en', data: 'rows-en' },
    });
    expectSubscriptions(loads.pt.subscriptions).toBe('250ms ^ 299ms !');
    expectSubscriptions(loads.en.subscriptions).toBe('550ms ^ 499ms !');
  });
  assert.equal(calls, ['250 pt', '550 en']);
});

test('SPEC §4 language: a failed load is swallowed and the next change still loads', () => {
  const s = ts();
  const l = loader(s, (lang) => (lang === 'en' ? throwError(() => new Error('down')) : of(`rows-${lang}`)));
  s.run(({ hot, expectObservable }) => {
    const language$ = hot('a 999ms b', { a: L.e, b: L.u });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s })).toBe('1250ms r', {
      r: { language: 'ur', data: 'rows-ur' },
    });
  });
  assert.equal(l.calls, ['250 en', '1250 ur']);
});

test('SPEC §4 language: after unsubscribe no more loads', () => {
  const s = ts();
  const l = loader(s);
  s.run(({ hot, expectObservable }) => {
    const language$ = hot('a 999ms b', { a: L.e, b: L.u });
    expectObservable(languageChanges({ language$, load: l.load, scheduler: s }), '^ 500ms !').toBe('250ms r', {
      r: { language: 'en', data: 'rows-en' },
    });
  });
  assert.equal(l.calls, ['250 en']);
});

test('SPEC §4 language: accepts a Promise loader; the scheduler parameter drives the debounce', async () => {
  const s = ts();
  const language$ = new Subject<Language>();
  const got = new Promise<{ language: Language; data: number }>((resolve) => {
    languageChanges({ language$, load: async (lang) => lang.length, scheduler: s }).subscribe(resolve);
  });
  language$.next('ur');
  s.flush();
  assert.equal(await got, { language: 'ur', data: 2 });
});

test('SPEC §9 revalidate: field errors re-validate 200 ms after the last language change', () => {
  const s = ts();
  const calls: number[] = [];
  s.run(({ hot, expectObservable }) => {
    const language$ = hot('a 149ms b 999ms c', { a: L.p, b: L.e, c: L.u });
    const out$ = revalidateOnLanguage(language$, () => calls.push(s.now()), s);
    // en at 150 → 350; ur at 1150 → 1350 (exactly 200 ms later).
    expectObservable(out$).toBe('350ms x 999ms y', { x: 1, y: 2 });
  });
  assert.equal(calls, [350, 1350]);
});

test('SPEC §9 revalidate: a language that settles back to the same one does not re-validate', () => {
  const s = ts();
  let calls = 0;
  s.run(({ hot, expectObservable }) => {
    const language$ = hot('a 299ms b 99ms c', { a: L.p, b: L.e, c: L.p });
    expectObservable(revalidateOnLanguage(language$, () => ++calls, s)).toBe('200ms x', { x: 1 });
  });
  assert.is(calls, 1);
});

test.run();
