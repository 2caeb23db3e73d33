// Crash safety: the real server as a child process, SIGKILLed in the middle of a
// burst of deposits (approved by the operator), withdrawals and demo spins, then restarted
// on the same data directory. Nothing half-written, nothing acknowledged lost.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../../server/db/open.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { addCard } from '../../server/db/bank-cards.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import { hashPassword } from '../../server/api/password-hash.ts';
import { cleanup, tempDir } from '../setup/server.ts';
import { killIfRunning, type Spawned, spawnServer } from '../setup/spawn-server.ts';

const ADMIN = 'crash-admin-token-1';
const MEMBERS = 12;
/** Under the site's cap of 5 waiting deposits a member (server/security/member-caps.ts): a burst past it is refused, not raced. */
const DEPOSITS_EACH = 4;

/** The server as an operator runs it, with the operator's token for the approvals. */
const launch = (dir: string) =>
  spawnServer(['--import', 'tsx', 'server/main.ts'], { ...process.env, PORT: '0', DATA_DIR: dir, ADMIN_TOKEN: ADMIN });

type Member = { id: number; token: string; cardId: number };

async function seed(dir: string): Promise<Member[]> {
  const db = openDatabase(dir);
  const payHash = await hashPassword('123456');
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = createMember(db, { userName: `crash${i}m`, passwordHash: 'x', type: 0 });
    setPaymentHash(db, id, payHash);
    // No cap given: always the card's id.
    const cardId = addCard(db, id, {
      bankCode: 'BB',
      accountNo: `00123456${String(i).padStart(2, '0')}`,
      holderName: 'Ana Souza',
    }) as number;
    db.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 500000, 'seed', ?)",
    ).run(id, new Date().toISOString());
    members.push({ id, token: createSession(db, id), cardId });
  }
  closeDatabase(db);
  return members;
}

