import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkAccount,
  checkBranch,
  checkDestination,
  checkPixKey,
  isCpf,
  maskDestination,
  normalizePhone,
  normalizePixKey,
} from '../../../src/rules/payout.ts';

test('SPEC §7 payout PIX key CPF: both check digits; formatted or bare; repeated digits refused', () => {
  for (const ok of ['529.982.247-25', '52998224725', '111.444.777-35']) assert.ok(isCpf(ok), ok);
  for (const bad of ['529.982.247-24', '529.982.247-15', '111.111.111-11', '5299822472', '529982247251'])
    assert.not.ok(isCpf(bad), bad);
  assert.is(normalizePixKey('CPF', '529.982.247-25'), '52998224725');
  assert.is(normalizePixKey('CPF', '529a98224725'), null, 'letters are not a CPF');
});

test('SPEC §7 payout PIX key phone: a Brazilian mobile (a DDD in use, nine digits), as E.164; no landline', () => {
  assert.is(normalizePhone('+55 (11) 98765-4321'), '+5511987654321');
  assert.is(normalizePhone('11987654321'), '+5511987654321');
  assert.is(normalizePhone('5521987654321'), '+5521987654321');
  assert.is(normalizePhone('(55) 98765-4321'), '+5555987654321', 'DDD 55 is Rio Grande do Sul');
  assert.is(normalizePhone('1133334444'), null, 'a landline is no PIX key');
  for (const bad of ['(10) 98765-4321', '(20) 98765-4321', '11 8765-432', '11 18765-4321', '+1 415 555 0100'])
    assert.is(normalizePhone(bad), null, bad);
  assert.is(checkPixKey('PHONE', '(11) 3333-4444'), 'payout.error.pixPhone', 'the landline refusal says why');
  assert.is(checkPixKey('PHONE', '(11) 98765-4321'), null);
});

test('SPEC §7 payout PIX key e-mail and random key (EVP)', () => {
  assert.is(normalizePixKey('EMAIL', ' Ana.Souza@Mail.com '), 'ana.souza@mail.com');
  for (const bad of ['ana@', 'ana@mail', 'a b@mail.com', `${'a'.repeat(70)}@mail.com`])
    assert.is(normalizePixKey('EMAIL', bad), null, bad);
  assert.is(normalizePixKey('EVP', '123E4567-E89B-12D3-A456-426614174000'), '123e4567-e89b-12d3-a456-426614174000');
  for (const bad of ['123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400g'])
    assert.is(normalizePixKey('EVP', bad), null, bad);
  assert.is(checkPixKey('IBAN', 'x'), 'payout.error.pixKey', 'an unknown key type');
});

test('SPEC §7 payout bank account: agência of 4 digits (+ check digit), conta with its check digit', () => {
  for (const ok of ['1234', '1234-5', '12345', '0001-X']) assert.is(checkBranch(ok), null, ok);
  for (const bad of ['123', '12345-6', 'abcd', '1234--5']) assert.is(checkBranch(bad), 'payout.error.branch', bad);
  for (const ok of ['1234567-8', '12345-X', '1-0']) assert.is(checkAccount(ok), null, ok);
  for (const bad of ['12345678', '1234567-', '1234567-88', '1234567890123-4'])
    assert.is(checkAccount(bad), 'payout.error.account', bad);
});

test('SPEC §7 payout destination form: a bank account asks bank, agência, conta and type; a PIX key only the key', () => {
  const base = {
    bankCode: '',
    branch: '',
    account: '',
    accountType: '',
    pixKeyType: 'CPF',
    pixKey: '',
    holderName: 'Ana Souza',
  };
  assert.equal(checkDestination({ ...base, kind: 'BANK' }), {
    bankCode: 'wallet.error.bank',
    branch: 'payout.error.branch',
    account: 'payout.error.account',
    accountType: 'payout.error.accountType',
    pixKey: null,
    holderName: null,
  });
  assert.equal(checkDestination({ ...base, kind: 'PIX', pixKey: '529.982.247-25' }), {
    bankCode: null,
    branch: null,
    account: null,
    accountType: null,
    pixKey: null,
    holderName: null,
  });
  assert.is(
    checkDestination({ ...base, kind: 'PIX', pixKeyType: 'PHONE', pixKey: '529.982.247-25' }).pixKey,
    'payout.error.pixPhone',
  );
});

test('SPEC §7 payout destinations are listed masked', () => {
  assert.is(maskDestination('BANK', '', '1234567-8'), '**** 5678');
  assert.is(maskDestination('PIX', 'CPF', '52998224725'), '***.982.247-**');
  assert.is(maskDestination('PIX', 'PHONE', '+5511987654321'), '+5511 *****-4321');
  assert.is(maskDestination('PIX', 'EMAIL', 'ana.souza@mail.com'), 'an***@mail.com');
  assert.is(maskDestination('PIX', 'EVP', '123e4567-e89b-12d3-a456-426614174000'), '123e****-****-4000');
});

test.run();
