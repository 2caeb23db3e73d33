// Password change and reset, and the SMS code rules they rest on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withAccounts, createMemberWithPassword, type AccountsApi } from '../setup/accounts.ts';

/** These tests read SMS codes from the development outbox, which is off unless a site enables it. */
const OUTBOX = { devOutbox: true };

const change = (
  api: AccountsApi,
  token: string,
  oldPassword: string,
  newPassword: string,
  confirmNewPassword = newPassword,
) => api.call('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, api.auth(token));

test('SPEC §4 change password: old one checked, new one works, other sessions revoked, first login cleared', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'hana31', password: 'first123', firstTimeLogin: true });
    const here = (await api.login({ username: 'hana31', password: 'first123' })).value;
    const elsewhere = (await api.login({ username: 'hana31', password: 'first123' })).value;
    assert.is(here.firstTimeLogin, true);
    const r = await change(api, here.token, 'first123', 'second45');
    assert.equal([r.status, r.success, r.value], [200, true, null]);
    assert.is((await api.memberInfo(here.token)).status, 200, 'the session that changed it stays');
    assert.is((await api.memberInfo(elsewhere.token)).status, 401, 'every other session is revoked');
    assert.is((await api.login({ username: 'hana31', password: 'first123' })).code, 'LOGIN_FAILED');
    const again = await api.login({ username: 'hana31', password: 'second45' });
    assert.equal([again.status, again.value.firstTimeLogin], [200, false]);
  }));

test('SPEC §5 change password refusals: wrong old (403, session kept), same as old, rules, confirmation', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'ivan41', password: 'first123' });
    const { token } = (await api.login({ username: 'ivan41', password: 'first123' })).value;
    const wrongOld = await change(api, token, 'other123', 'second45');
    assert.equal([wrongOld.status, wrongOld.code], [403, 'OLD_PASSWORD_WRONG']);
    assert.is((await api.memberInfo(token)).status, 200, 'a wrong old password never ends the session');
    const same = await change(api, token, 'first123', 'first123');
    assert.equal(
      [same.status, same.code, same.message],
      [400, 'PASSWORD_SAME', 'The new password and the old password cannot be the same'],
    );
    const weak = await change(api, token, 'first123', 'abcdefgh');
    assert.equal(
      [weak.code, weak.value],
      ['INVALID_FIELD', { field: 'newPassword', messageKey: 'validation.password' }],
    );
    const mismatch = await change(api, token, 'first123', 'second45', 'second46');
    assert.equal(mismatch.value, { field: 'confirmNewPassword', messageKey: 'validation.confirmMismatch' });
    const oldRule = await change(api, token, 'a b', 'second45');
    assert.equal(oldRule.value, { field: 'oldPassword', messageKey: 'validation.loginPassword' });
    const guest = await api.call('POST', '/wps/member/password', {
      oldPassword: 'first123',
      newPassword: 'second45',
      confirmNewPassword: 'second45',
    });
    assert.equal([guest.status, guest.code], [401, 'NOT_LOGGED_IN']);
  }));

test('SPEC §2.1 forgotten password: reset by mobile and SMS code; every session revoked; code single use', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'jade51', password: 'first123', mobileNum: '11987650020' });
    const old = (await api.login({ username: 'jade51', password: 'first123' })).value.token;
    assert.is((await api.sendCode('011987650020', 'reset')).status, 200);
    const code = (await api.outboxCode('11987650020'))!;
    const body = {
      mobileNum: '011987650020',
      countryDialingCode: '55',
      verificationCode: code,
      newPassword: 'reset789',
      confirmNewPassword: 'reset789',
    };
    const r = await api.call('POST', '/wps/member/password/reset', body);
    assert.equal([r.status, r.value], [200, null]);
    assert.is((await api.memberInfo(old)).status, 401, 'sessions revoked');
    assert.is((await api.login({ username: 'jade51', password: 'reset789' })).status, 200);
    const reuse = await api.call('POST', '/wps/member/password/reset', {
      ...body,
      newPassword: 'again789',
      confirmNewPassword: 'again789',
    });
    assert.equal([reuse.status, reuse.code], [400, 'SMS_CODE_INVALID'], 'a used code is refused');
  }, OUTBOX));

