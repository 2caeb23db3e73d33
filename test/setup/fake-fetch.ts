// A fake `fetch` for unit tests of the API client (and anything else that fetches), plus
// small timer helpers so retries and timeouts run in milliseconds instead of seconds.

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | null;
}
export type Responder = (call: FetchCall, n: number) => Response | Promise<Response>;

export interface FakeFetch {
  calls: FetchCall[];
  restore: () => void;
}

/** Installs `responder` as globalThis.fetch; `n` is the 1-based number of the call. */
export function installFetch(responder: Responder): FakeFetch {
  const original = globalThis.fetch;
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const c: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : null,
      signal: init.signal ?? null,
    };
    calls.push(c);
    // A real fetch rejects at once when its signal is already aborted.
    if (c.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return responder(c, calls.length);
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The platform envelope (SPEC §7), success. */
export const ok = (value: unknown, status = 200): Response =>
  json({ success: true, value, code: '', message: '' }, status);

/** The platform envelope, failure. */
export const fail = (code: string, status: number, message = 'failed'): Response =>
  json({ success: false, value: null, code, message }, status);

export const text = (body: string, status: number, type = 'text/html'): Response =>
  new Response(body, { status, headers: { 'Content-Type': type } });

/** Never answers, but rejects like a real fetch when its signal aborts. */
export const hang = (c: FetchCall): Promise<Response> =>
  new Promise((_, reject) => {
    c.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** Answers headers at once, then a body that never ends; aborting the signal errors the body (as browsers do). */
export const stalledBody = (c: FetchCall): Response => {
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      ctrl.enqueue(new TextEncoder().encode('{"success":true,'));
      c.signal?.addEventListener('abort', () =>
        ctrl.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const networkError = (): never => {
  throw new TypeError('Failed to fetch');
};

export interface FastTimers {
  delays: number[];
  restore: () => void;
}

/**
 * Replaces setTimeout so timers shorter than `fireBelowMs` fire on the next macrotask
 * (their requested delays are recorded) and longer ones never fire. Restore in `finally`.
 */
export function fastTimers(fireBelowMs = 5000): FastTimers {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const delays: number[] = [];
  const live = new Set<number>();
  let next = 1;
  globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    delays.push(ms);
    const id = next++;
    if (ms < fireBelowMs) {
      live.add(id);
      realSet(() => {
        if (live.delete(id)) fn(...args);
      }, 0);
    }
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    live.delete(id);
  }) as typeof clearTimeout;
  return {
    delays,
    restore: () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}

/** A manual clock: setTimeout callbacks run only when `advance` passes their due time. */
export interface ManualClock {
  now: () => number;
  advance: (ms: number) => void;
  pending: () => number;
  restore: () => void;
}

export function manualClock(): ManualClock {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  globalThis.setTimeout = ((fn: () => void, ms = 0) => {
    const id = next++;
    timers.set(id, { at: now + Math.max(0, Number(ms) || 0), fn });
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    timers.delete(id);
  }) as typeof clearTimeout;
  return {
    now: () => now,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pending: () => timers.size,
    restore: () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}
