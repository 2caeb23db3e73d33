// The login body decryption (SPEC §7): the counterpart of src/lib/crypto.ts, with
// node:crypto. Body { data: base64(iv[16] || AES-256-CBC ciphertext) }, header
// Encryption: AES-256-CBC, key SHA-256(keyContext + merchantCode). Obfuscation the
// protocol requires, not a substitute for TLS.
import { createDecipheriv, createHash } from 'node:crypto';
import type { LoginForm } from '../../src/api/endpoints.ts';
import { LOGIN_ENCRYPTION } from '../../src/rules/auth.ts';
import { apiError } from '../http/errors.ts';

export function loginKey(merchantCode: string): Buffer {
  return createHash('sha256')
    .update(LOGIN_ENCRYPTION.keyContext + merchantCode, 'utf8')
    .digest();
}

const refuse = () => apiError('BAD_ENCRYPTION');

/** The decrypted JSON value; any tampering or a wrong key is a 400 BAD_ENCRYPTION. */
export function decryptLogin(data: unknown, merchantCode: string): unknown {
  if (typeof data !== 'string' || data.length > 8192 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw refuse();
  const raw = Buffer.from(data, 'base64');
  if (raw.length < 32 || raw.length % 16 !== 0) throw refuse();
  try {
    const decipher = createDecipheriv('aes-256-cbc', loginKey(merchantCode), raw.subarray(0, 16));
    const text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse();
  }
}

/** Reads the Encryption header and body of a login request into a plain LoginForm. */
export function readLoginBody(
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  merchantCode: string,
): LoginForm {
  if (headers[LOGIN_ENCRYPTION.header.toLowerCase()] !== LOGIN_ENCRYPTION.scheme) {
    throw apiError(
      'ENCRYPTION_REQUIRED',
      `Send the login body encrypted, with the header ${LOGIN_ENCRYPTION.header}: ${LOGIN_ENCRYPTION.scheme}`,
    );
  }
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const form = decryptLogin(b.data, merchantCode);
  if (typeof form !== 'object' || form === null || Array.isArray(form)) throw refuse();
  const f = form as Record<string, unknown>;
  const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : undefined);
  const type = f.type === 'sms' ? 'sms' : f.type === 'username' || f.type === undefined ? 'username' : null;
  if (!type) throw apiError('BAD_BODY', 'type must be username or sms');
  const loginType = f.loginType === undefined ? 'member' : f.loginType;
  if (loginType !== 'member' && loginType !== 'agent') throw apiError('BAD_BODY', 'loginType must be member or agent');
  return {
    type,
    loginType,
    username: str('username'),
    password: str('password'),
    captcha: str('captcha'),
    captchaKey: str('captchaKey'),
    mobileNum: str('mobileNum'),
    countryDialingCode: str('countryDialingCode'),
    verificationCode: str('verificationCode'),
  };
}
