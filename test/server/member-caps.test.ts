// Per-member caps: pending deposits (the operator's review list) and payout destinations
// (bank cards), also under concurrent requests; a retry of a deposit or a card already
// there still answers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../server/api/password-hash.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
async function withServer(fn: (s: Server) => Promise<void>): Promise<void> {
  const s = await start({ overrides: { wallet: { maxPendingDeposits: 3, maxBankCards: 2 } } });
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}
const count = (s: Server, sql: string, id: number) => (s.db!.prepare(sql).get(id) as { n: number }).n;

test('pending deposits are capped per member (409 TOO_MANY_PENDING_DEPOSITS), even 10 at once; a retry still answers', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    const deposit = (i: number) =>
      apiCall(s, 'POST', '/wps/deposit/request', {
        token: m.token,
        body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: `cap-deposit-${i}` },
      });
    const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => deposit(i)));
    assert.is(rs.filter((r) => r.success).length, 3);
    assert.ok(rs.filter((r) => !r.success).every((r) => r.status === 409 && r.code === 'TOO_MANY_PENDING_DEPOSITS'));
    assert.is(count(s, "SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status = 'pending'", m.id), 3);
    const accepted = rs.findIndex((r) => r.success);
    assert.ok((await deposit(accepted)).success, 'the retry of an accepted request answers its record');
    const other = memberWithSession(s.db!);
    const theirs = await apiCall(s, 'POST', '/wps/deposit/request', {
      token: other.token,
      body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: 'cap-deposit-x' },
    });
    assert.ok(theirs.success, 'the cap is per member');
  }));

test('bank cards are capped per member (409 TOO_MANY_BANK_CARDS); the same card again still answers', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    setPaymentHash(s.db!, m.id, await hashPassword('123456'));
    const add = (accountNo: string) =>
      apiCall(s, 'POST', '/wps/member/bankCards', {
        token: m.token,
        body: {
          kind: 'BANK',
          bankCode: 'BB',
          branch: '0001',
          accountNo,
          accountType: 'SAVINGS',
          holderName: 'Ana Souza',
          paymentPassword: '123456',
        },
      });
    assert.ok((await add('0011111-1')).success);
    assert.ok((await add('0022222-2')).success);
    const third = await add('0033333-3');
    assert.equal([third.status, third.code], [409, 'TOO_MANY_BANK_CARDS']);
    assert.ok((await add('0011111-1')).success, 'a card already there answers the list');
    assert.is(count(s, 'SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?', m.id), 2);
  }));

test.run();
