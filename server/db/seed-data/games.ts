// Generates the seeded game catalogue: a pure function of the seed, so every install and
// every test sees the same 635 games with the same nodeIds.
import { MIN_BETS_CENTS, VENDORS, type VendorSeed } from './vendors.ts';
import { NAME_PARTS, SLOT_CLASSIFY } from './game-words.ts';
import { between, mulberry32, pick, shuffle, type Rng } from './prng.ts';
import { LOTTERY_NAMES } from './lotteries.ts';
import { POKER_NAMES } from './poker-names.ts';

export interface GameSeed {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  gameCategory: string;
  vassalage: string;
  gameClassify: string;
  gameClassifyNew: string;
  lottoMode: string;
  gameGroupId: string;
  roomId: string;
  supportPlay: number;
  minBetCents: number;
  isNew: boolean;
  hotRank: number | null;
  sort: number;
}

export const GAME_SEED = 20240611;
export const HOT_COUNT = 40;
/** Table games take higher stakes than slots; both stay within the filter's price points. */
const TABLE_BETS = MIN_BETS_CENTS.filter((c) => c >= 50);
const TABLE_TYPES = new Set(['LIVE', 'SPORTS', 'GAMESHOW', 'LOTTERY', 'POKER']);
/** Hot ranks go to the families players open from the home page's hot row. */
const HOT_TYPES = new Set(['RNG', 'LIVE', 'FISH', 'CRASH', 'GAMESHOW']);

function nameParts(vendor: VendorSeed, gameType: string): readonly (readonly string[])[] {
  const parts =
    NAME_PARTS[vendor.vassalage] ??
    (vendor.gameType === gameType ? NAME_PARTS[vendor.accountTypeName] : undefined) ??
    NAME_PARTS[gameType];
  if (!parts) throw new Error(`no name words for ${vendor.vassalage} ${gameType}`);
  return parts;
}

/** A name not used anywhere in the catalogue yet; random draws, since the lists are small. */
function uniqueName(rng: Rng, parts: readonly (readonly string[])[], taken: Set<string>): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const name = parts
      .map((list) => pick(rng, list))
      .filter((w) => w !== '')
      .join(' ');
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('game name word lists are too small for the requested game count');
}

function classify(rng: Rng, gameType: string, name: string, vendor: VendorSeed): string {
  if (gameType === 'RNG') return vendor.accountTypeName === 'BGS' ? 'CLASSIC' : pick(rng, SLOT_CLASSIFY);
  if (gameType === 'LIVE') {
    for (const c of ['BACCARAT', 'ROULETTE', 'BLACKJACK']) if (name.toUpperCase().includes(c)) return c;
  }
  return '';
}

/** Table letters and numbers a renamed table may take when its own is taken. */
const TABLE_MARKS = ['', 'A', 'B', 'C', 'D', 'E', 'F', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A LIVE "Blackjack" table's baccarat name, unique in `taken`: "Rio Blackjack B" is "Rio Baccarat B",
 * or, when a table already has that name, the first free mark after "Rio Baccarat".
 */
export function baccaratName(name: string, taken: ReadonlySet<string>): string {
  const same = name.replace('Blackjack', 'Baccarat');
  if (!taken.has(same)) return same;
  const stem = same.slice(0, same.indexOf('Baccarat') + 'Baccarat'.length);
  for (const mark of TABLE_MARKS) {
    const candidate = mark ? `${stem} ${mark}` : stem;
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`no free baccarat name for ${name}`);
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `lotteryNames: false` gives the names lotteries had before they were named (the words drawn
 * for them), which the migration that renames them matches on an existing site; `pokerNames:
 * false` the same for the POKER games before they were named as the video poker they play;
 * `baccaratNames: false` the LIVE "Blackjack" tables before they were renamed as the baccarat
 * they play (baccaratName).
 */
export function generateGames(
  seed = GAME_SEED,
  opts: { lotteryNames?: boolean; pokerNames?: boolean; baccaratNames?: boolean } = {},
): GameSeed[] {
  const named = opts.lotteryNames ?? true;
  const poker = opts.pokerNames ?? true;
  const rng = mulberry32(seed);
  const taken = new Set<string>();
  const games: GameSeed[] = [];
  VENDORS.forEach((vendor, vendorIndex) => {
    let n = 0;
    for (const [gameType, count] of Object.entries(vendor.games)) {
      const parts = nameParts(vendor, gameType);
      for (let i = 0; i < count; i++, n++) {
        // Lotteries take their names from a list; the random draw still happens, so every
        // other game's name, price and rank is the same as before lotteries had names.
        const drawnName = uniqueName(rng, parts, taken);
        const gameName =
          named && gameType === 'LOTTERY'
            ? (LOTTERY_NAMES[vendor.vassalage]?.[i] ?? drawnName)
            : poker && gameType === 'POKER'
              ? (POKER_NAMES[vendor.vassalage]?.[i]?.en ?? drawnName)
              : drawnName;
        const isLotto = vendor.vassalage === 'LOTT' || vendor.vassalage === 'ELOTT';
        const isNew = rng() < 0.1;
        games.push({
          nodeId: String(10001 + games.length),
          gameId: String((vendorIndex + 1) * 1000 + n + 1),
          gameCode: `${vendor.vassalage.toLowerCase()}-${slug(gameName)}`,
          gameName,
          gameType,
          // Sub-grouped vendors (BGS, ESPORTS, COCKFIGHT) launch under their own category.
          gameCategory: vendor.gameType === gameType ? vendor.accountTypeName : gameType,
          vassalage: vendor.vassalage,
          gameClassify: classify(rng, gameType, gameName, vendor),
          gameClassifyNew: isNew ? 'NEW' : '',
          lottoMode: isLotto ? pick(rng, ['Tradition', 'Entertainment,Tradition']) : '',
          gameGroupId: gameType === 'LOTTERY' ? String(between(rng, 1, 4)) : '',
          roomId: gameType === 'LIVE' || gameType === 'GAMESHOW' ? `R${String(n + 1).padStart(3, '0')}` : '',
          supportPlay: rng() < 0.7 ? 0 : 1,
          minBetCents: pick(rng, TABLE_TYPES.has(gameType) ? TABLE_BETS : MIN_BETS_CENTS),
          isNew,
          hotRank: null,
          sort: 0,
        });
      }
    }
  });
  // The lobby's default order mixes vendors instead of listing one provider after another.
  shuffle(rng, games).forEach((game, i) => {
    game.sort = i + 1;
  });
  const hot = shuffle(
    rng,
    games.filter((g) => HOT_TYPES.has(g.gameType)),
  ).slice(0, HOT_COUNT);
  hot.forEach((game, i) => {
    game.hotRank = i + 1;
  });
  // After every draw, so nothing else changes: each LIVE "Blackjack" table becomes a baccarat one.
  if (opts.baccaratNames ?? true) {
    const names = new Set(games.map((g) => g.gameName));
    for (const g of games) {
      if (g.gameType !== 'LIVE' || !g.gameName.includes('Blackjack')) continue;
      const name = baccaratName(g.gameName, names);
      names.add(name);
      g.gameName = name;
      g.gameCode = `${g.vassalage.toLowerCase()}-${slug(name)}`;
      g.gameClassify = 'BACCARAT';
    }
  }
  return games;
}
