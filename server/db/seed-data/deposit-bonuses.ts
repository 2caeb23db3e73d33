// Site content that ships with migration 014 (deposit bonus definitions), applied by
// server/db/seed.ts to a promotion or banner only while it is still the earlier seed's.
// The welcome bonus was an INSTANT R$ 10 claim under a banner promising 100 % on the first
// deposit; it becomes that deposit bonus, and the banner states the definition's figures
// ({percent}, {max}, {min}: server/db/content.ts fills them from the promotion it links to).
// The texts carry no figures, so they cannot disagree with the definition.
import type { BonusDefinition, PromotionKind, WageringTerms } from '../../../src/api/types.ts';
import type { PromotionSeed } from './promotions.ts';

interface Texts {
  summary: string;
  html: string;
}

export interface BonusSeed {
  id: number;
  /** What the earlier seed wrote: only a promotion still like this is changed. */
  was: { kind: PromotionKind; rewardCents: number };
  kind: PromotionKind;
  rewardCents: number;
  bonus: BonusDefinition;
  pt: Texts;
  en: Texts;
  ur: Texts;
}

export const BONUS_SEEDS: readonly BonusSeed[] = [
  {
    id: 1,
    was: { kind: 'INSTANT', rewardCents: 1000 },
    kind: 'DEPOSIT',
    rewardCents: 0,
    bonus: { percent: 100, maxCents: 50_000, minDepositCents: 2000, firstDepositOnly: true },
    pt: {
      summary: 'Escolha o bônus no seu primeiro depósito.',
      html: '<p>Escolha <b>Bônus de boas-vindas</b> no formulário de depósito: o bônus entra no saldo junto com o depósito aprovado.</p><p>Uma vez por conta.</p>',
    },
    en: {
      summary: 'Choose the bonus with your first deposit.',
      html: '<p>Choose <b>Welcome bonus</b> on the deposit form: the bonus reaches your balance with the approved deposit.</p><p>Once per account.</p>',
    },
    ur: {
      summary: 'اپنے پہلے ڈپازٹ کے ساتھ بونس منتخب کریں۔',
      html: '<p>ڈپازٹ فارم میں <b>خوش آمدید بونس</b> منتخب کریں: ڈپازٹ منظور ہوتے ہی بونس آپ کے بیلنس میں آ جاتا ہے۔</p><p>ہر اکاؤنٹ کے لیے ایک بار۔</p>',
    },
  },
  {
    id: 3,
    was: { kind: 'REVIEW', rewardCents: 0 },
    kind: 'REVIEW',
    rewardCents: 0,
    bonus: { percent: 20, maxCents: 50_000, minDepositCents: 5000, firstDepositOnly: false },
    pt: {
      summary: 'Inscreva-se e ganhe bônus no depósito de sexta.',
      html: '<p>Inscreva-se e escolha o bônus ao depositar na sexta-feira. Nossa equipe analisa o pedido.</p>',
    },
    en: {
      summary: 'Apply and get a bonus on your Friday deposit.',
      html: '<p>Apply and choose the bonus when you deposit on Friday. Our team reviews the request.</p>',
    },
    ur: {
      summary: 'درخواست دیں اور جمعے کے ڈپازٹ پر بونس پائیں۔',
      html: '<p>درخواست دیں اور جمعے کو ڈپازٹ کرتے وقت بونس منتخب کریں۔ ہماری ٹیم درخواست کا جائزہ لیتی ہے۔</p>',
    },
  },
];

/** An instant promotion to claim in the reward centre, now that the welcome bonus comes with a deposit. */
export const NEW_PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 8,
    kind: 'INSTANT',
    rewardCents: 500,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'star',
    sort: 2,
    pt: {
      title: 'Presente de cadastro',
      summary: 'Participe e resgate R$ 5 de bônus.',
      html: '<p>Participe da promoção e toque em <b>Resgatar</b>: R$ 5 entram no seu saldo na hora.</p><p>Uma vez por conta.</p>',
    },
    en: {
      title: 'Sign-up gift',
      summary: 'Join and claim a R$ 5 bonus.',
      html: '<p>Join the promotion and tap <b>Claim</b>: R$ 5 goes into your balance at once.</p><p>Once per account.</p>',
    },
  },
];

/** The welcome banner: its earlier seed title, and the one stating the definition's figures. */
export const WELCOME_BANNER = {
  id: 1,
  was: {
    link: '/m/activity',
    pt: 'Bônus de boas-vindas de 100% no primeiro depósito',
    en: '100% welcome bonus on your first deposit',
    ur: 'پہلے ڈپازٹ پر 100% خوش آمدید بونس',
  },
  link: '/m/activityDetail?id=1',
  pt: 'Bônus de boas-vindas de {percent}% até {max} no primeiro depósito',
  en: '{percent}% welcome bonus up to {max} on your first deposit',
  ur: 'پہلے ڈپازٹ پر {max} تک {percent}% خوش آمدید بونس',
};

/** What each family's settled stakes count towards a seed promotion's requirement (the help centre states the slot, live and table figures). */
const CONTRIBUTIONS = { SLOT: 100, FISH: 50, TABLE: 10, LIVE: 10, CRASH: 10, SPORTS: 100, LOTTERY: 0 } as const;

export interface TermsSeed {
  id: number;
  /** Only a promotion still of this kind and reward is given terms (an operator's own stays as they left it). */
  kind: PromotionKind;
  rewardCents: number;
  terms: WageringTerms;
}

/**
 * The seed promotions' wagering terms (migration 023): the welcome bonus 5x, the Friday reload
 * 10x, the sign-up gift and the daily check-in 1x. Their pages state no terms by hand: the
 * terms line is written from these figures (src/rules/wagering-line.ts).
 */
export const TERMS_SEEDS: readonly TermsSeed[] = [
  {
    id: 1,
    kind: 'DEPOSIT',
    rewardCents: 0,
    terms: {
      multiplier: 5,
      withDeposit: false,
      days: 7,
      maxStake: 2500,
      contributions: CONTRIBUTIONS,
      sportsMinOdds: 1.5,
    },
  },
  {
    id: 3,
    kind: 'REVIEW',
    rewardCents: 0,
    terms: {
      multiplier: 10,
      withDeposit: false,
      days: 7,
      maxStake: 2500,
      contributions: CONTRIBUTIONS,
      sportsMinOdds: 1.5,
    },
  },
  {
    id: 8,
    kind: 'INSTANT',
    rewardCents: 500,
    terms: {
      multiplier: 1,
      withDeposit: false,
      days: 7,
      maxStake: 2500,
      contributions: CONTRIBUTIONS,
      sportsMinOdds: 1.5,
    },
  },
  {
    id: 2,
    kind: 'SIGNIN',
    rewardCents: 100,
    terms: {
      multiplier: 1,
      withDeposit: false,
      days: 7,
      maxStake: 2500,
      contributions: CONTRIBUTIONS,
      sportsMinOdds: 1.5,
    },
  },
];
