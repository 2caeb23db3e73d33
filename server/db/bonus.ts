// Bonus money (docs/bonus.md): cash and bonus kept apart in the ledger (its `bucket` column),
// wagering requirements, and what stakes, wins, refunds, expiry and withdrawals do to them.
//
// The rule, as most regulated operators apply it:
// - A stake takes the member's cash first, then bonus money.
// - While a requirement is open, a stake is remembered (bonus_stakes) with the share it took
//   from each bucket; its win (or refund) is paid back to cash and bonus in that proportion.
//   If the requirement it was placed under has closed meanwhile, the bonus share is paid as
//   cash when the requirement was met (it would have converted), and otherwise is paid and at
//   once removed (expired, forfeited or cancelled bonus money never reaches cash).
// - A settled stake counts towards the requirement it was placed under, times its family's
//   contribution (a sports bet only at or above the terms' minimum odds); a void, refunded or
//   cancelled stake, and a sports bet cashed out early, count nothing.
// - Bonus money is one pool per member. When a requirement is met its bonus converts to cash
//   once; at its deadline it expires once. With several open, a closing one converts or removes
//   at most the bonus it granted; the last one closing takes the whole pool, so the pool is
//   empty whenever no requirement is open.
// Every function here runs inside the caller's transaction (better-sqlite3 transactions are
// synchronous, so each decision sees and writes one state), or opens its own IMMEDIATE one.
import type {
  BonusWallet,
  PlayWagering,
  WageringFamily,
  WageringRequirement,
  WageringState,
  WageringTerms,
} from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { iso, LANGUAGE_RANK, perDb } from './statements.ts';

export type Bucket = 'cash' | 'bonus';
export const FAMILIES: readonly WageringFamily[] = ['SLOT', 'FISH', 'TABLE', 'LIVE', 'CRASH', 'SPORTS', 'LOTTERY'];

/** The catalogue's game types by the wagering family their stakes count as (a type not listed counts 0 %). */
const FAMILY_OF_TYPE: Record<string, WageringFamily> = {
  RNG: 'SLOT',
  FISH: 'FISH',
  LIVE: 'LIVE',
  GAMESHOW: 'LIVE',
  POKER: 'TABLE',
  BINGO: 'TABLE',
  TABLE: 'TABLE',
  CRASH: 'CRASH',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  LOTTERY: 'LOTTERY',
};
export const familyOfGameType = (gameType: string): WageringFamily | null => FAMILY_OF_TYPE[gameType] ?? null;

const DAY_MS = 86_400_000;

/** Terms as stored (JSON), checked: anything malformed reads as no terms, never as a looser rule. */
export function parseTerms(text: string | null): WageringTerms | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  return checkTerms(v);
}

/** The terms `v` states, or null when it is not a complete, sane WageringTerms. */
export function checkTerms(v: unknown): WageringTerms | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const num = (x: unknown, min: number, max: number) =>
    typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max;
  const int = (x: unknown, min: number, max: number) => Number.isSafeInteger(x) && num(x, min, max);
  if (!num(o.multiplier, 0, 1000) || typeof o.withDeposit !== 'boolean' || !int(o.days, 1, 3650)) return null;
  if (!int(o.maxStake, 1, Number.MAX_SAFE_INTEGER) || !num(o.sportsMinOdds, 1, 1000)) return null;
  const c = o.contributions;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return null;
  const contributions: Partial<Record<WageringFamily, number>> = {};
  for (const [k, pct] of Object.entries(c as Record<string, unknown>)) {
    if (!(FAMILIES as readonly string[]).includes(k) || !num(pct, 0, 100)) return null;
    contributions[k as WageringFamily] = pct as number;
  }
  return {
    multiplier: o.multiplier as number,
    withDeposit: o.withDeposit,
    days: o.days as number,
    maxStake: o.maxStake as number,
    contributions,
    sportsMinOdds: o.sportsMinOdds as number,
  };
}

