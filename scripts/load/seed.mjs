// The players of a load run: a site config without the per-IP limits, members with a real
// password and play money, and each member's demo play key and encrypted login body.
// The seeding and the login encryption reuse the project's own TypeScript modules.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

export const PASSWORD = 'secret12';

register();
const { openDatabase, closeDatabase } = await import('../../server/db/open.ts');
const { createMember, createSession } = await import('../../server/db/members.ts');
const { hashPassword } = await import('../../server/api/password-hash.ts');
const { encryptLogin } = await import('../../src/lib/crypto.ts');
export const { LOGIN_ENCRYPTION } = await import('../../src/rules/auth.ts');

/**
 * One client address (loopback) plays every player: the per-IP limits would refuse almost
 * every login, so a load run lifts them; the limits have their own suites (test/server/security).
 * Returns the file's path, for SITE_CONFIG.
 */
export function writeSiteConfig(dataDir) {
  const siteConfig = join(dataDir, 'site-config.json');
  const big = { perIp: 1_000_000, perAccount: 1_000_000, windowSeconds: 60 };
  writeFileSync(
    siteConfig,
    JSON.stringify({
      rateLimits: { login: big, captcha: big, lookup: big },
      accountSecurity: { lockAfterFailures: 0, captchaAfterFailures: 0 },
    }),
  );
  return siteConfig;
}

/** Seeds before the server opens the directory; returns the members and the slot they play. */
export async function seedMembers(dataDir, count) {
  const db = openDatabase(dataDir);
  const hash = await hashPassword(PASSWORD);
  const members = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const userName = `load${String(i).padStart(4, '0')}`;
      const id = createMember(db, { userName, passwordHash: hash, type: 0 });
      db.prepare(
        "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 10000000, 'load seed', ?)",
      ).run(id, new Date().toISOString());
      members.push({ id, userName, token: createSession(db, id) });
    }
  })();
  const slot = db
    .prepare(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
    )
    .get();
  closeDatabase(db);
  return { members, slot };
}

/** A play key per member, the way the demo page gets one (launch, then open the page). */
export async function preparePlayers(url, members, slot) {
  for (const m of members) {
    const l = await (
      await fetch(`${url}/wps/game/launchGame`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${m.token}` },
        body: JSON.stringify({ ...slot, language: 'en' }),
      })
    ).json();
    const html = await (await fetch(`${url}${l.value.url}`)).text();
    m.play = html.match(/name="play" content="([^"]+)"/)[1];
    m.login = JSON.stringify(encryptLogin({ type: 'username', username: m.userName, password: PASSWORD }, 'AURORA'));
  }
}
