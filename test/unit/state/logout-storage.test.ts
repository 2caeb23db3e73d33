// SPEC §4 logout clears the member info: a phone that ran an older version of the site may still
// hold one under the SPEC §3 key memberInfo (this app never writes it); sign-out removes it with
// the trial name and session storage, and leaves autoLogin '0'.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { endSession } from '../../../src/state/logout.ts';

test('SPEC §4 logout: an old memberInfo, the trial name and session storage are gone, autoLogin is 0', () => {
  localStorage.setItem('memberInfo', JSON.stringify({ nickname: 'Ana', wallet: { sumBalance: 1234.5 } }));
  localStorage.setItem('trialName', 'trial42');
  sessionStorage.setItem('registerForm', '{"username":"ana"}');
  localStorage.setItem('theme', 'light');
  const went: string[] = [];
  endSession((p) => went.push(p));
  assert.is(localStorage.getItem('memberInfo'), null);
  assert.is(localStorage.getItem('trialName'), null);
  assert.is(sessionStorage.length, 0);
  assert.is(localStorage.getItem('autoLogin'), '0');
  assert.is(localStorage.getItem('theme'), 'light', "the phone's own preferences stay");
  assert.equal(went, ['/m/home']);
});

test.run();
