// Member settings kept by the reference server (SPEC §7 Member settings): the editable
// profile (nickname, e-mail, payee name), the head icon and the security question. The
// answer is stored only as a scrypt hash of its normalized form (server/api/member-settings.ts
// hashes it).
import type { MemberProfile } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

const stmts = perDb((db) => ({
  profile: db.prepare<
    [number],
    { nickname: string; user_name: string; email: string | null; payee_name: string | null }
  >(
    // What was given at sign-up (members.profile_json) until the member's settings row exists.
    `SELECT m.nickname, m.user_name,
      CASE WHEN p.member_id IS NULL THEN json_extract(m.profile_json, '$.email') ELSE p.email END AS email,
      CASE WHEN p.member_id IS NULL THEN json_extract(m.profile_json, '$.payeeName') ELSE p.payee_name END AS payee_name
    FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.id = ?`,
  ),
  setNickname: db.prepare('UPDATE members SET nickname = ? WHERE id = ?'),
  setEmail: db.prepare('UPDATE member_profiles SET email = ? WHERE member_id = ?'),
  setPayee: db.prepare('UPDATE member_profiles SET payee_name = ? WHERE member_id = ?'),
  // The row starts from the e-mail and payee name given at sign-up, so a first edit keeps them.
  ensureProfile: db.prepare(`INSERT OR IGNORE INTO member_profiles (member_id, email, payee_name)
    SELECT id, COALESCE(json_extract(profile_json, '$.email'), ''), COALESCE(json_extract(profile_json, '$.payeeName'), '')
    FROM members WHERE id = ?`),
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

export function profileOf(
  db: Db,
  memberId: number,
): Omit<MemberProfile, 'hasPaymentPassword' | 'vipLabel' | 'headIcon' | 'securityQuestion'> {
  const r = stmts(db).profile.get(memberId)!;
  return { nickname: r.nickname, account: r.user_name, email: r.email ?? '', payeeName: r.payee_name ?? '' };
}

export function updateProfile(
  db: Db,
  memberId: number,
  p: { nickname?: string; email?: string; payeeName?: string },
): void {
  db.transaction(() => {
    const s = stmts(db);
    s.ensureProfile.run(memberId);
    if (p.nickname !== undefined) s.setNickname.run(p.nickname, memberId);
    if (p.email !== undefined) s.setEmail.run(p.email, memberId);
    if (p.payeeName !== undefined) s.setPayee.run(p.payeeName, memberId);
  }).immediate();
}
