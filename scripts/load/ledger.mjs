// After a load run: each wallet (as the API answers it) is the sum of the member's ledger
// rows, and every round has exactly its bet row and, when it won, one win row.
import { join } from 'node:path';
import Database from 'better-sqlite3';

export async function checkLedger(url, dataDir, members) {
  const check = new Database(join(dataDir, 'site.db'), { readonly: true });
  let mismatches = 0;
  for (const m of members) {
    const w = await (
      await fetch(`${url}/wps/member/wallet`, { headers: { Authorization: `Bearer ${m.token}` } })
    ).json();
    const sum = check.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(m.id).c;
    if (w.value?.sumBalance !== sum || sum < 0) {
      mismatches++;
      if (mismatches <= 5) console.error(`member ${m.id}: wallet ${w.value?.sumBalance}, ledger ${sum}`);
    }
  }
  const broken = check
    .prepare(`SELECT COUNT(*) AS n FROM orders o WHERE
    (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_bet' AND l.amount_cents = -o.bet_cents) <> 1 OR
    (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_win' AND l.amount_cents = o.win_cents) <> (o.win_cents > 0)`)
    .get().n;
  const rounds = check.prepare('SELECT COUNT(*) AS n FROM orders').get().n;
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  return {
    members: members.length,
    walletMismatches: mismatches,
    rounds,
    roundsWithoutTheirLedgerRows: broken,
    integrity,
  };
}
