// The demo sportsbook's rules (docs/games.md "Sportsbook"), pure so the server, the margin
// simulation and the verify views all use the same ones: how an event's final score follows from
// its outcome hash, the distribution of final scores given the score and the clock so far, the
// markets and their odds (a bookmaker margin on every selection), settlement and cash-out.

export type Sport = 'football' | 'basketball' | 'tennis' | 'esports' | 'cockfight';
export const SPORTS: readonly Sport[] = ['football', 'basketball', 'tennis', 'esports', 'cockfight'];

/** Each selection's odds are (1 − push) / (win × (1 + MARGIN)), rounded down to hundredths. */
export const MARGIN = 0.06;
/** Cash-out pays the open bet's fair value less this share. */
export const CASH_OUT_MARGIN = 0.05;
/** Return to player of a selection, before rounding down: 1 / 1.06 = 94.3 %. */
export const RETURN_PERCENT = Math.floor(10_000 / (1 + MARGIN)) / 100;

/** An event's public strengths: Poisson rates (football, basketball), a set/map win chance, a bout's chances. */
export interface EventModel {
  sport: Sport;
  /** football/basketball: home's scoring rate; tennis/esports: home's chance per set/map; cockfight: home's chance. */
  a: number;
  /** football/basketball: away's scoring rate; cockfight: the chance of a draw; unused otherwise. */
  b: number;
}

export interface Mark {
  /** Fraction of the event's duration (0 … 1) when it happened. */
  at: number;
  side: 0 | 1;
}

export interface Timeline {
  home: number;
  away: number;
  /** Every score change in time order: a goal, a point, a set or map, the bout's winner. */
  marks: Mark[];
  /**
   * Cockfight: the bout's balance after each of its BOUT_STEPS steps (step k ends at k / BOUT_STEPS),
   * a Brownian path from 0 that ends where the outcome put it. Above the home line the home
   * rooster wins, below the away line the away one, between them the bout is drawn.
   */
  bout?: number[];
}

/** A cockfight is shown in this many steps (3 minutes: one every 6 seconds). */
export const BOUT_STEPS = 30;
/** A step that moves the balance this much is a blow the book checks: its markets rest a while. */
export const BOUT_BLOW = 0.35;

/** Φ, the standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Φ⁻¹ (Acklam's rational approximation, relative error < 1.2e-9); p is kept inside (0, 1). */
export function normalQuantile(p: number): number {
  const q0 = Math.min(Math.max(p, 1e-15), 1 - 1e-15);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (q0 < low || q0 > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(q0 < low ? q0 : 1 - q0));
    const x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
    return q0 < low ? x : -x;
  }
  const q = q0 - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** The bout's lines: the home rooster wins above `home`, the away one below `away` (a Brownian end ~ N(0, 1)). */
export const boutLines = (m: EventModel) => ({ home: normalQuantile(1 - m.a), away: normalQuantile(1 - m.a - m.b) });

/** The bout as shown at fraction f: the balance after the last step ended, and when that was. */
export function boutAt(t: Timeline, f: number): { balance: number; at: number; blow: number | null } {
  const steps = t.bout ?? [];
  const k = Math.min(steps.length, Math.floor(f * BOUT_STEPS + 1e-9));
  const balance = k === 0 ? 0 : steps[k - 1]!;
  // The last blow shown so far: when its step ended.
  let blow: number | null = null;
  for (let i = k; i >= 1; i--) {
    const prev = i === 1 ? 0 : steps[i - 2]!;
    if (Math.abs(steps[i - 1]! - prev) >= BOUT_BLOW) {
      blow = i / BOUT_STEPS;
      break;
    }
  }
  return { balance, at: k / BOUT_STEPS, blow };
}

/** The k-th uniform draw of an outcome hash: SHA-256 of `<hmac>:<k>`, its first 13 hex digits over 2^52. */
export type Uniform = (k: number) => number;

const TWO52 = 2 ** 52;
export const uniformOf = (hex: string): number => Number.parseInt(hex.slice(0, 13), 16) / TWO52;

