// Accounts over real HTTP: registration by user name and by mobile, settings,
// user-name and affiliate checks, captcha, free play, logout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type AccountsApi, withAccounts } from '../setup/accounts.ts';
import { createAffiliateCode } from '../../server/db/accounts.ts';

/** These tests read SMS codes from the development outbox, which is off unless a site enables it. */
const OUTBOX = { devOutbox: true };

const USER = { username: 'alice7', password: 'secret12', confirmPassword: 'secret12' };

test('SPEC §7 register by user name: PUT /wps/member/register logs the new member in', () =>
  withAccounts(async (s, api) => {
    const r = await api.register({ ...USER, email: 'alice@example.com', nickname: 'Alice' });
    assert.is(r.status, 200);
    assert.equal(
      [r.value.userName, r.value.type, r.value.firstTimeLogin, r.value.merchantCode],
      ['alice7', 0, false, 'AURORA'],
    );
    const info = await api.memberInfo(r.value.token);
    assert.equal([info.value.userName, info.value.nickname, info.value.type], ['alice7', 'Alice', 0]);
    const row = s
      .db!.prepare(
        'SELECT register_method AS m, password_hash AS h, profile_json AS p FROM members WHERE user_name = ?',
      )
      .get('alice7') as { m: string; h: string; p: string };
    assert.is(row.m, 'H5');
    assert.match(row.h, /^scrypt\$/, 'password stored as an scrypt hash');
    assert.not.match(row.h, 'secret12');
    assert.equal(JSON.parse(row.p), { email: 'alice@example.com' });
  }));

test('SPEC §8 duplicate user name refused with USER_EXISTS, whatever the case', () =>
  withAccounts(async (_s, api) => {
    assert.is((await api.register(USER)).status, 200);
    const again = await api.register({ ...USER, username: 'ALICE7' });
    assert.equal([again.status, again.code, again.message], [409, 'USER_EXISTS', 'Sorry, the username already exists']);
    const check = await api.call('GET', '/wps/member/register/username?username=Alice7');
    assert.equal(check.value, { available: false });
    assert.equal((await api.call('GET', '/wps/member/register/username?username=bob99')).value, { available: true });
  }));

test('SPEC §5 server validates with the shared rules: bad fields are INVALID_FIELD naming the field and message key', () =>
  withAccounts(async (_s, api) => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...USER, username: '1abc' }, 'username', 'validation.username'],
      [{ ...USER, password: 'short', confirmPassword: 'short' }, 'password', 'validation.password'],
      [{ ...USER, confirmPassword: 'secret13' }, 'confirmPassword', 'validation.confirmMismatch'],
      [{ ...USER, confirmPassword: '' }, 'confirmPassword', 'validation.enterPassword'],
      [{ ...USER, email: 'not-an-email' }, 'email', 'validation.email'],
      [{ ...USER, mobileNum: '12ab' }, 'mobileNum', 'validation.mobileNum'],
      [{ ...USER, captcha: 'abc' }, 'captcha', 'validation.captcha'],
    ];
    for (const [body, field, key] of cases) {
      const r = await api.register(body);
      assert.equal([r.status, r.code, r.value], [400, 'INVALID_FIELD', { field, messageKey: key }], field);
    }
    const bad = await api.register({ ...USER, registerMethod: 'DESKTOP' });
    assert.equal([bad.status, bad.code], [400, 'BAD_BODY']);
  }));

test('SPEC §5 captcha: wrong answer refused, and an answered captcha cannot be used again', () =>
  withAccounts(async (_s, api) => {
    const c = await api.captcha();
    assert.match(c.image, /^data:image\/png;base64,/);
    const svg = Buffer.from(c.image.split(',')[1]!, 'base64').toString();
    assert.not.ok(svg.includes(c.answer), 'the answer is not written as text in the image');
    assert.match(c.answer, /^\d{4}$/);
    const wrong = String((Number(c.answer) + 1) % 10000).padStart(4, '0');
    const r1 = await api.call('PUT', '/wps/member/register', { ...USER, captcha: wrong, captchaKey: c.key });
    assert.equal([r1.status, r1.code], [400, 'CAPTCHA_INVALID']);
    const r2 = await api.call('PUT', '/wps/member/register', { ...USER, captcha: c.answer, captchaKey: c.key });
    assert.equal([r2.status, r2.code], [400, 'CAPTCHA_INVALID'], 'single use: consumed by the wrong answer');
    const none = await api.call('PUT', '/wps/member/register', { ...USER });
    assert.equal([none.status, none.code], [400, 'INVALID_FIELD']);
  }));

test('SPEC §5 captcha expires (2 minutes by default; here 50 ms)', () =>
  withAccounts(
    async (_s, api) => {
      const c = await api.captcha();
      await new Promise((r) => setTimeout(r, 80));
      const r = await api.call('PUT', '/wps/member/register', { ...USER, captcha: c.answer, captchaKey: c.key });
      assert.equal([r.status, r.code], [400, 'CAPTCHA_INVALID']);
    },
    { accountSecurity: { captchaTtlSeconds: 0.05 } },
  ));

