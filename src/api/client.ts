// Start-up path: every player downloads this module before the first paint; keep it small.
// The only place that calls fetch. Every failure becomes an ApiError with a dictionary
// key, so no caller ever sees a raw exception, an HTML error page or a malformed body.
import { endpoints, type EndpointName, type ParamsOf, type ValueOf } from './endpoints';
import { shapes } from './shapes';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape' | 'server' | 'aborted';

export class ApiError extends Error {
  constructor(readonly kind: ApiErrorKind, readonly messageKey: string, readonly code = '', readonly serverMessage = '') {
    super(`${kind}: ${messageKey}${code ? ` (${code})` : ''}`);
  }
}

export interface CallOptions { signal?: AbortSignal; timeoutMs?: number; retries?: number }

export const DEFAULT_TIMEOUT_MS = 10_000;
const RETRY_BASE_MS = 400;

let authToken: string | null = null;
/** The session module sets the token; the client never imports state. */
export function setAuthToken(token: string | null): void { authToken = token; }

let onLoggedOut: (() => void) | null = null;
/** Called when a call made with a token is answered 401: the session has ended on the server. */
export function setLoggedOutHandler(handler: (() => void) | null): void { onLoggedOut = handler; }

function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function once<K extends EndpointName>(name: K, params: ParamsOf<K>, opts: CallOptions): Promise<ValueOf<K>> {
  const def = endpoints[name];
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort('timeout'), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => ctrl.abort('aborted');
  opts.signal?.addEventListener('abort', onAbort);
  const isRead = def.method === 'GET' || def.method === 'DELETE';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  if (!isRead) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(def.path + (isRead ? query(params) : ''), {
      method: def.method, headers, signal: ctrl.signal, body: isRead ? undefined : JSON.stringify(params),
    });
  } catch {
    if (ctrl.signal.reason === 'timeout') throw new ApiError('timeout', 'error.timeout');
    if (opts.signal?.aborted) throw new ApiError('aborted', 'error.unknown');
    throw new ApiError('network', 'error.offline');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  let body: unknown;
  try { body = await res.json(); } catch { body = undefined; }
  const env = body as { success?: unknown; value?: unknown; code?: unknown; message?: unknown } | undefined;
  if (!env || typeof env !== 'object' || typeof env.success !== 'boolean') {
    throw new ApiError(res.status >= 500 ? 'http' : 'shape', res.status === 503 ? 'error.maintenance' : 'error.unknown', String(res.status));
  }
  if (!env.success) {
    const code = typeof env.code === 'string' ? env.code : String(res.status);
    if (res.status === 401 && headers.Authorization) onLoggedOut?.();
    throw new ApiError('server', `server.${code}`, code, typeof env.message === 'string' ? env.message : '');
  }
  if (!shapes[name](env.value)) throw new ApiError('shape', 'error.unknown', 'shape');
  return env.value as ValueOf<K>;
}

/** One call with a timeout; reads (GET) retry with backoff on network and 5xx failures. */
export async function call<K extends EndpointName>(name: K, params: ParamsOf<K>, opts: CallOptions = {}): Promise<ValueOf<K>> {
  const retries = endpoints[name].method === 'GET' ? (opts.retries ?? 2) : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(name, params, opts);
    } catch (e) {
      const err = e as ApiError;
      const transient = err.kind === 'network' || err.kind === 'timeout' || err.kind === 'http';
      if (!transient || attempt >= retries || opts.signal?.aborted) throw err;
      await sleep(RETRY_BASE_MS * 2 ** attempt);
    }
  }
}
