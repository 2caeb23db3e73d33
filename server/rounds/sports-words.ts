// A sports bet in words, for its game record (SPEC §7): the bet's kind, each selection (the
// match, the market, the pick, the odds, how it ended) and how the bet ended, in the language
// the game was opened in. Written at placement and again whenever the bet changes.
import type { SportsBet, SportsSelection } from '../../src/api/types.ts';

interface Words {
  single: string;
  multiple: string;
  market: Record<string, string>;
  home: string;
  draw: string;
  away: string;
  over: string;
  under: string;
  yes: string;
  no: string;
  result: Record<SportsSelection['result'], string>;
  state: Record<SportsBet['state'], string>;
  stake: string;
  locale: string;
}

const WORDS: Record<string, Words> = {
  pt: {
    single: 'Simples',
    multiple: 'Múltipla',
    market: {
      '1X2': 'Resultado final',
      '12': 'Vencedor',
      OU: 'Total acima/abaixo de {line}',
      AH: 'Handicap {line}',
      BTTS: 'Ambas marcam',
    },
    home: '{home}',
    draw: 'Empate',
    away: '{away}',
    over: 'Acima de {line}',
    under: 'Abaixo de {line}',
    yes: 'Sim',
    no: 'Não',
    result: { OPEN: 'em aberto', WON: 'ganhou', LOST: 'perdeu', VOID: 'anulada' },
    state: {
      OPEN: 'em aberto',
      WON: 'ganha',
      LOST: 'perdida',
      VOID: 'anulada, aposta devolvida',
      CASHED: 'encerrada (cash-out)',
    },
    stake: 'aposta',
    locale: 'pt-BR',
  },
  en: {
    single: 'Single',
    multiple: 'Multiple',
    market: {
      '1X2': 'Match result',
      '12': 'Winner',
      OU: 'Total over/under {line}',
      AH: 'Handicap {line}',
      BTTS: 'Both teams to score',
    },
    home: '{home}',
    draw: 'Draw',
    away: '{away}',
    over: 'Over {line}',
    under: 'Under {line}',
    yes: 'Yes',
    no: 'No',
    result: { OPEN: 'open', WON: 'won', LOST: 'lost', VOID: 'void' },
    state: { OPEN: 'open', WON: 'won', LOST: 'lost', VOID: 'void, stake returned', CASHED: 'cashed out' },
    stake: 'stake',
    locale: 'en',
  },
  ur: {
    single: 'سنگل',
    multiple: 'ملٹیپل',
    market: {
      '1X2': 'میچ کا نتیجہ',
      '12': 'فاتح',
      OU: 'کل {line} سے زیادہ/کم',
      AH: 'ہینڈی کیپ {line}',
      BTTS: 'دونوں ٹیمیں گول کریں',
    },
    home: '{home}',
    draw: 'برابر',
    away: '{away}',
    over: '{line} سے زیادہ',
    under: '{line} سے کم',
    yes: 'ہاں',
    no: 'نہیں',
    result: { OPEN: 'جاری', WON: 'جیت', LOST: 'ہار', VOID: 'منسوخ' },
    state: { OPEN: 'جاری', WON: 'جیت گئی', LOST: 'ہار گئی', VOID: 'منسوخ، رقم واپس', CASHED: 'کیش آؤٹ' },
    stake: 'رقم',
    locale: 'ur',
  },
};

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

export function selectionWords(s: SportsSelection, w: Words): string {
  const num = (n: number) => n.toLocaleString(w.locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
  const line = s.market === 'AH' ? (s.line > 0 ? `+${num(s.line)}` : num(s.line)) : num(s.line);
  const v = { home: s.home, away: s.away, line };
  const pick =
    s.pick === 'H'
      ? fill(w.home, v)
      : s.pick === 'A'
        ? fill(w.away, v)
        : s.pick === 'D'
          ? w.draw
          : s.pick === 'O'
            ? fill(w.over, v)
            : s.pick === 'U'
              ? fill(w.under, v)
              : s.pick === 'Y'
                ? w.yes
                : w.no;
  const odds = (s.odds / 100).toLocaleString(w.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${s.home} x ${s.away} · ${fill(w.market[s.market] ?? s.market, v)}: ${pick} @ ${odds} (${w.result[s.result]})`;
}

export function betWords(bet: SportsBet, language: string): string {
  const w = WORDS[language] ?? WORDS.en!;
  const kind = bet.selections.length > 1 ? w.multiple : w.single;
  return [`${kind} · ${w.state[bet.state]}`, ...bet.selections.map((s) => selectionWords(s, w))].join('\n');
}