interface RequirementRow {
  id: number;
  member_id: number;
  promo_id: number | null;
  bonus_cents: number;
  deposit_cents: number;
  target_cents: number;
  wagered_cents: number;
  terms: string;
  granted_at: string;
  deadline: string;
  state: WageringState;
  closed_at: string | null;
  closed_cents: number;
}

interface StakeRow {
  order_id: number;
  member_id: number;
  requirement_id: number;
  family: WageringFamily | null;
  odds: number | null;
  cash_cents: number;
  bonus_cents: number;
  state: 'open' | 'settled' | 'void';
}

const stmts = perDb((db) => ({
  row: db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at, bucket)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`),
  buckets: db.prepare<[number], { bucket: Bucket; cents: number }>(
    'SELECT bucket, COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ? GROUP BY bucket',
  ),
  terms: db.prepare<[number], { wagering: string | null }>('SELECT wagering FROM promotions WHERE id = ?'),
  setTerms: db.prepare<[string | null, number]>('UPDATE promotions SET wagering = ? WHERE id = ?'),
  requirement: db.prepare<[number], RequirementRow>('SELECT * FROM wagering_requirements WHERE id = ?'),
  byGrant: db.prepare<[string], RequirementRow>('SELECT * FROM wagering_requirements WHERE grant_key = ?'),
  open: db.prepare<[number], RequirementRow>(
    "SELECT * FROM wagering_requirements WHERE member_id = ? AND state = 'open' ORDER BY id",
  ),
  recentClosed: db.prepare<[number, number], RequirementRow>(
    "SELECT * FROM wagering_requirements WHERE member_id = ? AND state != 'open' ORDER BY id DESC LIMIT ?",
  ),
  due: db.prepare<[string], { id: number }>(
    "SELECT id FROM wagering_requirements WHERE state = 'open' AND deadline <= ? ORDER BY deadline, id",
  ),
  addRequirement: db.prepare(`INSERT INTO wagering_requirements (member_id, promo_id, grant_key, bonus_cents,
    deposit_cents, target_cents, terms, granted_at, deadline) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  addWagered: db.prepare<[number, number]>(
    "UPDATE wagering_requirements SET wagered_cents = MIN(target_cents, wagered_cents + ?) WHERE id = ? AND state = 'open'",
  ),
  close: db.prepare<[WageringState, string, number, number]>(
    "UPDATE wagering_requirements SET state = ?, closed_at = ?, closed_cents = ? WHERE id = ? AND state = 'open'",
  ),
  stake: db.prepare<[number], StakeRow>('SELECT * FROM bonus_stakes WHERE order_id = ?'),
  bonusInPlay: db.prepare<[number], { cents: number }>(
    `SELECT COALESCE(SUM(b.bonus_cents), 0) AS cents FROM bonus_stakes b
     JOIN wagering_requirements r ON r.id = b.requirement_id
     WHERE b.member_id = ? AND b.state = 'open' AND r.state = 'open'`,
  ),
  addStake:
    db.prepare(`INSERT INTO bonus_stakes (order_id, member_id, requirement_id, family, odds, cash_cents, bonus_cents)
    VALUES (?, ?, ?, ?, ?, ?, ?)`),
  shrinkStake: db.prepare<[number, number, number]>(
    "UPDATE bonus_stakes SET cash_cents = ?, bonus_cents = ? WHERE order_id = ? AND state = 'open'",
  ),
  closeStake: db.prepare<['settled' | 'void', number]>(
    "UPDATE bonus_stakes SET state = ? WHERE order_id = ? AND state = 'open'",
  ),
  promoTitle: db.prepare<[{ id: number; language: string }], { title: string }>(
    `SELECT title FROM promotion_texts WHERE promotion_id = @id ORDER BY ${LANGUAGE_RANK} LIMIT 1`,
  ),
}));

/** One ledger row in a bucket; a key already written writes nothing (answers false). Zero writes nothing. */
export function postBucket(
  db: Db,
  memberId: number,
  bucket: Bucket,
  kind: string,
  cents: number,
  ref: string,
  key: string | null,
  now: number,
): boolean {
  if (!Number.isSafeInteger(cents)) throw new Error('ledger rows take integer cents');
  if (cents === 0) return false;
  return stmts(db).row.run(memberId, kind, cents, ref, key, iso(now), bucket).changes === 1;
}

