// The seeded POKER games' names: every POKER tile plays video poker, Jacks or Better
// (server/rounds/video-poker.ts), so each is named as one, with its Portuguese and Urdu names.
// generateGames() gives each POKER vendor's games these names in order (the words once drawn
// for them are still drawn, so nodeIds and every other seeded game stay as they were).

interface PokerName {
  en: string;
  pt: string;
  ur: string;
}

const BASE = { en: 'Jacks or Better', pt: 'Valete ou Melhor', ur: 'جیکس یا بہتر' };
/** "Jacks or Better <word>", "Valete ou Melhor <palavra>", "جیکس یا بہتر <لفظ>". */
const named = (en: string, pt: string, ur: string): PokerName => ({
  en: `${BASE.en} ${en}`,
  pt: `${BASE.pt} ${pt}`,
  ur: `${BASE.ur} ${ur}`,
});

export const POKER_NAMES: Readonly<Record<string, readonly PokerName[]>> = {
  ACEPOKER: [
    BASE,
    named('Classic', 'Clássico', 'کلاسک'),
    named('Deluxe', 'Deluxe', 'ڈیلکس'),
    named('Gold', 'Ouro', 'گولڈ'),
    named('Royal', 'Royal', 'رائل'),
    named('Turbo', 'Turbo', 'ٹربو'),
    named('Neon', 'Neon', 'نیون'),
    named('Diamond', 'Diamante', 'ڈائمنڈ'),
    named('Vegas', 'Vegas', 'ویگاس'),
    named('Carnival', 'Carnaval', 'کارنیوال'),
    named('Samba', 'Samba', 'سامبا'),
    named('Rio', 'Rio', 'ریو'),
    named('Night', 'Noturno', 'نائٹ'),
    named('Ace', 'Ás', 'اکا'),
    named('Express', 'Expresso', 'ایکسپریس'),
  ],
  RIVERROOM: [
    named('Club', 'Clube', 'کلب'),
    named('Lounge', 'Lounge', 'لاؤنج'),
    named('Emerald', 'Esmeralda', 'زمرد'),
    named('Ruby', 'Rubi', 'یاقوت'),
    named('Sapphire', 'Safira', 'نیلم'),
    named('Silver', 'Prata', 'سلور'),
    named('Platinum', 'Platina', 'پلاٹینم'),
    named('Star', 'Estrela', 'اسٹار'),
    named('Party', 'Festa', 'پارٹی'),
    named('Copacabana', 'Copacabana', 'کوپاکابانا'),
    named('Lucky', 'da Sorte', 'لکی'),
    named('Max', 'Max', 'میکس'),
  ],
};

const byName = new Map(
  Object.values(POKER_NAMES)
    .flat()
    .map((n) => [n.en, n]),
);

/** The Portuguese and Urdu names of a seeded POKER game's base name. */
export const pokerLocalNames = (baseName: string): { pt: string; ur: string } | undefined => byName.get(baseName);
