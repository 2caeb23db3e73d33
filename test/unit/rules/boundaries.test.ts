// Every money and validation limit of the shared rules at its edges: exactly at the limit, one
// below and one above (SPEC §5 field rules, §7 money, responsible gaming). The client forms
// and the reference server use these same functions, so an off-by-one here would let a form
// refuse what the site allows, or the server take what it should refuse. A change of one
// comparison in these rules (scripts/mutate.mjs) must make a test here fail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkRebate, checkTransfer, parseTiers, queryPeriodStart } from '../../../src/rules/agent-forms.ts';
import { bonusFor, paysOnDeposit } from '../../../src/rules/bonus.ts';
import { checkBirthDate, checkIdentityField, EARLIEST_BIRTH_YEAR, isCnpj } from '../../../src/rules/identity.ts';
import { helpLineTel } from '../../../src/rules/jurisdiction.ts';
import { jackpotShareReleased } from '../../../src/rules/jackpot-share.ts';
import { clockText, LOTTERY_FORMATS, pickProblem } from '../../../src/rules/lottery.ts';
import { checkAccount, checkBranch, isCpf, normalizePhone, normalizePixKey } from '../../../src/rules/payout.ts';
import {
  changeLimit,
  checkLimitCents,
  depositRefusal,
  isExcluded,
  limitAt,
  nextRealityCheck,
  usedInWindow,
} from '../../../src/rules/responsible.ts';
import { RULES, type RuleName } from '../../../src/rules/validation.ts';
import {
  centsToInput,
  checkAmount,
  checkDeposit,
  checkHolderName,
  checkPaymentPassword,
  checkProfile,
  parseAmount,
} from '../../../src/rules/wallet.ts';

const x = (n: number, c = 'a') => c.repeat(n);
/** A value of `n` characters that is otherwise valid for the rule. */
const LENGTH: Partial<Record<RuleName, (n: number) => string>> = {
  username: (n) => `a${x(n - 1, '1')}`,
  password: (n) => `a1${x(n - 2, 'b')}`,
  loginUsername: (n) => x(n, 'u'),
  loginPassword: (n) => x(n, 'p'),
  mobileNum: (n) => `9${x(n - 1, '1')}`,
  verificationCode: (n) => x(n, '7'),
  captcha: (n) => x(n, '3'),
  paymentPassword: (n) => x(n, '5'),
  idNumber: (n) => x(n, 'A'),
  qqNum: (n) => `1${x(n - 1, '0')}`,
  facebook: (n) => x(n, 'f'),
  wechat: (n) => `w${x(n - 1, '_')}`,
  line: (n) => x(n, 'l'),
  whatsapp: (n) => x(n, '8'),
  zalo: (n) => x(n, '6'),
  email: (n) => `${x(n - 6, 'e')}@ex.br`,
  nickname: (n) => x(n, 'Ñ'),
  payeeName: (n) => x(n, 'Ç'),
  recommenderId: (n) => x(n, '4'),
  affiliateCode: (n) => x(n, 'C'),
};
/** SPEC §5 field lengths as RULE_BOUNDS states them: [shortest, longest]. */
const BOUNDS: Array<[RuleName, number, number]> = [
  ['username', 4, 16],
  ['password', 6, 20],
  ['loginUsername', 3, 32],
  ['loginPassword', 6, 32],
  ['mobileNum', 6, 15],
  ['verificationCode', 4, 10],
  ['captcha', 1, 6],
  ['paymentPassword', 6, 6],
  ['idNumber', 5, 20],
  ['qqNum', 5, 12],
  ['facebook', 2, 50],
  ['wechat', 6, 20],
  ['line', 4, 20],
  ['whatsapp', 6, 15],
  ['zalo', 6, 15],
  ['email', 7, 255],
  ['nickname', 2, 20],
  ['payeeName', 2, 50],
  ['recommenderId', 1, 12],
  ['affiliateCode', 4, 16],
];

