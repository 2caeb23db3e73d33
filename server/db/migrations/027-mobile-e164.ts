// Members' mobiles as E.164 ("+5521998765432"): registration now stores every number in that form,
// checked by its country's rule (src/rules/phone.ts), and finds a member by it. A number stored
// before (the national digits, one leading zero stripped) is rewritten when it is a mobile of its
// dialing code's country; one that is not (a landline, a number the old looser check let in) is
// left as it was, and so is one whose E.164 form another member already holds. Running it again
// changes nothing: a number already starting with + is skipped. SQL cannot run the phone rule, so
// the rewrite is `toE164`, run in the same transaction right after this migration's SQL
// (server/db/schema.ts migrate).
import { mobileE164 } from '../../../src/rules/phone.ts';
import type { Db } from '../open.ts';

export const sql = `
-- Members' mobile numbers become E.164 where they parse: rows rewritten by toE164 (027-mobile-e164.ts).
SELECT 1;
`;

/** Rewrites stored national mobiles to E.164; answers how many changed. */
export function toE164(db: Db): number {
  const rows = db
    .prepare(
      `SELECT id, country_dialing_code AS cc, mobile_num AS num FROM members
       WHERE mobile_num IS NOT NULL AND mobile_num NOT LIKE '+%' AND country_dialing_code IS NOT NULL`,
    )
    .all() as { id: number; cc: string; num: string }[];
  const taken = db.prepare('SELECT 1 FROM members WHERE country_dialing_code = ? AND mobile_num = ?');
  const set = db.prepare('UPDATE members SET mobile_num = ? WHERE id = ?');
  let changed = 0;
  for (const r of rows) {
    const e164 = mobileE164(r.cc, r.num);
    if (e164 === null || taken.get(r.cc, e164)) continue;
    set.run(e164, r.id);
    changed++;
  }
  return changed;
}
