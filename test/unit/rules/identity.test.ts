import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ageOn,
  brazilToday,
  checkBirthDate,
  checkIdentityField,
  cpfDigits,
  formatCnpj,
  formatCpf,
  identityRecord,
  isCnpj,
  isCpf,
  operatorDetails,
  parseBirthDate,
} from '../../../src/rules/identity.ts';

test('Brazil registration CPF: both check digits, written bare or 000.000.000-00; repeated digits and other shapes refused', () => {
  for (const ok of ['529.982.247-25', '52998224725', ' 111.444.777-35 ']) assert.ok(cpfDigits(ok), ok);
  assert.is(cpfDigits('529.982.247-25'), '52998224725');
  for (const bad of [
    '529.982.247-24',
    '529.982.247-15',
    '111.111.111-11',
    '5299822472',
    '529982247251',
    '529 982 247 25',
    '529.98224725',
    'abc',
  ])
    assert.is(cpfDigits(bad), null, bad);
  assert.ok(isCpf('52998224725'));
  assert.is(formatCpf('52998224725'), '529.982.247-25');
  assert.is(formatCpf('123'), '123');
});

test('Brazil operator CNPJ: both check digits (weights 5..2 9..2, then 6..2 9..2), formatted 00.000.000/0000-00', () => {
  for (const ok of ['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91']) assert.ok(isCnpj(ok), ok);
  for (const bad of ['11.222.333/0001-82', '11.222.333/0001-91', '11111111111111', '1122233300018', '112223330001810'])
    assert.not.ok(isCnpj(bad), bad);
  assert.is(formatCnpj('11222333000181'), '11.222.333/0001-81');
  assert.is(formatCnpj(' 11.222.333/0001-81 '), '11.222.333/0001-81');
  assert.is(formatCnpj('11222333000182'), null, 'a wrong check digit is no CNPJ');
  assert.is(formatCnpj('11a222333000181'), null, 'letters are no CNPJ');
});

test('SPEC §5/§8 birth date: DD/MM/AAAA (or - . or none between, or ISO) to ISO; an impossible day is refused', () => {
  assert.is(parseBirthDate('15/03/1990'), '1990-03-15');
  assert.is(parseBirthDate('5/3/1990'), '1990-03-05');
  assert.is(parseBirthDate('15-03-1990'), '1990-03-15');
  assert.is(parseBirthDate('15.03.1990'), '1990-03-15');
  assert.is(parseBirthDate('15031990'), '1990-03-15');
  assert.is(parseBirthDate('1990-03-15'), '1990-03-15');
  assert.is(parseBirthDate('29/02/2004'), '2004-02-29', 'a leap day');
  for (const bad of [
    '29/02/2003',
    '31/04/1990',
    '32/01/1990',
    '00/01/1990',
    '10/13/1990',
    '10/00/1990',
    '1990/03/15',
    '15/03/90',
    'ontem',
    '',
  ])
    assert.is(parseBirthDate(bad), null, bad);
});

test("SPEC §9 age 18: whole years, a birthday counts from its own day; Brasília's date (UTC−3)", () => {
  assert.is(ageOn('2008-12-03', '2026-12-03'), 18);
  assert.is(ageOn('2008-12-04', '2026-12-03'), 17);
  assert.is(ageOn('2008-11-30', '2026-12-03'), 18);
  assert.is(ageOn('2009-01-01', '2026-12-03'), 17);
  assert.is(brazilToday(Date.parse('2026-12-04T02:59:00Z')), '2026-12-03', 'still the 3rd in Brasília');
  assert.is(brazilToday(Date.parse('2026-12-04T03:00:00Z')), '2026-12-04');
  assert.is(checkBirthDate('03/12/2008', '2026-12-03', 18), null, '18 today');
  assert.is(checkBirthDate('04/12/2008', '2026-12-03', 18), 'validation.underAge', '18 tomorrow');
  assert.is(checkBirthDate('31/02/2000', '2026-12-03', 18), 'validation.birthDate', 'an impossible date');
  assert.is(checkBirthDate('04/12/2026', '2026-12-03', 18), 'validation.birthDate', 'a date still to come');
  assert.is(checkBirthDate('03/12/2026', '2026-12-03', 18), 'validation.underAge', 'born today: real, but a baby');
});

test('Brazil registration identity fields: each required, each with its own message', () => {
  const check = (f: Parameters<typeof checkIdentityField>[0], v: string) => checkIdentityField(f, v, '2026-12-03', 18);
  for (const f of ['cpf', 'fullName', 'birthDate', 'address'] as const)
    assert.is(check(f, '  '), 'validation.required', f);
  assert.is(check('cpf', '529.982.247-24'), 'validation.cpf');
  assert.is(check('fullName', 'Maria'), 'validation.fullName', 'a surname too');
  assert.is(check('fullName', 'Maria da Conceição'), null);
  assert.is(check('fullName', "Joana D'Arc Sant-Ana"), null);
  assert.is(check('fullName', 'Maria <b>Silva</b>'), 'validation.fullName');
  assert.is(check('fullName', 'R2 D2'), 'validation.fullName');
  assert.is(check('address', 'Rua das Flores, 12 - Centro, Recife/PE'), null);
  assert.is(check('address', 'Rua <script>'), 'validation.address');
  assert.equal(
    identityRecord({
      cpf: '529.982.247-25',
      fullName: '  Maria   da  Silva ',
      birthDate: '15/03/1990',
      address: ' Rua A, 1 ',
    }),
    { cpf: '52998224725', fullName: 'Maria da Silva', birthDate: '1990-03-15', address: 'Rua A, 1' },
  );
});

test('Brazil operator details: missing keys named, a CNPJ with wrong check digits named, only valid ones shown', () => {
  const full = {
    legalName: ' Aurora Jogos Ltda. ',
    cnpj: '11222333000181',
    authorisation: '123/2025',
    helpLine: '0800 123 4567',
  };
  assert.equal(operatorDetails(full), {
    shown: {
      legalName: 'Aurora Jogos Ltda.',
      cnpj: '11.222.333/0001-81',
      authorisation: '123/2025',
      helpLine: '0800 123 4567',
    },
    problems: [],
  });
  assert.equal(operatorDetails({ ...full, cnpj: '11222333000182', helpLine: '' }).problems, [
    { key: 'cnpj', missing: false },
    { key: 'helpLine', missing: true },
  ]);
  assert.equal(operatorDetails({ ...full, cnpj: '11222333000182' }).shown.cnpj, undefined, 'never shown when wrong');
  assert.equal(
    operatorDetails(undefined).problems.map((p) => p.key),
    ['legalName', 'cnpj', 'authorisation', 'helpLine'],
  );
  assert.equal(operatorDetails({ legalName: 42 }).problems.length, 4, 'a number is no name');
});

test.run();