const post = (url: string, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

test('crash: SIGKILL mid-burst of money calls, restart: database intact, every balance its ledger sum, no money row without its ledger row, acknowledged calls kept, API answers', async () => {
  const dir = tempDir('aurora-crash-');
  let first: Spawned | null = null;
  let second: Spawned | null = null;
  try {
    const members = await seed(dir);
    const running = await launch(dir);
    first = running;
    const url = running.url;
    const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });
    // Play keys for the demo slot, as the game page gets them (test/server/demo.test.ts).
    const probe = new Database(join(dir, 'site.db'), { readonly: true });
    const slot = probe
      .prepare(
        "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
      )
      .get() as Record<string, string>;
    probe.close();
    const plays = await Promise.all(
      members.map(async (m) => {
        const l = (await (await post(url, '/wps/game/launchGame', { ...slot, language: 'en' }, auth(m))).json()) as {
          value: { url: string };
        };
        const html = await (await fetch(`${url}${l.value.url}`)).text();
        return html.match(/name="play" content="([^"]+)"/)![1]!;
      }),
    );

    const acked = { deposits: [] as number[], withdrawals: [] as number[], orders: [] as number[] };
    let done = 0;
    let failed = 0;
    const ops: Array<() => Promise<void>> = [];
    members.forEach((m, i) => {
      for (let k = 0; k < 8; k++) {
        if (k < DEPOSITS_EACH)
          ops.push(async () => {
            const d = await post(
              url,
              '/wps/deposit/request',
              { methodId: 'pix-fast', amount: 1000 + k, idempotencyKey: `dep-${i}-${k}-crash` },
              auth(m),
            );
            if (!d.ok) return;
            const depositId = ((await d.json()) as { value: { id: number } }).value.id;
            const a = await post(url, '/wps/admin/deposit/approve', { depositId }, { 'X-Admin-Token': ADMIN });
            if (a.ok) acked.deposits.push(depositId);
          });
        ops.push(async () => {
          const w = await post(
            url,
            '/wps/transaction/withdraw',
            { cardId: m.cardId, amount: 2000 + k, paymentPassword: '123456', idempotencyKey: `wd-${i}-${k}-crash` },
            auth(m),
          );
          if (w.ok) acked.withdrawals.push(((await w.json()) as { value: { record: { id: number } } }).value.record.id);
        });
        for (let j = 0; j < 3; j++) {
          ops.push(async () => {
            const r = await post(url, '/wps/demo/spin', { play: plays[i], stake: 100 }, {});
            if (r.ok) acked.orders.push(Number(((await r.json()) as { value: { orderId: string } }).value.orderId));
          });
        }
      }
    });
    const total = ops.length;
    const killed = new Promise<void>((resolve) => running.child.on('exit', () => resolve()));
    let fired = false;
    const burst = ops.map((op) =>
      op()
        .then(
          () => {
            done++;
          },
          () => {
            failed++;
          },
        )
        .finally(() => {
          // Kill with about a third settled: the rest are in flight, queued or not yet sent. Settled,
          // not answered: a call that failed before the kill must not keep the kill from firing.
          if (!fired && done + failed >= total / 3) {
            fired = true;
            running.child.kill('SIGKILL');
          }
        }),
    );
    await Promise.all(burst);
    // Should the burst ever settle without the kill, waiting for the exit would hang the suite.
    if (!fired) running.child.kill('SIGKILL');
    await killed;
    assert.ok(fired, 'killed mid-burst');
    assert.ok(failed > 0, `some calls were cut off by the kill (${done} answered, ${failed} cut off of ${total})`);
    console.log(
      `  crash: ${total} calls, ${done} answered, ${failed} cut off; acknowledged ${acked.deposits.length} approvals, ${acked.withdrawals.length} withdrawals, ${acked.orders.length} rounds`,
    );

    // The database as the crash left it (WAL recovery on open).
    const db = new Database(join(dir, 'site.db'));
    try {
      assert.is(db.pragma('integrity_check', { simple: true }), 'ok');
      assert.is((db.pragma('foreign_key_check') as unknown[]).length, 0);
      const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
      const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
      // Deposits: approved ⇔ exactly one ledger credit of the same amount; pending or rejected ⇒ none.
      assert.equal(
        all(`SELECT d.id FROM deposits d WHERE (d.status = 'approved') <> (
        (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'deposit:' || d.id AND l.kind = 'deposit' AND l.amount_cents = d.amount_cents AND l.member_id = d.member_id) = 1)`),
        [],
        'deposit rows match ledger rows',
      );
      assert.equal(
        all(`SELECT l.id FROM ledger l WHERE l.kind = 'deposit' AND l.ref LIKE 'deposit:%'
        AND NOT EXISTS (SELECT 1 FROM deposits d WHERE 'deposit:' || d.id = l.ref AND d.status = 'approved')`),
        [],
        'no deposit credit without its approved deposit',
      );
      // Withdrawals: each has exactly one debit; each debit has its withdrawal.
      assert.equal(
        all(`SELECT w.id FROM withdrawals w WHERE (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'withdrawal:' || w.id
        AND l.kind = 'withdrawal' AND l.amount_cents = -w.amount_cents AND l.member_id = w.member_id) <> 1`),
        [],
        'every withdrawal has its debit',
      );
      assert.equal(
        all(
          `SELECT l.id FROM ledger l WHERE l.kind = 'withdrawal' AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE 'withdrawal:' || w.id = l.ref)`,
        ),
        [],
      );
      // Rounds: each order has its bet row and, when it won, its win row; each game row has its order.
      assert.equal(
        all(`SELECT o.id FROM orders o WHERE o.status = 'SETTLED' AND (
        (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_bet' AND l.amount_cents = -o.bet_cents) <> 1 OR
        (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_win' AND l.amount_cents = o.win_cents) <> (o.win_cents > 0) OR
        (SELECT COUNT(*) FROM sub_orders s WHERE s.order_id = o.id) <> 1)`),
        [],
        'every round complete',
      );
      assert.equal(
        all(
          `SELECT l.id FROM ledger l WHERE l.kind IN ('game_bet', 'game_win') AND NOT EXISTS (SELECT 1 FROM orders o WHERE 'order:' || o.id = l.ref)`,
        ),
        [],
      );
      // What the server acknowledged before the kill was committed (SIGKILL loses no committed transaction).
      for (const id of acked.deposits)
        assert.is(one<{ status: string }>('SELECT status FROM deposits WHERE id = ?', id).status, 'approved');
      for (const id of acked.withdrawals)
        assert.ok(one('SELECT id FROM withdrawals WHERE id = ?', id), `withdrawal ${id} kept`);
      for (const id of acked.orders) assert.ok(one('SELECT id FROM orders WHERE id = ?', id), `order ${id} kept`);
      const counts = one<{
        o: number;
        w: number;
        d: number;
      }>(`SELECT (SELECT COUNT(*) FROM orders) AS o, (SELECT COUNT(*) FROM withdrawals) AS w,
        (SELECT COUNT(*) FROM deposits WHERE status = 'approved') AS d`);
      assert.ok(
        counts.o >= acked.orders.length && counts.w >= acked.withdrawals.length && counts.d >= acked.deposits.length,
      );
      assert.ok(
        acked.orders.length + acked.withdrawals.length + acked.deposits.length > 0,
        'some money moved before the kill',
      );
    } finally {
      db.close();
    }

    // Restart on the same directory: the API answers, the same sessions work, balances are the ledger sums and never negative.
    const again = await launch(dir);
    second = again;
    assert.is((await fetch(`${again.url}/wps/system/status`)).status, 200);
    const check = new Database(join(dir, 'site.db'), { readonly: true });
    try {
      for (const m of members) {
        const w = (await (await fetch(`${again.url}/wps/member/wallet`, { headers: auth(m) })).json()) as {
          value: { sumBalance: number };
        };
        const sum = (
          check.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(m.id) as {
            c: number;
          }
        ).c;
        assert.is(w.value.sumBalance, sum, `member ${m.id} balance`);
        assert.ok(sum >= 0);
      }
    } finally {
      check.close();
    }
    // A spin of the burst may have won free spins: then the game's next round is one of those.
    let spin = await post(again.url, '/wps/demo/spin', { play: plays[0], stake: 100 }, {});
    if (spin.status === 409 && ((await spin.clone().json()) as { code: string }).code === 'FREE_SPINS_LEFT')
      spin = await post(again.url, '/wps/demo/spin/free', { play: plays[0], requestKey: 'after-restart-free' }, {});
    assert.is(spin.status, 200, `a game round works after the restart: ${await spin.clone().text()}`);
    const wd = await post(
      again.url,
      '/wps/transaction/withdraw',
      { cardId: members[1]!.cardId, amount: 2000, paymentPassword: '123456', idempotencyKey: 'after-restart-1' },
      auth(members[1]!),
    );
    assert.is(wd.status, 200, 'a withdrawal works after the restart');
  } finally {
    // Whatever failed, no server is left running: its pipes would keep the suite from exiting.
    if (first) killIfRunning(first.child);
    await second?.stop();
    cleanup(dir);
  }
});

test.run();
