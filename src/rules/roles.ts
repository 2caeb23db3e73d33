// Start-up path: the footer menu and home's shortcuts depend on the member type.
// Member types and what each may do (SPEC §3 Member info, §4, §5, §6).
// Types: 0, 1, 2 real accounts; 4 trial/free; above 2 non-real; 40-42 no contract checks.

/** The trial (free-play) account type: its own kind, with its own merchant (SPEC §6). */
export const TRIAL_TYPE = 4;

/** Types never checked for pending agent contracts (SPEC §4, §9). */
export const CONTRACT_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];

const REAL_TYPES: readonly number[] = [0, 1, 2];

/** Types 0, 1 and 2 are real-money accounts (SPEC §3, §9). */
export function isRealMember(type: number): boolean {
  return REAL_TYPES.includes(type);
}

export function isTrial(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** Deposit is for real accounts only; others see 'Please login an actual account' (SPEC §5). */
export function canDeposit(type: number): boolean {
  return isRealMember(type);
}

/**
 * The ONE place that decides who is an agent. SPEC §6 records two readings:
 *   (a) "Agent: type above 0" (also SPEC §1 "members whose type is above 0",
 *       SPEC §3 "above 0 agent-capable", SPEC §4 referral "type above 0 goes to
 *       /m/agentRegister");
 *   (b) "types 1 and 2 only (they do not see invite friends)".
 * Chosen: (a), minus type 4. Reading (a) is the one repeated in four sections, while
 * (b) appears once, as a note. Type 4 is excluded because a trial account
 * is "a separate kind with its own merchant" that is told to register (SPEC §6); it
 * is not offered the agent programme, so sending it to agent registration would be a
 * dead end. The chosen rule and (b) agree on types 0, 1, 2 and 4; they differ only for
 * type 3 and types 5 upward (e.g. 40-42), which are agents here.
 */
export function isAgent(type: number): boolean {
  return type > 0 && type !== TRIAL_TYPE;
}

/**
 * Whether the home page asks the server for pending contract requests (SPEC §4).
 * The spec names only the exclusions, so type 0 is checked too; the server answers
 * "nothing pending" for a plain member.
 */
export function needsContractCheck(type: number, agentPolicyOn: boolean): boolean {
  return agentPolicyOn && !CONTRACT_EXCLUDED_TYPES.includes(type);
}

/** The part of a session these rules read; `null` means a visitor. */
export type SessionLike = { type: number } | null;

export type MemberCentreTarget = 'login' | 'register-prompt' | 'member';

/** SPEC §4 Member centre: guest to login; trial gets a 'register now' prompt; others in. */
export function memberCentreTarget(session: SessionLike): MemberCentreTarget {
  if (session === null) return 'login';
  if (isTrial(session.type)) return 'register-prompt';
  return 'member';
}

export type ReferralTarget = 'login' | 'agentRegister' | 'inviteFriends' | 'customerService';

/**
 * SPEC §4 Referral shortcut: visitor to login; agent to /m/agentRegister; otherwise
 * /m/inviteFriends when REFERRAL is on, else customer service.
 * "Type above 0" is read through isAgent, so a trial account (type 4) is treated as a
 * non-agent here too, the same as everywhere else.
 */
export function referralTarget(session: SessionLike, referralOn: boolean): ReferralTarget {
  if (session === null) return 'login';
  if (isAgent(session.type)) return 'agentRegister';
  return referralOn ? 'inviteFriends' : 'customerService';
}

/**
 * SPEC §2.12: invite friends shows when referral is on and the user is not an agent.
 * A visitor is not an agent, so sees it (tapping it leads to /m/login, SPEC §2.12).
 */
export function showInviteFriends(referralOn: boolean, session: SessionLike): boolean {
  if (!referralOn) return false;
  return session === null || !isAgent(session.type);
}