test('SPEC §7 reset for an unknown number answers like a known one and sends nothing', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'kai61', password: 'first123', mobileNum: '11987650030' });
    const known = await api.sendCode('11987650030', 'reset');
    const unknown = await api.sendCode('11987650031', 'reset');
    assert.equal([unknown.status, Object.keys(unknown.value)], [known.status, Object.keys(known.value)]);
    assert.is(await api.outboxCode('11987650031'), null, 'nothing in the outbox for a number without an account');
    const again = await api.sendCode('11987650031', 'reset');
    assert.is(again.code, 'SMS_TOO_SOON', 'the cooldown applies alike');
  }, OUTBOX));

test('SPEC §4/§9 SMS code: resend cooldown 60 s answers 429 with the time the link returns', () =>
  withAccounts(async (_s, api) => {
    const first = await api.sendCode('11987650040', 'register');
    const wait = first.value.expirationTime - Date.now();
    assert.ok(wait > 58_000 && wait <= 60_000, `countdown ends in about 60 s (${wait} ms)`);
    assert.is(first.value.expiredMinutes, null);
    const again = await api.sendCode('11987650040', 'register');
    assert.equal([again.status, again.code], [429, 'SMS_TOO_SOON']);
    assert.ok(again.value.retryAfterSeconds > 55 && again.value.retryAfterSeconds <= 60);
    assert.is((await api.sendCode('11987650041', 'register')).status, 200, 'another number is not held back');
  }));

test('SPEC §4 SMS code: an expired code is refused', () =>
  withAccounts(
    async (s, api) => {
      await createMemberWithPassword(s.db!, { userName: 'lena71', password: 'first123', mobileNum: '11987650050' });
      await api.sendCode('11987650050', 'reset');
      const code = (await api.outboxCode('11987650050'))!;
      await new Promise((r) => setTimeout(r, 120));
      const r = await api.call('POST', '/wps/member/password/reset', {
        mobileNum: '11987650050',
        countryDialingCode: '55',
        verificationCode: code,
        newPassword: 'reset789',
        confirmNewPassword: 'reset789',
      });
      assert.equal([r.status, r.code], [400, 'SMS_CODE_INVALID']);
      assert.is((await api.login({ username: 'lena71', password: 'first123' })).status, 200, 'password unchanged');
    },
    { ...OUTBOX, accountSecurity: { smsCodeTtlSeconds: 0.1, smsResendSeconds: 0 } },
  ));

test('SPEC §4 SMS code: after 5 wrong tries the right code is refused too', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'mia81', password: 'first123', mobileNum: '11987650060' });
    await api.sendCode('11987650060', 'reset');
    const code = (await api.outboxCode('11987650060'))!;
    const reset = (verificationCode: string) =>
      api.call('POST', '/wps/member/password/reset', {
        mobileNum: '11987650060',
        countryDialingCode: '55',
        verificationCode,
        newPassword: 'reset789',
        confirmNewPassword: 'reset789',
      });
    for (let i = 0; i < 5; i++)
      assert.is((await reset(code === '000000' ? '111111' : '000000')).code, 'SMS_CODE_INVALID');
    assert.is((await reset(code)).code, 'SMS_CODE_INVALID');
  }, OUTBOX));

test('SMS codes go through the gateway seam: the outbox and the server log both carry the message', () =>
  withAccounts(async (s, api) => {
    await api.sendCode('11987650070', 'register');
    const code = await api.outboxCode('11987650070');
    assert.ok(s.logs.some((l) => l.includes('SMS (dev outbox) to +55 11987650070') && l.includes(code!)));
  }, OUTBOX));

test.run();
