// Account helpers for the server and e2e suites: calls in the platform envelope, an
// encrypted login, captcha answers and SMS codes read the way a tester would (database,
// dev outbox), and members created with a real password.
import type { Db } from '../../server/db/open.ts';
import { cleanup, start } from './server.ts';
import { sha256 } from '../../server/db/accounts.ts';
import { encryptLogin } from '../../src/lib/crypto.ts';
import { LOGIN_ENCRYPTION } from '../../src/rules/auth.ts';

export interface Reply {
  status: number;
  success: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the call it made
  value: any;
  code: string;
  message: string;
}

export function accountsApi(url: string, db: Db, merchantCode = 'AURORA') {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> => {
    const r = await fetch(url + path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    return { status: r.status, ...((await r.json()) as Omit<Reply, 'status'>) };
  };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const api = {
    call,
    auth,
    login: (form: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call('POST', '/wps/session/login', encryptLogin({ type: 'username', ...form }, merchantCode), {
        [LOGIN_ENCRYPTION.header]: LOGIN_ENCRYPTION.scheme,
        ...headers,
      }),
    /** A fresh captcha and its answer, read from the database as only a tester can. */
    captcha: async (): Promise<{ key: string; answer: string; image: string }> => {
      const r = await call('GET', '/wps/system/captcha');
      const row = db.prepare('SELECT answer FROM captchas WHERE key_digest = ?').get(sha256(r.value.key)) as {
        answer: string;
      };
      return { key: r.value.key, answer: row.answer, image: r.value.image };
    },
    sendCode: (mobileNum: string, purpose: string, countryDialingCode = '55') =>
      call('POST', '/wps/sms/code', { mobileNum, countryDialingCode, purpose, language: 'en' }),
    /** The latest code in the dev outbox for a number, or null. */
    outboxCode: async (mobileNum: string): Promise<string | null> => {
      const r = await call('GET', `/wps/dev/outbox?mobile=${mobileNum}`);
      const text = (r.value as Array<{ text: string }>)[0]?.text ?? '';
      return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
    },
    register: async (fields: Record<string, unknown>, path = '/wps/member/register') => {
      const c = await api.captcha();
      return call('PUT', path, {
        registerMethod: 'H5',
        registerUrl: 'localhost',
        domain: 'localhost',
        type: 0,
        captcha: c.answer,
        captchaKey: c.key,
        ...fields,
      });
    },
    memberInfo: (token: string) => call('GET', '/wps/member/info', undefined, auth(token)),
  };
  return api;
}

export { createMemberWithPassword } from './accounts-members.ts';

export type Started = Awaited<ReturnType<typeof start>>;
export type AccountsApi = ReturnType<typeof accountsApi>;

/** A server on a fresh database with a site-config variant, closed and removed afterwards. */
export async function withAccounts(
  fn: (s: Started, api: AccountsApi) => Promise<void>,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const s = await start({ overrides });
  try {
    await fn(s, accountsApi(s.url, s.db!));
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}
