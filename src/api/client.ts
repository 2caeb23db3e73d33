// Start-up path: every player downloads this module before the first paint; keep it small.
// The only place that calls fetch. Every failure becomes an ApiError with a dictionary
// key, so no caller ever sees a raw exception, an HTML error page or a malformed body.
import type { Endpoint, EndpointName, ParamsOf, ValueOf } from './endpoints';
import { takePrefetched, untilAborted } from '../boot/prefetched';
import { query } from './query';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape' | 'server' | 'aborted';

export class ApiError extends Error {
  /**
   * `value` is the failure envelope's value (e.g. login's { captcha: true }, SPEC §7), else null;
   * `status` is the HTTP status of a server (envelope) failure, else 0.
   */
  constructor(
    readonly kind: ApiErrorKind,
    readonly messageKey: string,
    readonly code = '',
    readonly serverMessage = '',
    readonly value: unknown = null,
    readonly status = 0,
  ) {
    super(`${kind}: ${messageKey}${code ? ` (${code})` : ''}`);
  }
}

/** `headers` adds request headers a call's protocol needs (login: Encryption, Device; SPEC §7). */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
const RETRY_BASE_MS = 400;

let authToken: string | null = null;
/** The session module sets the token; the client never imports state. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

let onLoggedOut: (() => void) | null = null;
/** Called when a call made with a token is answered 401: the session has ended on the server. */
export function setLoggedOutHandler(handler: (() => void) | null): void {
  onLoggedOut = handler;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function once<K extends EndpointName>(
  def: Endpoint<K>,
  params: ParamsOf<K>,
  opts: CallOptions,
): Promise<ValueOf<K>> {
  // An already aborted signal never fires 'abort' again: stop here (e.g. aborted during a retry's backoff).
  if (opts.signal?.aborted) throw new ApiError('aborted', 'error.unknown');
  const ctrl = new AbortController();
  // A flag, not the abort reason: AbortSignal.reason is missing before Chrome 98 / Safari 15.4 (SPEC §9 targets).
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort('timeout');
  }, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => ctrl.abort('aborted');
  opts.signal?.addEventListener('abort', onAbort);
  const isRead = def.method === 'GET' || def.method === 'DELETE';
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  if (!isRead) headers['Content-Type'] = 'application/json';
  let res: Response;
  let body: unknown;
  try {
    const url = def.path + (isRead ? query(params) : '');
    const prefetched = def.method === 'GET' ? takePrefetched(url) : null;
    res = await (prefetched
      ? untilAborted(prefetched, ctrl.signal)
      : fetch(url, {
          method: def.method,
          headers,
          signal: ctrl.signal,
          body: isRead ? undefined : JSON.stringify(params),
        }));
    // The timeout and the caller's abort cover the body too: on a slow network the
    // headers can arrive and the body stall.
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    if (ctrl.signal.aborted) throw new Error('aborted');
  } catch {
    if (timedOut) throw new ApiError('timeout', 'error.timeout');
    if (opts.signal?.aborted) throw new ApiError('aborted', 'error.unknown');
    throw new ApiError('network', 'error.offline');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  // A 401 on a call made with a token: the session has ended, whatever the body says.
  if (res.status === 401 && headers.Authorization) onLoggedOut?.();
  const env = body as { success?: unknown; value?: unknown; code?: unknown; message?: unknown } | undefined;
  if (!env || typeof env !== 'object' || typeof env.success !== 'boolean') {
    throw new ApiError(
      res.status >= 500 ? 'http' : 'shape',
      res.status === 503 ? 'error.maintenance' : 'error.unknown',
      String(res.status),
    );
  }
  if (!env.success) {
    const code = typeof env.code === 'string' ? env.code : String(res.status);
    // SPEC §8: a 503 is the platform under maintenance, whatever code it carries.
    throw new ApiError(
      'server',
      res.status === 503 ? 'error.maintenance' : `server.${code}`,
      code,
      typeof env.message === 'string' ? env.message : '',
      env.value ?? null,
      res.status,
    );
  }
  if (!def.shape(env.value)) throw new ApiError('shape', 'error.unknown', 'shape');
  return env.value as ValueOf<K>;
}

/** One call with a timeout; reads (GET) retry with backoff on network and 5xx failures. */
export async function call<K extends EndpointName>(
  def: Endpoint<K>,
  params: ParamsOf<K>,
  opts: CallOptions = {},
): Promise<ValueOf<K>> {
  const retries = def.method === 'GET' ? (opts.retries ?? 2) : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(def, params, opts);
    } catch (e) {
      const err = e as ApiError;
      // A 5xx is transient whether or not it came in the platform envelope.
      const transient = err.kind === 'network' || err.kind === 'timeout' || err.kind === 'http' || err.status >= 500;
      if (!transient || attempt >= retries || opts.signal?.aborted) throw err;
      await sleep(RETRY_BASE_MS * 2 ** attempt);
    }
  }
}
