// The transaction record's BONUS filter (SPEC §7 transaction codes): every bonus kind is under
// it (the grant, a conversion, an expiry, a forfeit, an operator's cancel), and a conversion,
// which moves the money out of bonus and into cash in two ledger rows, shows as one row.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RecordPage, TransactionRow } from '../../src/api/types.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

test('BONUS lists the grant, the conversion once, the expiry, the forfeit and the cancel; ALL shows the conversion once too', async () => {
  const s = await start();
  try {
    const db = s.db!;
    const id = createMember(db, { userName: `btx${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
    const token = createSession(db, id);
    const row = db.prepare(
      'INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at, bucket) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const at = new Date().toISOString();
    const rows: [string, number, string, 'cash' | 'bonus'][] = [
      ['deposit', 2000, 'deposit:1', 'cash'],
      ['bonus', 2000, 'deposit:1', 'bonus'],
      ['game_bet', -500, 'order:1', 'cash'],
      ['bonus_converted', -2000, 'wagering:1', 'bonus'],
      ['bonus_converted', 2000, 'wagering:1', 'cash'],
      ['promo_bonus', 500, 'promo:8', 'bonus'],
      ['bonus_expired', -500, 'wagering:2', 'bonus'],
      ['promo_bonus', 100, 'promo:2', 'bonus'],
      ['bonus_forfeited', -100, 'withdraw:1', 'bonus'],
      ['sign_in', 100, 'promo:2', 'bonus'],
      ['bonus_cancelled', -100, 'wagering:4', 'bonus'],
    ];
    for (const [kind, cents, ref, bucket] of rows) row.run(id, kind, cents, ref, at, bucket);

    const list = async (code: string) => {
      const r = await apiCall(s, 'GET', `/wps/transaction/details?pageNo=1&pageSize=50&code=${code}&language=en`, {
        token,
      });
      assert.ok(r.success, r.message);
      return (r.value as RecordPage<TransactionRow>).list;
    };
    const bonus = await list('BONUS');
    assert.equal(
      bonus.map((r) => [r.kind, r.amount]),
      [
        ['bonus_cancelled', -100],
        ['sign_in', 100],
        ['bonus_forfeited', -100],
        ['promo_bonus', 100],
        ['bonus_expired', -500],
        ['promo_bonus', 500],
        ['bonus_converted', 2000],
        ['bonus', 2000],
      ],
    );
    assert.ok(
      bonus.every((r) => r.code === 'BONUS'),
      'each row is coded BONUS',
    );
    const all = await list('ALL');
    assert.is(all.filter((r) => r.kind === 'bonus_converted').length, 1, 'one conversion row in the whole record');
    assert.is(all.length, rows.length - 1);
    assert.equal(
      (await list('OTHER')).map((r) => r.kind),
      [],
      'no bonus kind falls under OTHER',
    );
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
