// Promotions with each member's state, the daily check-in calendar and referral codes
// (SPEC §3 promotion states, §4 reward centre, referral shortcut). Rewards are ledger rows
// with an idempotency key, so a repeated claim or check-in can never pay twice.
import { randomInt } from 'node:crypto';
import type {
  Promotion,
  PromotionDetail,
  PromotionKind,
  PromotionMemberState,
  ReferralLink,
  SignInCalendar,
} from '../../src/api/types.ts';
import { type BonusDefinition, paysOnDeposit } from '../../src/rules/bonus.ts';
import { grantPromotionMoney, parseTerms } from './bonus.ts';
import type { Db } from './open.ts';
import { LANGUAGE_RANK, perDb } from './statements.ts';

interface PromoRow {
  id: number;
  kind: string;
  reward_cents: number;
  starts_at: string;
  ends_at: string | null;
  image: string;
  title: string;
  summary: string;
  content_html: string;
  lang: string;
  state: string | null;
  bonus_percent: number;
  bonus_max_cents: number;
  min_deposit_cents: number;
  first_deposit_only: number;
  retired_at: string | null;
  wagering: string | null;
}

const COLUMNS = `p.id, p.kind, p.reward_cents, p.starts_at, p.ends_at, p.image, x.title, x.summary, x.content_html,
  x.language AS lang, m.state, p.bonus_percent, p.bonus_max_cents, p.min_deposit_cents, p.first_deposit_only, p.retired_at, p.wagering`;
const FROM = `FROM promotions p
  JOIN promotion_texts x ON x.promotion_id = p.id
    AND x.language = (SELECT language FROM promotion_texts y WHERE y.promotion_id = p.id ORDER BY ${LANGUAGE_RANK} LIMIT 1)
  LEFT JOIN promotion_members m ON m.promotion_id = p.id AND m.member_id = @memberId`;

const stmts = perDb((db) => ({
  list: db.prepare<[{ language: string; memberId: number }], PromoRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE p.retired_at IS NULL ORDER BY p.sort, p.id`,
  ),
  one: db.prepare<[{ language: string; memberId: number; id: number }], PromoRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE p.id = @id`,
  ),
  setState: db.prepare(`INSERT INTO promotion_members (promotion_id, member_id, state, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (promotion_id, member_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`),
  balance: db.prepare<[number], { cents: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ?',
  ),
  signInsFrom: db.prepare<[number, string], { day: string }>(
    'SELECT day FROM sign_ins WHERE member_id = ? AND day >= ? ORDER BY day',
  ),
  insertSignIn: db.prepare('INSERT OR IGNORE INTO sign_ins (member_id, day, reward_cents) VALUES (?, ?, ?)'),
  // The live check-in promotion: a content import may retire one and bring in another.
  signInPromo: db.prepare<[], { id: number; reward_cents: number; starts_at: string; ends_at: string | null }>(
    "SELECT id, reward_cents, starts_at, ends_at FROM promotions WHERE kind = 'SIGNIN' AND retired_at IS NULL ORDER BY sort, id LIMIT 1",
  ),
  retiredSignIn: db.prepare<[], { id: number }>(
    "SELECT id FROM promotions WHERE kind = 'SIGNIN' AND retired_at IS NOT NULL LIMIT 1",
  ),
  codeOf: db.prepare<[number], { code: string }>(
    'SELECT code FROM affiliate_codes WHERE member_id = ? ORDER BY created_at LIMIT 1',
  ),
  insertCode: db.prepare('INSERT OR IGNORE INTO affiliate_codes (code, member_id, created_at) VALUES (?, ?, ?)'),
  invited: db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM members WHERE affiliate_code = ? COLLATE NOCASE',
  ),
}));

const toPromotion = (r: PromoRow): Promotion => ({
  id: r.id,
  kind: r.kind as PromotionKind,
  title: r.title,
  summary: r.summary,
  image: r.image,
  rewardAmount: r.reward_cents,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  state: (r.state as PromotionMemberState | null) ?? null,
  lang: r.lang,
  bonus: bonusOf(r),
  wagering: parseTerms(r.wagering),
});

/** The promotion's deposit bonus (src/rules/bonus.ts), or null when it pays nothing on a deposit. */
function bonusOf(r: PromoRow): BonusDefinition | null {
  const def = {
    percent: r.bonus_percent,
    maxCents: r.bonus_max_cents,
    minDepositCents: r.min_deposit_cents,
    firstDepositOnly: r.first_deposit_only === 1,
  };
  return paysOnDeposit(def) ? def : null;
}

/** memberId 0 is a visitor: no member row ever matches it. */
export function listPromotions(db: Db, language: string, memberId: number | null): Promotion[] {
  return stmts(db)
    .list.all({ language, memberId: memberId ?? 0 })
    .map(toPromotion);
}

export function getPromotion(db: Db, language: string, memberId: number | null, id: number): PromotionDetail | null {
  const r = stmts(db).one.get({ language, memberId: memberId ?? 0, id });
  return r ? { ...toPromotion(r), content: r.content_html } : null;
}

/** Retired by a content import (server/db/publishing.ts): it pays nothing from that moment on. */
export function isRetired(db: Db, id: number): boolean {
  return stmts(db).one.get({ language: 'en', memberId: 0, id })?.retired_at != null;
}

export type PromoRefusal = 'NOT_FOUND' | 'RETIRED' | 'NOT_STARTED' | 'CLOSED' | 'NOT_JOINABLE' | 'NOT_CLAIMABLE';