for (const [rule, min, max] of BOUNDS) {
  test(`SPEC §5 ${rule}: ${min} to ${max} characters, at, below and above each end`, () => {
    const make = LENGTH[rule]!;
    const ok = (n: number) => RULES[rule](make(n)) === null;
    assert.ok(ok(min), `${min} is allowed`);
    if (min > 1) assert.not.ok(ok(min - 1), `${min - 1} is refused`);
    else assert.ok(RULES[rule]('') !== null, 'nothing is refused');
    assert.ok(ok(min + 1) || min === max, `${min + 1} is allowed`);
    assert.ok(ok(max), `${max} is allowed`);
    assert.ok(ok(max - 1) || max - 1 < min, `${max - 1} is allowed`);
    assert.not.ok(ok(max + 1), `${max + 1} is refused`);
  });
}

test('SPEC §5 password minimum 6: a 5-character password is refused at registration and at login', () => {
  assert.is(RULES.password('abc12'), 'validation.password');
  assert.is(RULES.password('abc123'), null);
  assert.is(RULES.loginPassword('abc12'), 'validation.loginPassword');
  assert.is(RULES.loginPassword('abc123'), null);
});

test('SPEC §5 a mobile number: one leading zero is not counted, a second one is', () => {
  assert.is(RULES.mobileNum('0911111'), null, '6 digits after the zero');
  assert.ok(RULES.mobileNum('091111'), '5 digits after the zero');
  assert.ok(RULES.mobileNum('00911111'));
  assert.is(RULES.mobileNum(`0${x(15, '9')}`), null, 'the zero and 15 digits');
});

test('SPEC §5 e-mail: a top-level domain of 2 letters or more', () => {
  assert.is(RULES.email('ana@ex.br'), null);
  assert.ok(RULES.email('ana@ex.b'));
});

test('SPEC §7 amounts as typed: up to 9 whole digits and 2 decimals', () => {
  assert.is(parseAmount(x(9, '9')), 99_999_999_900);
  assert.is(parseAmount('1'), 100);
  assert.is(parseAmount(x(10, '9')), null);
  assert.is(parseAmount('1.5'), 150);
  assert.is(parseAmount('1,55'), 155);
  assert.is(parseAmount('1.555'), null);
  assert.is(parseAmount('1.'), null);
  assert.is(parseAmount('.5'), null);
  assert.is(centsToInput(123_456, 'pt'), '1234,56', 'grouping goes, the decimals stay');
  assert.is(centsToInput(123_456_789, 'en'), '1234567.89');
});

test('SPEC §7 deposit and withdrawal limits: at the minimum, the maximum and the whole balance', () => {
  const limits = { minCents: 2000, maxCents: 5_000_000 };
  assert.is(checkAmount(2000, limits), null, 'exactly the minimum');
  assert.is(checkAmount(1999, limits), 'wallet.error.belowMin');
  assert.is(checkAmount(2001, limits), null);
  assert.is(checkAmount(5_000_000, limits), null, 'exactly the maximum');
  assert.is(checkAmount(5_000_001, limits), 'wallet.error.aboveMax');
  assert.is(checkAmount(4_999_999, limits), null);
  assert.is(checkAmount(30_000, limits, 30_000), null, 'the whole balance may be withdrawn');
  assert.is(checkAmount(30_001, limits, 30_000), 'wallet.error.aboveBalance', 'one cent more may not');
  assert.is(checkAmount(29_999, limits, 30_000), null);
  const any = { minCents: 0, maxCents: 10 };
  assert.is(checkAmount(0, any), 'wallet.error.amountFormat', 'nothing is not an amount');
  assert.is(checkAmount(1, { minCents: 1, maxCents: 10 }), null, 'one cent is');
  assert.is(checkAmount(-1, any), 'wallet.error.amountFormat');
});

test('SPEC §7 a deposit with a bonus: at least the bonus minimum', () => {
  const limits = { minCents: 1000, maxCents: 5_000_000 };
  const v = (amount: string) => checkDeposit({ amount, bankCode: '' }, 'PIX', limits, 3000).amount;
  assert.is(v('30'), null, 'exactly the bonus minimum');
  assert.is(v('29.99'), 'wallet.error.bonusMin');
  assert.is(v('30.01'), null);
});

