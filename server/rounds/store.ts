// The round engine's rows (migration 019) and its money. Family-neutral: a round is a seed,
// a nonce and an outcome; a bet is a stake with an order (the player's game record). Every
// money move is a ledger row under a key of its own (`round-bet:<id>:stake|win|refund`), so
// however often a step is retried or replayed after a restart, each is written once.
import type { Db } from '../db/open.ts';
import { maskName } from '../db/catalogue.ts';
import { isTrial } from '../../src/rules/roles.ts';
import { iso, perDb } from '../db/statements.ts';
import { chainSeed, newChainSecret, newClientSeed } from './fair.ts';
import { payWin, refundStake, settleStake, stakeRefusal, takeStake } from '../db/bonus.ts';

export type RoundState = 'BETTING' | 'RUNNING' | 'ENDED' | 'VOID';
export type BetState = 'OPEN' | 'WON' | 'LOST' | 'VOID';

export interface RoundRow {
  id: number;
  family: string;
  chainId: number;
  nonce: number;
  seedHash: string;
  /** Null until the round ends: the seed is the secret that decides it. */
  serverSeed: string | null;
  clientSeed: string;
  state: RoundState;
  outcome: number | null;
  bettingEndsAt: number;
  endedAt: number | null;
}

export interface BetRow {
  id: number;
  roundId: number;
  memberId: number;
  orderId: number;
  slot: number;
  stake: number;
  autoCashOut: number | null;
  cashedOutAt: number | null;
  win: number;
  state: BetState;
  requestKey: string;
  /** A roulette bet's chips, JSON [[spot, cents], …] (migration 033); null for other families. */
  picks: string | null;
}

const ROUND = `SELECT id, family, chain_id AS chainId, nonce, seed_hash AS seedHash, server_seed AS serverSeed,
  client_seed AS clientSeed, state, outcome, betting_ends_at AS bettingEndsAt, ended_at AS endedAt FROM rounds`;
const BET = `SELECT id, round_id AS roundId, member_id AS memberId, order_id AS orderId, slot, stake_cents AS stake,
  auto_cash_out AS autoCashOut, cashed_out_at AS cashedOutAt, win_cents AS win, state, request_key AS requestKey, picks
  FROM round_bets`;

