// Members' identities (migration 029): kept where the jurisdiction profile asks for identity by CPF.
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

export type IdentityStatus = 'unverified' | 'verified' | 'refused';

export interface MemberIdentity {
  memberId: number;
  cpf: string;
  fullName: string;
  birthDate: string;
  address: string;
  identityStatus: IdentityStatus;
}

const stmts = perDb((db) => ({
  byCpf: db.prepare('SELECT member_id AS memberId FROM member_identities WHERE cpf = ?'),
  byMember: db.prepare(
    `SELECT member_id AS memberId, cpf, full_name AS fullName, birth_date AS birthDate, address,
       identity_status AS identityStatus FROM member_identities WHERE member_id = ?`,
  ),
  setStatus: db.prepare('UPDATE member_identities SET identity_status = ?, updated_at = ? WHERE member_id = ?'),
  insert: db.prepare(
    `INSERT INTO member_identities (member_id, cpf, full_name, birth_date, address, created_at, updated_at)
     VALUES (@memberId, @cpf, @fullName, @birthDate, @address, @now, @now)`,
  ),
}));

/** Whether an account already holds this CPF (11 digits). */
export const cpfTaken = (db: Db, cpf: string): boolean => stmts(db).byCpf.get(cpf) !== undefined;

export const identityOf = (db: Db, memberId: number): MemberIdentity | null =>
  (stmts(db).byMember.get(memberId) as MemberIdentity | undefined) ?? null;

/** A new member's identity, unverified until checked. */
export function insertIdentity(db: Db, i: Omit<MemberIdentity, 'identityStatus'>, now = Date.now()): void {
  stmts(db).insert.run({ ...i, now: iso(now) });
}

/** The operator's decision on a member's identity (server/api/operator-identity.ts keeps the reason in its audit row). */
export function setIdentityStatus(db: Db, memberId: number, status: IdentityStatus, now = Date.now()): void {
  stmts(db).setStatus.run(status, iso(now), memberId);
}
