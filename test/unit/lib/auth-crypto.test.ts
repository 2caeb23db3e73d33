// SPEC §7 login encryption: what the client encrypts (crypto-js) the server decrypts
// (node:crypto), and nothing else does.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encryptLogin, loginKey as clientKey } from '../../../src/lib/crypto.ts';
import { decryptLogin, loginKey as serverKey, readLoginBody } from '../../../server/api/accounts-crypto.ts';

const FORM = {
  type: 'username',
  username: 'maria1',
  password: 'pässwörd 1 "quoted"',
  captcha: '1234',
  captchaKey: 'k',
};

test('SPEC §7 round trip: the client body decrypts on the server to the same form', () => {
  const body = encryptLogin(FORM, 'AURORA');
  assert.equal(Object.keys(body), ['data']);
  assert.not.ok(body.data.includes('maria1'));
  assert.equal(decryptLogin(body.data, 'AURORA'), FORM);
});

test('SPEC §7 both sides derive the same 256-bit key from the merchant code', () => {
  assert.is(clientKey('AURORA').toString(), serverKey('AURORA').toString('hex'));
  assert.is(serverKey('AURORA').length, 32);
  assert.is.not(serverKey('AURORA').toString('hex'), serverKey('OTHER').toString('hex'));
});

test('SPEC §7 a random IV per request: the same form never encrypts the same twice', () => {
  assert.is.not(encryptLogin(FORM, 'AURORA').data, encryptLogin(FORM, 'AURORA').data);
});

test("SPEC §7 another site's key, a cut body or junk is refused with BAD_ENCRYPTION", () => {
  const data = encryptLogin(FORM, 'AURORA').data;
  for (const [d, key] of [
    [data, 'OTHER'],
    [data.slice(0, 24), 'AURORA'],
    ['@@@', 'AURORA'],
    [42, 'AURORA'],
  ] as const) {
    assert.throws(
      () => decryptLogin(d, key),
      (e: { code?: string }) => e.code === 'BAD_ENCRYPTION',
    );
  }
});

test('SPEC §7 the server reads the form only with the Encryption header', () => {
  const body = encryptLogin(
    { type: 'sms', mobileNum: '11987654321', countryDialingCode: '55', verificationCode: '123456' },
    'AURORA',
  );
  assert.throws(
    () => readLoginBody({}, body, 'AURORA'),
    (e: { code?: string }) => e.code === 'ENCRYPTION_REQUIRED',
  );
  const form = readLoginBody({ encryption: 'AES-256-CBC' }, body, 'AURORA');
  assert.equal(
    [form.type, form.mobileNum, form.verificationCode, form.password],
    ['sms', '11987654321', '123456', undefined],
  );
});

test.run();
