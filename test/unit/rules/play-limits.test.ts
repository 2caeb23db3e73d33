// Loss and time limits (responsible gaming, shared with the server): calendar periods in
// Brasília time, active play time from the stakes, the session pause, the alerts before each
// limit and the stake a loss limit refuses, each at its edges.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  changePlayLimit,
  checkTimeMinutes,
  IDLE_MS,
  lossAlert,
  lossRefusal,
  type PlayFacts,
  periodEnd,
  periodStart,
  playedMs,
  playState,
  SESSION_PAUSE_MS,
} from '../../../src/rules/play-limits.ts';
import { NO_LIMIT, RAISE_DELAY_MS, type StoredLimit } from '../../../src/rules/responsible.ts';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
// Wednesday 14 May 2025, 12:00 in Brasília (15:00 UTC).
const NOW = Date.UTC(2025, 4, 14, 15);
const limit = (cents: number | null): StoredLimit => ({ cents, pendingCents: null, pendingFrom: null });
const facts = (o: Partial<PlayFacts> = {}): PlayFacts => ({
  loss: { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT },
  time: { session: NO_LIMIT, day: NO_LIMIT },
  lostCents: { day: 0, week: 0, month: 0 },
  stakesToday: [],
  sessionStart: null,
  pausedUntil: null,
  ...o,
});

test('play limits: periods are the calendar day, the week from Monday and the month, in Brasília time', () => {
  assert.is(periodStart('day', NOW), Date.UTC(2025, 4, 14, 3), 'midnight in Brasília is 03:00 UTC');
  assert.is(periodStart('day', Date.UTC(2025, 4, 14, 3)), Date.UTC(2025, 4, 14, 3), 'midnight itself is the new day');
  assert.is(
    periodStart('day', Date.UTC(2025, 4, 14, 3) - 1),
    Date.UTC(2025, 4, 13, 3),
    'a millisecond before: yesterday',
  );
  assert.is(periodStart('week', NOW), Date.UTC(2025, 4, 12, 3), 'Monday 12 May');
  assert.is(periodStart('week', Date.UTC(2025, 4, 12, 3) - 1), Date.UTC(2025, 4, 5, 3), 'Sunday night is last week');
  assert.is(periodStart('month', NOW), Date.UTC(2025, 4, 1, 3));
  assert.is(periodEnd('day', NOW), Date.UTC(2025, 4, 15, 3));
  assert.is(periodEnd('week', NOW), Date.UTC(2025, 4, 19, 3));
  assert.is(periodEnd('month', NOW), Date.UTC(2025, 5, 1, 3));
  assert.is(periodEnd('month', Date.UTC(2025, 11, 20)), Date.UTC(2026, 0, 1, 3), 'December ends in January');
});

test('play limits: active play runs from each stake to the next, a gap counting at most 5 minutes', () => {
  assert.is(playedMs([], NOW - H, NOW), 0);
  assert.is(playedMs([NOW - 3 * MIN, NOW - 2 * MIN], NOW - H, NOW), 3 * MIN);
  assert.is(playedMs([NOW - H], NOW - D, NOW), IDLE_MS, 'an hour away counts 5 minutes');
  assert.is(playedMs([NOW - IDLE_MS - 1], NOW - D, NOW), IDLE_MS);
  assert.is(playedMs([NOW - IDLE_MS + 1], NOW - D, NOW), IDLE_MS - 1);
  assert.is(playedMs([NOW - 2 * MIN, NOW - D - 1], NOW - D, NOW), 2 * MIN, 'a stake before the day is not counted');
  assert.is(playedMs([NOW - MIN, NOW - 2 * MIN], NOW - D, NOW), 2 * MIN, 'in any order');
  assert.is(playedMs([NOW - MIN], NOW - MIN, NOW), MIN, 'a stake at the very start of the day counts');
});

test('play limits: a stake over the loss left is refused, one up to it is not; a win gives room', () => {
  const f = facts({
    loss: { day: limit(1_000), week: NO_LIMIT, month: NO_LIMIT },
    lostCents: { day: 900, week: 0, month: 0 },
  });
  const st = playState(f, NOW);
  assert.is(lossRefusal(st, f.lostCents, 100), null, 'exactly up to the limit');
  assert.equal(lossRefusal(st, f.lostCents, 101), {
    period: 'day',
    limitCents: 1_000,
    lostCents: 900,
    resetsAt: Date.UTC(2025, 4, 15, 3),
  });
  const ahead = { day: -500, week: 0, month: 0 };
  assert.is(lossRefusal(playState({ ...f, lostCents: ahead }, NOW), ahead, 1_500), null, 'net of a win');
  assert.ok(lossRefusal(playState({ ...f, lostCents: ahead }, NOW), ahead, 1_501));
  assert.is(playState({ ...f, lostCents: ahead }, NOW).loss[0]!.lostCents, 0, 'ahead shows as nothing lost');
});

test('play limits: with several limits broken, the refusal names the one that resets last', () => {
  const f = facts({
    loss: { day: limit(100), week: limit(100), month: NO_LIMIT },
    lostCents: { day: 100, week: 100, month: 100 },
  });
  assert.is(lossRefusal(playState(f, NOW), f.lostCents, 1)!.period, 'week');
  // On a Sunday the day and the week end at the same midnight: the shorter period is named.
  const sunday = Date.UTC(2025, 4, 18, 15);
  assert.is(lossRefusal(playState(f, sunday), f.lostCents, 1)!.period, 'day');
});

