// Promotion terms said once, from the data (docs/bonus.md "The terms line"): the seed
// promotions' pages and the Friday reload announcement carried hand-written rollover
// sentences ("Rollover de 5x.", "10x wagering.", "5 گنا شرط لگانا ضروری۔") that could disagree
// with the promotion's wagering terms, and the help centre's bonus topic stated each family's
// share and the days by hand; it now points to the running promotions' terms listed under it. Each seed text is replaced only while it is still
// exactly the seed's, so an operator's own edited text stays as they left it; a second run
// finds no such text and changes nothing. The texts are spelled out here, as they shipped.

interface Rewrite {
  table: 'promotion_texts' | 'announcement_texts' | 'help_texts';
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

/** The help centre's bonus topic: its example of a rollover stays; the families' shares and the days go. */
const HELP_EXAMPLE = {
  pt: '<p>Cada bônus mostra seu rollover: 10x sobre R$ 20 significa R$ 200 em apostas antes de o bônus poder ser sacado.</p>',
  en: '<p>Each bonus shows its wagering requirement: a 10x rollover on R$ 20 means R$ 200 in bets before the bonus can be withdrawn.</p>',
  ur: '<p>ہر بونس اپنی شرط دکھاتا ہے: R$ 20 پر 10 گنا کا مطلب ہے کہ بونس نکالنے سے پہلے R$ 200 کی شرطیں لگانی ہوں گی۔</p>',
};
const HELP_WAS = {
  pt: '<p>Slots contam 100% para o rollover; jogos ao vivo e de mesa contam 10%. Apostas nos dois lados de um jogo não contam.</p><p>Apenas um bônus de boas-vindas por pessoa. Bônus não usados em 7 dias expiram.</p>',
  en: '<p>Slots count 100% towards wagering; live and table games count 10%. Bets on both sides of a game do not count.</p><p>Only one welcome bonus per person. Bonuses not used within 7 days expire.</p>',
  ur: '<p>سلاٹس شرط میں 100% گنے جاتے ہیں؛ لائیو اور ٹیبل گیمز 10%۔ کسی گیم کے دونوں طرف کی شرطیں نہیں گنی جاتیں۔</p><p>ہر شخص کے لیے صرف ایک خوش آمدیدی بونس۔ 7 دن میں استعمال نہ ہونے والے بونس ختم ہو جاتے ہیں۔</p>',
};
const HELP_BECOMES = {
  pt: '<p>Quanto cada jogo conta, a aposta máxima e o prazo de cada promoção estão nas regras logo abaixo. Apostas nos dois lados de um jogo não contam.</p><p>Apenas um bônus de boas-vindas por pessoa. Um bônus cujo rollover não é cumprido no prazo expira.</p>',
  en: '<p>How much each game counts, the largest bet and the time allowed for each promotion are in the terms just below. Bets on both sides of a game do not count.</p><p>Only one welcome bonus per person. A bonus whose wagering is not met in time expires.</p>',
  ur: '<p>ہر گیم کتنا شمار ہوتا ہے، سب سے بڑی بیٹ اور ہر پروموشن کی مدت نیچے دی گئی شرائط میں ہیں۔ کسی گیم کے دونوں طرف کی شرطیں نہیں گنی جاتیں۔</p><p>ہر شخص کے لیے صرف ایک خوش آمدیدی بونس۔ جس بونس کی شرط وقت پر پوری نہ ہو وہ ختم ہو جاتا ہے۔</p>',
};

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
  {
    table: 'help_texts',
    id: 0,
    language: l,
    was: HELP_EXAMPLE[l] + HELP_WAS[l],
    becomes: HELP_EXAMPLE[l] + HELP_BECOMES[l],
  },
]);

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
/** The row a rewrite is for: a promotion's or an announcement's by id, the help centre's bonus topic by its anchor. */
const rowOf = (r: Rewrite): string =>
  r.table === 'help_texts'
    ? "topic_id = (SELECT id FROM help_topics WHERE anchor = 'bonus')"
    : `${r.table === 'promotion_texts' ? 'promotion_id' : 'announcement_id'} = ${r.id}`;

export const sql = REWRITES.map(
  (r) =>
    `UPDATE ${r.table} SET content_html = ${quote(r.becomes)} WHERE ${rowOf(r)} AND language = '${r.language}' AND content_html = ${quote(r.was)};`,
).join('\n');
