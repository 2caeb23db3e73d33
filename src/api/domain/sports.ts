// The demo sportsbook (server/rounds/sportsbook.ts): what its page polls, places and cashes out.
// Odds are hundredths (1.85 is 185); times ms since the epoch; money in cents.

export type SportsPhase = 'PRE' | 'LIVE' | 'ENDED';

export interface SportsPick {
  pick: string;
  /** Null while the market is suspended for this pick. */
  odds: number | null;
}

export interface SportsMarket {
  market: string;
  line: number;
  suspended: boolean;
  picks: SportsPick[];
}

export interface SportsEvent {
  eventId: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  kickoff: number;
  endsAt: number;
  phase: SportsPhase;
  /** The match clock in minutes (football, basketball), null for sets, maps and bouts. */
  minute: number | null;
  homeScore: number;
  awayScore: number;
  /** SHA-256 of the event's server seed, shown before kick-off. */
  seedHash: string;
  clientSeed: string;
  nonce: number;
  /** Revealed once the event has ended. */
  serverSeed: string | null;
  /** The pre-match strengths the verify view needs (docs/games.md "Sportsbook"). */
  model: { a: number; b: number };
  markets: SportsMarket[];
}

export interface SportsSelection {
  eventId: string;
  home: string;
  away: string;
  sport: string;
  market: string;
  line: number;
  pick: string;
  odds: number;
  result: 'OPEN' | 'WON' | 'LOST' | 'VOID';
}

export interface SportsBet {
  betId: string;
  orderId: string;
  stake: number;
  state: 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED';
  win: number;
  potential: number;
  /** What a cash-out pays now; null when it is not offered (a market suspended, a selection lost, settled). */
  cashOut: number | null;
  selections: SportsSelection[];
}

export interface SportsState {
  now: number;
  balance: number;
  events: SportsEvent[];
  results: SportsEvent[];
  bets: SportsBet[];
}
