// The prudential limits a Brazilian sign-up asks (shared with the server): a period chosen, a loss
// amount the limits page would take, at least one time limit, each time limit in range; the
// numbers sent are the ones typed; the registration plan asks them only with the profile's switch.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { profileOf } from '../../../src/rules/jurisdiction.ts';
import {
  closedRules,
  registerPayload,
  registrationErrors,
  registrationOrder,
  registrationPlan,
} from '../../../src/rules/registration.ts';
import { signupLimitErrors, signupLimits } from '../../../src/rules/signup-limits.ts';

const OK = { lossPeriod: 'week', lossLimit: '250,50', sessionLimit: '60', dayLimit: '' };

test('sign-up limits: a period, an amount and one time limit pass; each missing part names its field', () => {
  assert.equal(signupLimitErrors(OK), {});
  assert.equal(signupLimitErrors({}), {
    lossPeriod: 'responsible.error.period',
    lossLimit: 'responsible.error.amount',
    sessionLimit: 'responsible.error.timeRequired',
  });
  assert.equal(signupLimitErrors({ ...OK, sessionLimit: '', dayLimit: '' }), {
    sessionLimit: 'responsible.error.timeRequired',
  });
  assert.equal(signupLimitErrors({ ...OK, sessionLimit: '', dayLimit: '120' }), {}, 'the daily limit alone is enough');
});

test("sign-up limits: the limits page's ranges, to the cent and the minute", () => {
  assert.equal(signupLimitErrors({ ...OK, lossLimit: '0,00' }), { lossLimit: 'responsible.error.amount' });
  assert.equal(signupLimitErrors({ ...OK, lossLimit: '0,01' }), {});
  assert.equal(signupLimitErrors({ ...OK, lossLimit: '1000000.00' }), {});
  assert.equal(signupLimitErrors({ ...OK, lossLimit: '1000000.01' }), { lossLimit: 'responsible.error.amount' });
  assert.equal(signupLimitErrors({ ...OK, lossLimit: 'cem' }), { lossLimit: 'responsible.error.amount' });
  assert.equal(signupLimitErrors({ ...OK, sessionLimit: '1440' }), {});
  assert.equal(signupLimitErrors({ ...OK, sessionLimit: '1441' }), { sessionLimit: 'responsible.error.minutes' });
  assert.equal(signupLimitErrors({ ...OK, dayLimit: '0' }), { dayLimit: 'responsible.error.minutes' });
  assert.equal(signupLimitErrors({ ...OK, lossPeriod: 'year' }), { lossPeriod: 'responsible.error.period' });
});

test('sign-up limits: the numbers are the ones typed; nothing while a field fails', () => {
  assert.equal(signupLimits(OK), { lossPeriod: 'week', lossCents: 25_050, sessionMinutes: 60, dayMinutes: null });
  assert.is(signupLimits({ ...OK, sessionLimit: '' }), null);
});

test('registration plan: Brazil asks the limits after the fields and sends them as numbers; the default never', () => {
  const rules = closedRules();
  const sw = { USERNAMEREG3: true };
  const today = '2026-12-03';
  const brPlan = registrationPlan('username', rules, sw, { profile: profileOf({ jurisdiction: 'BR' }), today });
  const plain = registrationPlan('username', rules, sw, { profile: profileOf({}), today });
  assert.ok(brPlan.limits);
  assert.not.ok(plain.limits);
  assert.equal(registrationOrder(brPlan).slice(-4), ['lossPeriod', 'lossLimit', 'sessionLimit', 'dayLimit']);
  assert.not.ok(registrationOrder(plain).includes('lossPeriod'));
  assert.is(registrationErrors(brPlan, {}, '55').lossPeriod, 'responsible.error.period');
  assert.is(registrationErrors(plain, {}, '55').lossPeriod, undefined);
  const ctx = { channel: 'H5' as const, host: 'x', countryDialingCode: '55', captchaKey: '' };
  const p = registerPayload(brPlan, OK, ctx);
  assert.equal([p.lossPeriod, p.lossLimit, p.sessionLimit, p.dayLimit], ['week', 25_050, 60, undefined]);
  assert.is(registerPayload(plain, OK, ctx).lossLimit, undefined, 'the default profile sends none');
});

test.run();