test('SPEC §7 bonus: paid from its minimum deposit, up to its cap', () => {
  const def = { percent: 30, maxCents: 20_000, minDepositCents: 3000, firstDepositOnly: false };
  assert.is(bonusFor(def, 3000), 900, 'exactly the minimum deposit');
  assert.is(bonusFor(def, 2999), 0);
  assert.is(bonusFor(def, 3001), 900);
  assert.is(bonusFor({ ...def, minDepositCents: 0 }, 1), 0, 'a deposit of 1 cent, 30 %: rounds down to 0');
  assert.is(bonusFor({ ...def, minDepositCents: 0, percent: 100 }, 1), 1, 'without a minimum, from 1 cent');
  assert.is(bonusFor({ ...def, minDepositCents: 0 }, 0), 0, 'nothing deposited pays nothing');
  assert.ok(paysOnDeposit({ ...def, percent: 1 }));
  assert.not.ok(paysOnDeposit({ ...def, percent: 0 }));
  assert.ok(paysOnDeposit({ ...def, maxCents: 1 }));
  assert.not.ok(paysOnDeposit({ ...def, maxCents: 0 }));
});

test('SPEC §7 payment password 6 digits; account holder 2 to 60 letters; profile e-mail up to 255', () => {
  assert.is(checkPaymentPassword('123456'), null);
  assert.ok(checkPaymentPassword('12345'));
  assert.ok(checkPaymentPassword('1234567'));
  assert.is(checkHolderName('Al'), null);
  assert.ok(checkHolderName('A'));
  assert.is(checkHolderName(x(60, 'Á')), null);
  assert.ok(checkHolderName(x(61, 'Á')));
  const email = (n: number) => checkProfile({ nickname: 'Ana01', email: `${x(n - 6, 'e')}@ex.br`, payeeName: '' });
  assert.is(email(255).email, null);
  assert.is(email(256).email, 'member.error.email');
});

test('SPEC §7 payout destinations: CPF 11 digits, phone, PIX e-mail up to 77, branch, account 1 to 12 digits', () => {
  assert.ok(isCpf('529.982.247-25'));
  assert.not.ok(isCpf('5299822472'));
  assert.not.ok(isCpf('529982247250'));
  assert.not.ok(isCpf('11111111111'), 'all-equal digits pass the check sums but are no CPF');
  assert.not.ok(isCpf('52998224724'), 'a wrong check digit');
  assert.is(normalizePhone('+55 (11) 98765-4321'), '+5511987654321');
  assert.is(normalizePhone('11 2345-6789'), null, 'a landline is no PIX key');
  assert.is(normalizePhone('1198765432'), null, 'a mobile has 9 digits');
  assert.is(normalizePhone('119876543210'), null);
  assert.is(normalizePhone('11234567'), null, 'no area code');
  const mail = (n: number) => normalizePixKey('EMAIL', `${x(n - 6, 'e')}@ex.br`);
  assert.ok(mail(77));
  assert.is(mail(78), null);
  assert.ok(normalizePixKey('EVP', '123e4567-e89b-12d3-a456-426614174000'));
  assert.is(normalizePixKey('EVP', '123e4567-e89b-12d3-a456-42661417400'), null);
  assert.is(checkBranch('1234'), null);
  assert.ok(checkBranch('123'));
  assert.is(checkBranch('12345'), null, 'a check digit without its hyphen');
  assert.ok(checkBranch('1234-56'));
  assert.is(checkBranch('1234-5'), null);
  assert.is(checkAccount('1-2'), null);
  assert.ok(checkAccount('-2'));
  assert.is(checkAccount(`${x(12, '1')}-2`), null);
  assert.ok(checkAccount(`${x(13, '1')}-2`));
});

