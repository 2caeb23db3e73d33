// The winners board (SPEC §2.3): 40 big wins on varied games, names already masked the way
// the platform shows them ('jo***23') so no real-looking full name is ever stored.
import type { GameSeed } from './games.ts';
import { between, pick, shuffle, type Rng } from './prng.ts';

export interface WinnerSeed {
  nodeId: string;
  customerName: string;
  winCents: number;
  createdAt: string;
}

export const WINNER_COUNT = 40;
export const MIN_WIN_CENTS = 5_000;
export const MAX_WIN_CENTS = 5_000_000;

const FIRST_NAMES = [
  'joao',
  'maria',
  'pedro',
  'ana',
  'lucas',
  'julia',
  'gabriel',
  'beatriz',
  'rafael',
  'larissa',
  'mateus',
  'camila',
  'thiago',
  'fernanda',
  'bruno',
  'leticia',
  'diego',
  'vitoria',
  'carlos',
  'amanda',
];
/** Families a winner plausibly wins big on; lottery and sports results are shown elsewhere. */
const WIN_TYPES = new Set(['RNG', 'LIVE', 'FISH', 'CRASH', 'GAMESHOW', 'POKER', 'BINGO']);
/** Fixed, so the seed is the same whenever it runs. */
const LATEST = Date.parse('2025-01-25T21:00:00.000Z');

export function generateWinners(rng: Rng, games: readonly GameSeed[]): WinnerSeed[] {
  const candidates = shuffle(
    rng,
    games.filter((g) => WIN_TYPES.has(g.gameType)),
  );
  return candidates.slice(0, WINNER_COUNT).map((game) => {
    const name = pick(rng, FIRST_NAMES);
    // Log-uniform: many wins in the hundreds, a few in the tens of thousands.
    const logMin = Math.log(MIN_WIN_CENTS);
    const winCents = Math.round(Math.exp(logMin + rng() * (Math.log(MAX_WIN_CENTS) - logMin)));
    return {
      nodeId: game.nodeId,
      customerName: `${name.slice(0, 2)}***${String(between(rng, 0, 99)).padStart(2, '0')}`,
      winCents: Math.min(MAX_WIN_CENTS, Math.max(MIN_WIN_CENTS, winCents)),
      createdAt: new Date(LATEST - between(rng, 0, 30 * 24 * 60) * 60_000).toISOString(),
    };
  });
}
