// Loss and time limits (responsible gaming), kept by the server: every stake path (the slot
// and table page, the lottery, the crash game, the sportsbook) calls checkPlayLimits before it
// takes a stake, in the same synchronous step as the stake's transaction, so nothing of the
// member's can be counted between the check and the stake. Setting a limit is one function
// (setPlayLimit) that the member centre calls today and a registration handler may call when a
// jurisdiction makes limits part of signing up. The rules are src/rules/play-limits.ts.
import {
  changePlayLimit,
  checkLossCents,
  checkTimeMinutes,
  lossRefusal,
  type LossState,
  type PlayState,
  playState,
  type TimeLimitKind,
  type TimeState,
} from '../../src/rules/play-limits.ts';
import type { LimitPeriod, StoredLimit } from '../../src/rules/responsible.ts';
import type { SignupLimits } from '../../src/rules/signup-limits.ts';
import type { LossLimitView, PlayLimitsView, TimeLimitView } from '../../src/api/types.ts';
import { sha256 } from '../db/accounts.ts';
import { launchSession, mayLimitPlay, playFacts, playLimits, savePause, savePlayLimitRow } from '../db/play-limits.ts';
import type { Db } from '../db/open.ts';
import { iso } from '../db/statements.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';
import * as p from './params.ts';

const minutes = (ms: number) => Math.floor(ms / 60_000);
const pendingOf = (l: StoredLimit) =>
  l.pendingFrom === null ? null : { value: l.pendingCents, from: iso(l.pendingFrom) };

const lossView = (l: LossState): LossLimitView => {
  const pending = pendingOf(l.limit);
  return {
    period: l.period,
    limitCents: l.limit.cents,
    lostCents: l.lostCents,
    resetsAt: iso(l.resetsAt),
    pending: pending && { cents: pending.value, from: pending.from },
    alert: l.alert,
    reached: l.reached,
  };
};

const timeView = (t: TimeState): TimeLimitView => {
  const pending = pendingOf(t.limit);
  return {
    kind: t.kind,
    limitMinutes: t.limit.cents,
    usedMinutes: minutes(t.usedMs),
    resumesAt: t.resumesAt === null ? null : iso(t.resumesAt),
    pending: pending && { minutes: pending.value, from: pending.from },
    alert: t.alert,
    reached: t.reached,
  };
};

/** The member's limits at `now` for the login session `sessionDigest`; a session pause begun is remembered. */
function stateOf(db: Db, memberId: number, sessionDigest: string | null, now: number) {
  const facts = playFacts(db, memberId, sessionDigest, now);
  const state = playState(facts, now);
  if (state.newPause !== null) savePause(db, memberId, state.newPause);
  return { facts, state };
}

function view(state: PlayState): PlayLimitsView {
  return {
    loss: state.loss.map(lossView),
    time: state.time.map(timeView),
    pause: state.pause && { kind: state.pause.kind, until: iso(state.pause.until) },
  };
}

/**
 * Refuses a stake of `cents` from a game launched as `launchId`: 409 TIME_LIMIT while play is
 * paused (a time limit reached), 409 LOSS_LIMIT when the stake would take a period's net loss
 * past its limit. Both name the limit and when play may go on in the message and the value.
 */
export function checkPlayLimits(db: Db, memberId: number, launchId: number, cents: number, now = Date.now()): void {
  // Most members set no limit: their stakes skip the month of ledger rows the figures sum.
  if (!mayLimitPlay(db, memberId, now)) return;
  const { facts, state } = stateOf(db, memberId, launchSession(db, launchId), now);
  if (state.pause) {
    const t = state.time.find((x) => x.kind === state.pause!.kind)!;
    const until = iso(state.pause.until);
    throw apiError(
      'TIME_LIMIT',
      t.kind === 'day'
        ? `Your daily time limit is reached; play can go on after ${until}`
        : `Your session time limit is reached; play can go on after ${until}`,
      { kind: t.kind, limitMinutes: t.limit.cents ?? 0, until },
    );
  }
  const loss = lossRefusal(state, facts.lostCents, cents);
  if (loss)
    throw apiError(
      'LOSS_LIMIT',
      `This stake is over your ${loss.period} loss limit of ${(loss.limitCents / 100).toFixed(2)}; it resets at ${iso(loss.resetsAt)}`,
      { period: loss.period, limitCents: loss.limitCents, lostCents: loss.lostCents, resetsAt: iso(loss.resetsAt) },
    );
}

export type PlayLimitChange =
  | { loss: LimitPeriod; cents: number | null }
  | { time: TimeLimitKind; minutes: number | null };

/**
 * Sets one loss or time limit of a member (lowering now, raising or removing after the
 * cooling-off) and answers what is stored. A value out of range is 400 BAD_BODY naming the field.
 */
export function setPlayLimit(db: Db, memberId: number, change: PlayLimitChange, now = Date.now()): StoredLimit {
  if ('loss' in change && checkLossCents(change.cents))
    throw p.badBody('cents', 'must be from 1 to 100000000 cents, or null');
  if ('time' in change && checkTimeMinutes(change.minutes))
    throw p.badBody('minutes', 'must be from 1 to 1440 minutes, or null');
  return db
    .transaction(() => {
      const limits = playLimits(db, memberId);
      const next =
        'loss' in change
          ? changePlayLimit(limits.loss[change.loss], change.cents, now)
          : changePlayLimit(limits.time[change.time], change.minutes, now);
      savePlayLimitRow(db, memberId, 'loss' in change ? `loss_${change.loss}` : `time_${change.time}`, next, now);
      return next;
    })
    .immediate();
}

/**
 * The limits a new member set when signing up (a jurisdiction's prudential limits): the loss limit
 * and each time limit given, through setPlayLimit, in the registration's transaction. A new
 * member has none, so each applies at once.
 */
export function setSignupLimits(db: Db, memberId: number, l: SignupLimits, now = Date.now()): void {
  setPlayLimit(db, memberId, { loss: l.lossPeriod, cents: l.lossCents }, now);
  if (l.sessionMinutes !== null) setPlayLimit(db, memberId, { time: 'session', minutes: l.sessionMinutes }, now);
  if (l.dayMinutes !== null) setPlayLimit(db, memberId, { time: 'day', minutes: l.dayMinutes }, now);
}

/** What the member centre's limits page and the game pages read (the operator's member view too). */
export function playLimitsOf(db: Db, memberId: number, sessionDigest: string | null, now = Date.now()): PlayLimitsView {
  return view(stateOf(db, memberId, sessionDigest, now).state);
}

const sessionOf = (token: string | null | undefined) => (token ? sha256(token) : null);

export const playLimitHandlers: Handlers<'playLimits' | 'setLossLimit' | 'setTimeLimit'> = {
  playLimits: (ctx) => playLimitsOf(ctx.db, ctx.member.memberId, sessionOf(ctx.token)),
  setLossLimit: (ctx) => {
    const now = Date.now();
    setPlayLimit(ctx.db, ctx.member.memberId, { loss: ctx.params.period, cents: ctx.params.cents }, now);
    const { state } = stateOf(ctx.db, ctx.member.memberId, sessionOf(ctx.token), now);
    return lossView(state.loss.find((l) => l.period === ctx.params.period)!);
  },
  setTimeLimit: (ctx) => {
    const now = Date.now();
    setPlayLimit(ctx.db, ctx.member.memberId, { time: ctx.params.kind, minutes: ctx.params.minutes }, now);
    const { state } = stateOf(ctx.db, ctx.member.memberId, sessionOf(ctx.token), now);
    return timeView(state.time.find((t) => t.kind === ctx.params.kind)!);
  },
};