test('play limits: the loss alert comes at 80 % of the limit; reached at the limit', () => {
  assert.is(lossAlert(10_000, 7_999), false);
  assert.is(lossAlert(10_000, 8_000), true);
  const at = (lost: number) =>
    playState(
      facts({
        loss: { day: limit(1_000), week: NO_LIMIT, month: NO_LIMIT },
        lostCents: { day: lost, week: 0, month: 0 },
      }),
      NOW,
    ).loss[0]!;
  assert.equal([at(799).alert, at(800).alert, at(999).reached, at(1_000).reached], [false, true, false, true]);
  assert.is(
    playState(facts({ lostCents: { day: 5_000, week: 0, month: 0 } }), NOW).loss[0]!.alert,
    false,
    'no limit, no alert',
  );
});

test('play limits: a session limit alerts 10 minutes before, pauses 30 minutes at the limit', () => {
  const f = (start: number, pausedUntil: number | null = null) =>
    facts({ time: { session: limit(60), day: NO_LIMIT }, sessionStart: start, pausedUntil });
  const s = (start: number, p: number | null = null) => playState(f(start, p), NOW);
  assert.is(s(NOW - 50 * MIN + 1).time[0]!.alert, false);
  assert.is(s(NOW - 50 * MIN).time[0]!.alert, true);
  assert.is(s(NOW - 60 * MIN + 1).pause, null, 'a millisecond before the limit');
  const at = s(NOW - 60 * MIN);
  assert.equal(at.pause, { kind: 'session', until: NOW + SESSION_PAUSE_MS });
  assert.is(at.newPause, NOW + SESSION_PAUSE_MS, 'the pause is remembered');
  assert.is(at.time[0]!.usedMs, 60 * MIN);
  const late = s(NOW - 90 * MIN + 1);
  assert.is(late.pause?.until, NOW + 1, 'the pause runs 30 minutes from the limit');
  const over = s(NOW - 90 * MIN);
  assert.is(over.pause, null, 'a pause that ran its course unseen restarts the clock');
  assert.is(over.time[0]!.usedMs, 0);
  const relogin = s(NOW - MIN, NOW + 10 * MIN);
  assert.equal(relogin.pause, { kind: 'session', until: NOW + 10 * MIN }, 'a new login during the pause waits');
  assert.is(s(NOW - MIN, NOW).pause, null, 'at the end of the pause play goes on');
  const after = s(NOW - 20 * MIN, NOW - 5 * MIN);
  assert.is(after.time[0]!.usedMs, 5 * MIN, 'a session begun in the pause counts from its end');
  const none = playState(facts({ sessionStart: NOW - 5 * H }), NOW);
  assert.equal([none.pause, none.time[0]!.usedMs, none.time[0]!.reachesAt], [null, 5 * H, null], 'no limit');
});

test('play limits: the daily limit alerts 10 minutes before and pauses until midnight', () => {
  const stakes = (minutes: number) => Array.from({ length: minutes }, (_, i) => NOW - (i + 1) * MIN);
  const st = (minutes: number, cap = 30) =>
    playState(facts({ time: { session: NO_LIMIT, day: limit(cap) }, stakesToday: stakes(minutes) }), NOW);
  assert.is(st(19).time[1]!.alert, false);
  assert.is(st(20).time[1]!.alert, true);
  assert.is(st(29).pause, null);
  assert.equal(st(30).pause, { kind: 'day', until: Date.UTC(2025, 4, 15, 3) });
  assert.is(st(30).time[1]!.usedMs, 30 * MIN);
  assert.is(st(30).time[1]!.resumesAt, Date.UTC(2025, 4, 15, 3));
});

test('play limits: setting follows the deposit limits: lowering at once, raising after the cooling-off', () => {
  const low = changePlayLimit(limit(60), 30, NOW);
  assert.equal(low, limit(30));
  const up = changePlayLimit(limit(60), 120, NOW);
  assert.equal(up, { cents: 60, pendingCents: 120, pendingFrom: NOW + RAISE_DELAY_MS });
  assert.equal(changePlayLimit(limit(60), null, NOW).pendingFrom, NOW + RAISE_DELAY_MS, 'removing waits');
  const f = facts({ time: { session: up, day: NO_LIMIT }, sessionStart: NOW });
  assert.is(playState(f, NOW + RAISE_DELAY_MS - 1).time[0]!.limit.cents, 60);
  assert.is(playState(f, NOW + RAISE_DELAY_MS).time[0]!.limit.cents, 120);
});

test('play limits: a time limit is whole minutes from 1 to 1440', () => {
  assert.is(checkTimeMinutes(null), null);
  assert.is(checkTimeMinutes(1), null);
  assert.is(checkTimeMinutes(1_440), null);
  assert.is(checkTimeMinutes(0), 'responsible.error.minutes');
  assert.is(checkTimeMinutes(1_441), 'responsible.error.minutes');
  assert.is(checkTimeMinutes(1.5), 'responsible.error.minutes');
});

test.run();
