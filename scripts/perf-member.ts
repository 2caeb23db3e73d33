// `npm run perf`'s member: `node --import tsx scripts/perf-member.ts <server url> <data dir>`
// opens an account in the running reference server's database (a second connection, as the
// operator suites do: the reference server opens accounts only behind a captcha) and logs in
// through the API the way the app does (the encrypted login body). Prints the session the
// app keeps in localStorage (MC_SESSION_INFO), as JSON on one line.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../server/api/password-hash.ts';
import { insertMember } from '../server/db/accounts.ts';
import { encryptLogin } from '../src/lib/crypto.ts';
import { LOGIN_ENCRYPTION } from '../src/rules/auth.ts';

const [url, dataDir] = process.argv.slice(2);
if (!url || !dataDir) throw new Error('usage: perf-member.ts <server url> <data dir>');
const MERCHANT = 'AURORA';
const userName = `perf${Date.now() % 1_000_000}`;
const password = `Pf${randomBytes(6).toString('hex')}`;

const db = new Database(join(dataDir, 'site.db'), { timeout: 5000 });
try {
  insertMember(db, { userName, passwordHash: await hashPassword(password), type: 0, merchantCode: MERCHANT });
} finally {
  db.close();
}

const res = await fetch(`${url}/wps/session/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', [LOGIN_ENCRYPTION.header]: LOGIN_ENCRYPTION.scheme },
  body: JSON.stringify(encryptLogin({ type: 'username', username: userName, password }, MERCHANT)),
});
const body = (await res.json()) as { success: boolean; value: Record<string, unknown>; message: string };
if (!body.success) throw new Error(`login refused: ${res.status} ${body.message}`);
const { token, merchantCode, type, firstTimeLogin } = body.value;
console.log(JSON.stringify({ token, merchantCode, userName: body.value.userName, type, firstTimeLogin }));
