// The other players a crash round shows: simulated, and the page says so. Each round's crowd is
// a pure function of the round's number, so every viewer sees the same names, stakes and
// cash-outs, and a player's cash-out is shown the moment the multiplier passes it: nothing
// about a simulated player tells anyone where the round will crash.
import type { CrashPlayer } from '../../src/api/types.ts';
import { mulberry32 } from '../db/seed-data/prng.ts';

const NAMES = [
  'marcos',
  'juliana',
  'thiago',
  'fernanda',
  'rafael',
  'camila',
  'lucas',
  'beatriz',
  'gabriel',
  'larissa',
  'pedro',
  'amanda',
  'bruno',
  'leticia',
  'diego',
  'mariana',
  'ahmed',
  'ayesha',
  'bilal',
  'sana',
];
const STAKES = [100, 200, 500, 1000, 2000, 5000, 10_000];

/**
 * The crowd of round `roundId` as it stands with the multiplier at `reached` (hundredths; the
 * crash point once it has crashed): a player's target counts only once the multiplier got there.
 */
export function simulatedPlayers(roundId: number, reached: number | null): CrashPlayer[] {
  const rng = mulberry32(roundId * 2654435761);
  const count = 5 + Math.floor(rng() * 5);
  const out: CrashPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const name = NAMES[Math.floor(rng() * NAMES.length)]!;
    const stake = STAKES[Math.floor(rng() * STAKES.length)]!;
    // Most aim low, a few ride long: 1.10× to about 20×.
    const target = 110 + Math.floor(rng() ** 3 * 1900);
    out.push({
      name: `${name.slice(0, 2)}***${name.slice(-1)}`,
      stake,
      cashedOutAt: reached !== null && target <= reached ? target : null,
    });
  }
  return out;
}
