// Member settings kept by the reference server (issue 7, SPEC §7 Member settings): the head
// icon and the security question. The answer is stored only as a scrypt hash of its
// normalized form (server/api/member-settings.ts hashes it).
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

const stmts = perDb((db) => ({
  ensureProfile: db.prepare('INSERT OR IGNORE INTO member_profiles (member_id) VALUES (?)'),
  headIcon: db.prepare<[number], { head_icon: string }>('SELECT head_icon FROM member_profiles WHERE member_id = ?'),
  setHeadIcon: db.prepare('UPDATE member_profiles SET head_icon = ? WHERE member_id = ?'),
  question: db.prepare<[number], { question: string; answer_hash: string }>(
    'SELECT question, answer_hash FROM security_questions WHERE member_id = ?',
  ),
  setQuestion:
    db.prepare(`INSERT INTO security_questions (member_id, question, answer_hash, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET question = excluded.question, answer_hash = excluded.answer_hash, updated_at = excluded.updated_at`),
}));

export const headIconOf = (db: Db, memberId: number): string => stmts(db).headIcon.get(memberId)?.head_icon ?? '';

export function setHeadIcon(db: Db, memberId: number, icon: string): void {
  db.transaction(() => {
    const s = stmts(db);
    s.ensureProfile.run(memberId);
    s.setHeadIcon.run(icon, memberId);
  }).immediate();
}

export const securityQuestionOf = (db: Db, memberId: number): { question: string; answerHash: string } | null => {
  const r = stmts(db).question.get(memberId);
  return r ? { question: r.question, answerHash: r.answer_hash } : null;
};

export function setSecurityQuestion(
  db: Db,
  memberId: number,
  question: string,
  answerHash: string,
  now = Date.now(),
): void {
  stmts(db).setQuestion.run(memberId, question, answerHash, new Date(now).toISOString());
}