function poissonInverse(lambda: number, u: number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  while (u >= cdf && k < 10_000) {
    k++;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

/** The final score alone from the event's uniforms (u(0) … u(2)): what the verify views recompute. */
export function finalOf(m: EventModel, u: Uniform): { home: number; away: number } {
  if (m.sport === 'football' || m.sport === 'basketball') {
    const home = poissonInverse(m.a, u(0));
    const away = poissonInverse(m.b, u(1));
    // Basketball has no draw: a tie goes to overtime, won by one point.
    if (m.sport === 'basketball' && home === away)
      return u(2) < 0.5 ? { home: home + 1, away } : { home, away: away + 1 };
    return { home, away };
  }
  const t = timelineOf(m, u);
  return { home: t.home, away: t.away };
}

/** The final score and its timeline from the event's uniforms: the rule every verify view repeats. */
export function timelineOf(m: EventModel, u: Uniform): Timeline {
  if (m.sport === 'football' || m.sport === 'basketball') {
    const home = poissonInverse(m.a, u(0));
    const away = poissonInverse(m.b, u(1));
    const marks: Mark[] = [];
    // Each goal or point at a uniform time (with the counts drawn, a Poisson process).
    for (let i = 0; i < home + away; i++) marks.push({ at: u(3 + i), side: i < home ? 0 : 1 });
    marks.sort((x, y) => x.at - y.at);
    const final = finalOf(m, u);
    // The overtime point, at the final whistle.
    if (final.home + final.away > home + away) marks.push({ at: 1, side: final.home > home ? 0 : 1 });
    return { home: final.home, away: final.away, marks };
  }
  if (m.sport === 'cockfight') {
    // The outcome is u(0)'s alone (finalOf), as before the bout was shown: its end z = Φ⁻¹(1 − u(0))
    // is above the home line exactly when u(0) < a. The path to it is a Brownian bridge drawn from
    // u(1) …, so the whole path is a Brownian motion and the balance shown tells the book no more
    // than the chances it prices (finalScores).
    const v = u(0);
    const z = normalQuantile(1 - v);
    const bout: number[] = [];
    let x = 0;
    for (let k = 1; k < BOUT_STEPS; k++) {
      const s = (k - 1) / BOUT_STEPS;
      const t = k / BOUT_STEPS;
      const mean = x + ((z - x) * (t - s)) / (1 - s);
      const sd = Math.sqrt(((t - s) * (1 - t)) / (1 - s));
      x = mean + sd * normalQuantile(u(k));
      bout.push(x);
    }
    bout.push(z);
    if (v < m.a) return { home: 1, away: 0, marks: [{ at: 1, side: 0 }], bout };
    if (v < m.a + m.b) return { home: 0, away: 0, marks: [], bout };
    return { home: 0, away: 1, marks: [{ at: 1, side: 1 }], bout };
  }
  // Best of three sets (tennis) or maps (esports): set i ends at (i + 1) / 3 of the event.
  const marks: Mark[] = [];
  let home = 0;
  let away = 0;
  for (let i = 0; home < 2 && away < 2; i++) {
    const side = u(i) < m.a ? 0 : 1;
    if (side === 0) home++;
    else away++;
    marks.push({ at: (i + 1) / 3, side });
  }
  return { home, away, marks };
}

/** The score shown at fraction `f` of the event: the marks that have happened. */
export function scoreAt(t: Timeline, f: number): { home: number; away: number; lastMark: number | null } {
  let home = 0;
  let away = 0;
  let lastMark: number | null = null;
  for (const mk of t.marks) {
    if (mk.at > f) break;
    if (mk.side === 0) home++;
    else away++;
    lastMark = mk.at;
  }
  return { home, away, lastMark };
}

export interface Outcome {
  home: number;
  away: number;
  p: number;
}

function poissonPmf(lambda: number): number[] {
  const out: number[] = [];
  if (lambda <= 0) return [1];
  const top = Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10);
  let p = Math.exp(-lambda);
  for (let k = 0; k <= top; k++) {
    out.push(p);
    p *= lambda / (k + 1);
  }
  return out;
}

/**
 * The distribution of final scores, given the score at fraction `f` (0 before kick-off). Exact for
 * the way timelineOf draws: goals are a Poisson process, so what remains is Poisson at the rate
 * left; sets are independent.
 */
export function finalScores(
  m: EventModel,
  home: number,
  away: number,
  f: number,
  bout: { balance: number; at: number } = { balance: 0, at: 0 },
): Outcome[] {
  const left = Math.max(0, 1 - f);
  if (m.sport === 'football' || m.sport === 'basketball') {
    const ph = poissonPmf(m.a * left);
    const pa = poissonPmf(m.b * left);
    const out = new Map<number, Outcome>();
    const add = (h: number, a: number, p: number) => {
      const key = h * 100_000 + a;
      const o = out.get(key);
      if (o) o.p += p;
      else out.set(key, { home: h, away: a, p });
    };
    for (let i = 0; i < ph.length; i++) {
      if (ph[i]! < 1e-15) continue;
      for (let j = 0; j < pa.length; j++) {
        const p = ph[i]! * pa[j]!;
        if (p < 1e-18) continue;
        const h = home + i;
        const a = away + j;
        if (m.sport === 'basketball' && h === a) {
          add(h + 1, a, p / 2);
          add(h, a + 1, p / 2);
        } else add(h, a, p);
      }
    }
    return [...out.values()];
  }
  if (m.sport === 'cockfight') {
    if (home + away > 0 || f >= 1) return [{ home, away, p: 1 }];
    // The rest of the path is N(0, 1 − at) from the balance shown; before the first step, the pre-match chances.
    const lines = boutLines(m);
    const sd = Math.sqrt(Math.max(1e-12, 1 - bout.at));
    const pHome = bout.at === 0 ? m.a : 1 - normalCdf((lines.home - bout.balance) / sd);
    const pAway = bout.at === 0 ? 1 - m.a - m.b : normalCdf((lines.away - bout.balance) / sd);
    return [
      { home: 1, away: 0, p: pHome },
      { home: 0, away: 0, p: Math.max(0, 1 - pHome - pAway) },
      { home: 0, away: 1, p: pAway },
    ];
  }
  const out: Outcome[] = [];
  const walk = (h: number, a: number, p: number) => {
    if (h === 2 || a === 2) out.push({ home: h, away: a, p });
    else {
      walk(h + 1, a, p * m.a);
      walk(h, a + 1, p * (1 - m.a));
    }
  };
  walk(home, away, 1);
  return out;
}

export type MarketKind = '1X2' | '12' | 'OU' | 'AH' | 'BTTS';
export type Pick = 'H' | 'D' | 'A' | 'O' | 'U' | 'Y' | 'N';
export type SelectionResult = 'WON' | 'LOST' | 'VOID';

export interface MarketDef {
  kind: MarketKind;
  /** OU: the total's line; AH: added to the home side's score; 0 otherwise. */
  line: number;
  picks: readonly Pick[];
}

/** Whether a pick won, lost or was void (a whole-number line that lands exactly) with this final score. */
export function resultOf(kind: MarketKind, line: number, pick: Pick, home: number, away: number): SelectionResult {
  if (kind === '1X2' || kind === '12') {
    const r: Pick = home > away ? 'H' : home < away ? 'A' : 'D';
    return r === pick ? 'WON' : 'LOST';
  }
  if (kind === 'OU') {
    const d = home + away - line;
    if (d === 0) return 'VOID';
    return d > 0 === (pick === 'O') ? 'WON' : 'LOST';
  }
  if (kind === 'AH') {
    const d = home + line - away;
    if (d === 0) return 'VOID';
    return d > 0 === (pick === 'H') ? 'WON' : 'LOST';
  }
  return (home > 0 && away > 0) === (pick === 'Y') ? 'WON' : 'LOST';
}

/** The markets an event offers, their lines fixed from its pre-match strengths. */
export function marketsOf(m: EventModel): MarketDef[] {
  switch (m.sport) {
    case 'football':
      return [
        { kind: '1X2', line: 0, picks: ['H', 'D', 'A'] },
        { kind: 'OU', line: 2.5, picks: ['O', 'U'] },
        { kind: 'AH', line: m.a >= m.b ? -1 : 1, picks: ['H', 'A'] },
        { kind: 'BTTS', line: 0, picks: ['Y', 'N'] },
      ];
    case 'basketball':
      return [
        { kind: '12', line: 0, picks: ['H', 'A'] },
        { kind: 'OU', line: Math.floor(m.a + m.b) + 0.5, picks: ['O', 'U'] },
        { kind: 'AH', line: Math.round(m.b - m.a) + 0.5, picks: ['H', 'A'] },
      ];
    case 'tennis':
    case 'esports':
      return [
        { kind: '12', line: 0, picks: ['H', 'A'] },
        { kind: 'OU', line: 2.5, picks: ['O', 'U'] },
        { kind: 'AH', line: m.a >= 0.5 ? -1.5 : 1.5, picks: ['H', 'A'] },
      ];
    case 'cockfight':
      return [{ kind: '1X2', line: 0, picks: ['H', 'D', 'A'] }];
  }
}

/** A pick's chances over a distribution of final scores. */
export function chances(dist: readonly Outcome[], kind: MarketKind, line: number, pick: Pick) {
  let win = 0;
  let push = 0;
  for (const o of dist) {
    const r = resultOf(kind, line, pick, o.home, o.away);
    if (r === 'WON') win += o.p;
    else if (r === 'VOID') push += o.p;
  }
  return { win, push };
}

/** Odds in hundredths, or null when the pick is too sure or too unlikely to offer (shown suspended). */
export function oddsOf(win: number, push: number): number | null {
  const lose = 1 - win - push;
  if (win < 0.01 || lose < 0.01) return null;
  const odds = Math.floor((100 * (1 - push)) / (win * (1 + MARGIN)));
  return odds >= 101 && odds <= 100_000 ? odds : null;
}

/**
 * What an open bet is worth now, in cents: stake × Π (win·odds + push) over its selections still
 * open, times the odds of those already won, less CASH_OUT_MARGIN; null when a selection has lost.
 */
export function cashOutValue(
  stake: number,
  selections: readonly { odds: number; result: 'OPEN' | SelectionResult; win: number; push: number }[],
): number | null {
  let value = stake;
  for (const s of selections) {
    if (s.result === 'LOST') return null;
    if (s.result === 'WON') value *= s.odds / 100;
    else if (s.result === 'OPEN') value *= (s.win * s.odds) / 100 + s.push;
  }
  return Math.floor(value * (1 - CASH_OUT_MARGIN));
}

/** A bet's potential return in cents: stake × the product of its odds (void selections count 1.00), rounded down. */
export function potentialReturn(stake: number, odds: readonly number[]): number {
  let v = BigInt(stake);
  let d = 1n;
  for (const o of odds) {
    v *= BigInt(o);
    d *= 100n;
  }
  return Number(v / d);
}
