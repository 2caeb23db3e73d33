// Video poker, Jacks or Better (docs/games.md "Video poker"): a hand is one round of the round
// engine (family POKER) with one bet. The deal opens the round with a seed of its own (a chain of
// one, as a sports event: hands of different players overlap, so a shared chain would show, as
// one hand's hash, the seed of another player's hand still in play), takes the stake and shows
// the five cards and the seed's hash; the draw replaces the cards not held from the same shuffled
// deck, settles the bet, pays the win and reveals the seed. The deck follows from the seed alone
// (src/rules/video-poker.ts), so it was fixed before the player chose what to hold.
//
// A hand dealt and not drawn waits for its player: a reload shows it again, and so does a restart
// (nothing is voided: the seed is stored, the deck can only be the one dealt).
import type { PokerHand } from '../../src/api/types.ts';
import {
  cardCode,
  type Card,
  drawOf,
  dealOf,
  type HandRank,
  HAND_SIZE,
  heldPositions,
  payOf,
  rankHand,
  type Uniform,
  uniformsFrom,
  blockText,
  winOf,
} from '../../src/rules/video-poker.ts';
import type { Db } from '../db/open.ts';
import { stakeRefusal } from '../db/bonus.ts';
import { iso, perDb } from '../db/statements.ts';
import { outcomeHmac, sha256Hex } from './fair.ts';
import {
  betById,
  type ChainSeeds,
  loseBet,
  openRound,
  payBet,
  placeBet,
  revealRound,
  type RoundRow,
  roundById,
  seedOf,
  startRound,
} from './store.ts';

export const POKER = 'POKER';

/** The uniforms of a hand from its seed, as every verify view recomputes them. */
export function handUniforms(seed: string, clientSeed: string, nonce: number): Uniform {
  const hmac = outcomeHmac(seed, clientSeed, nonce);
  const blocks: string[] = [];
  return uniformsFrom((j) => {
    blocks[j] ??= sha256Hex(blockText(hmac, j));
    return blocks[j];
  });
}

interface HandRow {
  roundId: number;
  betId: number;
  memberId: number;
  nodeId: string;
  dealt: string;
  held: number | null;
  final: string | null;
  rank: HandRank | null;
}

const HAND = `SELECT round_id AS roundId, bet_id AS betId, member_id AS memberId, node_id AS nodeId, dealt, held,
  final, hand_rank AS rank FROM poker_hands`;

const stmts = perDb((db) => ({
  byRound: db.prepare<[number], HandRow>(`${HAND} WHERE round_id = ?`),
  byBet: db.prepare<[number], HandRow>(`${HAND} WHERE bet_id = ?`),
  byKey: db.prepare<[number, string], HandRow>(
    `${HAND} WHERE bet_id = (SELECT id FROM round_bets WHERE member_id = ? AND request_key = ?)`,
  ),
  open: db.prepare<[number, string], HandRow>(`${HAND} WHERE member_id = ? AND node_id = ? AND held IS NULL`),
  last: db.prepare<[number, string], HandRow>(
    `${HAND} WHERE member_id = ? AND node_id = ? AND held IS NOT NULL ORDER BY round_id DESC LIMIT 1`,
  ),
  add: db.prepare(
    'INSERT INTO poker_hands (round_id, bet_id, member_id, node_id, dealt, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  draw: db.prepare<[number, string, string, string, number]>(
    'UPDATE poker_hands SET held = ?, final = ?, hand_rank = ?, drawn_at = ? WHERE round_id = ? AND held IS NULL',
  ),
  content: db.prepare<[string, number]>('UPDATE sub_orders SET content = ? WHERE order_id = ?'),
}));

const codes = (cards: readonly Card[]): string => cards.map(cardCode).join(' ');
const split = (text: string | null): string[] | null => (text === null ? null : text.split(' '));

/** A hand for players' eyes: the seed only once the hand is drawn. */
function handView(db: Db, h: HandRow): PokerHand {
  const bet = betById(db, h.betId)!;
  const round = roundById(db, h.roundId)!;
  const over = round.state === 'ENDED' || round.state === 'VOID';
  return {
    roundId: String(h.roundId),
    orderId: String(bet.orderId),
    stake: bet.stake,
    dealt: h.dealt.split(' '),
    held: h.held === null ? null : heldPositions(h.held),
    final: split(h.final),
    rank: h.rank,
    win: bet.win,
    state: bet.state,
    proof: {
      roundId: String(round.id),
      nonce: round.nonce,
      seedHash: round.seedHash,
      clientSeed: round.clientSeed,
      serverSeed: over ? round.serverSeed : null,
    },
  };
}

/** A video poker order's hand for its game record, or null for any other order. */
export function pokerRecordOf(db: Db, betId: number): PokerHand | null {
  const h = stmts(db).byBet.get(betId);
  return h ? handView(db, h) : null;
}

export type DealAnswer =
  | { ok: true; hand: PokerHand }
  | { ok: false; reason: 'BALANCE' | 'HAND_OPEN' }
  | { ok: false; reason: 'MAX_STAKE'; maxStake: number };