test('SPEC §7 responsible gaming: a limit from R$ 0,01 to R$ 1.000.000,00', () => {
  assert.is(checkLimitCents(1), null);
  assert.is(checkLimitCents(0), 'responsible.error.amount');
  assert.is(checkLimitCents(100_000_000), null);
  assert.is(checkLimitCents(100_000_001), 'responsible.error.amount');
  assert.is(checkLimitCents(null), null, 'no limit');
});

test('SPEC §7 responsible gaming: a raise applies at its time exactly, a deposit counts for exactly the window', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  const raised = { cents: 100, pendingCents: 500, pendingFrom: now };
  assert.is(limitAt(raised, now).cents, 500, 'at its time');
  assert.is(limitAt(raised, now - 1).cents, 100, 'a millisecond before');
  const day = 86_400_000;
  const deposits = [
    { at: now - day, cents: 1 },
    { at: now - day - 1, cents: 10 },
    { at: now, cents: 100 },
    { at: now + 1, cents: 1000 },
  ];
  assert.is(usedInWindow(deposits, 'day', now), 101, 'from exactly 24 h ago to now, both included');
  assert.is(usedInWindow(deposits, 'week', now), 111);
  const limit = { cents: 5000, pendingCents: null, pendingFrom: null };
  const used = [{ at: now - 1000, cents: 3000 }];
  assert.is(depositRefusal({ day: limit }, used, 2000, now), null, 'exactly what is left');
  assert.equal(depositRefusal({ day: limit }, used, 2001, now), {
    period: 'day',
    limitCents: 5000,
    remainingCents: 2000,
  });
  assert.is(depositRefusal({ day: limit, week: limit }, used, 2001, now)?.period, 'day', 'a tie names the shorter');
  // Asking again for the raise already waiting keeps its time: it is no riskier.
  const waiting = changeLimit({ cents: 100, pendingCents: 500, pendingFrom: now + 5000 }, 500, now);
  assert.is(waiting.pendingFrom, now + 5000);
  assert.is(changeLimit({ cents: 100, pendingCents: null, pendingFrom: null }, 100, now).pendingFrom, null);
});

test('SPEC §7 self-exclusion ends at its time exactly; the reality check is off at 0', () => {
  const now = 1_000_000;
  assert.not.ok(isExcluded({ until: now }, now), 'over at its end');
  assert.ok(isExcluded({ until: now + 1 }, now));
  assert.ok(isExcluded({ until: null }, now));
  assert.is(nextRealityCheck(now, 0, now), null);
  assert.is(nextRealityCheck(now, 1, now), now + 60_000);
  assert.is(nextRealityCheck(now, 15, now + 15 * 60_000), now + 30 * 60_000, 'a reminder exactly due moves on');
});

test('SPEC §7 lottery picks: the format’s count, numbers from 1 to the pool', () => {
  const r = LOTTERY_FORMATS.rapida;
  assert.ok(pickProblem(r, []));
  assert.is(pickProblem(r, [1]), null);
  assert.is(pickProblem(r, [1, 2, 3, 4, 5]), null);
  assert.ok(pickProblem(r, [1, 2, 3, 4, 5, 6]));
  assert.ok(pickProblem(r, [0]));
  assert.is(pickProblem(r, [r.pool]), null);
  assert.ok(pickProblem(r, [r.pool + 1]));
  assert.is(clockText(3599), '59:59');
  assert.is(clockText(3600), '1:00:00');
});

