// The seeded games' names in Portuguese and Urdu, for the families whose invented names are
// English words (game-words.ts): crash games, the sportsbook's sports, e-sports and cockfight
// tiles, and the game shows. Each family translates its word lists part by part and puts the words in the order
// the language reads them ("Turbo Boost X" is "Impulso Turbo X", "Football Live" "Futebol Ao
// Vivo", "Golden Wheel Live" "Roda Dourada Ao Vivo"). Brands, lottery names and slot, fishing and
// live-casino titles stay as they are (their base name).
import { NAME_PARTS } from './game-words.ts';
import { pokerLocalNames } from './poker-names.ts';

export type LocalLanguage = 'pt' | 'ur';
type Word = Readonly<Record<LocalLanguage, string>>;

interface Family {
  /** One table per part of NAME_PARTS[key], every word of it translated ('' stays ''). */
  words: readonly Readonly<Record<string, Word>>[];
  /** The name from the parts' words in the language, given the English words too. */
  compose: (language: LocalLanguage, w: readonly string[], en: readonly string[]) => string;
}

const join = (...w: readonly string[]) => w.filter((x) => x !== '').join(' ');
const fill = (template: string, v: string) => template.replace('{x}', v);
const NONE: Word = { pt: '', ur: '' };
/** "Golden" in Portuguese agrees with the show it names. */
const GOLDEN: Readonly<Record<string, string>> = {
  Wheel: 'Dourada',
  Dice: 'Dourados',
  'Coin Flip': 'Dourada',
  'Ball Drop': 'Dourada',
  'Money Show': 'Dourado',
  'Prize Tower': 'Dourada',
  'Card Show': 'Dourado',
};

