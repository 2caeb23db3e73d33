import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CONTRACT_EXCLUDED_TYPES,
  TRIAL_TYPE,
  canDeposit,
  isAgent,
  isRealMember,
  isTrial,
  memberCentreTarget,
  needsContractCheck,
  referralTarget,
  showInviteFriends,
} from '../../../src/rules/roles.ts';

// Every type the spec mentions, plus neighbours and junk values.
const TYPES = [-1, 0, 1, 2, 3, 4, 5, 39, 40, 41, 42, 43, 100, 1.5, Number.NaN];

/** Runs `fn` over TYPES and returns the types for which it is true. */
function which(fn: (t: number) => boolean): number[] {
  return TYPES.filter(fn);
}

test('SPEC §3 member types: only 0, 1 and 2 are real members', () => {
  assert.equal(which(isRealMember), [0, 1, 2]);
});

test('SPEC §6 member types: only type 4 is trial', () => {
  assert.is(TRIAL_TYPE, 4);
  assert.equal(which(isTrial), [4]);
});

test('SPEC §5 deposit: allowed for 0, 1, 2 only; types above 2 and trial are refused', () => {
  assert.equal(which(canDeposit), [0, 1, 2]);
});

test('SPEC §6 agent: type above 0 except trial 4 (reading "above 0", not "1 and 2 only")', () => {
  assert.equal(which(isAgent), [1, 2, 3, 5, 39, 40, 41, 42, 43, 100, 1.5]);
});

test('SPEC §6 agent: type 0 and trial are not agents; 1 and 2 are under both readings', () => {
  assert.is(isAgent(0), false);
  assert.is(isAgent(4), false);
  assert.is(isAgent(1), true);
  assert.is(isAgent(2), true);
});

test('SPEC §4 contract check: every type except 4, 40, 41, 42 when AGENTPOLICY3 is on', () => {
  assert.equal([...CONTRACT_EXCLUDED_TYPES], [4, 40, 41, 42]);
  assert.equal(
    which((t) => needsContractCheck(t, true)),
    [-1, 0, 1, 2, 3, 5, 39, 43, 100, 1.5, Number.NaN],
  );
});

test('SPEC §4 contract check: nobody is checked when AGENTPOLICY3 is off', () => {
  assert.equal(
    which((t) => needsContractCheck(t, false)),
    [],
  );
});

test('SPEC §4 member centre: a guest goes to login', () => {
  assert.is(memberCentreTarget(null), 'login');
});

test('SPEC §4 member centre: type 4 gets the register-now prompt', () => {
  assert.is(memberCentreTarget({ type: 4 }), 'register-prompt');
});

test('SPEC §4 member centre: every other type goes to /m/member/home', () => {
  for (const type of [0, 1, 2, 3, 40, 41, 42]) {
    assert.is(memberCentreTarget({ type }), 'member', `type ${type}`);
  }
});

test('SPEC §4 referral: not logged in goes to login, REFERRAL on or off', () => {
  assert.is(referralTarget(null, true), 'login');
  assert.is(referralTarget(null, false), 'login');
});

test('SPEC §4 referral: agents go to /m/agentRegister, REFERRAL on or off', () => {
  for (const type of [1, 2, 3, 40, 42]) {
    assert.is(referralTarget({ type }, true), 'agentRegister', `type ${type} on`);
    assert.is(referralTarget({ type }, false), 'agentRegister', `type ${type} off`);
  }
});

test('SPEC §4 referral: type 0 goes to /m/inviteFriends when REFERRAL is on', () => {
  assert.is(referralTarget({ type: 0 }, true), 'inviteFriends');
});

test('SPEC §4 referral: type 0 opens customer service when REFERRAL is off', () => {
  assert.is(referralTarget({ type: 0 }, false), 'customerService');
});

test('SPEC §4 §6 referral: trial type 4 is not an agent, so follows the REFERRAL switch', () => {
  assert.is(referralTarget({ type: 4 }, true), 'inviteFriends');
  assert.is(referralTarget({ type: 4 }, false), 'customerService');
});

test('SPEC §2.12 invite friends: hidden whenever referral is off', () => {
  assert.is(showInviteFriends(false, null), false);
  for (const type of [0, 1, 2, 4, 40]) {
    assert.is(showInviteFriends(false, { type }), false, `type ${type}`);
  }
});

test('SPEC §2.12 invite friends: shown to visitors and non-agents when referral is on', () => {
  assert.is(showInviteFriends(true, null), true);
  assert.is(showInviteFriends(true, { type: 0 }), true);
  assert.is(showInviteFriends(true, { type: 4 }), true);
});

test('SPEC §2.12 invite friends: hidden for agents when referral is on', () => {
  for (const type of [1, 2, 3, 40, 41, 42]) {
    assert.is(showInviteFriends(true, { type }), false, `type ${type}`);
  }
});

test.run();
