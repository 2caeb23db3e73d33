// Vendors and game types of the seeded catalogue. The spec's vendor codes (SPEC §3) are
// all here; the rest are invented so every game type has at least two providers. Codes are
// for the launch rules; players only ever see displayName (and vendor_names per language).

export interface GameTypeSeed {
  gameType: string;
  sort: number;
  icon: string;
  pt: string;
  en: string;
}

/** icon is a key into the client's icon set, not a URL: the client owns its artwork. */
export const GAME_TYPES: readonly GameTypeSeed[] = [
  { gameType: 'RNG', sort: 1, icon: 'slots', pt: 'Slots', en: 'Slots' },
  { gameType: 'LIVE', sort: 2, icon: 'live', pt: 'Ao vivo', en: 'Live' },
  { gameType: 'FISH', sort: 3, icon: 'fish', pt: 'Pesca', en: 'Fishing' },
  { gameType: 'SPORTS', sort: 4, icon: 'sports', pt: 'Esportes', en: 'Sports' },
  { gameType: 'CRASH', sort: 5, icon: 'crash', pt: 'Crash', en: 'Crash' },
  { gameType: 'GAMESHOW', sort: 6, icon: 'gameshow', pt: 'Game show', en: 'Game show' },
  { gameType: 'LOTTERY', sort: 7, icon: 'lottery', pt: 'Loteria', en: 'Lottery' },
  { gameType: 'POKER', sort: 8, icon: 'poker', pt: 'Pôquer', en: 'Poker' },
  { gameType: 'BINGO', sort: 9, icon: 'bingo', pt: 'Bingo', en: 'Bingo' },
];

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  /** The vendor's main game type (the vendors.game_type column). */
  gameType: string;
  accountTypeName: string;
  /** How many games of each type this vendor gets; SPB has slots and crash games. */
  games: Readonly<Record<string, number>>;
}

export const VENDORS: readonly VendorSeed[] = [
  { vassalage: 'PGE', displayName: 'PG Soft', gameType: 'RNG', accountTypeName: 'RNG', games: { RNG: 100 } },
  { vassalage: 'TA', displayName: 'TaDa Gaming', gameType: 'RNG', accountTypeName: 'RNG', games: { RNG: 80 } },
  { vassalage: 'SS', displayName: 'Sol Slots', gameType: 'RNG', accountTypeName: 'RNG', games: { RNG: 70 } },
  { vassalage: 'SPB', displayName: 'Spribe', gameType: 'RNG', accountTypeName: 'RNG', games: { RNG: 60, CRASH: 8 } },
  { vassalage: 'NOVASPIN', displayName: 'Nova Spin', gameType: 'RNG', accountTypeName: 'RNG', games: { RNG: 50 } },
  // Bingo-style games listed under RNG; the client moves BGS to its own category (SPEC §4).
  { vassalage: 'BGS', displayName: 'Bolinha Games', gameType: 'RNG', accountTypeName: 'BGS', games: { RNG: 24 } },
  { vassalage: 'LUMENLIVE', displayName: 'Lumen Live', gameType: 'LIVE', accountTypeName: 'LIVE', games: { LIVE: 30 } },
  { vassalage: 'ROYALDEAL', displayName: 'Royal Deal', gameType: 'LIVE', accountTypeName: 'LIVE', games: { LIVE: 25 } },
  {
    vassalage: 'OCEANFISH',
    displayName: 'Ocean Fishery',
    gameType: 'FISH',
    accountTypeName: 'FISH',
    games: { FISH: 20 },
  },
  {
    vassalage: 'REEFHUNT',
    displayName: 'Reef Hunters',
    gameType: 'FISH',
    accountTypeName: 'FISH',
    games: { FISH: 15 },
  },
  {
    vassalage: 'ARENASPORT',
    displayName: 'Arena Sports',
    gameType: 'SPORTS',
    accountTypeName: 'SPORTS',
    games: { SPORTS: 5 },
  },
  {
    vassalage: 'GOALLINE',
    displayName: 'Goal Line',
    gameType: 'SPORTS',
    accountTypeName: 'SPORTS',
    games: { SPORTS: 4 },
  },
  // The client splits SPORTS vendors into ESPORTS and COCKFIGHT by accountTypeName (SPEC §4).
  {
    vassalage: 'ESPORTX',
    displayName: 'eSport X',
    gameType: 'SPORTS',
    accountTypeName: 'ESPORTS',
    games: { SPORTS: 6 },
  },
  {
    vassalage: 'COCKFT',
    displayName: 'Cockfight Arena',
    gameType: 'SPORTS',
    accountTypeName: 'COCKFIGHT',
    games: { SPORTS: 3 },
  },
  {
    vassalage: 'ROCKETLAB',
    displayName: 'Rocket Lab',
    gameType: 'CRASH',
    accountTypeName: 'CRASH',
    games: { CRASH: 12 },
  },
  { vassalage: 'SKYDASH', displayName: 'Sky Dash', gameType: 'CRASH', accountTypeName: 'CRASH', games: { CRASH: 10 } },
  {
    vassalage: 'SHOWTIME',
    displayName: 'ShowTime Studios',
    gameType: 'GAMESHOW',
    accountTypeName: 'GAMESHOW',
    games: { GAMESHOW: 12 },
  },
  {
    vassalage: 'WHEELZ',
    displayName: 'Wheelz',
    gameType: 'GAMESHOW',
    accountTypeName: 'GAMESHOW',
    games: { GAMESHOW: 10 },
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'Loto Express',
    gameType: 'LOTTERY',
    accountTypeName: 'LOTTERY',
    games: { LOTTERY: 10 },
  },
  {
    vassalage: 'TCG_SEA',
    displayName: 'Sorte Grande',
    gameType: 'LOTTERY',
    accountTypeName: 'LOTTERY',
    games: { LOTTERY: 8 },
  },
  {
    vassalage: 'LOTT',
    displayName: 'Loterias',
    gameType: 'LOTTERY',
    accountTypeName: 'LOTTERY',
    games: { LOTTERY: 12 },
  },
  {
    vassalage: 'ELOTT',
    displayName: 'E-Loteria',
    gameType: 'LOTTERY',
    accountTypeName: 'LOTTERY',
    games: { LOTTERY: 12 },
  },
  {
    vassalage: 'ACEPOKER',
    displayName: 'Ace Poker Club',
    gameType: 'POKER',
    accountTypeName: 'POKER',
    games: { POKER: 15 },
  },
  {
    vassalage: 'RIVERROOM',
    displayName: 'River Room',
    gameType: 'POKER',
    accountTypeName: 'POKER',
    games: { POKER: 12 },
  },
  { vassalage: 'BINGOLA', displayName: 'Bingola', gameType: 'BINGO', accountTypeName: 'BINGO', games: { BINGO: 12 } },
  { vassalage: 'BALL75', displayName: 'Ball 75', gameType: 'BINGO', accountTypeName: 'BINGO', games: { BINGO: 10 } },
];

/** The client's min-bet filter offers 0.01 0.05 0.1 0.5 0.75 (SPEC §9); 1.00 and 5.00 sit above them. */
export const MIN_BETS_CENTS: readonly number[] = [1, 5, 10, 50, 75, 100, 500];
