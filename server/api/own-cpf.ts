// Who may move money, and under which CPF, by the jurisdiction profile (src/rules/jurisdiction.ts,
// src/rules/own-cpf.ts): where identity is by CPF, a member whose identity was refused can neither
// deposit nor withdraw (IDENTITY_REFUSED), and the member's own CPF is what a payer and a payout
// key are held to. Every deposit and withdrawal path calls `moneyIdentity` first; the default
// profile keeps no identity and refuses nobody here.
import { profileOf, type JurisdictionProfile } from '../../src/rules/jurisdiction.ts';
import { identityOf } from '../db/identities.ts';
import { apiError } from '../http/errors.ts';
import type { ApiContext } from './context.ts';

export interface MoneyIdentity {
  profile: JurisdictionProfile;
  /** The member's CPF (11 digits) where the profile keeps identities; null otherwise or with none on record. */
  ownCpf: string | null;
}

/** The profile and the member's CPF; refuses a member whose identity was refused. */
export function moneyIdentity(ctx: Pick<ApiContext, 'db' | 'site'>, memberId: number): MoneyIdentity {
  const profile = profileOf(ctx.site);
  if (!profile.identityByCpf) return { profile, ownCpf: null };
  const identity = identityOf(ctx.db, memberId);
  if (identity?.identityStatus === 'refused') throw apiError('IDENTITY_REFUSED');
  return { profile, ownCpf: identity?.cpf ?? null };
}