/** The member's cash and bonus (their sum is the balance every other call answers). */
export function bucketsOf(db: Db, memberId: number): { cash: number; bonus: number } {
  const out = { cash: 0, bonus: 0 };
  for (const r of stmts(db).buckets.all(memberId)) out[r.bucket] = r.cents;
  return out;
}
export const cashOf = (db: Db, memberId: number): number => bucketsOf(db, memberId).cash;
export const bonusOf = (db: Db, memberId: number): number => bucketsOf(db, memberId).bonus;

/** A promotion's wagering terms; null: it pays cash. */
export function promotionTerms(db: Db, promoId: number): WageringTerms | null {
  return parseTerms(stmts(db).terms.get(promoId)?.wagering ?? null);
}

/** Writes (or with null clears) a promotion's terms: seeds, content and the site's `bonus.promotionTerms`. */
export function setPromotionTerms(db: Db, promoId: number, terms: WageringTerms | null): void {
  stmts(db).setTerms.run(terms === null ? null : JSON.stringify(terms), promoId);
}

const openOf = (db: Db, memberId: number): RequirementRow[] => stmts(db).open.all(memberId);
export const hasOpenRequirement = (db: Db, memberId: number): boolean => openOf(db, memberId).length > 0;

/**
 * What a member with bonus money and an open requirement is told before playing a game of this
 * type (the launch answer): the share of its stakes that counts (the oldest open requirement's
 * terms, which a stake counts towards), the largest stake (the lowest cap of those open, the one
 * a stake is refused over) and, for sports, the lowest odds that count. Null with no bonus money
 * or nothing open.
 */
export function playWagering(db: Db, memberId: number, gameType: string): PlayWagering | null {
  const open = openOf(db, memberId);
  const oldest = open[0];
  if (!oldest || bonusOf(db, memberId) <= 0) return null;
  const terms = parseTerms(oldest.terms);
  if (!terms) return null;
  const family = familyOfGameType(gameType);
  return {
    family,
    contribution: family ? Math.min(100, Math.max(0, terms.contributions[family] ?? 0)) : 0,
    maxStake: Math.min(...open.map((r) => parseTerms(r.terms)?.maxStake ?? Number.MAX_SAFE_INTEGER)),
    sportsMinOdds: terms.sportsMinOdds,
  };
}

/**
 * The bonus a withdrawal would forfeit now: the pool, and the bonus still at stake in open
 * bets under an open requirement (their wins would bring some back). Zero with requirements
 * open means the bonus was all lost in play: nothing holds the member's cash any more.
 */
export function bonusAtRisk(db: Db, memberId: number): number {
  if (!hasOpenRequirement(db, memberId)) return 0;
  return Math.max(0, bonusOf(db, memberId)) + stmts(db).bonusInPlay.get(memberId)!.cents;
}

/**
 * Pays a promotion's money once under `key`: with terms, as bonus with a requirement
 * (multiplier × the bonus, or × bonus + deposit); without, as cash as before. Answers whether
 * this call paid (false: the key had paid already). Runs inside the caller's transaction.
 */
export function grantPromotionMoney(
  db: Db,
  g: {
    memberId: number;
    promoId: number;
    cents: number;
    depositCents?: number;
    kind: string;
    ref: string;
    key: string;
  },
  now: number,
): boolean {
  if (g.cents <= 0) return false;
  const terms = promotionTerms(db, g.promoId);
  if (!terms) return postBucket(db, g.memberId, 'cash', g.kind, g.cents, g.ref, g.key, now);
  if (!postBucket(db, g.memberId, 'bonus', g.kind, g.cents, g.ref, g.key, now)) return false;
  const deposit = terms.withDeposit ? (g.depositCents ?? 0) : 0;
  const target = Math.ceil(terms.multiplier * (g.cents + deposit));
  stmts(db).addRequirement.run(
    g.memberId,
    g.promoId,
    g.key,
    g.cents,
    deposit,
    target,
    JSON.stringify(terms),
    iso(now),
    iso(now + terms.days * DAY_MS),
  );
  const r = stmts(db).byGrant.get(g.key)!;
  if (r.wagered_cents >= r.target_cents) closeRequirement(db, r, 'met', now);
  return true;
}