export type DrawAnswer = { ok: true; hand: PokerHand } | { ok: false; reason: 'NO_HAND' };

export class PokerDealer {
  private seeds: ChainSeeds | undefined;

  constructor(readonly db: Db) {}

  /**
   * Hands the seeds of the next hands to a test (undefined: random again), so it can deal a hand
   * it has chosen. Never used by the server itself.
   */
  useSeeds(seeds: ChainSeeds | undefined): void {
    this.seeds = seeds;
  }

  /** The hand this member has dealt and not drawn in this game, if any. */
  openHand(memberId: number, nodeId: string): PokerHand | null {
    const h = stmts(this.db).open.get(memberId, nodeId);
    return h ? handView(this.db, h) : null;
  }

  /** The hand a deal with this request key made, if any. */
  dealtWith(memberId: number, requestKey: string): PokerHand | null {
    const h = stmts(this.db).byKey.get(memberId, requestKey);
    return h ? handView(this.db, h) : null;
  }

  lastHand(memberId: number, nodeId: string): PokerHand | null {
    const h = stmts(this.db).last.get(memberId, nodeId);
    return h ? handView(this.db, h) : null;
  }

  /**
   * Deals a hand in one immediate transaction: its round and seed, the stake's order and ledger
   * row, the cards. A request key already used answers the hand it dealt.
   */
  deal(d: { memberId: number; nodeId: string; stake: number; requestKey: string }): DealAnswer {
    const db = this.db;
    const q = stmts(db);
    const now = Date.now();
    return db
      .transaction((): DealAnswer => {
        const same = q.byKey.get(d.memberId, d.requestKey);
        if (same) return { ok: true, hand: handView(db, same) };
        if (q.open.get(d.memberId, d.nodeId)) return { ok: false, reason: 'HAND_OPEN' };
        const no = stakeRefusal(db, d.memberId, d.stake);
        if (no)
          return no.refused === 'MAX_STAKE'
            ? { ok: false, reason: 'MAX_STAKE', maxStake: no.maxStake }
            : { ok: false, reason: 'BALANCE' };
        const round = openRound(db, POKER, 1, now, now, this.seeds);
        startRound(db, round.id);
        const placed = placeBet(
          db,
          {
            roundId: round.id,
            memberId: d.memberId,
            nodeId: d.nodeId,
            slot: 1,
            stake: d.stake,
            autoCashOut: null,
            requestKey: d.requestKey,
            content: `POKER hand ${round.id}`,
          },
          now,
        );
        // The balance and the key were checked above, in this transaction (a key another game's
        // bet used is a page's bug: its keys are random).
        if (!('bet' in placed) || placed.repeated)
          throw new Error('poker deal: the stake was refused after its checks');
        const dealt = dealOf(handUniforms(seedOf(db, round), round.clientSeed, round.nonce));
        q.add.run(round.id, placed.bet.id, d.memberId, d.nodeId, codes(dealt), iso(now));
        q.content.run(`POKER ${codes(dealt)}`, placed.bet.orderId);
        return { ok: true, hand: handView(db, q.byRound.get(round.id)!) };
      })
      .immediate();
  }

  /**
   * Draws: the cards not held replaced from the same deck, the bet settled (the win paid under its
   * own ledger key) and the seed revealed, in one immediate transaction. A hand already drawn
   * answers as it was drawn, whatever `held` says now.
   */
  draw(memberId: number, nodeId: string, roundId: number, held: number): DrawAnswer {
    const db = this.db;
    const q = stmts(db);
    const now = Date.now();
    return db
      .transaction((): DrawAnswer => {
        const h = q.byRound.get(roundId);
        if (!h || h.memberId !== memberId || h.nodeId !== nodeId) return { ok: false, reason: 'NO_HAND' };
        if (h.held !== null) return { ok: true, hand: handView(db, h) };
        const round = roundById(db, roundId) as RoundRow;
        const seed = seedOf(db, round);
        const final = drawOf(handUniforms(seed, round.clientSeed, round.nonce), held);
        const rank = rankHand(final);
        const bet = betById(db, h.betId)!;
        const win = winOf(bet.stake, rank);
        q.draw.run(held, codes(final), rank, iso(now), roundId);
        // Jacks or better pays the stake back: a "win" of 1×, so the record says won, not lost.
        if (win > 0) payBet(db, bet, payOf(rank) * 100, win, now);
        else loseBet(db, bet, now);
        revealRound(db, roundId, 'ENDED', seed, payOf(rank), now);
        q.content.run(
          `POKER ${h.dealt} → ${codes(final)} (${heldPositions(held).length}/${HAND_SIZE} held)`,
          bet.orderId,
        );
        return { ok: true, hand: handView(db, q.byRound.get(roundId)!) };
      })
      .immediate();
  }
}

const dealers = new WeakMap<Db, PokerDealer>();

/** The dealer of this database: one per server. It keeps no state a restart would lose. */
export function pokerDealerOf(db: Db): PokerDealer {
  let d = dealers.get(db);
  if (!d) dealers.set(db, (d = new PokerDealer(db)));
  return d;
}
