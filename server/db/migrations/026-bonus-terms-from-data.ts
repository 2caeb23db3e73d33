// Promotion terms said once, from the data (docs/bonus.md "The terms line"): the seed
// promotions' pages and the Friday reload announcement carried hand-written rollover
// sentences ("Rollover de 5x.", "10x wagering.", "5 گنا شرط لگانا ضروری۔") that could disagree
// with the promotion's wagering terms. Each seed text is replaced only while it is still
// exactly the seed's, so an operator's own edited text stays as they left it; a second run
// finds no such text and changes nothing. The texts are spelled out here, as they shipped.

interface Rewrite {
  table: 'promotion_texts' | 'announcement_texts';
  id: number;
  language: 'pt' | 'en' | 'ur';
  was: string;
  becomes: string;
}

const WELCOME = {
  pt: '<p>Escolha <b>Bônus de boas-vindas</b> no formulário de depósito: o bônus entra no saldo junto com o depósito aprovado.</p><p>Uma vez por conta.',
  en: '<p>Choose <b>Welcome bonus</b> on the deposit form: the bonus reaches your balance with the approved deposit.</p><p>Once per account.',
  ur: '<p>ڈپازٹ فارم میں <b>خوش آمدید بونس</b> منتخب کریں: ڈپازٹ منظور ہوتے ہی بونس آپ کے بیلنس میں آ جاتا ہے۔</p><p>ہر اکاؤنٹ کے لیے ایک بار۔',
};
const CHECK_IN = {
  pt: '<p>Faça check-in uma vez por dia no calendário e receba <b>R$ 1</b> na hora.</p>',
  en: '<p>Check in once a day on the calendar and get <b>R$ 1</b> at once.</p>',
  ur: '<p>کیلنڈر پر دن میں ایک بار چیک اِن کریں اور فوراً <b>R$ 1</b> پائیں۔</p>',
};
const FRIDAY = {
  pt: '<p>Inscreva-se e escolha o bônus ao depositar na sexta-feira. Nossa equipe analisa o pedido.</p>',
  en: '<p>Apply and choose the bonus when you deposit on Friday. Our team reviews the request.</p>',
  ur: '<p>درخواست دیں اور جمعے کو ڈپازٹ کرتے وقت بونس منتخب کریں۔ ہماری ٹیم درخواست کا جائزہ لیتی ہے۔</p>',
};
const GIFT = {
  pt: '<p>Participe da promoção e toque em <b>Resgatar</b>: R$ 5 entram no seu saldo na hora.</p><p>Uma vez por conta.</p>',
  en: '<p>Join the promotion and tap <b>Claim</b>: R$ 5 goes into your balance at once.</p><p>Once per account.</p>',
  ur: '<p>پروموشن میں شامل ہوں اور <b>وصول کریں</b> پر ٹیپ کریں: R$ 5 فوراً آپ کے بیلنس میں آ جائیں گے۔</p><p>ہر اکاؤنٹ کے لیے ایک بار۔</p>',
};
/** The sentence migration 023 added to a page, by multiplier and language. */
const SAID = {
  1: { pt: '<p>Rollover de 1x.</p>', en: '<p>1x wagering.</p>', ur: '<p>1 گنا شرط لگانا ضروری۔</p>' },
  10: { pt: '<p>Rollover de 10x.</p>', en: '<p>10x wagering.</p>', ur: '<p>10 گنا شرط لگانا ضروری۔</p>' },
};
/** The Friday reload announcement: before, the rollover sentence, after. */
const FRIDAY_NEWS: Record<'pt' | 'en' | 'ur', readonly [string, string, string]> = {
  pt: [
    '<p>Toda sexta-feira, deposite a partir de <b>R$ 50</b> e receba 20% de bônus.</p><p>',
    'Rollover de 10x. ',
    'Válido uma vez por semana.</p>',
  ],
  en: [
    '<p>Every Friday, deposit <b>R$ 50</b> or more and get a 20% bonus.</p><p>',
    '10x wagering. ',
    'Once a week.</p>',
  ],
  ur: [
    '<p>ہر جمعے کو <b>R$ 50</b> یا اس سے زیادہ جمع کریں اور 20% بونس پائیں۔</p><p>',
    '10 گنا شرط لگانا ضروری۔ ',
    'ہفتے میں ایک بار۔</p>',
  ],
};
const WELCOME_SAID = { pt: ' Rollover de 5x.', en: ' 5x wagering.', ur: ' 5 گنا شرط لگانا ضروری۔' };

const LANGS = ['pt', 'en', 'ur'] as const;

export const REWRITES: readonly Rewrite[] = LANGS.flatMap((l): Rewrite[] => [
  {
    table: 'promotion_texts',
    id: 1,
    language: l,
    was: `${WELCOME[l]}${WELCOME_SAID[l]}</p>`,
    becomes: `${WELCOME[l]}</p>`,
  },
  { table: 'promotion_texts', id: 2, language: l, was: CHECK_IN[l] + SAID[1][l], becomes: CHECK_IN[l] },
  { table: 'promotion_texts', id: 3, language: l, was: FRIDAY[l] + SAID[10][l], becomes: FRIDAY[l] },
  { table: 'promotion_texts', id: 8, language: l, was: GIFT[l] + SAID[1][l], becomes: GIFT[l] },
  {
    table: 'announcement_texts',
    id: 5,
    language: l,
    was: FRIDAY_NEWS[l].join(''),
    becomes: FRIDAY_NEWS[l][0] + FRIDAY_NEWS[l][2],
  },
]);

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const KEY = { promotion_texts: 'promotion_id', announcement_texts: 'announcement_id' } as const;

export const sql = REWRITES.map(
  (r) =>
    `UPDATE ${r.table} SET content_html = ${quote(r.becomes)} WHERE ${KEY[r.table]} = ${r.id} AND language = '${r.language}' AND content_html = ${quote(r.was)};`,
).join('\n');