export type StakeRefusal = { refused: 'BALANCE' } | { refused: 'MAX_STAKE'; maxStake: number };

/** Whether a stake of `amount` may be placed now: the balance (cash and bonus) and, with a requirement open, its maxStake. */
export function stakeRefusal(db: Db, memberId: number, amount: number): StakeRefusal | null {
  const open = openOf(db, memberId);
  if (open.length > 0) {
    const maxStake = Math.min(...open.map((r) => parseTerms(r.terms)?.maxStake ?? Number.MAX_SAFE_INTEGER));
    if (amount > maxStake) return { refused: 'MAX_STAKE', maxStake };
  }
  const b = bucketsOf(db, memberId);
  return b.cash + b.bonus < amount ? { refused: 'BALANCE' } : null;
}

/**
 * Takes a stake: cash first, then bonus, as ledger rows of `kind` under `ref` (the bonus row's
 * key is `key:bonus`). With a requirement open, the stake is remembered for its win and its
 * wagering. The caller has checked stakeRefusal in the same transaction.
 */
export function takeStake(
  db: Db,
  s: {
    memberId: number;
    orderId: number;
    amount: number;
    kind: string;
    ref: string;
    key: string | null;
    gameType: string;
    /** A sports bet's accepted odds (hundredths; a multiple's product). */
    odds?: number;
  },
  now: number,
): { cash: number; bonus: number } {
  const have = bucketsOf(db, s.memberId);
  const cash = Math.min(s.amount, Math.max(0, have.cash));
  const bonus = s.amount - cash;
  postBucket(db, s.memberId, 'cash', s.kind, -cash, s.ref, s.key, now);
  postBucket(db, s.memberId, 'bonus', s.kind, -bonus, s.ref, s.key === null ? null : `${s.key}:bonus`, now);
  const current = openOf(db, s.memberId)[0];
  if (current)
    stmts(db).addStake.run(
      s.orderId,
      s.memberId,
      current.id,
      familyOfGameType(s.gameType),
      s.odds ?? null,
      cash,
      bonus,
    );
  return { cash, bonus };
}

/**
 * Pays money back for a stake (a win, a cash-out, a refund) in the proportion the stake was
 * taken: the bonus share to bonus while the stake's requirement is open, as cash once it was
 * met, and otherwise paid and removed. A stake placed with no requirement open pays cash.
 * `refundPart`: the part of the stake a partial refund gives back, which then leaves what is
 * still at stake (null for a win, a cash-out or a whole refund).
 */
function payBack(
  db: Db,
  p: { memberId: number; orderId: number; cents: number; kind: string; ref: string; key: string | null },
  now: number,
  refundPart: number | null,
): void {
  const s = stmts(db);
  const st = s.stake.get(p.orderId);
  const total = st ? st.cash_cents + st.bonus_cents : 0;
  if (!st || st.bonus_cents === 0 || total === 0) {
    postBucket(db, p.memberId, 'cash', p.kind, p.cents, p.ref, p.key, now);
    if (st && refundPart !== null) shrink(db, st, refundPart);
    return;
  }
  // The bonus share rounds down: the cent in doubt goes to cash.
  const bonusShare = Math.floor((p.cents * st.bonus_cents) / total);
  const cashShare = p.cents - bonusShare;
  postBucket(db, p.memberId, 'cash', p.kind, cashShare, p.ref, p.key, now);
  const bonusKey = p.key === null ? null : `${p.key}:bonus`;
  const req = s.requirement.get(st.requirement_id)!;
  if (req.state === 'open') postBucket(db, p.memberId, 'bonus', p.kind, bonusShare, p.ref, bonusKey, now);
  else if (req.state === 'met') postBucket(db, p.memberId, 'cash', p.kind, bonusShare, p.ref, bonusKey, now);
  else if (postBucket(db, p.memberId, 'bonus', p.kind, bonusShare, p.ref, bonusKey, now))
    postBucket(db, p.memberId, 'bonus', `bonus_${req.state}`, -bonusShare, `wagering:${req.id}`, null, now);
  if (refundPart !== null) shrink(db, st, refundPart);
}

