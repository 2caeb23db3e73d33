// Admission for guesses that are checked asynchronously (scrypt): an attempt takes its
// place synchronously, before any await, so the requests of a concurrent burst see each
// other. While the failures already counted plus the checks in flight fill the limit, a
// further attempt waits for one of those checks to end instead of being checked at once;
// when the counted failures alone fill it, the attempt is refused unchecked. So a burst
// gets exactly the checks the same guesses would get one after another: of 200 wrong
// payment passwords sent at once, 5 are checked; 50 right ones sent at once all pass.
// In-flight checks are per process (they end with it); the failures are the caller's.

interface Scope {
  inFlight: Map<string, number>;
  waiting: Map<string, Array<() => void>>;
}
/** One per database, so servers sharing a process (the test suites) never share counts. */
const scopes = new WeakMap<object, Scope>();

function scopeOf(owner: object): Scope {
  let s = scopes.get(owner);
  if (!s) scopes.set(owner, (s = { inFlight: new Map(), waiting: new Map() }));
  return s;
}

function wake({ waiting }: Scope, key: string): void {
  const list = waiting.get(key);
  if (!list) return;
  waiting.delete(key);
  for (const go of list) go();
}

/**
 * Runs `check` when `failures() + checks in flight < max`. `failures` is read again each
 * time the attempt is admitted; `refuse` is called (and must throw) when the counted
 * failures alone reach `max`. `onResult` records the outcome before the place is given
 * back, so a waiting attempt sees it.
 */
export async function gated(
  owner: object,
  key: string,
  max: number,
  failures: () => number,
  refuse: () => never,
  check: () => Promise<boolean>,
  onResult: (ok: boolean) => void,
): Promise<boolean> {
  const scope = scopeOf(owner);
  const { inFlight, waiting } = scope;
  for (;;) {
    const f = failures();
    if (f >= max) refuse();
    const n = inFlight.get(key) ?? 0;
    if (f + n < max) {
      inFlight.set(key, n + 1);
      break;
    }
    await new Promise<void>((go) => {
      const list = waiting.get(key) ?? [];
      list.push(go);
      waiting.set(key, list);
    });
  }
  let ok = false;
  try {
    ok = await check();
    onResult(ok);
    return ok;
  } finally {
    const n = (inFlight.get(key) ?? 1) - 1;
    if (n > 0) inFlight.set(key, n);
    else inFlight.delete(key);
    wake(scope, key);
  }
}