/** When a promotion can be joined at `now`: started, not ended. */
function openAt(p: { startsAt: string; endsAt: string | null }, now: number): PromoRefusal | null {
  if (Date.parse(p.startsAt) > now) return 'NOT_STARTED';
  if (p.endsAt !== null && Date.parse(p.endsAt) <= now) return 'CLOSED';
  return null;
}

/** INSTANT: claimable at once; REVIEW: an application the platform reviews. Joining twice keeps the state. */
export function joinPromotion(
  db: Db,
  memberId: number,
  id: number,
  now = Date.now(),
): PromotionMemberState | PromoRefusal {
  return db
    .transaction((): PromotionMemberState | PromoRefusal => {
      const p = getPromotion(db, 'en', memberId, id);
      if (!p) return 'NOT_FOUND';
      if (isRetired(db, id)) return 'RETIRED';
      if (p.state !== null) return p.state;
      const closed = openAt(p, now);
      if (closed) return closed;
      if (p.kind !== 'INSTANT' && p.kind !== 'REVIEW') return 'NOT_JOINABLE';
      const state: PromotionMemberState = p.kind === 'INSTANT' ? 'claimable' : 'applying';
      stmts(db).setState.run(id, memberId, state, new Date(now).toISOString());
      return state;
    })
    .immediate();
}

export interface Claimed {
  state: PromotionMemberState;
  rewardAmount: number;
  balance: number;
}

/**
 * Pays the reward once: a second claim answers the same without paying again. A retired
 * promotion pays nothing, even to a member whose state was already claimable: the state is
 * kept (a content import that brings the promotion back makes it claimable again).
 */
export function claimPromotion(db: Db, memberId: number, id: number, now = Date.now()): Claimed | PromoRefusal {
  return db
    .transaction((): Claimed | PromoRefusal => {
      const s = stmts(db);
      const p = getPromotion(db, 'en', memberId, id);
      if (!p) return 'NOT_FOUND';
      if (isRetired(db, id)) return 'RETIRED';
      if (p.state !== 'claimable' && p.state !== 'claimed') return 'NOT_CLAIMABLE';
      if (p.state === 'claimable') {
        const at = new Date(now).toISOString();
        s.setState.run(id, memberId, 'claimed', at);
        grantPromotionMoney(
          db,
          {
            memberId,
            promoId: id,
            cents: p.rewardAmount,
            kind: 'promo_bonus',
            ref: `promo:${id}`,
            key: `promo:${id}:${memberId}`,
          },
          now,
        );
      }
      return { state: 'claimed', rewardAmount: p.rewardAmount, balance: s.balance.get(memberId)!.cents };
    })
    .immediate();
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayBefore = (day: string) => utcDay(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000);

/** This month's check-ins and the streak (consecutive days up to today, or up to yesterday before today's check-in). */
export function signInCalendar(db: Db, memberId: number, now = Date.now()): SignInCalendar {
  const s = stmts(db);
  const today = utcDay(now);
  // 62 days back covers this month and any streak shown in it.
  const recent = s.signInsFrom.all(memberId, utcDay(now - 62 * 86_400_000)).map((r) => r.day);
  const set = new Set(recent);
  let streak = 0;
  for (let d = set.has(today) ? today : dayBefore(today); set.has(d); d = dayBefore(d)) streak++;
  return {
    today,
    days: recent.filter((d) => d.slice(0, 7) === today.slice(0, 7)),
    signedToday: set.has(today),
    rewardAmount: s.signInPromo.get()?.reward_cents ?? 0,
    streak,
  };
}

/** Today's check-in, paid once; checking in again the same day changes nothing. */
export function signIn(db: Db, memberId: number, now = Date.now()): SignInCalendar | PromoRefusal {
  return db
    .transaction((): SignInCalendar | PromoRefusal => {
      const s = stmts(db);
      const promo = s.signInPromo.get();
      if (!promo) return s.retiredSignIn.get() ? 'RETIRED' : 'NOT_FOUND';
      const closed = openAt({ startsAt: promo.starts_at, endsAt: promo.ends_at }, now);
      if (closed) return closed;
      const day = utcDay(now);
      const inserted = s.insertSignIn.run(memberId, day, promo.reward_cents).changes === 1;
      if (inserted && promo.reward_cents > 0) {
        grantPromotionMoney(
          db,
          {
            memberId,
            promoId: promo.id,
            cents: promo.reward_cents,
            kind: 'sign_in',
            ref: `promo:${promo.id}`,
            key: `signin:${memberId}:${day}`,
          },
          now,
        );
      }
      return signInCalendar(db, memberId, now);
    })
    .immediate();
}

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');

/** The member's referral code (created on first ask) and how many members registered with it. */
export function referralFor(db: Db, memberId: number, now = Date.now()): ReferralLink {
  const s = stmts(db);
  let code = s.codeOf.get(memberId)?.code;
  for (let tries = 0; !code && tries < 5; tries++) {
    const candidate = newCode();
    if (s.insertCode.run(candidate, memberId, new Date(now).toISOString()).changes === 1) code = candidate;
  }
  if (!code) throw new Error('could not allocate a referral code');
  return { code, path: `/m/register?affiliateCode=${code}`, invited: s.invited.get(code)!.n };
}

/** For operators and tests: set a member's state in a promotion (the platform's review outcome). */
export function setPromotionState(
  db: Db,
  memberId: number,
  id: number,
  state: PromotionMemberState,
  now = Date.now(),
): void {
  stmts(db).setState.run(id, memberId, state, new Date(now).toISOString());
}