const stmts = perDb((db) => ({
  latest: db.prepare<[string], RoundRow>(`${ROUND} WHERE family = ? ORDER BY id DESC LIMIT 1`),
  round: db.prepare<[number], RoundRow>(`${ROUND} WHERE id = ?`),
  unfinished: db.prepare<[string], RoundRow>(
    `${ROUND} WHERE family = ? AND state IN ('BETTING', 'RUNNING') ORDER BY id`,
  ),
  ended: db.prepare<[string, number], RoundRow>(
    `${ROUND} WHERE family = ? AND state IN ('ENDED', 'VOID') ORDER BY id DESC LIMIT ?`,
  ),
  chain: db.prepare<[string], { id: number; secret: string; length: number; clientSeed: string; used: number }>(
    `SELECT c.id, c.secret, c.length, c.client_seed AS clientSeed,
       COALESCE((SELECT MAX(nonce) FROM rounds r WHERE r.chain_id = c.id), 0) AS used
     FROM round_chains c WHERE c.family = ? ORDER BY c.id DESC LIMIT 1`,
  ),
  chainById: db.prepare<[number], { secret: string; length: number }>(
    'SELECT secret, length FROM round_chains WHERE id = ?',
  ),
  addChain: db.prepare(
    'INSERT INTO round_chains (family, secret, length, commitment, client_seed, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  addRound:
    db.prepare(`INSERT INTO rounds (family, chain_id, nonce, seed_hash, client_seed, state, betting_ends_at, created_at)
    VALUES (?, ?, ?, ?, ?, 'BETTING', ?, ?)`),
  setState: db.prepare<[RoundState, number, RoundState]>('UPDATE rounds SET state = ? WHERE id = ? AND state = ?'),
  reveal: db.prepare<[RoundState, string, number | null, number, number]>(
    `UPDATE rounds SET state = ?, server_seed = ?, outcome = ?, ended_at = ? WHERE id = ? AND state IN ('BETTING', 'RUNNING')`,
  ),
  bets: db.prepare<[number], BetRow>(`${BET} WHERE round_id = ? ORDER BY id`),
  openBets: db.prepare<[number], BetRow>(`${BET} WHERE round_id = ? AND state = 'OPEN' ORDER BY id`),
  bet: db.prepare<[number], BetRow>(`${BET} WHERE id = ?`),
  betByKey: db.prepare<[number, string], BetRow>(`${BET} WHERE member_id = ? AND request_key = ?`),
  betBySlot: db.prepare<[number, number, number], BetRow>(`${BET} WHERE round_id = ? AND member_id = ? AND slot = ?`),
  memberBets: db.prepare<[number, number], BetRow>(`${BET} WHERE round_id = ? AND member_id = ? ORDER BY slot`),
  betOfOrder: db.prepare<[number], BetRow>(`${BET} WHERE order_id = ?`),
  addBet:
    db.prepare(`INSERT INTO round_bets (round_id, member_id, order_id, slot, stake_cents, auto_cash_out, state, request_key, created_at, picks)
    VALUES (?, ?, ?, ?, ?, ?, 'OPEN', ?, ?, ?)`),
  order: db.prepare(
    "INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, created_at) VALUES (?, ?, ?, 0, 'PENDING', ?)",
  ),
  subOrder: db.prepare(
    "INSERT INTO sub_orders (order_id, content, bet_cents, win_cents, status) VALUES (?, ?, ?, 0, 'PENDING')",
  ),
  closeBet: db.prepare<[BetState, number | null, number, number]>(
    `UPDATE round_bets SET state = ?, cashed_out_at = ?, win_cents = ? WHERE id = ? AND state = 'OPEN'`,
  ),
  closeOrder: db.prepare<[string, number, number]>('UPDATE orders SET status = ?, win_cents = ? WHERE id = ?'),
  closeSubs: db.prepare<[string, number, number]>('UPDATE sub_orders SET status = ?, win_cents = ? WHERE order_id = ?'),
  gameType: db.prepare<[string], { t: string }>('SELECT game_type AS t FROM games WHERE node_id = ?'),
  nodeOf: db.prepare<[number], { nodeId: string; userName: string; memberType: number }>(
    `SELECT o.node_id AS nodeId, m.user_name AS userName, m.type AS memberType
     FROM orders o JOIN members m ON m.id = o.member_id WHERE o.id = ?`,
  ),
  winner: db.prepare(
    'INSERT INTO winners (node_id, customer_name, win_cents, created_at, member_id) VALUES (?, ?, ?, ?, ?)',
  ),
}));

export const latestRound = (db: Db, family: string): RoundRow | null => stmts(db).latest.get(family) ?? null;
export const roundById = (db: Db, id: number): RoundRow | null => stmts(db).round.get(id) ?? null;
export const endedRounds = (db: Db, family: string, limit: number): RoundRow[] => stmts(db).ended.all(family, limit);
export const unfinishedRounds = (db: Db, family: string): RoundRow[] => stmts(db).unfinished.all(family);
export const betsOf = (db: Db, roundId: number): BetRow[] => stmts(db).bets.all(roundId);
export const openBetsOf = (db: Db, roundId: number): BetRow[] => stmts(db).openBets.all(roundId);
export const memberBets = (db: Db, roundId: number, memberId: number): BetRow[] =>
  stmts(db).memberBets.all(roundId, memberId);
export const betOfOrder = (db: Db, orderId: number): BetRow | null => stmts(db).betOfOrder.get(orderId) ?? null;
export const betById = (db: Db, id: number): BetRow | null => stmts(db).bet.get(id) ?? null;

/** The server seed of a round: known to the server from the start, shown to players only once it has ended. */
export function seedOf(db: Db, round: Pick<RoundRow, 'chainId' | 'nonce'>): string {
  const chain = stmts(db).chainById.get(round.chainId);
  if (!chain) throw new Error(`round chain ${round.chainId} is missing`);
  return chainSeed(chain.secret, chain.length, round.nonce);
}

/**
 * A new chain's secret and client seed; a test may also give it a length of its own (a short chain
 * whose few seeds it has chosen), else the family's.
 */
export type ChainSeeds = () => { secret: string; clientSeed: string; length?: number };
const randomSeeds: ChainSeeds = () => ({ secret: newChainSecret(), clientSeed: newClientSeed() });

/**
 * Opens the next round of `family`, its betting open until `bettingEndsAt`; a used-up chain is
 * followed by a new one, drawn by `seeds` (random; a test may hand its own to its game's object).
 */
export function openRound(
  db: Db,
  family: string,
  chainLength: number,
  bettingEndsAt: number,
  now: number,
  seeds: ChainSeeds = randomSeeds,
): RoundRow {
  const s = stmts(db);
  return db
    .transaction((): RoundRow => {
      const { chain, nonce, seedHash } = nextOfChain(db, family, chainLength, now, seeds);
      const id = Number(
        s.addRound.run(family, chain.id, nonce, seedHash, chain.clientSeed, bettingEndsAt, iso(now)).lastInsertRowid,
      );
      return s.round.get(id)!;
    })
    .immediate();
}

/** The chain the next round of `family` will use (made now if there is none or it is used up). */
function nextOfChain(db: Db, family: string, chainLength: number, now: number, seeds: ChainSeeds) {
  const s = stmts(db);
  let chain = s.chain.get(family);
  if (!chain || chain.used >= chain.length) {
    const { secret, clientSeed, length = chainLength } = seeds();
    const commitment = chainSeed(secret, length, 0);
    const id = Number(s.addChain.run(family, secret, length, commitment, clientSeed, iso(now)).lastInsertRowid);
    chain = { id, secret, length, clientSeed, used: 0 };
  }
  const nonce = chain.used + 1;
  // The hash shown before round n is round n − 1's seed (the chain's commitment for round 1).
  return { chain, nonce, seedHash: chainSeed(chain.secret, chain.length, nonce - 1) };
}

/**
 * The next round of `family` as players may see it before it opens: its number in its chain, its
 * seed's hash and the client seed (the chain is made now if needed, so the hash is fixed).
 */
export function nextRound(
  db: Db,
  family: string,
  chainLength: number,
  now: number,
  seeds: ChainSeeds = randomSeeds,
): { nonce: number; seedHash: string; clientSeed: string } {
  return db
    .transaction(() => {
      const { chain, nonce, seedHash } = nextOfChain(db, family, chainLength, now, seeds);
      return { nonce, seedHash, clientSeed: chain.clientSeed };
    })
    .immediate();
}

export const startRound = (db: Db, id: number): boolean =>
  stmts(db).setState.run('RUNNING', id, 'BETTING').changes === 1;

/** Ends a round (or voids it) and reveals its seed; false when another step already did. */
export function revealRound(
  db: Db,
  id: number,
  state: 'ENDED' | 'VOID',
  seed: string,
  outcome: number | null,
  endedAt: number,
): boolean {
  return stmts(db).reveal.run(state, seed, outcome, endedAt, id).changes === 1;
}

export type PlaceRefusal = 'BALANCE' | 'SLOT_TAKEN' | 'MAX_STAKE';

/**
 * Places a bet in one immediate transaction: the order (pending, the player's record), the bet
 * and the stake's ledger row, or nothing. A request key already used answers the bet it made.
 */
export function placeBet(
  db: Db,
  b: {
    roundId: number;
    memberId: number;
    nodeId: string;
    slot: number;
    stake: number;
    autoCashOut: number | null;
    requestKey: string;
    /** A roulette bet's chips (JSON). */
    picks?: string;
    /** What the record's line says (the round); the record's view puts it in the player's words. */
    content: string;
  },
  now: number,
): { bet: BetRow; repeated: boolean } | { refused: PlaceRefusal; maxStake?: number } {
  const s = stmts(db);
  const at = iso(now);
  return db
    .transaction(() => {
      const same = s.betByKey.get(b.memberId, b.requestKey);
      if (same) return { bet: same, repeated: true };
      if (s.betBySlot.get(b.roundId, b.memberId, b.slot)) return { refused: 'SLOT_TAKEN' as const };
      const no = stakeRefusal(db, b.memberId, b.stake);
      if (no) return no;
      const orderId = Number(s.order.run(b.memberId, b.nodeId, b.stake, at).lastInsertRowid);
      s.subOrder.run(orderId, b.content, b.stake);
      const id = Number(
        s.addBet.run(b.roundId, b.memberId, orderId, b.slot, b.stake, b.autoCashOut, b.requestKey, at, b.picks ?? null)
          .lastInsertRowid,
      );
      // Cash first, then bonus (server/db/bonus.ts); the bet's win or refund goes back in that proportion.
      takeStake(
        db,
        {
          memberId: b.memberId,
          orderId,
          amount: b.stake,
          kind: 'game_bet',
          ref: `order:${orderId}`,
          key: `round-bet:${id}:stake`,
          gameType: s.gameType.get(b.nodeId)?.t ?? '',
        },
        now,
      );
      return { bet: s.bet.get(id)!, repeated: false };
    })
    .immediate();
}

/** Pays an open bet at `hundredths`: the win's ledger row, the order settled. False when the bet was no longer open. */
export function payBet(db: Db, bet: BetRow, hundredths: number, win: number, now: number): boolean {
  const s = stmts(db);
  const at = iso(now);
  return db
    .transaction(() => {
      if (s.closeBet.run('WON', hundredths, win, bet.id).changes !== 1) return false;
      payWin(
        db,
        {
          memberId: bet.memberId,
          orderId: bet.orderId,
          cents: win,
          kind: 'game_win',
          ref: `order:${bet.orderId}`,
          key: `round-bet:${bet.id}:win`,
        },
        now,
      );
      settleStake(db, bet.orderId, now);
      s.closeOrder.run('SETTLED', win, bet.orderId);
      s.closeSubs.run('SETTLED', win, bet.orderId);
      const who = s.nodeOf.get(bet.orderId);
      // Demo money never reaches a public figure: a trial account's win stays off the winners board.
      if (who && win > bet.stake && !isTrial(who.memberType))
        s.winner.run(who.nodeId, maskName(who.userName), win, at, bet.memberId);
      return true;
    })
    .immediate();
}

/** Settles an open bet as lost (the round crashed before it was cashed out). */
export function loseBet(db: Db, bet: BetRow, now = Date.now()): boolean {
  const s = stmts(db);
  return db
    .transaction(() => {
      if (s.closeBet.run('LOST', null, 0, bet.id).changes !== 1) return false;
      settleStake(db, bet.orderId, now);
      s.closeOrder.run('SETTLED', 0, bet.orderId);
      s.closeSubs.run('SETTLED', 0, bet.orderId);
      return true;
    })
    .immediate();
}

/** Voids an open bet and refunds its stake, once. */
export function voidBet(db: Db, bet: BetRow, now: number): boolean {
  const s = stmts(db);
  return db
    .transaction(() => {
      if (s.closeBet.run('VOID', null, 0, bet.id).changes !== 1) return false;
      // Back as it was taken; a void bet never counts for wagering.
      refundStake(
        db,
        {
          memberId: bet.memberId,
          orderId: bet.orderId,
          cents: bet.stake,
          kind: 'game_refund',
          ref: `order:${bet.orderId}`,
          key: `round-bet:${bet.id}:refund`,
          whole: true,
        },
        now,
      );
      s.closeOrder.run('CANCELLED', 0, bet.orderId);
      s.closeSubs.run('CANCELLED', 0, bet.orderId);
      return true;
    })
    .immediate();
}

/**
 * Start-up: every round left betting or running by a stop is void, its seed revealed and its
 * open stakes refunded (bets already cashed out keep their win, paid when they were). A round
 * interrupted mid-flight cannot be finished fairly: its players could not cash out while the
 * server was down, so nobody is held to a crash they could not watch.
 */
export function voidUnfinished(
  db: Db,
  /** Only this family's rounds: a sports event outlives a restart and settles on its schedule. */
  family: string,
  now: number,
  /** The family's outcome from the revealed seed, so the void round can still be verified. */
  outcomeOf: (round: RoundRow, seed: string) => number | null,
): { rounds: number; refunds: number } {
  let rounds = 0;
  let refunds = 0;
  for (const r of unfinishedRounds(db, family)) {
    for (const bet of openBetsOf(db, r.id)) if (voidBet(db, bet, now)) refunds++;
    const seed = seedOf(db, r);
    if (revealRound(db, r.id, 'VOID', seed, outcomeOf(r, seed), now)) rounds++;
  }
  return { rounds, refunds };
}
