// The promotions a new site starts with (SPEC §3 promotion kinds and states, §4 reward centre).
// Written with migration 005, which created their tables. Dates are relative to the day the
// database is created: open offers started three weeks before, the coming one starts in 30
// days, the ended one closed two weeks before (an upgrade moves the old fixed dates, seed-upgrade.ts).
// The welcome text below is the one migration 014 replaces (deposit-bonuses.ts); its hand-written
// rollover sentence never reaches a new site's pages (the terms line is written from the data).

import type { PromotionKind } from '../../../src/api/types.ts';

interface PromotionText {
  title: string;
  summary: string;
  html: string;
}

export interface PromotionSeed {
  id: number;
  kind: PromotionKind;
  rewardCents: number;
  /** Days after the database is created (negative: before it), so a new site's offers are current. */
  startsAt: { startsInDays: number };
  endsAt: { endsInDays: number } | null;
  image: string;
  sort: number;
  pt: PromotionText;
  en: PromotionText;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    id: 1,
    kind: 'INSTANT',
    rewardCents: 1000,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'gift',
    sort: 1,
    pt: {
      title: 'Bônus de boas-vindas',
      summary: 'Participe e resgate R$ 10 de bônus.',
      html: '<p>Participe da promoção e toque em <b>Resgatar</b>: R$ 10 entram no seu saldo na hora.</p><p>Uma vez por conta. Rollover de 5x.</p>',
    },
    en: {
      title: 'Welcome bonus',
      summary: 'Join and claim a R$ 10 bonus.',
      html: '<p>Join the promotion and tap <b>Claim</b>: R$ 10 goes into your balance at once.</p><p>Once per account. 5x wagering.</p>',
    },
  },
  {
    id: 2,
    kind: 'SIGNIN',
    rewardCents: 100,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'calendar',
    sort: 2,
    pt: {
      title: 'Check-in diário',
      summary: 'Faça check-in todo dia e ganhe R$ 1.',
      html: '<p>Faça check-in uma vez por dia no calendário e receba <b>R$ 1</b> na hora.</p>',
    },
    en: {
      title: 'Daily check-in',
      summary: 'Check in every day and earn R$ 1.',
      html: '<p>Check in once a day on the calendar and get <b>R$ 1</b> at once.</p>',
    },
  },
  {
    id: 3,
    kind: 'REVIEW',
    rewardCents: 0,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'wallet',
    sort: 3,
    pt: {
      title: 'Bônus de recarga de sexta',
      summary: 'Inscreva-se: 20% sobre o depósito de sexta.',
      html: '<p>Inscreva-se e deposite a partir de <b>R$ 50</b> na sexta-feira. Nossa equipe analisa o pedido e credita 20% de bônus.</p>',
    },
    en: {
      title: 'Friday reload bonus',
      summary: 'Apply: 20% on your Friday deposit.',
      html: '<p>Apply and deposit <b>R$ 50</b> or more on Friday. Our team reviews the request and credits a 20% bonus.</p>',
    },
  },
  {
    id: 4,
    kind: 'AUTO',
    rewardCents: 0,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'refresh',
    sort: 4,
    pt: {
      title: 'Cashback semanal',
      summary: 'Todos participam: até 5% de volta.',
      html: '<p>Todos os jogadores participam. Até <b>5%</b> das apostas líquidas voltam toda segunda-feira.</p>',
    },
    en: {
      title: 'Weekly cashback',
      summary: 'Everyone takes part: up to 5% back.',
      html: '<p>Every player takes part. Up to <b>5%</b> of net bets comes back every Monday.</p>',
    },
  },
  {
    id: 5,
    kind: 'REFERRAL',
    rewardCents: 2000,
    startsAt: { startsInDays: -21 },
    endsAt: null,
    image: 'users',
    sort: 5,
    pt: {
      title: 'Indique e ganhe',
      summary: 'R$ 20 por amigo que se cadastrar.',
      html: '<p>Compartilhe seu link de convite. Você ganha <b>R$ 20</b> por amigo que se cadastrar e depositar.</p>',
    },
    en: {
      title: 'Refer and win',
      summary: 'R$ 20 for every friend who signs up.',
      html: '<p>Share your invitation link. You earn <b>R$ 20</b> for every friend who signs up and deposits.</p>',
    },
  },
  {
    id: 6,
    kind: 'INSTANT',
    rewardCents: 500,
    startsAt: { startsInDays: 30 },
    endsAt: null,
    image: 'star',
    sort: 6,
    pt: {
      title: 'Torneio de fim de mês',
      summary: 'Em breve.',
      html: '<p>Um novo torneio de slots começa em breve. Fique de olho!</p>',
    },
    en: {
      title: 'Month-end tournament',
      summary: 'Coming soon.',
      html: '<p>A new slots tournament starts soon. Stay tuned!</p>',
    },
  },
  {
    id: 7,
    kind: 'INSTANT',
    rewardCents: 500,
    startsAt: { startsInDays: -45 },
    endsAt: { endsInDays: -14 },
    image: 'fire',
    sort: 7,
    pt: {
      title: 'Carnaval da sorte',
      summary: 'Encerrada.',
      html: '<p>Esta promoção terminou. Obrigado a todos que participaram.</p>',
    },
    en: {
      title: 'Lucky carnival',
      summary: 'Ended.',
      html: '<p>This promotion has ended. Thank you to everyone who took part.</p>',
    },
  },
];
