import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { profileOf } from '../../../src/rules/jurisdiction.ts';
import { kindAllowed, payerOutcome, payoutAllowed } from '../../../src/rules/own-cpf.ts';

const BR = profileOf({ jurisdiction: 'BR' });
const DEFAULT = profileOf({});
const OWN = '52998224725';
const OTHER = '111.444.777-35';

test('deposit kinds: Brazil allows PIX only; the default profile every kind the site offers', () => {
  assert.equal(
    ['PIX', 'GATEWAY', 'BANK', 'MANUAL'].map((k) => kindAllowed(BR, k)),
    [true, false, false, false],
  );
  assert.equal(
    ['PIX', 'GATEWAY', 'BANK', 'MANUAL'].map((k) => kindAllowed(DEFAULT, k)),
    [true, true, true, true],
  );
});

test("payer's CPF: in Brazil the own CPF credits (in either written shape), another rejects, none or a non-CPF is refused", () => {
  assert.is(payerOutcome(BR, OWN, '529.982.247-25'), 'CREDIT');
  assert.is(payerOutcome(BR, OWN, ` ${OWN} `), 'CREDIT');
  assert.is(payerOutcome(BR, OWN, OTHER), 'PAYER_NOT_OWN_CPF');
  assert.is(payerOutcome(BR, null, OWN), 'PAYER_NOT_OWN_CPF', 'a member without a CPF on record has none to match');
  assert.is(payerOutcome(BR, OWN, undefined), 'PAYER_CPF_REQUIRED');
  assert.is(payerOutcome(BR, OWN, '  '), 'PAYER_CPF_REQUIRED');
  assert.is(payerOutcome(BR, OWN, '529.982.247-24'), 'PAYER_CPF_FORMAT', 'check digits fail');
});

test("payer's CPF: the default profile credits whoever paid, named or not", () => {
  for (const payer of [undefined, OWN, OTHER, 'not a cpf']) assert.is(payerOutcome(DEFAULT, null, payer), 'CREDIT');
});

test('payout destinations: in Brazil only the PIX key that is the own CPF; the default profile any', () => {
  const own = { kind: 'PIX', pixKeyType: 'CPF', key: OWN } as const;
  assert.ok(payoutAllowed(BR, OWN, own));
  assert.not.ok(payoutAllowed(BR, OWN, { ...own, key: '11144477735' }), "another person's CPF key");
  assert.not.ok(payoutAllowed(BR, OWN, { kind: 'PIX', pixKeyType: 'EMAIL', key: 'ana@mail.com' }), 'an e-mail key');
  assert.not.ok(payoutAllowed(BR, OWN, { kind: 'PIX', pixKeyType: 'PHONE', key: OWN }), 'digits of another key type');
  assert.not.ok(payoutAllowed(BR, OWN, { kind: 'BANK', pixKeyType: '', key: '00123456' }), 'a bank account');
  assert.not.ok(payoutAllowed(BR, null, own), 'no CPF on record');
  for (const d of [own, { kind: 'BANK', pixKeyType: '', key: '00123456' } as const])
    assert.ok(payoutAllowed(DEFAULT, null, d));
});

test.run();
