// The content of migration 014 (server/db/seed-data/deposit-bonuses.ts): bonus definitions
// on the seed promotions and the welcome banner's title, each written only over the earlier
// seed's own row, so what an operator changed stays as they left it.
import { LANGUAGES } from '../../src/rules/languages.ts';
import type { Db } from './open.ts';
import { BONUS_SEEDS, TERMS_SEEDS, WELCOME_BANNER } from './seed-data/deposit-bonuses.ts';

export function seedBonusDefinitions(db: Db): void {
  const define = db.prepare(`UPDATE promotions SET kind = @kind, reward_cents = @reward, bonus_percent = @percent,
    bonus_max_cents = @max, min_deposit_cents = @min, first_deposit_only = @first
    WHERE id = @id AND kind = @wasKind AND reward_cents = @wasReward`);
  const text = db.prepare(
    'UPDATE promotion_texts SET summary = ?, content_html = ? WHERE promotion_id = ? AND language = ?',
  );
  for (const p of BONUS_SEEDS) {
    const changed = define.run({
      id: p.id,
      kind: p.kind,
      reward: p.rewardCents,
      percent: p.bonus.percent,
      max: p.bonus.maxCents,
      min: p.bonus.minDepositCents,
      first: p.bonus.firstDepositOnly ? 1 : 0,
      wasKind: p.was.kind,
      wasReward: p.was.rewardCents,
    }).changes;
    if (changed === 0) continue;
    for (const lang of LANGUAGES) text.run(p[lang].summary, p[lang].html, p.id, lang);
  }
}

export function seedWelcomeBanner(db: Db): void {
  const b = WELCOME_BANNER;
  const title = db.prepare('UPDATE banner_texts SET title = ? WHERE banner_id = ? AND language = ? AND title = ?');
  for (const lang of LANGUAGES) title.run(b[lang], b.id, lang, b.was[lang]);
  db.prepare('UPDATE banners SET link = ? WHERE id = ? AND link = ?').run(b.link, b.id, b.was.link);
}

/**
 * Migration 023: the seed promotions' wagering terms. Their pages are not given a sentence
 * stating them: the terms line is written from the terms wherever a promotion shows.
 */
export function seedWageringTerms(db: Db): void {
  const define = db.prepare(
    'UPDATE promotions SET wagering = ? WHERE id = ? AND kind = ? AND reward_cents = ? AND wagering IS NULL',
  );
  for (const p of TERMS_SEEDS) define.run(JSON.stringify(p.terms), p.id, p.kind, p.rewardCents);
}
