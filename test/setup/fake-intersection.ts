// A stand-in IntersectionObserver for the unit suites: happy-dom's never reports a change, so a
// suite says itself what comes near the screen and when, as a browser would (in batches).

/** The fake the code under test made last: its options, what it watches, and a way to report changes. */
export interface FakeIntersection {
  /** The rootMargin the code asked for ('' when none). */
  readonly margin: () => string;
  /** Every element the code has asked to watch, in order. */
  readonly observed: Element[];
  /** Reports one batch of changes, oldest first, as the browser's single callback call. */
  readonly deliver: (changes: { target?: Element; isIntersecting: boolean }[]) => void;
  /** Puts the real (happy-dom) observer back. */
  readonly restore: () => void;
}

/** Replaces the global IntersectionObserver until `restore()`; a change without a target is about the last element watched. */
export function installFakeIntersection(): FakeIntersection {
  const original = globalThis.IntersectionObserver;
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => undefined;
  let margin = '';
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      callback = cb;
      margin = options?.rootMargin ?? '';
    }
    observe(el: Element) {
      observed.push(el);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    margin: () => margin,
    observed,
    deliver: (changes) =>
      callback(
        changes.map(
          ({ target, isIntersecting }) =>
            ({ isIntersecting, target: target ?? observed.at(-1) ?? null }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      ),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
