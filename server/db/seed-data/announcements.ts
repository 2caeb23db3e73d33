// Announcements of every content type (SPEC §3: A agent, PL player, B banner, PU pop-up,
// PR promotion) and audience (execution A logged in, B visitor, F first login too).
// These are the texts as first written with their tables (a database of that schema holds
// exactly them); the Friday reload's hand-written rollover sentence is removed by migration 026,
// which writes the promotion's terms line from its data instead (docs/bonus.md).

export interface AnnouncementSeed {
  id: number;
  contentType: 'A' | 'PL' | 'B' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  /** Days before the site was installed (its database created), at an hour UTC: content is never years old. */
  startDate: { daysAgo: number; hour: number };
  promotionType: string;
  pt: { title: string; html: string };
  en: { title: string; html: string };
}

/** The fixed dates these announcements had before they were relative, which an upgrade replaces. */
export const FIXED_START_DATES: Readonly<Record<number, string>> = {
  1: '2025-01-06T09:00:00.000Z',
  2: '2025-01-10T12:00:00.000Z',
  3: '2025-01-12T08:00:00.000Z',
  4: '2025-01-14T10:00:00.000Z',
  5: '2025-01-15T00:00:00.000Z',
  6: '2025-01-18T00:00:00.000Z',
  7: '2025-01-20T09:00:00.000Z',
  8: '2025-01-22T09:00:00.000Z',
};

export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    id: 1,
    contentType: 'PL',
    execution: 'B',
    startDate: { daysAgo: 17, hour: 9 },
    promotionType: '',
    pt: {
      title: 'Bem-vindo à Aurora',
      html: '<p>Bem-vindo! Cadastre-se em menos de um minuto e explore mais de <b>600 jogos</b>.</p>',
    },
    en: {
      title: 'Welcome to Aurora',
      html: '<p>Welcome! Sign up in under a minute and explore more than <b>600 games</b>.</p>',
    },
  },
  {
    id: 2,
    contentType: 'PL',
    execution: 'A',
    startDate: { daysAgo: 13, hour: 12 },
    promotionType: '',
    // A sample notice that is true of every site: a maintenance notice on a site that is not in
    // maintenance told players something that never happened.
    pt: {
      title: 'Loterias com sorteios o dia todo',
      html: '<p>As loterias sorteiam <b>o dia todo</b>: veja a contagem para o próximo sorteio e os últimos resultados na página <b>Loteria</b>.</p><p>Suas apostas e prêmios aparecem no histórico de jogos.</p>',
    },
    en: {
      title: 'Lottery draws all day long',
      html: '<p>The lotteries draw <b>all day long</b>: see the countdown to the next draw and the latest results on the <b>Lottery</b> page.</p><p>Your bets and wins show in your game records.</p>',
    },
  },
  {
    id: 3,
    contentType: 'PU',
    execution: 'F',
    startDate: { daysAgo: 11, hour: 8 },
    promotionType: '',
    pt: {
      title: 'Primeiro acesso? Leia isto',
      html: '<p style="font-size:28px"><b>Jogue com responsabilidade.</b></p><p>Defina limites de depósito na central do membro e conheça nossas <a href="https://www.gov.br/fazenda/pt-br">regras oficiais</a>.</p>',
    },
    en: {
      title: 'First visit? Read this',
      html: '<p style="font-size:28px"><b>Play responsibly.</b></p><p>Set deposit limits in the member centre and read the <a href="https://www.gov.br/fazenda/pt-br">official rules</a>.</p>',
    },
  },
  {
    id: 4,
    contentType: 'PU',
    execution: 'B',
    startDate: { daysAgo: 9, hour: 10 },
    promotionType: '',
    pt: { title: 'Baixe o aplicativo', html: '<p>Instale o app na tela inicial e receba as novidades primeiro.</p>' },
    en: {
      title: 'Get the app',
      html: '<p>Add the app to your home screen and be the first to hear about new games.</p>',
    },
  },
  {
    id: 5,
    contentType: 'PR',
    execution: 'A',
    startDate: { daysAgo: 8, hour: 0 },
    promotionType: 'DEPOSIT',
    pt: {
      title: 'Bônus de recarga de sexta',
      html: '<p>Toda sexta-feira, deposite a partir de <b>R$ 50</b> e receba 20% de bônus.</p><p>Rollover de 10x. Válido uma vez por semana.</p>',
    },
    en: {
      title: 'Friday reload bonus',
      html: '<p>Every Friday, deposit <b>R$ 50</b> or more and get a 20% bonus.</p><p>10x wagering. Once a week.</p>',
    },
  },
  {
    id: 6,
    contentType: 'PR',
    execution: 'B',
    startDate: { daysAgo: 5, hour: 0 },
    promotionType: 'REBATE',
    pt: {
      title: 'Cashback semanal',
      html: '<p>Receba de volta até <b>5%</b> das suas apostas líquidas toda segunda-feira.</p>',
    },
    en: { title: 'Weekly cashback', html: '<p>Get up to <b>5%</b> of your net bets back every Monday.</p>' },
  },
  {
    id: 7,
    contentType: 'A',
    execution: 'A',
    startDate: { daysAgo: 3, hour: 9 },
    promotionType: '',
    pt: {
      title: 'Novas taxas de comissão para agentes',
      html: '<p>A partir deste mês, a comissão de nível 1 sobe para <b>35%</b>.</p><p>Veja os detalhes na central do agente.</p>',
    },
    en: {
      title: 'New agent commission rates',
      html: '<p>From this month the level 1 commission rises to <b>35%</b>.</p><p>See the agent centre for details.</p>',
    },
  },
  {
    id: 8,
    contentType: 'B',
    execution: 'B',
    startDate: { daysAgo: 1, hour: 9 },
    promotionType: '',
    pt: {
      title: 'Torneio de slots',
      html: '<p>Gire em qualquer slot e suba no <a href="https://example.com/leaderboard">ranking</a>. Prêmio total de <b>R$ 100.000</b>.</p>',
    },
    en: {
      title: 'Slots tournament',
      html: '<p>Spin any slot and climb the <a href="https://example.com/leaderboard">leaderboard</a>. <b>R$ 100,000</b> prize pool.</p>',
    },
  },
];
