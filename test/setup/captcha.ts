// A captcha the test has "read": stored as the server stores one it drew, with its answer known.
import { randomBytes } from 'node:crypto';
import { saveCaptcha } from '../../server/db/accounts.ts';
import type { Db } from '../../server/db/open.ts';

/** The two body fields a form sends with a solved captcha. */
export function solvedCaptcha(db: Db): { captcha: string; captchaKey: string } {
  const captchaKey = randomBytes(12).toString('base64url');
  const captcha = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
  saveCaptcha(db, captchaKey, captcha, 60_000);
  return { captcha, captchaKey };
}