test('SPEC §5/§8 affiliate code: unknown refused (AFFILIATE_INVALID) on check and register; a known code registers', () =>
  withAccounts(async (s, api) => {
    createAffiliateCode(s.db!, 'AGENT01', null);
    const unknown = await api.call('GET', '/wps/member/affiliate?code=NOPE99&domain=localhost');
    assert.equal(
      [unknown.status, unknown.success, unknown.code, unknown.message],
      [400, false, 'AFFILIATE_INVALID', 'Invalid invitation code'],
    );
    assert.equal((await api.call('GET', '/wps/member/affiliate?code=agent01&domain=localhost')).value, {
      code: 'agent01',
    });
    assert.is((await api.register({ ...USER, affiliateCode: 'NOPE99' })).code, 'AFFILIATE_INVALID');
    const ok = await api.register({ ...USER, affiliateCode: 'AGENT01' });
    assert.is(ok.status, 200);
    assert.is(
      (s.db!.prepare('SELECT affiliate_code AS a FROM members WHERE user_name = ?').get('alice7') as { a: string }).a,
      'AGENT01',
    );
  }));

test('SPEC §3 registration settings: field rules from the site config, captcha flag and dialing codes', () =>
  withAccounts(
    async (_s, api) => {
      const v = (await api.call('GET', '/wps/member/register/settings')).value;
      assert.equal(v.fields.email, { enabled: true, required: false });
      assert.equal(v.fields.payeeName, { enabled: true, required: true });
      assert.equal(v.fields.qqNum, { enabled: false, required: false }, 'required without enabled means nothing');
      assert.equal(v.captcha, { enabled: false });
      assert.is(v.defaultCountryCode, '55');
      assert.ok(v.countryCodes.some((c: { code: string }) => c.code === '92'));
    },
    {
      registration: {
        fields: { email: { enabled: true }, payeeName: { enabled: true, required: true }, qqNum: { required: true } },
        captcha: { enabled: false },
      },
    },
  ));

test('SPEC §5 a required optional field is enforced by the server too', () =>
  withAccounts(
    async (_s, api) => {
      const r = await api.call('PUT', '/wps/member/register', { ...USER, registerMethod: 'APP' });
      assert.equal([r.code, r.value], ['INVALID_FIELD', { field: 'payeeName', messageKey: 'validation.required' }]);
      const ok = await api.call('PUT', '/wps/member/register', {
        ...USER,
        registerMethod: 'APP',
        payeeName: 'Maria da Silva',
      });
      assert.is(ok.status, 200);
    },
    { registration: { fields: { payeeName: { enabled: true, required: true } }, captcha: { enabled: false } } },
  ));

/**
 * Registers by mobile as a player does: asks the code for the number as typed on the code step,
 * reads it from the dev outbox under the national number, and registers with the number as typed
 * on the form.
 */
async function registerByMobile(api: AccountsApi, typedForCode: string, national: string, typedOnForm: string) {
  assert.is((await api.sendCode(typedForCode, 'register')).status, 200);
  const code = await api.outboxCode(national);
  assert.ok(code, `a code in the dev outbox for ${national}`);
  return api.register(
    {
      mobileNum: typedOnForm,
      countryDialingCode: '55',
      verificationCode: code,
      password: 'secret12',
      confirmPassword: 'secret12',
    },
    '/wps/member/register/mobile',
  );
}

test('SPEC §7 register by mobile: PUT /wps/member/register/mobile with the SMS code; duplicate number refused', () =>
  withAccounts(async (s, api) => {
    const r = await registerByMobile(api, '011987650001', '11987650001', '011987650001');
    assert.is(r.status, 200, JSON.stringify(r));
    assert.is(r.value.userName, '11987650001', 'named by the number, leading zero stripped');
    const row = s
      .db!.prepare('SELECT country_dialing_code AS cc, mobile_num AS m FROM members WHERE user_name = ?')
      .get('11987650001');
    assert.equal(row, { cc: '55', m: '+5511987650001' }, 'stored as E.164');
    const again = await api.sendCode('11987650001', 'register');
    assert.equal([again.status, again.code], [409, 'MOBILE_EXISTS']);
  }, OUTBOX));

test('SPEC §5 a mobile is checked by its country: BR numbers as people write them register, stored as E.164', () =>
  withAccounts(async (s, api) => {
    const r = await registerByMobile(api, '(21) 99876-5432', '21998765432', '+55 21 99876-5432');
    assert.is(r.status, 200, JSON.stringify(r));
    const row = s.db!.prepare('SELECT mobile_num AS m FROM members WHERE user_name = ?').get(r.value.userName);
    assert.equal(row, { m: '+5521998765432' });
    const again = await api.sendCode('021 998765432', 'register');
    assert.equal([again.status, again.code], [409, 'MOBILE_EXISTS'], 'the same number written another way');
  }, OUTBOX));

