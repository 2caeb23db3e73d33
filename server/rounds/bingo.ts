// The bingo hall: one 75-ball round at a time for every bingo game of the catalogue (BINGO, and
// the BGS vendor's games). Cards are bought while the round takes them; then the draw calls one
// ball every `ballMs` on the server's clock, BALLS_CALLED balls in all, in the order the round's
// fair hash decides (src/rules/bingo.ts ballOrder). Marks are the server's: each card's prizes
// (one line, two lines, full house) are paid the moment the ball that completes them is called,
// whether or not the player is watching.
//
// A restart in the middle of a round resumes it: the balls called are a pure function of the
// stored round and the clock, and nobody decides anything during the draw, so the next step
// simply pays what landed while the server was down (each prize once, under its own ledger key).
import type { Db } from '../db/open.ts';
import { ballOrder, BALLS_CALLED, cardOf, prizesOf } from '../../src/rules/bingo.ts';
import { outcomeHmac, sha256Hex } from './fair.ts';
import { closeCard, payPrize } from './bingo-store.ts';
import { type BetRow, openBetsOf, type RoundRow, revealRound, seedOf } from './store.ts';
import { SharedTable, tablesPerDb } from './table.ts';

export const BINGO = 'BINGO';

export interface BingoConfig {
  /** How long cards are sold before the draw. */
  bettingMs: number;
  /** The time between two balls. */
  ballMs: number;
  /** The pause after the last ball before the next round sells cards. */
  pauseMs: number;
  chainLength: number;
  /** Rounds keep starting while some player asked within this time; then the hall rests. */
  idleMs: number;
}

export const DEFAULT_BINGO_CONFIG: BingoConfig = {
  bettingMs: 20_000,
  ballMs: 2000,
  pauseMs: 5000,
  chainLength: 10_000,
  idleMs: 60_000,
};

/** A round's 75 balls in calling order from its seed: the rule every verify view repeats. */
export const ballsOf = (seed: string, clientSeed: string, nonce: number): number[] =>
  ballOrder(outcomeHmac(seed, clientSeed, nonce));

/** A card's numbers: from SHA-256 of the key the page chose for it, so the server cannot pick them. */
export const cardOfKey = (requestKey: string): number[] => cardOf(sha256Hex(`card:${requestKey}`));

export class BingoHall extends SharedTable<BingoConfig> {
  protected readonly family = BINGO;
  /** The running round's ball order, known to the server alone until the round ends. */
  private secret: { roundId: number; balls: number[] } | null = null;

  protected restMs(): number {
    return this.config.pauseMs;
  }

  /** Start-up: a round a stop left in the middle resumes (its prizes due are paid now); nothing is voided. */
  recover(): void {
    this.tick();
  }

  /** The round's balls in calling order (the server's secret until the round ends). */
  ballsOf(round: RoundRow): number[] {
    if (this.secret?.roundId !== round.id)
      this.secret = { roundId: round.id, balls: ballsOf(seedOf(this.db, round), round.clientSeed, round.nonce) };
    return this.secret.balls;
  }

  /** How many balls have been called at `now`: the first as the sale closes, then one every ballMs. */
  calledAt(round: RoundRow, now: number): number {
    if (round.state === 'ENDED') return BALLS_CALLED;
    if (now < round.bettingEndsAt) return 0;
    return Math.min(BALLS_CALLED, Math.floor((now - round.bettingEndsAt) / this.config.ballMs) + 1);
  }

  /** When the draw is over: a ball's time after the last one. */
  endTime(round: RoundRow): number {
    return round.bettingEndsAt + BALLS_CALLED * this.config.ballMs;
  }

  /** The draw: the prizes the balls called so far have landed, then the round's end. */
  protected override play(round: RoundRow, now: number): RoundRow {
    const called = this.calledAt(round, now);
    const balls = this.ballsOf(round).slice(0, called);
    for (const bet of openBetsOf(this.db, round.id)) this.payDue(bet, balls, now);
    if (now < this.endTime(round)) return round;
    for (const bet of openBetsOf(this.db, round.id)) closeCard(this.db, bet, now);
    const seed = seedOf(this.db, round);
    const endedAt = this.endTime(round);
    revealRound(this.db, round.id, 'ENDED', seed, BALLS_CALLED, endedAt);
    return { ...round, state: 'ENDED', outcome: BALLS_CALLED, endedAt, serverSeed: seed };
  }

  /** Pays a card's prizes landed by the balls called so far, each once (cashedOutAt counts those paid). */
  private payDue(bet: BetRow, called: number[], now: number): void {
    const won = prizesOf(cardOfKey(bet.requestKey), called);
    for (let level = (bet.cashedOutAt ?? 0) + 1; level <= won.length; level++)
      payPrize(this.db, bet, level, won[level - 1]!.prize, now);
  }

  /** The draw's next event: the next ball. */
  protected override nextEventAt(round: RoundRow, now: number): number {
    return round.bettingEndsAt + this.calledAt(round, now) * this.config.ballMs;
  }
}

const halls = tablesPerDb((db, config: BingoConfig) => new BingoHall(db, config));

/** The hall of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export const bingoHallOf = (db: Db, config: BingoConfig = DEFAULT_BINGO_CONFIG): BingoHall => halls.of(db, config);

/** Start-up: the hall resumes a round a stop left in the middle (its prizes due are paid now). */
export const startBingoHall = (db: Db, config: BingoConfig = DEFAULT_BINGO_CONFIG): BingoHall =>
  halls.start(db, config);
