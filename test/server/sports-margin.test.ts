// SPEC §4 (the sportsbook's stated margin): over more than 10⁶ settled selections, drawn as the
// server draws events (a fresh seed each, HMAC-SHA256 and the uniforms of src/rules/sports.ts)
// and priced as the server prices them before kick-off (every market of every sport, the
// schedule's own strengths), the player's return per unit staked on the selections that were not
// void is the priced one: at most 1 / 1.06 (6 % margin) before rounding down, a little less
// after. Tolerance: four standard deviations of the total return, summed event by event from
// each event's exact distribution of returns (its selections are not independent).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  chances,
  finalOf,
  finalScores,
  MARGIN,
  marketsOf,
  oddsOf,
  resultOf,
  SPORTS,
  type MarketKind,
  type Pick,
} from '../../src/rules/sports.ts';
import { newChainSecret, newClientSeed, outcomeHmac } from '../../server/rounds/fair.ts';
import { scheduledEvent } from '../../server/rounds/sports-schedule.ts';
import { uniformsOf } from '../../server/rounds/sportsbook.ts';

interface Priced {
  kind: MarketKind;
  line: number;
  pick: Pick;
  odds: number;
  win: number;
  push: number;
}

test('the bookmaker margin: 10⁶ settled selections return what the odds promise (6 % margin), within 4 sd', () => {
  const MODELS = 60;
  const priced = SPORTS.flatMap((sport) =>
    Array.from({ length: MODELS }, (_, slot) => {
      const model = scheduledEvent(sport, slot).model;
      const dist = finalScores(model, 0, 0, 0);
      const sels: Priced[] = [];
      for (const m of marketsOf(model))
        for (const pick of m.picks) {
          const c = chances(dist, m.kind, m.line, pick);
          const odds = oddsOf(c.win, c.push);
          if (odds !== null) sels.push({ kind: m.kind, line: m.line, pick, odds, ...c });
        }
      // The event's total return (each selection staked 1): its mean and variance, exactly.
      let mean = 0;
      let square = 0;
      for (const o of dist) {
        let r = 0;
        for (const s of sels) {
          const res = resultOf(s.kind, s.line, s.pick, o.home, o.away);
          r += res === 'WON' ? s.odds / 100 : res === 'VOID' ? 1 : 0;
        }
        mean += o.p * r;
        square += o.p * r * r;
      }
      return { model, sels, variance: square - mean * mean };
    }),
  );
  let selections = 0;
  let returned = 0;
  let staked = 0;
  let expectedReturn = 0;
  let expectedStaked = 0;
  let variance = 0;
  const client = newClientSeed();
  for (let n = 0; selections < 1_000_000; n++) {
    const e = priced[n % priced.length]!;
    const u = uniformsOf(outcomeHmac(newChainSecret(), client, 1));
    const f = finalOf(e.model, u);
    for (const s of e.sels) {
      const res = resultOf(s.kind, s.line, s.pick, f.home, f.away);
      // A void selection is stake returned: neither a win nor a loss for the margin.
      if (res !== 'VOID') {
        selections++;
        staked += 1;
        if (res === 'WON') returned += s.odds / 100;
      }
      expectedReturn += s.win * (s.odds / 100);
      expectedStaked += 1 - s.push;
    }
    variance += e.variance;
  }
  const promised = expectedReturn / expectedStaked;
  const measured = returned / staked;
  const tolerance = (4 * Math.sqrt(variance)) / expectedStaked;
  assert.ok(promised <= 1 / (1 + MARGIN) + 1e-12, `priced return ${promised} is above 1/1.06`);
  assert.ok(promised > 0.93, `priced return ${promised}: rounding down takes under 1.3 points`);
  assert.ok(
    Math.abs(measured - promised) <= tolerance,
    `measured ${measured.toFixed(5)} vs priced ${promised.toFixed(5)} ± ${tolerance.toFixed(5)} over ${selections} selections`,
  );
  assert.ok(tolerance < 0.01, `tolerance ${tolerance} is tight enough to mean something`);
});

test.run();
