// Start-up path. index.html's inline boot script starts the site-status and dictionary
// requests while the entry script downloads; the first call for the same URL takes that
// response instead of asking again (issue 8: no round trip waits on another).
type Boot = Record<string, Promise<Response> | undefined>;

export function takePrefetched(url: string): Promise<Response> | null {
  const boot = (globalThis as { __boot?: Boot }).__boot;
  const pending = boot?.[url];
  if (!boot || !pending) return null;
  delete boot[url];
  return pending;
}

/** A prefetched response still honours the caller's timeout and abort. */
export function untilAborted(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    pending.then(resolve, reject);
  });
}
