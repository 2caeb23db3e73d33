// Home carousel banners (SPEC §2.3: m_home and m_live on the carousel; m_live only with the
// live-model feature) plus the new-games banner. Links are in-app routes from SPEC §2.1.

export interface BannerSeed {
  id: number;
  groupName: string;
  sort: number;
  link: string;
  pt: string;
  en: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    id: 1,
    groupName: 'm_home',
    sort: 1,
    link: '/m/activity',
    pt: 'Bônus de boas-vindas de 100% no primeiro depósito',
    en: '100% welcome bonus on your first deposit',
  },
  {
    id: 2,
    groupName: 'm_home',
    sort: 2,
    link: '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG',
    pt: 'Mais de 600 jogos para você girar',
    en: 'Over 600 games to spin',
  },
  {
    id: 3,
    groupName: 'm_home',
    sort: 3,
    link: '/m/inviteFriends',
    pt: 'Convide amigos e ganhe juntos',
    en: 'Invite friends and win together',
  },
  {
    id: 4,
    groupName: 'm_home',
    sort: 4,
    link: '/m/rewardCenter',
    pt: 'Cashback semanal em todas as apostas',
    en: 'Weekly cashback on every bet',
  },
  {
    id: 5,
    groupName: 'm_live',
    sort: 5,
    link: '/m/gameLobbyCenter?gameCategory=LIVE&gameType=LIVE',
    pt: 'Mesas ao vivo com crupiês reais 24 horas',
    en: 'Live tables with real dealers 24 hours a day',
  },
  {
    id: 6,
    groupName: 'm_newgame',
    sort: 6,
    link: '/m/gameLobbyCenter?gameCategory=NEW&gameType=RNG&gameClassify=NEW',
    pt: 'Novos jogos toda semana',
    en: 'New games every week',
  },
];
