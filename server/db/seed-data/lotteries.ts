// The seeded lotteries' names, for a Brazilian site: draws named the way Brazil's own are
// ("Quina", "Sena", "Mega", quick "Rápida" draws), never the vendor's code; their formats
// follow from the names (formatOfGame in src/rules/lottery.ts). generateGames() gives each lottery vendor's games these names in order, so
// nodeIds and every other seeded game stay as they were.

export const LOTTERY_NAMES: Readonly<Record<string, readonly string[]>> = {
  TCG_LOTTO_VN: [
    'Sorte Rápida',
    'Rápida 5 Minutos',
    'Giro da Sorte',
    'Sorte Express',
    'Relâmpago',
    'Bolão Rápido',
    'Sorteio Flash',
    'Turbo Sorte',
    'Sorte Já',
    'Minuto da Sorte',
  ],
  TCG_SEA: [
    'Mega Sorte',
    'Mega 60',
    'Mega Acumulada',
    'Mega da Semana',
    'Mega Brasil',
    'Mega Fortuna',
    'Sena da Virada',
    'Grande Sena',
  ],
  LOTT: [
    'Quina da Sorte',
    'Quina Brasil',
    'Quina de São João',
    'Quina Dourada',
    'Rápida Carioca',
    'Quina Noturna',
    'Sena da Sorte',
    'Sena Clássica',
    'Sena Carioca',
    'Loto Paulista',
    'Dupla Quina',
    'Quina Premiada',
  ],
  ELOTT: [
    'Rápida Online',
    'Loto Relâmpago',
    'Quina Online',
    'Quina Turbo',
    'Mega Online',
    'Mega Turbo',
    'Rápida Noturna',
    'Rápida Carnaval',
    'Loto Samba',
    'Quina Carnaval',
    'Sena Turbo',
    'Loto Copacabana',
  ],
};
