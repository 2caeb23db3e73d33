// The sportsbook's schedule: per sport, a kick-off every `intervalMs` (slot n kicks off at
// n × interval) lasting `durationMs`, so a few events are always live and the next ones are
// listed with their kick-off times, however long the server has been down. Each slot's teams,
// competition and strengths follow from the slot alone (a hash of it): public, pre-match facts.
import { createHash } from 'node:crypto';
import type { EventModel, Sport } from '../../src/rules/sports.ts';

export interface SportSchedule {
  intervalMs: number;
  durationMs: number;
  /** The match clock shown at the end (90′, 48′); null where the clock is sets or maps or a bout. */
  clockMinutes: number | null;
}

export const SCHEDULE: Readonly<Record<Sport, SportSchedule>> = {
  football: { intervalMs: 4 * 60_000, durationMs: 10 * 60_000, clockMinutes: 90 },
  basketball: { intervalMs: 6 * 60_000, durationMs: 12 * 60_000, clockMinutes: 48 },
  tennis: { intervalMs: 6 * 60_000, durationMs: 9 * 60_000, clockMinutes: null },
  esports: { intervalMs: 6 * 60_000, durationMs: 9 * 60_000, clockMinutes: null },
  cockfight: { intervalMs: 3 * 60_000, durationMs: 3 * 60_000, clockMinutes: null },
};

/** Kick-offs listed ahead of now. */
export const HORIZON_MS = 30 * 60_000;

const TEAMS: Readonly<Record<Sport, readonly string[]>> = {
  football: [
    'Aurora FC',
    'Porto Verde',
    'Real Serra',
    'Unidos do Vale',
    'Estrela do Norte',
    'Sporting Lagoa',
    'Inter Rio',
    'Karachi City',
    'Lahore United',
    'Atlético Mar',
    'Nova Esperança',
    'Ipanema SC',
  ],
  basketball: ['Sol Dourado', 'Tubarões', 'Falcões', 'Lahore Lions', 'Karachi Hawks', 'Rio Stars', 'Vale Titans'],
  tennis: ['A. Ferreira', 'M. Costa', 'S. Khan', 'L. Moreau', 'J. Silva', 'A. Malik', 'R. Duarte', 'E. Novak'],
  esports: ['Team Orion', 'Pixel Fox', 'Nova Five', 'Falcon Core', 'Desert Storm', 'Red Lotus', 'Samba Squad'],
  cockfight: ['Galo Vermelho', 'Galo Azul', 'Galo de Ouro', 'Galo Preto', 'Galo Branco', 'Galo Carijó'],
};

/**
 * Sides whose names are words rather than names: the cockfight's roosters are told apart by
 * their colour ("Galo Vermelho" is the red rooster), so each language says it in its own words.
 * Clubs, players and teams are proper names and read the same everywhere.
 */
const SIDE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Galo Vermelho': { en: 'Red Rooster', ur: 'لال مرغا' },
  'Galo Azul': { en: 'Blue Rooster', ur: 'نیلا مرغا' },
  'Galo de Ouro': { en: 'Golden Rooster', ur: 'سنہرا مرغا' },
  'Galo Preto': { en: 'Black Rooster', ur: 'کالا مرغا' },
  'Galo Branco': { en: 'White Rooster', ur: 'سفید مرغا' },
  'Galo Carijó': { en: 'Speckled Rooster', ur: 'چتکبرا مرغا' },
};

/** A side's name in `language`: its words translated where it is words, else the name itself. */
export const sideName = (name: string, language: string): string => SIDE_WORDS[name]?.[language] ?? name;

/** Every side of a sport, as the schedule names them (the base names). */
export const sidesOf = (sport: Sport): readonly string[] => TEAMS[sport];

const COMPETITIONS: Readonly<Record<Sport, readonly string[]>> = {
  football: ['Liga Aurora', 'Copa do Vale'],
  basketball: ['Aurora Basket'],
  tennis: ['Aurora Open'],
  esports: ['Aurora Masters'],
  cockfight: ['Derby Aurora'],
};

export interface ScheduledEvent {
  sport: Sport;
  slot: number;
  kickoff: number;
  endsAt: number;
  home: string;
  away: string;
  competition: string;
  model: EventModel;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function scheduledEvent(sport: Sport, slot: number): ScheduledEvent {
  const h = createHash('sha256').update(`${sport}:${slot}`).digest();
  const r = (i: number) => h.readUInt32BE(i * 4) / 2 ** 32;
  const teams = TEAMS[sport];
  const hi = Math.floor(r(0) * teams.length);
  const ai = (hi + 1 + Math.floor(r(1) * (teams.length - 1))) % teams.length;
  const s = SCHEDULE[sport];
  const comps = COMPETITIONS[sport];
  const model: EventModel =
    sport === 'football'
      ? { sport, a: round2(0.8 + r(2) * 1.2), b: round2(0.6 + r(3) * 1.1) }
      : sport === 'basketball'
        ? { sport, a: round2(76 + r(2) * 14), b: round2(74 + r(3) * 14) }
        : sport === 'cockfight'
          ? { sport, a: round2(0.35 + r(2) * 0.2), b: 0.08 }
          : { sport, a: round2(0.3 + r(2) * 0.4), b: 0 };
  return {
    sport,
    slot,
    kickoff: slot * s.intervalMs,
    endsAt: slot * s.intervalMs + s.durationMs,
    home: teams[hi]!,
    away: teams[ai]!,
    competition: comps[slot % comps.length]!,
    model,
  };
}

/** The slots of a sport live or kicking off within the horizon at `now`. */
export function slotsAround(sport: Sport, now: number): number[] {
  const s = SCHEDULE[sport];
  const first = Math.floor((now - s.durationMs) / s.intervalMs) + 1;
  const last = Math.floor((now + HORIZON_MS) / s.intervalMs);
  const out: number[] = [];
  for (let n = first; n <= last; n++) out.push(n);
  return out;
}