/** A partial refund leaves the stake: what is still at stake shrinks in its own proportion. */
function shrink(db: Db, st: StakeRow, part: number): void {
  const total = st.cash_cents + st.bonus_cents;
  const left = Math.max(0, total - part);
  const bonus = total === 0 ? 0 : Math.floor((left * st.bonus_cents) / total);
  stmts(db).shrinkStake.run(left - bonus, bonus, st.order_id);
}

/** A win (or cash-out) of a stake, paid in the stake's proportion; does not settle the stake (settleStake). */
export function payWin(
  db: Db,
  p: { memberId: number; orderId: number; cents: number; kind: string; ref: string; key: string | null },
  now: number,
): void {
  if (p.cents > 0) payBack(db, p, now, null);
}

/**
 * A refund of `cents` of a stake (a void round or bet, a cancelled lottery pick), paid back
 * in the stake's proportion; `whole` voids the stake, which then never counts.
 */
export function refundStake(
  db: Db,
  p: {
    memberId: number;
    orderId: number;
    cents: number;
    kind: string;
    ref: string;
    key: string | null;
    whole: boolean;
  },
  now: number,
): void {
  if (p.cents > 0) payBack(db, p, now, p.whole ? null : p.cents);
  if (p.whole) stmts(db).closeStake.run('void', p.orderId);
}

/**
 * A stake settled (won or lost): it counts towards the requirement it was placed under, once,
 * times its family's contribution; a sports bet below the minimum odds, or one cashed out
 * (`counts: false`), counts nothing. Meeting the target converts the bonus.
 */
export function settleStake(db: Db, orderId: number, now: number, counts = true): void {
  const s = stmts(db);
  const st = s.stake.get(orderId);
  if (!st || s.closeStake.run('settled', orderId).changes !== 1 || !counts) return;
  const req = s.requirement.get(st.requirement_id);
  if (req?.state !== 'open') return;
  const weighted = weightedStake(parseTerms(req.terms), st);
  if (weighted <= 0) return;
  s.addWagered.run(weighted, req.id);
  const after = s.requirement.get(req.id)!;
  if (after.wagered_cents >= after.target_cents) closeRequirement(db, after, 'met', now);
}

/** What a settled stake adds to the wagered figure under these terms (cents, rounded down). */
export function weightedStake(
  terms: WageringTerms | null,
  st: { family: WageringFamily | null; odds: number | null; cash_cents: number; bonus_cents: number },
): number {
  if (!terms || !st.family) return 0;
  if (st.family === 'SPORTS' && (st.odds === null || st.odds < Math.round(terms.sportsMinOdds * 100))) return 0;
  const pct = terms.contributions[st.family] ?? 0;
  return Math.floor(((st.cash_cents + st.bonus_cents) * pct) / 100);
}

const CLOSE_KIND: Record<Exclude<WageringState, 'open'>, string> = {
  met: 'bonus_converted',
  expired: 'bonus_expired',
  forfeited: 'bonus_forfeited',
  cancelled: 'bonus_cancelled',
};

/**
 * Closes an open requirement once (the state changes only from open): met converts its bonus
 * to cash (two rows: bonus out, cash in), the others remove it. What it moves: the whole pool
 * when it is the last one open, else at most the bonus it granted. Answers the cents moved, or
 * null when it was not open (another step closed it first).
 */
