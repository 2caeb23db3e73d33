// Members with a real (scrypt) password, for the server and e2e suites. Kept apart from
// accounts.ts so the Playwright loader never imports crypto-js.
import type { Db } from '../../server/db/open.ts';
import { insertMember } from '../../server/db/accounts.ts';
import { hashPassword } from '../../server/api/password-hash.ts';
import { mobileE164 } from '../../src/rules/phone.ts';

let n = 0;
/** A member with a real (scrypt) password; firstTimeLogin for an account someone else opened. */
export async function createMemberWithPassword(
  db: Db,
  o: {
    userName?: string;
    password: string;
    type?: number;
    mobileNum?: string;
    countryDialingCode?: string;
    firstTimeLogin?: boolean;
  },
): Promise<{ id: number; userName: string }> {
  const userName = o.userName ?? `member${Date.now() % 1_000_000}${++n}`;
  const id = insertMember(db, {
    userName,
    passwordHash: await hashPassword(o.password),
    type: o.type ?? 0,
    merchantCode: 'AURORA',
    // Stored as registration stores it: E.164 ("11987650001" under +55 is "+5511987650001").
    mobileNum: o.mobileNum ? (mobileE164(o.countryDialingCode ?? '55', o.mobileNum) ?? o.mobileNum) : null,
    countryDialingCode: o.mobileNum ? (o.countryDialingCode ?? '55') : null,
    firstTimeLogin: o.firstTimeLogin,
  });
  return { id, userName };
}
