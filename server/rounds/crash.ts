// The crash game's shared table: one round at a time for every crash game of the catalogue,
// each a betting phase, then a flight whose multiplier rises on the server's clock
// (src/rules/crash.ts) until the crash point the round's seed decided. Every decision is the
// server's, made on its own clock: a cash-out is paid at the multiplier of the moment the server
// handles it, or refused once that multiplier has reached the crash point; an auto cash-out is
// applied here whether or not the player is still connected.
//
// Its schedule is the shared tables' (table.ts): it moves only when asked, every step a pure
// function of the stored round and the clock, so a test can drive it with a clock of its own
// (useClock) and see exactly what a player would at that moment.
import type { Db } from '../db/open.ts';
import { crashPointOf, MAX_MULTIPLIER, MIN_CASH_OUT, multiplierAt, timeToReach, winOf } from '../../src/rules/crash.ts';
import { outcomeHmac } from './fair.ts';
import { type Log, SharedTable, tablesPerDb } from './table.ts';
import {
  type BetRow,
  loseBet,
  memberBets,
  openBetsOf,
  payBet,
  type RoundRow,
  revealRound,
  roundById,
  seedOf,
} from './store.ts';

export const CRASH = 'CRASH';

export interface CrashConfig {
  /** How long bets are taken before a round takes off. */
  bettingMs: number;
  /** The pause after a crash before the next round's betting opens. */
  pauseMs: number;
  /** Rounds per seed chain. */
  chainLength: number;
  /** Rounds keep starting while some player asked within this time; then the table rests. */
  idleMs: number;
}

export const DEFAULT_CRASH_CONFIG: CrashConfig = {
  bettingMs: 7000,
  pauseMs: 3000,
  chainLength: 10_000,
  idleMs: 60_000,
};

/** A round's crash point (hundredths) from its seed: the rule every verify view repeats. */
export const crashOf = (seed: string, clientSeed: string, nonce: number): number =>
  crashPointOf(outcomeHmac(seed, clientSeed, nonce));

export type CashOutAnswer =
  | { ok: true; bet: BetRow }
  | { ok: false; reason: 'NO_BET' | 'NOT_RUNNING' | 'CRASHED'; crashPoint?: number };

export class CrashTable extends SharedTable<CrashConfig> {
  protected readonly family = CRASH;
  /** The running round's crash point, known to the server alone until the crash. */
  private secret: { roundId: number; crash: number } | null = null;

  protected restMs(): number {
    return this.config.pauseMs;
  }

  /** Start-up: voids what a stop left in flight (store.ts voidUnfinished says why), once. */
  recover(): void {
    this.voidInFlight((r, seed) => crashOf(seed, r.clientSeed, r.nonce), 'ROUNDS', 'in flight');
  }

  /** The crash point of the round in play, for the round's own settlement and for tests that drive the clock. */
  crashPointOf(round: RoundRow): number {
    if (round.outcome !== null) return round.outcome;
    if (this.secret?.roundId !== round.id)
      this.secret = { roundId: round.id, crash: crashOf(seedOf(this.db, round), round.clientSeed, round.nonce) };
    return this.secret.crash;
  }

  /** When the round crashes (ms since the epoch). */
  crashTime(round: RoundRow): number {
    return round.bettingEndsAt + timeToReach(this.crashPointOf(round));
  }

  /** The flight: auto cash-outs due, then the crash and its settlement. */
  protected override play(round: RoundRow, now: number): RoundRow {
    const crash = this.crashPointOf(round);
    const shown = multiplierAt(now - round.bettingEndsAt);
    this.applyAutoCashOuts(round, Math.min(shown, crash), now);
    if (shown < crash) return round;
    // Crashed: every bet still open has lost; the seed is revealed with the crash point.
    const endedAt = this.crashTime(round);
    for (const bet of openBetsOf(this.db, round.id)) loseBet(this.db, bet);
    revealRound(this.db, round.id, 'ENDED', seedOf(this.db, round), crash, endedAt);
    return { ...round, state: 'ENDED', outcome: crash, endedAt, serverSeed: seedOf(this.db, round) };
  }

  /** Pays every open bet whose auto cash-out the multiplier has reached: at its target, never more. */
  private applyAutoCashOuts(round: RoundRow, reached: number, now: number): void {
    for (const bet of openBetsOf(this.db, round.id)) {
      if (bet.autoCashOut !== null && bet.autoCashOut <= reached)
        payBet(this.db, bet, bet.autoCashOut, winOf(bet.stake, bet.autoCashOut), now);
    }
  }

  /** A player's cash-out, judged on the server's clock at this moment. */
  cashOut(memberId: number, roundId: number, slot: number): CashOutAnswer {
    const latest = this.tick();
    // The bet's own round, which a late request may find over and followed by the next one.
    const round = latest?.id === roundId ? latest : roundById(this.db, roundId);
    const bet = round ? betInSlot(this.db, round, memberId, slot) : null;
    if (!round || !bet) return { ok: false, reason: 'NO_BET' };
    // Already settled (an auto cash-out came first, or a retried request): the bet as it stands.
    if (bet.state === 'WON') return { ok: true, bet };
    if (round.state === 'ENDED' || bet.state === 'LOST')
      return { ok: false, reason: 'CRASHED', crashPoint: round.outcome ?? undefined };
    if (round.state !== 'RUNNING' || bet.state !== 'OPEN') return { ok: false, reason: 'NOT_RUNNING' };
    const now = this.now();
    const m = multiplierAt(now - round.bettingEndsAt);
    // tick() has just ended a round whose multiplier reached its crash point: m is below it here.
    payBet(this.db, bet, m, winOf(bet.stake, m), now);
    return { ok: true, bet: betInSlot(this.db, round, memberId, slot)! };
  }

  /** The flight's next event: the crash. */
  protected override nextEventAt(round: RoundRow): number {
    return this.crashTime(round);
  }
}

function betInSlot(db: Db, round: RoundRow, memberId: number, slot: number): BetRow | null {
  return memberBets(db, round.id, memberId).find((b) => b.slot === slot) ?? null;
}

/** An auto cash-out a player may choose (hundredths), or null for none. */
export const validAutoCashOut = (v: number): boolean =>
  Number.isSafeInteger(v) && v >= MIN_CASH_OUT && v <= MAX_MULTIPLIER;

const tables = tablesPerDb((db, config: CrashConfig, log) => new CrashTable(db, config, log));

/** The table of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export const crashTableOf = (db: Db, config: CrashConfig = DEFAULT_CRASH_CONFIG): CrashTable => tables.of(db, config);

/** Start-up: the table with the site's timing, recovered from the last stop. */
export const startCrashTable = (db: Db, config: CrashConfig, log: Log): CrashTable => tables.start(db, config, log);