function closeRequirement(
  db: Db,
  r: RequirementRow,
  state: Exclude<WageringState, 'open'>,
  now: number,
  ref = `wagering:${r.id}`,
): number | null {
  const s = stmts(db);
  const others = openOf(db, r.member_id).filter((o) => o.id !== r.id).length;
  const pool = Math.max(0, bonusOf(db, r.member_id));
  const cents = others === 0 ? pool : Math.min(pool, r.bonus_cents);
  if (s.close.run(state, iso(now), cents, r.id).changes !== 1) return null;
  const kind = CLOSE_KIND[state];
  const key = `wagering:${r.id}:${state}`;
  postBucket(db, r.member_id, 'bonus', kind, -cents, ref, key, now);
  if (state === 'met') postBucket(db, r.member_id, 'cash', kind, cents, ref, `${key}:cash`, now);
  return cents;
}

/** Expires every open requirement past its deadline, once each (start-up and the schedule); answers how many. */
export function expireDue(db: Db, now = Date.now()): number {
  let n = 0;
  for (const { id } of stmts(db).due.all(iso(now))) {
    const done = db
      .transaction(() => {
        const r = stmts(db).requirement.get(id);
        return r?.state === 'open' && closeRequirement(db, r, 'expired', now) !== null;
      })
      .immediate();
    if (done) n++;
  }
  return n;
}

/**
 * Forfeits every open requirement of the member (a withdrawal the member confirmed), inside
 * the caller's transaction: the pool is removed under `ref`. Answers the cents removed.
 */
export function forfeitOpen(db: Db, memberId: number, ref: string, now: number): number {
  let total = 0;
  // The newest first, so the last one closing (the oldest) takes whatever is left of the pool.
  for (const r of openOf(db, memberId).reverse()) total += closeRequirement(db, r, 'forfeited', now, ref) ?? 0;
  return total;
}

export type CancelRefusal = 'NOT_FOUND' | 'NOT_OPEN';

/** The operator cancels one open requirement: its bonus is removed. */
export function cancelRequirement(
  db: Db,
  id: number,
  now = Date.now(),
): { memberId: number; removed: number } | CancelRefusal {
  return db
    .transaction(() => {
      const r = stmts(db).requirement.get(id);
      if (!r) return 'NOT_FOUND' as const;
      if (r.state !== 'open') return 'NOT_OPEN' as const;
      const removed = closeRequirement(db, r, 'cancelled', now);
      return removed === null ? ('NOT_OPEN' as const) : { memberId: r.member_id, removed };
    })
    .immediate();
}

/** How many closed requirements the wallet shows after the open ones. */
const RECENT_CLOSED = 5;

function toRequirement(db: Db, r: RequirementRow, language: string): WageringRequirement {
  const terms = parseTerms(r.terms)!;
  return {
    id: r.id,
    promoId: r.promo_id,
    title: r.promo_id === null ? '' : (stmts(db).promoTitle.get({ id: r.promo_id, language })?.title ?? ''),
    bonus: r.bonus_cents,
    target: r.target_cents,
    wagered: Math.min(r.wagered_cents, r.target_cents),
    grantedAt: r.granted_at,
    deadline: r.deadline,
    state: r.state,
    terms,
  };
}

/** The member's requirements, open first (oldest first), then the last few closed (newest first). */
export function requirementsOf(
  db: Db,
  memberId: number,
  language: string,
  closed = RECENT_CLOSED,
): WageringRequirement[] {
  const s = stmts(db);
  return [...openOf(db, memberId), ...s.recentClosed.all(memberId, closed)].map((r) => toRequirement(db, r, language));
}

export function bonusWallet(
  db: Db,
  memberId: number,
  language: string,
  withdrawWhileOpen: BonusWallet['withdrawWhileOpen'],
): BonusWallet {
  const b = bucketsOf(db, memberId);
  return {
    cash: b.cash,
    bonus: b.bonus,
    withdrawable: Math.max(0, b.cash),
    withdrawWhileOpen,
    requirements: requirementsOf(db, memberId, language),
  };
}

/** The site's `bonus.promotionTerms`, written over the promotions' own terms (server start). */
export function applyPromotionTerms(db: Db, terms: ReadonlyMap<number, WageringTerms | null>): void {
  if (terms.size === 0) return;
  db.transaction(() => {
    for (const [id, t] of terms) setPromotionTerms(db, id, t);
  }).immediate();
}
