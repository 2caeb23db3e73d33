import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  closedRules,
  firstRegistrationError,
  registerPayload,
  registrationErrors,
  registrationMethods,
  registrationOrder,
  registrationPlan,
  savedValues,
  type RegistrationRules,
} from '../../../src/rules/registration.ts';

const rules = (on: Record<string, [boolean, boolean]> = {}, captcha = false): RegistrationRules => {
  const r = closedRules();
  for (const [f, [enabled, required]] of Object.entries(on))
    r.fields[f as keyof typeof r.fields] = { enabled, required };
  r.captcha.enabled = captcha;
  return r;
};
const fields = (p: ReturnType<typeof registrationPlan>) => p.fields.map((f) => `${f.field}${f.required ? '*' : ''}`);

test('SPEC §2.5/§4 registration method: tabs only when both are on; mobile first only when username is off', () => {
  assert.equal(registrationMethods({ USERNAMEREG3: true, MOBILENUMREG3: true }), {
    methods: ['username', 'mobile'],
    initial: 'username',
    tabs: true,
  });
  assert.equal(registrationMethods({ USERNAMEREG3: true }), {
    methods: ['username'],
    initial: 'username',
    tabs: false,
  });
  assert.equal(registrationMethods({ MOBILENUMREG3: true, USERNAMEREG3: false }), {
    methods: ['mobile'],
    initial: 'mobile',
    tabs: false,
  });
  assert.equal(registrationMethods({}), { methods: [], initial: null, tabs: false }, 'neither on: registration closed');
});

test('SPEC §5 username method: username and password always, then the optional fields the rules enable, in form order', () => {
  const r = rules(
    {
      affiliateCode: [true, false],
      email: [true, true],
      mobileNum: [true, false],
      qqNum: [false, true],
      username: [false, false],
    },
    true,
  );
  const p = registrationPlan('username', r, {});
  assert.equal(fields(p), ['username*', 'password*', 'mobileNum', 'email*', 'affiliateCode']);
  assert.is(p.captcha, true);
  assert.equal(registrationOrder(p), [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'email',
    'affiliateCode',
    'captcha',
  ]);
});

test('SPEC §5 mobile method: number always; SMS code with REGMOBVERF3; password forced by MOBILENUMPASSREG3 or when SMS login is off', () => {
  const r = rules({ email: [true, false] });
  assert.equal(fields(registrationPlan('mobile', r, { REGMOBVERF3: true, MOBILEVERCODELOGIN3: true })), [
    'mobileNum*',
    'verificationCode*',
    'email',
  ]);
  assert.equal(
    fields(registrationPlan('mobile', r, { MOBILEVERCODELOGIN3: true })),
    ['mobileNum*', 'email'],
    'no verification, SMS login: no password needed',
  );
  assert.equal(
    fields(registrationPlan('mobile', r, { MOBILEVERCODELOGIN3: false })),
    ['mobileNum*', 'password*', 'email'],
    'without SMS login the account needs a password',
  );
  assert.equal(fields(registrationPlan('mobile', r, { MOBILENUMPASSREG3: true, MOBILEVERCODELOGIN3: true })), [
    'mobileNum*',
    'password*',
    'email',
  ]);
  const byRules = rules({ verificationCode: [true, true], username: [true, false], password: [true, false] });
  assert.equal(fields(registrationPlan('mobile', byRules, { MOBILEVERCODELOGIN3: true })), [
    'mobileNum*',
    'verificationCode*',
    'username',
    'password',
  ]);
});

test('SPEC §5 form check: confirmation follows the password; optional password needs confirming only when typed', () => {
  const p = registrationPlan('username', rules(), {});
  assert.equal(registrationErrors(p, { username: 'maria1', password: 'abc123', confirmPassword: '' }, '55'), {
    confirmPassword: 'validation.enterPassword',
  });
  assert.equal(registrationErrors(p, { username: 'maria1', password: 'abc123', confirmPassword: 'abc124' }, '55'), {
    confirmPassword: 'validation.confirmMismatch',
  });
  assert.equal(registrationErrors(p, { username: 'maria1', password: 'abc123', confirmPassword: 'abc123' }, '55'), {});
  const optional = registrationPlan('mobile', rules({ password: [true, false] }), { MOBILEVERCODELOGIN3: true });
  assert.equal(registrationErrors(optional, { mobileNum: '11987654321' }, '55'), {});
  assert.equal(registrationErrors(optional, { mobileNum: '11987654321', password: 'abc123' }, '55'), {
    confirmPassword: 'validation.enterPassword',
  });
});

test('SPEC §5 the first failing field in display order (confirm before later fields, captcha last)', () => {
  const p = registrationPlan('username', rules({ email: [true, false] }, true), {});
  assert.equal(
    firstRegistrationError(
      p,
      {
        username: 'maria1',
        password: 'abc123',
        confirmPassword: 'x',
        email: 'bad',
        captcha: '',
      },
      '55',
    ),
    { field: 'confirmPassword', key: 'validation.confirmMismatch' },
  );
  assert.equal(
    firstRegistrationError(
      p,
      {
        username: 'maria1',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: '',
        captcha: '',
      },
      '55',
    ),
    { field: 'captcha', key: 'validation.required' },
  );
  assert.is(
    firstRegistrationError(
      p,
      { username: 'maria1', password: 'abc123', confirmPassword: 'abc123', captcha: '1234' },
      '55',
    ),
    null,
  );
});

