// An agent's affiliate links (SPEC §7 Agent: links). The code lives in affiliate_codes
// while the link is live, so registration accepts it; the link row stays after deletion, so
// the downlines who joined through it remain the agent's.
import { randomInt } from 'node:crypto';
import type { AgentLink } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  links: db.prepare<[{ agent: number }], { code: string; created_at: string; n: number }>(`SELECT l.code, l.created_at,
      (SELECT COUNT(*) FROM members m WHERE m.affiliate_code = l.code COLLATE NOCASE) AS n
    FROM agent_links l WHERE l.member_id = @agent AND l.deleted_at IS NULL ORDER BY l.created_at, l.code`),
  insertCode: db.prepare('INSERT OR IGNORE INTO affiliate_codes (code, member_id, created_at) VALUES (?, ?, ?)'),
  insertLink: db.prepare('INSERT INTO agent_links (code, member_id, created_at) VALUES (?, ?, ?)'),
  deleteLink: db.prepare(
    'UPDATE agent_links SET deleted_at = ? WHERE code = ? COLLATE NOCASE AND member_id = ? AND deleted_at IS NULL',
  ),
  deleteCode: db.prepare('DELETE FROM affiliate_codes WHERE code = ? COLLATE NOCASE AND member_id = ?'),
  firstLink: db.prepare<[number], { code: string }>(
    'SELECT code FROM agent_links WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1',
  ),
}));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const MAX_LINKS = 10;

export function agentLinks(db: Db, agent: number): AgentLink[] {
  return stmts(db)
    .links.all({ agent })
    .map((r) => ({ code: r.code, path: `/m/register?code=${r.code}`, createdAt: r.created_at, downlines: r.n }));
}

export function createAgentLink(db: Db, agent: number, now = Date.now()): AgentLink[] | 'TOO_MANY' {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (s.links.all({ agent }).length >= MAX_LINKS) return 'TOO_MANY' as const;
      for (;;) {
        const code = newCode();
        if (s.insertCode.run(code, agent, iso(now)).changes === 1) {
          s.insertLink.run(code, agent, iso(now));
          break;
        }
      }
      return agentLinks(db, agent);
    })
    .immediate();
}

/** New registrations stop accepting the code; members who joined through it stay downlines. */
export function deleteAgentLink(db: Db, agent: number, code: string, now = Date.now()): AgentLink[] | 'NOT_FOUND' {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (s.deleteLink.run(iso(now), code, agent).changes === 0) return 'NOT_FOUND' as const;
      s.deleteCode.run(code, agent);
      return agentLinks(db, agent);
    })
    .immediate();
}

export function firstLinkCode(db: Db, agent: number): string {
  const found = stmts(db).firstLink.get(agent)?.code;
  if (found) return found;
  createAgentLink(db, agent);
  return stmts(db).firstLink.get(agent)!.code;
}