const FAMILIES: Readonly<Record<string, Family>> = {
  CRASH: {
    words: [
      {
        Rocket: { pt: 'do Foguete', ur: 'راکٹ' },
        Jet: { pt: 'do Jato', ur: 'جیٹ' },
        Balloon: { pt: 'do Balão', ur: 'غبارہ' },
        Comet: { pt: 'do Cometa', ur: 'دمدار ستارہ' },
        Meteor: { pt: 'do Meteoro', ur: 'شہابیہ' },
        Turbo: { pt: 'Turbo', ur: 'ٹربو' },
        Lunar: { pt: 'Lunar', ur: 'چاند' },
        Orbit: { pt: 'Orbital', ur: 'مدار' },
        Nitro: { pt: 'Nitro', ur: 'نائٹرو' },
        Storm: { pt: 'da Tempestade', ur: 'طوفان' },
        Pixel: { pt: 'Pixel', ur: 'پکسل' },
      },
      {
        Rise: { pt: 'Subida', ur: 'اٹھان' },
        Climb: { pt: 'Escalada', ur: 'چڑھائی' },
        Dash: { pt: 'Arrancada', ur: 'دوڑ' },
        Burst: { pt: 'Explosão', ur: 'دھماکا' },
        Launch: { pt: 'Lançamento', ur: 'لانچ' },
        Flight: { pt: 'Voo', ur: 'پرواز' },
        Boost: { pt: 'Impulso', ur: 'بوسٹ' },
      },
      { '': NONE, X: { pt: 'X', ur: 'ایکس' }, Max: { pt: 'Max', ur: 'میکس' } },
    ],
    // Portuguese names the motion first ("Voo do Foguete"); Urdu, like English, the thing first.
    compose: (l, [thing = '', motion = '', suffix = '']) =>
      l === 'pt' ? join(motion, thing, suffix) : join(thing, motion, suffix),
  },
  SPORTS: {
    words: [
      {
        Football: { pt: 'Futebol', ur: 'فٹبال' },
        Basketball: { pt: 'Basquete', ur: 'باسکٹ بال' },
        Tennis: { pt: 'Tênis', ur: 'ٹینس' },
        Volleyball: { pt: 'Vôlei', ur: 'والی بال' },
        Futsal: { pt: 'Futsal', ur: 'فٹسال' },
        Baseball: { pt: 'Beisebol', ur: 'بیس بال' },
        'Table Tennis': { pt: 'Tênis de Mesa', ur: 'ٹیبل ٹینس' },
        Cricket: { pt: 'Críquete', ur: 'کرکٹ' },
        MMA: { pt: 'MMA', ur: 'ایم ایم اے' },
      },
      {
        Live: { pt: '{x} Ao Vivo', ur: '{x} لائیو' },
        'Pre-match': { pt: '{x} Pré-jogo', ur: '{x} میچ سے پہلے' },
        Virtual: { pt: '{x} Virtual', ur: 'ورچوئل {x}' },
        Parlay: { pt: 'Múltiplas de {x}', ur: '{x} ملٹیپل' },
      },
    ],
    compose: (_l, [sport = '', mode = '']) => fill(mode, sport),
  },
  ESPORTS: {
    words: [
      {
        MOBA: { pt: 'MOBA', ur: 'موبا' },
        'Tactical Shooter': { pt: 'de Tiro Tático', ur: 'ٹیکٹیکل شوٹر' },
        'Battle Royale': { pt: 'Battle Royale', ur: 'بیٹل رائل' },
        'Card Battler': { pt: 'de Cartas', ur: 'کارڈ بیٹل' },
        'Racing Sim': { pt: 'de Corrida', ur: 'ریسنگ' },
        Fighting: { pt: 'de Luta', ur: 'فائٹنگ' },
        Strategy: { pt: 'de Estratégia', ur: 'اسٹریٹیجی' },
      },
      {
        Cup: { pt: 'Copa', ur: 'کپ' },
        League: { pt: 'Liga', ur: 'لیگ' },
        Masters: { pt: 'Masters', ur: 'ماسٹرز' },
      },
    ],
    compose: (l, [genre = '', event = '']) => (l === 'pt' ? join(event, genre) : join(genre, event)),
  },
  GAMESHOW: {
    words: [
      {
        Mega: { pt: 'Mega', ur: 'میگا' },
        Golden: { pt: 'Dourado', ur: 'سنہری' },
        Lucky: { pt: 'da Sorte', ur: 'لکی' },
        Disco: { pt: 'Disco', ur: 'ڈسکو' },
        Carnival: { pt: 'de Carnaval', ur: 'کارنیوال' },
        Samba: { pt: 'do Samba', ur: 'سامبا' },
        Neon: { pt: 'Neon', ur: 'نیون' },
        Festa: { pt: 'da Festa', ur: 'جشن' },
      },
      {
        Wheel: { pt: 'Roda', ur: 'پہیہ' },
        Dice: { pt: 'Dados', ur: 'پانسہ' },
        'Coin Flip': { pt: 'Cara ou Coroa', ur: 'ٹاس' },
        'Ball Drop': { pt: 'Queda de Bolas', ur: 'بال ڈراپ' },
        'Money Show': { pt: 'Show do Dinheiro', ur: 'منی شو' },
        'Prize Tower': { pt: 'Torre de Prêmios', ur: 'انعامی مینار' },
        'Card Show': { pt: 'Show de Cartas', ur: 'کارڈ شو' },
      },
      { '': NONE, Live: { pt: 'Ao Vivo', ur: 'لائیو' }, Deluxe: { pt: 'Deluxe', ur: 'ڈیلکس' } },
    ],
    // Portuguese: "Mega" leads ("Mega Roda"), every other word follows the show, golden agreeing
    // with it ("Roda Dourada", "Dados Dourados"); Urdu, like English, the word first.
    compose: (l, [word = '', show = '', suffix = ''], en) => {
      if (l === 'ur') return join(word, show, suffix);
      if (en[0] === 'Mega') return join(word, show, suffix);
      const golden = GOLDEN[en[1] ?? ''] ?? word;
      return join(show, en[0] === 'Golden' ? golden : word, suffix);
    },
  },
  COCKFIGHT: {
    words: [
      {
        Sabong: { pt: 'Sabong', ur: 'سابونگ' },
        Derby: { pt: 'Derby', ur: 'ڈربی' },
        'Main Pit': { pt: 'Rinha Principal', ur: 'مرکزی اکھاڑا' },
        'Night Derby': { pt: 'Derby Noturno', ur: 'رات کی ڈربی' },
      },
      {
        Live: { pt: '{x} Ao Vivo', ur: '{x} لائیو' },
        Classic: { pt: '{x} Clássico', ur: 'کلاسک {x}' },
        Champions: { pt: '{x} dos Campeões', ur: '{x} چیمپئنز' },
      },
    ],
    // "Rinha" is feminine: its classic is "Clássica".
    compose: (l, [pit = '', style = ''], en) =>
      fill(l === 'pt' && en[0] === 'Main Pit' && en[1] === 'Classic' ? '{x} Clássica' : style, pit),
  },
};

function product(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((pre) => list.map((w) => [...pre, w])), [[]]);
}

let table: ReadonlyMap<string, Word> | undefined;

/**
 * Every name the translated families can draw (as generateGames joins the words) with its
 * Portuguese and Urdu names. Throws when a family's word list has a word with no translation.
 */
export function localNameTable(): ReadonlyMap<string, Word> {
  if (table) return table;
  const out = new Map<string, Word>();
  for (const [key, family] of Object.entries(FAMILIES)) {
    const parts = NAME_PARTS[key];
    if (!parts) throw new Error(`no word lists for ${key}`);
    for (const en of product(parts)) {
      const name = join(...en);
      const words = (l: LocalLanguage) =>
        en.map((w, i) => {
          const t = family.words[i]?.[w];
          if (!t) throw new Error(`${key}: "${w}" has no translation`);
          return t[l];
        });
      out.set(name, { pt: family.compose('pt', words('pt'), en), ur: family.compose('ur', words('ur'), en) });
    }
  }
  table = out;
  return out;
}

/** The Portuguese and Urdu names of a seeded game's base name; undefined for names that stay. */
export const localNames = (baseName: string): Word | undefined =>
  localNameTable().get(baseName) ?? pokerLocalNames(baseName);