test('SPEC §2.5 saved form values never include passwords, codes or the captcha answer', () => {
  const saved = savedValues({
    username: 'maria1',
    password: 'abc123',
    confirmPassword: 'abc123',
    paymentPassword: '123456',
    captcha: '1234',
    verificationCode: '999999',
    email: 'm@x.com',
    nickname: '',
  });
  assert.equal(saved, { username: 'maria1', email: 'm@x.com' });
});

test('SPEC §3 registration payload: asked fields trimmed, mobile without leading zero, empty ones left out, context added', () => {
  const p = registrationPlan(
    'username',
    rules({ mobileNum: [true, false], email: [true, false], nickname: [true, false] }, true),
    {},
  );
  const body = registerPayload(
    p,
    {
      username: ' maria1 ',
      password: ' pass12',
      confirmPassword: ' pass12',
      mobileNum: '011987654321',
      email: '',
      nickname: 'Mari ',
      captcha: ' 1234 ',
      qqNum: '12345',
    },
    { channel: 'PWA', host: 'aurora.example', countryDialingCode: '55', captchaKey: 'k1' },
  );
  assert.equal(body, {
    registerMethod: 'PWA',
    registerUrl: 'aurora.example',
    domain: 'aurora.example',
    type: 0,
    username: 'maria1',
    password: ' pass12',
    confirmPassword: ' pass12',
    mobileNum: '11987654321',
    countryDialingCode: '55',
    nickname: 'Mari',
    captcha: '1234',
    captchaKey: 'k1',
  });
});

const BR = { profile: { identityByCpf: true, minAge: 18 }, today: '2026-12-03' };
const DEFAULT = { profile: { identityByCpf: false, minAge: 18 }, today: '2026-12-03' };

test('Brazil profile plan: CPF, full name, birth date, mobile, e-mail and address required on both methods; default unchanged', () => {
  const r = rules({ email: [true, false], nickname: [true, false] });
  assert.equal(fields(registrationPlan('username', r, {}, BR)), [
    'username*',
    'password*',
    'cpf*',
    'fullName*',
    'birthDate*',
    'mobileNum*',
    'email*',
    'address*',
    'nickname',
  ]);
  assert.equal(fields(registrationPlan('mobile', r, { MOBILEVERCODELOGIN3: true }, BR)), [
    'mobileNum*',
    'cpf*',
    'fullName*',
    'birthDate*',
    'email*',
    'address*',
    'nickname',
  ]);
  assert.equal(registrationPlan('username', r, {}, BR).identity, { minAge: 18, today: '2026-12-03' });
  // The default profile asks exactly what it asked before it had a profile.
  assert.equal(registrationPlan('username', r, {}, DEFAULT), registrationPlan('username', r, {}));
  assert.equal(fields(registrationPlan('username', r, {}, DEFAULT)), ['username*', 'password*', 'email', 'nickname']);
  assert.is(registrationPlan('username', r, {}, DEFAULT).identity, null);
});

test('Brazil profile errors: wrong CPF, under 18, impossible date; the first failure in form order', () => {
  const p = registrationPlan('username', rules(), {}, BR);
  const ok = {
    username: 'maria1',
    password: 'abc123',
    confirmPassword: 'abc123',
    cpf: '529.982.247-25',
    fullName: 'Maria da Silva',
    birthDate: '15/03/1990',
    mobileNum: '11987654321',
    email: 'maria@example.com.br',
    address: 'Rua das Flores, 12, Recife/PE',
  };
  assert.equal(registrationErrors(p, ok, '55'), {});
  assert.equal(registrationErrors(p, { ...ok, cpf: '529.982.247-24', birthDate: '04/12/2008' }, '55'), {
    cpf: 'validation.cpf',
    birthDate: 'validation.underAge',
  });
  assert.equal(firstRegistrationError(p, { ...ok, birthDate: '31/02/1990', email: '' }, '55'), {
    field: 'birthDate',
    key: 'validation.birthDate',
  });
  assert.equal(registrationErrors(p, { ...ok, email: '', mobileNum: '' }, '55'), {
    mobileNum: 'validation.required',
    email: 'validation.required',
  });
  assert.equal(registrationOrder(p).slice(0, 6), [
    'username',
    'password',
    'confirmPassword',
    'cpf',
    'fullName',
    'birthDate',
  ]);
});

test('Brazil profile payload: identity sent trimmed, the birth date as ISO; the default payload carries none', () => {
  const p = registrationPlan('mobile', rules(), { MOBILEVERCODELOGIN3: true }, BR);
  const body = registerPayload(
    p,
    {
      mobileNum: '(11) 98765-4321',
      cpf: ' 529.982.247-25 ',
      fullName: 'Maria da Silva',
      birthDate: '15/03/1990',
      email: 'maria@example.com.br',
      address: 'Rua A, 1',
    },
    { channel: 'H5', host: 'aurora.example', countryDialingCode: '55', captchaKey: '' },
  );
  assert.is(body.cpf, '529.982.247-25');
  assert.is(body.birthDate, '1990-03-15');
  assert.is(body.fullName, 'Maria da Silva');
  assert.is(body.address, 'Rua A, 1');
  assert.is(body.mobileNum, '11987654321');
  const plain = registerPayload(
    registrationPlan('mobile', rules(), { MOBILEVERCODELOGIN3: true }, DEFAULT),
    { mobileNum: '11987654321', cpf: '529.982.247-25' },
    { channel: 'H5', host: 'aurora.example', countryDialingCode: '55', captchaKey: '' },
  );
  assert.is(plain.cpf, undefined, 'a field the plan does not ask is never sent');
});

test.run();
