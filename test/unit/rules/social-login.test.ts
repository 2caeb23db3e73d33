// SPEC §2.5/§2.6 social login: the provider's answer on the login page, read against the
// sign-in this browser started (src/rules/social-login.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type PendingSocialLogin, isPendingSocialLogin, socialAnswer } from '../../../src/rules/social-login.ts';

const pending: PendingSocialLogin = {
  provider: 'facebook',
  state: 'st-123',
  verifier: 'ver-456',
  from: '/m/rewardCenter',
};
const q = (s: string) => new URLSearchParams(s);

test('SPEC §2.6 a code with this browser’s state is finished with its verifier, bound for where the player was going', () => {
  assert.equal(socialAnswer(q('code=abc&state=st-123'), pending), {
    kind: 'code',
    code: 'abc',
    state: 'st-123',
    verifier: 'ver-456',
    from: '/m/rewardCenter',
  });
});

test('SPEC §2.6 a refusal at the provider is a refusal, not an error of the site', () => {
  assert.equal(socialAnswer(q('error=access_denied&state=st-123'), pending), {
    kind: 'refused',
    from: '/m/rewardCenter',
  });
});

test('SPEC §2.6 another state, or no sign-in started in this tab, is never sent on', () => {
  assert.is(socialAnswer(q('code=abc&state=someone-else'), pending).kind, 'invalid');
  assert.is(socialAnswer(q('code=abc&state=st-123'), null).kind, 'invalid');
  assert.is(socialAnswer(q('error=access_denied&state=x'), null).kind, 'invalid');
});

test('SPEC §2.6 an ordinary visit to the login page is no answer', () => {
  assert.is(socialAnswer(q(''), pending).kind, 'none');
  assert.is(socialAnswer(q('from=%2Fm%2Fhome'), pending).kind, 'none');
  assert.is(socialAnswer(q('state=st-123'), pending).kind, 'none');
});

test('a stored value of another shape is not a pending sign-in', () => {
  assert.ok(isPendingSocialLogin(pending));
  assert.not.ok(isPendingSocialLogin({ provider: 'facebook', state: 's' }));
  assert.not.ok(isPendingSocialLogin('st-123'));
  assert.not.ok(isPendingSocialLogin(null));
});

test.run();
