// A promotion's terms line, written from its wagering data alone in the real dictionaries'
// words (PT, EN, UR): the banner, the promotion page, the deposit form and the help centre
// show this line, so the figures in it are the rule's figures and nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WageringTerms } from '../../../src/api/types.ts';
import type { Text } from '../../../src/rules/wagering.ts';
import { playNotice, wageringLine, wageringLineParts } from '../../../src/rules/wagering-line.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dictionaryText = (lang: string): Text => {
  const d = JSON.parse(readFileSync(join(ROOT, 'i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
  return (key, params = {}) => {
    const s = d[key];
    if (s === undefined) throw new Error(`missing ${lang} key ${key}`);
    return s.replace(/\{(\w+)\}/g, (_m, k: string) => {
      if (params[k] === undefined) throw new Error(`${lang} ${key}: no value for {${k}}`);
      return params[k];
    });
  };
};

const WELCOME: WageringTerms = {
  multiplier: 5,
  withDeposit: false,
  days: 30,
  maxStake: 2500,
  contributions: { SLOT: 100, TABLE: 10, SPORTS: 100 },
  sportsMinOdds: 1.5,
};

test('Portuguese: the rollover, its days, the largest stake, each family that counts, and those that do not', () => {
  assert.is(
    wageringLine(WELCOME, 'pt', 'R$', dictionaryText('pt')),
    'Bônus com rollover 5x do bônus em 30 dias; aposta máxima R$ 25,00; Slots 100 %, Jogos de mesa 10 %, ' +
      'Esportes 100 % com odd mínima 1,50; não contam: Jogos crash, Pescaria, Cassino ao vivo, Loteria',
  );
});

test('English: the same figures in English words and separators', () => {
  assert.is(
    wageringLine(WELCOME, 'en', 'R$', dictionaryText('en')),
    'Bonus with 5x rollover of the bonus in 30 days; largest bet R$ 25.00; Slots 100 %, Table games 10 %, ' +
      'Sports 100 % at odds of 1.50 or more; do not count: Crash games, Fishing, Live casino, Lottery',
  );
});

test('Urdu: the same figures, the Urdu separators, no English word left', () => {
  const line = wageringLine(WELCOME, 'ur', 'R$', dictionaryText('ur'));
  const parts = line.split('؛ ');
  assert.is(parts.length, 4, line);
  assert.match(parts[0]!, /30 دن/);
  assert.match(parts[0]!, /5 گنا/);
  assert.match(parts[1]!, /R\$ 25\.00|R\$ 25,00/);
  assert.match(parts[2]!, /سلاٹس 100 %، ٹیبل گیمز 10 %، کھیل 100 %، کم از کم اوڈز 1[.,]50/);
  assert.match(parts[3]!, /لاٹری/);
  assert.not.match(line, /rollover|bonus|Slots/i);
});

test('a multiplier with a fraction, the deposit counted, no cap, every family counted: the line says exactly that', () => {
  const terms: WageringTerms = {
    multiplier: 2.5,
    withDeposit: true,
    days: 7,
    maxStake: 0,
    contributions: { SLOT: 100, FISH: 50, TABLE: 10, LIVE: 10, CRASH: 10, SPORTS: 100, LOTTERY: 5 },
    sportsMinOdds: 1,
  };
  const parts = wageringLineParts(terms, 'pt', 'R$', dictionaryText('pt'));
  assert.is(parts[0], 'Bônus com rollover 2,5x do bônus mais o depósito em 7 dias');
  assert.is(parts.length, 2, 'no cap and nothing left out: two parts');
  assert.ok(parts[1]!.includes('Loteria 5 %'));
  assert.ok(parts[1]!.includes('Esportes 100 %') && !parts[1]!.includes('odd mínima'), 'odds of 1 are no minimum');
});

test('a family at 0 % or left out is named as not counting; a contribution over 100 reads as 100', () => {
  const terms: WageringTerms = { ...WELCOME, contributions: { SLOT: 150, LOTTERY: 0 } };
  const line = wageringLine(terms, 'en', 'R$', dictionaryText('en'));
  assert.ok(line.includes('Slots 100 %'), line);
  assert.ok(line.endsWith('do not count: Crash games, Fishing, Table games, Live casino, Sports, Lottery'), line);
});

test('before play: a 0 % game says it counts nothing, a partial one its share, sports their odds; the cap is named each time', () => {
  const pt = dictionaryText('pt');
  const lottery = playNotice(
    { family: 'LOTTERY', contribution: 0, maxStake: 2500, sportsMinOdds: 1.5 },
    'pt',
    'R$',
    pt,
  );
  assert.equal(lottery, [
    'Este jogo não conta para o seu rollover (0 %). Apostas aqui usam seu saldo, mas não avançam o bônus.',
    'Aposta máxima com bônus: R$ 25,00',
  ]);
  const live = playNotice(
    { family: 'LIVE', contribution: 10, maxStake: 2500, sportsMinOdds: 1.5 },
    'en',
    'R$',
    dictionaryText('en'),
  );
  assert.equal(live, ['This game counts 10 % towards your rollover.', 'Largest bet with a bonus: R$ 25.00']);
  const sports = playNotice(
    { family: 'SPORTS', contribution: 100, maxStake: 5000, sportsMinOdds: 1.5 },
    'ur',
    'R$',
    dictionaryText('ur'),
  );
  assert.is(sports.length, 2);
  assert.match(sports[0]!, /1[.,]50/);
  assert.match(sports[1]!, /50[.,]00/);
  const slot = playNotice({ family: 'SLOT', contribution: 100, maxStake: 2500, sportsMinOdds: 1.5 }, 'pt', 'R$', pt);
  assert.equal(slot, ['Aposta máxima com bônus: R$ 25,00'], 'a slot counting whole says only the cap');
});

test.run();
