// Guess limits under concurrency: a burst of simultaneous guesses is counted as it
// arrives, so it gets no more checks than the same guesses one after another (5 payment
// passwords or security answers per member, the login captcha and lock at their counts).
// A new payout destination (bank card) takes the payment password.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../server/api/password-hash.ts';
import { setSecurityQuestion } from '../../server/db/member-settings.ts';
import { addCard } from '../../server/db/bank-cards.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import { normalizeAnswer } from '../../src/rules/member-settings.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { createMemberWithPassword, withAccounts } from '../setup/accounts.ts';

type Server = Parameters<Parameters<typeof withAccounts>[0]>[0];

async function richMember(s: Server) {
  const m = memberWithSession(s.db!);
  setPaymentHash(s.db!, m.id, await hashPassword('123456'));
  s.db!.prepare(
    "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 500000, 'test', ?)",
  ).run(m.id, new Date().toISOString());
  const cardId = addCard(s.db!, m.id, { bankCode: 'BB', accountNo: '0012345678', holderName: 'Ana Souza' });
  return { ...m, cardId };
}

const codes = (rs: Array<{ code: string }>, code: string) => rs.filter((r) => r.code === code).length;
const count = (s: Server, sql: string, id: number) => (s.db!.prepare(sql).get(id) as { n: number }).n;

test('200 simultaneous withdrawals with wrong payment passwords: 5 are checked, the rest refused unchecked, the right one too', () =>
  withAccounts(async (s) => {
    const m = await richMember(s);
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 199 ? '123456' : String(100000 + i)));
    const rs = await Promise.all(
      guesses.map((paymentPassword, i) =>
        apiCall(s, 'POST', '/wps/transaction/withdraw', {
          token: m.token,
          body: { cardId: m.cardId, amount: 10_000, paymentPassword, idempotencyKey: `burst-key-${i}` },
        }),
      ),
    );
    const checked = 200 - codes(rs, 'RATE_LIMITED');
    assert.ok(checked <= 5, `${checked} guesses were checked`);
    const paid = count(s, 'SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?', m.id);
    assert.is(paid, rs[199]!.success ? 1 : 0, 'only a checked right password pays out');
    if (!rs[199]!.success) assert.is(rs[199]!.code, 'RATE_LIMITED');
  }));

test('40 simultaneous security answers: 5 are checked; the payment password is not reset by the burst', () =>
  withAccounts(async (s) => {
    const m = await richMember(s);
    setSecurityQuestion(s.db!, m.id, 'pet', await hashPassword(normalizeAnswer('Rex')));
    const answers = Array.from({ length: 40 }, (_, i) => (i === 39 ? 'Rex' : `wrong${i}`));
    const rs = await Promise.all(
      answers.map((answer) =>
        apiCall(s, 'POST', '/wps/member/paymentPassword/reset', {
          token: m.token,
          body: { answer, newPassword: '654321' },
        }),
      ),
    );
    const checked = 40 - codes(rs, 'RATE_LIMITED');
    assert.ok(checked <= 5, `${checked} answers were checked`);
    assert.is(codes(rs, 'SECURITY_ANSWER_WRONG') + (rs[39]!.success ? 1 : 0), checked);
  }));

test('a burst of 9 wrong logins: the captcha comes at its count (2 checked), the right password after it needs the captcha', () =>
  withAccounts(async (s, api) => {
    const { userName } = await createMemberWithPassword(s.db!, { password: 'right123' });
    const rs = await Promise.all(
      Array.from({ length: 9 }, (_, i) => api.login({ username: userName, password: `bad${i}xx` })),
    );
    assert.is(codes(rs, 'LOGIN_FAILED'), 2, 'two checked, as one after another');
    assert.is(codes(rs, 'CAPTCHA_REQUIRED'), 7);
    const right = await api.login({ username: userName, password: 'right123' });
    assert.equal([right.status, right.code], [400, 'CAPTCHA_REQUIRED']);
  }));

test('a burst of 10 logins without a captcha threshold: the lock comes at 5, the right password in the burst is not let in after it', () =>
  withAccounts(
    async (s, api) => {
      const { userName } = await createMemberWithPassword(s.db!, { password: 'right123' });
      const forms = Array.from({ length: 10 }, (_, i) => ({
        username: userName,
        password: i === 9 ? 'right123' : `bad${i}xx`,
      }));
      const rs = await Promise.all(forms.map((f) => api.login(f)));
      const checked = codes(rs, 'LOGIN_FAILED') + (rs[9]!.success ? 1 : 0);
      assert.ok(checked <= 4, `${checked} passwords checked before the lock`);
      assert.ok(codes(rs, 'ACCOUNT_LOCKED') >= 6);
    },
    { accountSecurity: { captchaAfterFailures: 0, lockAfterFailures: 5 } },
  ));

test('adding a bank card takes the payment password: none set 409, wrong 400, right adds it', () =>
  withAccounts(async (s) => {
    const m = memberWithSession(s.db!);
    const card = { kind: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana.souza@mail.com', holderName: 'Ana Souza' };
    const add = (paymentPassword?: string) =>
      apiCall(s, 'POST', '/wps/member/bankCards', { token: m.token, body: { ...card, paymentPassword } });
    assert.equal([(await add('123456')).status, (await add('123456')).code], [409, 'NO_PAYMENT_PASSWORD']);
    setPaymentHash(s.db!, m.id, await hashPassword('123456'));
    const wrong = await add('000000');
    assert.equal([wrong.status, wrong.code], [400, 'PAYMENT_PASSWORD_WRONG']);
    assert.is((await add()).status, 400, 'no password is refused');
    assert.is(count(s, 'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?', m.id), 0);
    assert.ok((await add('123456')).success);
    assert.is(count(s, 'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?', m.id), 1);
  }));

test.run();