test('SPEC §5 numbers that are no mobile of the chosen country are refused at registration and for a code', () =>
  withAccounts(async (s, api) => {
    const base = {
      countryDialingCode: '55',
      verificationCode: '123456',
      password: 'secret12',
      confirmPassword: 'secret12',
    };
    for (const mobileNum of ['20987654321', '1198765432', '+1 202 555 0123', '(21) 3333-4444']) {
      const r = await api.register({ ...base, mobileNum }, '/wps/member/register/mobile');
      assert.equal(
        [r.status, r.code, r.value],
        [400, 'INVALID_FIELD', { field: 'mobileNum', messageKey: 'validation.mobileNum' }],
        mobileNum,
      );
      const sms = await api.sendCode(mobileNum, 'register');
      assert.equal([sms.status, sms.code], [400, 'INVALID_FIELD'], mobileNum);
    }
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM members WHERE mobile_num IS NOT NULL').pluck().get(), 0);
    const us = await api.sendCode('(202) 555-0123', 'register', '1');
    assert.is(us.status, 200, 'the US number is fine under +1');
  }, OUTBOX));

test('SPEC §5 mobile registration without the SMS code, or with a wrong one, is refused', () =>
  withAccounts(async (_s, api) => {
    const base = {
      mobileNum: '11987650002',
      countryDialingCode: '55',
      password: 'secret12',
      confirmPassword: 'secret12',
    };
    const missing = await api.register(base, '/wps/member/register/mobile');
    assert.equal([missing.code, missing.value.field], ['INVALID_FIELD', 'verificationCode']);
    await api.sendCode('11987650002', 'register');
    const wrong = await api.register({ ...base, verificationCode: '000000' }, '/wps/member/register/mobile');
    assert.equal([wrong.status, wrong.code], [400, 'SMS_CODE_INVALID']);
    const unknownCc = await api.register(
      { ...base, countryDialingCode: '999', verificationCode: '000000' },
      '/wps/member/register/mobile',
    );
    assert.equal([unknownCc.code, unknownCc.value.field], ['INVALID_FIELD', 'countryDialingCode']);
  }));

test('SPEC §2.5 a method switched off refuses registration (REGISTRATION_CLOSED)', () =>
  withAccounts(
    async (_s, api) => {
      const r = await api.register(USER);
      assert.equal([r.status, r.code], [403, 'REGISTRATION_CLOSED']);
    },
    { whitelabel: { USERNAMEREG3: false, MOBILENUMREG3: true } },
  ));

test('SPEC §4/§6 free play: a trial account is type 4 with its own merchant code and a starting balance', () =>
  withAccounts(async (s, api) => {
    const r = await api.call('POST', '/wps/session/trial', { module: 'FREEPLAY' });
    assert.is(r.status, 200);
    assert.match(r.value.userName, /^trial\d{8}$/);
    assert.equal([r.value.customerType, r.value.merchantCode], [4, 'AURORA_TRIAL']);
    const info = await api.memberInfo(r.value.token);
    assert.equal([info.value.type, info.value.wallet.sumBalance], [4, 100000]);
    const other = await api.call('POST', '/wps/session/trial', { module: 'FREEPLAY' });
    assert.is.not(other.value.userName, r.value.userName, 'each free play is its own account');
    assert.is((await api.call('POST', '/wps/session/trial', { module: 'X' })).code, 'BAD_BODY');
    const pw = await api.call(
      'POST',
      '/wps/member/password',
      { oldPassword: 'abcdef1', newPassword: 'abcdef2', confirmNewPassword: 'abcdef2' },
      api.auth(r.value.token),
    );
    assert.equal([pw.status, pw.code], [403, 'NO_PERMISSION'], 'a trial account has no password to change');
    // A trial account cannot be logged into by name: it has no password.
    assert.is((await api.login({ username: r.value.userName, password: 'anything1' })).code, 'LOGIN_FAILED');
    assert.ok(s.db);
  }));

test('SPEC §4 logout revokes the token of a login', () =>
  withAccounts(async (_s, api) => {
    const { value } = await api.register(USER);
    const login = await api.login({ username: 'alice7', password: 'secret12' });
    const auth = api.auth(login.value.token);
    assert.is((await api.call('DELETE', '/wps/session/logout', undefined, auth)).success, true);
    const after = await api.memberInfo(login.value.token);
    assert.equal([after.status, after.code], [401, 'NOT_LOGGED_IN']);
    assert.is((await api.memberInfo(value.token)).status, 200, 'the other session stays');
  }));

test('dev outbox is off with the shipped site config: it would hand any visitor every SMS code', () =>
  withAccounts(async (_s, api) => {
    await api.sendCode('11987650003', 'register');
    const r = await api.call('GET', '/wps/dev/outbox?mobile=11987650003');
    assert.equal([r.status, r.code], [404, 'NOT_FOUND']);
  }));

test.run();
