// The cockfight's live bout (docs/games.md "Sportsbook"): its outcome is still u(0)'s alone (the
// verify view's rule), the balance shown ends on the side that won, live odds move with it, and
// the chances the book prices from the balance shown are the true ones (no step leaks the end).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BOUT_STEPS,
  boutAt,
  boutLines,
  chances,
  type EventModel,
  finalOf,
  finalScores,
  normalCdf,
  normalQuantile,
  oddsOf,
  timelineOf,
  type Uniform,
} from '../../../src/rules/sports.ts';

/** Uniforms from a small seeded generator (mulberry32), one stream per bout. */
function uniforms(seed: number): Uniform {
  const cache: number[] = [];
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (k) => {
    while (cache.length <= k) cache.push(next());
    return cache[k]!;
  };
}

const MODEL: EventModel = { sport: 'cockfight', a: 0.45, b: 0.08 };

test('Φ and Φ⁻¹ agree with known values and invert each other', () => {
  assert.ok(Math.abs(normalCdf(0) - 0.5) < 1e-7);
  assert.ok(Math.abs(normalCdf(1.959964) - 0.975) < 1e-6);
  assert.ok(Math.abs(normalQuantile(0.975) - 1.959964) < 1e-5);
  for (const p of [0.001, 0.03, 0.2, 0.5, 0.77, 0.99]) assert.ok(Math.abs(normalCdf(normalQuantile(p)) - p) < 1e-6);
});

test('the outcome is the verify rule’s (finalOf, u(0) alone), and the bout ends on the winner’s side of its line', () => {
  const lines = boutLines(MODEL);
  for (let seed = 1; seed <= 2000; seed++) {
    const u = uniforms(seed);
    const t = timelineOf(MODEL, u);
    assert.equal({ home: t.home, away: t.away }, finalOf(MODEL, u));
    assert.is(t.bout?.length, BOUT_STEPS);
    const end = t.bout![BOUT_STEPS - 1]!;
    if (t.home > t.away) assert.ok(end > lines.home);
    else if (t.away > t.home) assert.ok(end <= lines.away);
    else assert.ok(end > lines.away && end <= lines.home);
  }
});

test('before the first step the odds are the pre-match ones; during the bout the home odds move', () => {
  const pre = finalScores(MODEL, 0, 0, 0);
  assert.ok(Math.abs(pre[0]!.p - MODEL.a) < 1e-12 && Math.abs(pre[1]!.p - MODEL.b) < 1e-12);
  const homeOdds = (t: ReturnType<typeof timelineOf>, f: number) => {
    const c = chances(finalScores(MODEL, 0, 0, f, boutAt(t, f)), '1X2', 0, 'H');
    return oddsOf(c.win, c.push);
  };
  let moved = 0;
  for (let seed = 1; seed <= 50; seed++) {
    const t = timelineOf(MODEL, uniforms(seed));
    const seen = new Set([0.05, 0.2, 0.35, 0.5, 0.65].map((f) => homeOdds(t, f)));
    if (seen.size >= 4) moved++;
  }
  assert.ok(moved >= 45, `${moved} of 50 bouts showed at least 4 different home odds in 5 looks`);
});

test('the chances priced from the balance shown are the true ones: halfway through, home wins as often as priced', () => {
  // 20 000 bouts; at half time, bucketed by the priced home chance: each bucket's wins match its mean price.
  const buckets = Array.from({ length: 5 }, () => ({ n: 0, priced: 0, won: 0 }));
  for (let seed = 1; seed <= 20_000; seed++) {
    const t = timelineOf(MODEL, uniforms(seed * 7919));
    const p = finalScores(MODEL, 0, 0, 0.5, boutAt(t, 0.5))[0]!.p;
    const b = buckets[Math.min(4, Math.floor(p * 5))]!;
    b.n++;
    b.priced += p;
    if (t.home > t.away) b.won++;
  }
  for (const b of buckets) {
    if (b.n < 200) continue;
    const mean = b.priced / b.n;
    const sd = Math.sqrt((mean * (1 - mean)) / b.n);
    assert.ok(
      Math.abs(b.won / b.n - mean) < 4 * sd + 0.01,
      `priced ${mean.toFixed(3)}, won ${(b.won / b.n).toFixed(3)} of ${b.n}`,
    );
  }
});

test('a blow (a step that moves the balance by BOUT_BLOW or more) is found where it happened', () => {
  const t = { home: 0, away: 0, marks: [], bout: [0.1, 0.2, 0.7, 0.75, 0.7] };
  assert.is(boutAt(t, 1.5 / BOUT_STEPS).blow, null);
  assert.is(boutAt(t, 3.2 / BOUT_STEPS).blow, 3 / BOUT_STEPS);
  assert.is(boutAt(t, 5.5 / BOUT_STEPS).blow, 3 / BOUT_STEPS);
  assert.is(boutAt(t, 5.5 / BOUT_STEPS).balance, 0.7);
});

test.run();
