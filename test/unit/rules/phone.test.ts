import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkMobile,
  checkMobileField,
  formatMobile,
  formatStored,
  formatTyping,
  mobileE164,
  mobileNational,
} from '../../../src/rules/phone.ts';

test('BR +55: the usual ways of writing a mobile all give one E.164 number', () => {
  for (const typed of [
    '(21) 99876-5432',
    '+55 21 99876-5432',
    '21998765432',
    '021 99876-5432',
    '0 21 99876 5432',
    '5521998765432',
    ' (21) 99876-5432 ',
  ])
    assert.is(mobileE164('55', typed), '+5521998765432', typed);
  assert.is(mobileE164('+55', '(21) 99876-5432'), '+5521998765432', 'the dialing code with its plus');
});

test('BR +55: no area code 20, no eight-digit mobile, no landline, no number of another country', () => {
  for (const typed of [
    '20987654321', // area code 20 does not exist
    '1198765432', // a mobile has nine digits after the area code
    '(21) 3333-4444', // a landline gets no SMS
    '+1 202 555 0123', // a US number under +55
    '2025550123',
    '(21) 99876-543',
    '(21) 99876-54321',
    '21 99876-5432 ext 3',
    'abc21998765432',
    '',
  ])
    assert.is(checkMobile('55', typed), 'validation.mobileNum', typed);
});

test('each country its own plan: US +1, UK +44 with its trunk zero, Portugal +351, Pakistan +92', () => {
  assert.is(mobileE164('1', '(202) 555-0123'), '+12025550123', 'the number refused under +55 is fine under +1');
  assert.is(mobileE164('1', '(099) 555-0123'), null, 'no US area code starts with 0');
  assert.is(mobileE164('44', '07911 123456'), '+447911123456');
  assert.is(mobileE164('44', '020 7946 0000'), null, 'a London landline');
  assert.is(mobileE164('351', '912 345 678'), '+351912345678');
  assert.is(mobileE164('92', '0300 1234567'), '+923001234567');
  assert.is(mobileE164('44', '(21) 99876-5432'), null, 'a Brazilian number under +44');
});

test('the national number is what the API takes beside the dialing code; null when not valid', () => {
  assert.is(mobileNational('55', '(021) 99876-5432'), '21998765432');
  assert.is(mobileNational('44', '07911 123456'), '7911123456');
  assert.is(mobileNational('55', '1198765432'), null);
});

test('formatted as typed and on leaving the field, in the country format; what does not parse stays', () => {
  assert.is(formatTyping('55', '2199876'), '(21) 99876');
  assert.is(formatTyping('55', '21998765432'), '(21) 99876-5432');
  assert.is(formatTyping('55', '21x'), '21x');
  assert.is(formatMobile('55', '+55 21 998765432'), '(21) 99876-5432');
  assert.is(formatMobile('44', '07911123456'), '07911 123456');
  assert.is(formatMobile('55', '1198765432'), '1198765432', 'an invalid number is left as typed');
  assert.is(formatStored('+5521998765432'), '(21) 99876-5432');
});

test('a form field: empty is required (or passes when optional), else the country rule', () => {
  assert.is(checkMobileField('55', '', true), 'validation.required');
  assert.is(checkMobileField('55', '  ', false), null);
  assert.is(checkMobileField('55', '(21) 99876-5432', true), null);
  assert.is(checkMobileField('55', '20987654321', false), 'validation.mobileNum');
});

test.run();