test('SPEC §7 agent forms: a rebate up to the agent’s own, tiers of up to 5 digits, hours 0 to 23', () => {
  assert.is(checkRebate('2.5', 250), null, 'exactly its own');
  assert.is(checkRebate('2.51', 250), 'server.REBATE_ABOVE_OWN');
  assert.equal(
    parseTiers([
      { n: '99999', amount: '1' },
      { n: '100000', amount: '1' },
      { n: '', amount: '1' },
    ]).map((t) => t.minActive),
    [99_999, -1, -1],
  );
  assert.is(queryPeriodStart('hourly', '2026-01-05', '23'), '2026-01-05T23:00:00.000Z');
  assert.is(queryPeriodStart('hourly', '2026-01-05', '24'), null);
  assert.is(queryPeriodStart('hourly', '2026-01-05', '0'), '2026-01-05T00:00:00.000Z');
  assert.is(queryPeriodStart('hourly', '2026-01-05', ''), null);
  assert.is(queryPeriodStart('hourly', '2026-01-05', '123'), null);
  assert.is(queryPeriodStart('hourly', '2026-01-05', '023'), null, 'an hour is 1 or 2 digits');
  assert.is(checkTransfer(2, '100', 20_000), null, 'exactly the balance split between two');
  assert.is(checkTransfer(2, '100.01', 20_000), 'wallet.error.aboveBalance');
});

test('SPEC §2.3 a cancel gives back the jackpot share, from one cent and one-cent stakes', () => {
  assert.is(jackpotShareReleased({ stakeCents: 1, shareCents: 1 }, 1, 0), 1);
  assert.is(jackpotShareReleased({ stakeCents: 3, shareCents: 1 }, 3, 0), 1);
  assert.is(jackpotShareReleased({ stakeCents: 0, shareCents: 5 }, 0, 0), 0, 'no stake, nothing to give back');
});

test('Brazil registration identity: name 5 to 100, address 5 to 200, birth year from 1900, 18 exactly today, CPF 11 digits', () => {
  const f = (field: Parameters<typeof checkIdentityField>[0], v: string) =>
    checkIdentityField(field, v, '2026-12-03', 18);
  assert.is(f('fullName', 'Ana B'), null);
  assert.is(f('fullName', 'Al B'), 'validation.fullName');
  assert.is(f('fullName', `Ana ${x(96, 'b')}`), null);
  assert.is(f('fullName', `Ana ${x(97, 'b')}`), 'validation.fullName');
  assert.is(f('address', x(5)), null);
  assert.is(f('address', x(4)), 'validation.address');
  assert.is(f('address', x(200)), null);
  assert.is(f('address', x(201)), 'validation.address');
  assert.is(EARLIEST_BIRTH_YEAR, 1900);
  assert.is(checkBirthDate('01/01/1900', '2026-12-03', 18), null);
  assert.is(checkBirthDate('31/12/1899', '2026-12-03', 18), 'validation.birthDate');
  assert.is(checkBirthDate('03/12/2008', '2026-12-03', 18), null, '18 today');
  assert.is(checkBirthDate('04/12/2008', '2026-12-03', 18), 'validation.underAge', 'one day short');
  assert.is(checkBirthDate('02/12/2008', '2026-12-03', 18), null);
  assert.is(checkBirthDate('03/12/2026', '2026-12-03', 0), null, 'today is not in the future');
  assert.is(checkBirthDate('03/12/2008', '2026-12-03', 19), 'validation.underAge', "the age compared is the profile's");
  assert.is(checkBirthDate('03/12/2007', '2026-12-03', 19), null);
  assert.is(f('cpf', '52998224725'), null);
  assert.is(f('cpf', '5299822472'), 'validation.cpf');
  assert.is(f('cpf', '529982247250'), 'validation.cpf');
  // A CNPJ check digit is 0 when the remainder is 0 or 1, and 11 − r from 2 up.
  assert.ok(isCnpj('89.068.288/0001-40'), 'second remainder 1: digit 0');
  assert.ok(isCnpj('68.387.380/0001-00'), 'first remainder 1: digit 0');
  assert.not.ok(isCnpj('89.068.288/0001-41'));
  assert.ok(isCnpj('11.222.333/0001-81'), 'remainders from 2 up: 11 − r');
  assert.is(helpLineTel('123'), 'tel:123');
  assert.is(helpLineTel('12'), null);
  assert.is(helpLineTel(x(15, '1')), `tel:${x(15, '1')}`);
  assert.is(helpLineTel(x(16, '1')), null);
});

test.run();
