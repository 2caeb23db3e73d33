// Bonus money as the screens state it: a requirement's progress and what is left, the terms
// of a promotion in words read from the real dictionaries, and what a withdrawal does while a
// requirement is open (SPEC §7 Wallet and money: balance, withdraw; Deposit: promo list, accept
// promo; SPEC §9: money with 2 decimals).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BonusWallet, WageringRequirement, WageringTerms } from '../../../src/api/types.ts';
import {
  closedRequirements,
  contributionOf,
  formatDecimal,
  openRequirementOf,
  progressPercent,
  progressText,
  remainingCents,
  termsLines,
  termsSummary,
  withdrawOutlook,
  withdrawOutlookText,
  type Text,
} from '../../../src/rules/wagering.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const dictionaryText = (lang: string): Text => {
  const d = JSON.parse(readFileSync(join(ROOT, 'i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
  return (key, params = {}) => {
    const s = d[key];
    if (s === undefined) throw new Error(`missing ${lang} key ${key}`);
    return s.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
  };
};
const en = dictionaryText('en');
const pt = dictionaryText('pt');
const ur = dictionaryText('ur');

const terms: WageringTerms = {
  multiplier: 5,
  withDeposit: false,
  days: 7,
  maxStake: 2500,
  contributions: { SLOT: 100, CRASH: 100, SPORTS: 50, LIVE: 0 },
  sportsMinOdds: 1.5,
};
const req = (over: Partial<WageringRequirement> = {}): WageringRequirement => ({
  id: 1,
  promoId: 7,
  title: 'Welcome',
  bonus: 50_000,
  target: 250_000,
  wagered: 184_000,
  grantedAt: '2026-12-05T23:59:00Z',
  deadline: '2026-12-12T23:59:00Z',
  state: 'open',
  terms,
  ...over,
});
const wallet = (over: Partial<BonusWallet> = {}): BonusWallet => ({
  cash: 30_000,
  bonus: 50_000,
  withdrawable: 30_000,
  withdrawWhileOpen: 'forfeit',
  requirements: [req()],
  ...over,
});

test('progress: whole percent rounded down, 100 only once met', () => {
  assert.is(progressPercent(req()), 73, '1.840 of 2.500');
  assert.is(progressPercent(req({ wagered: 249_999 })), 99, 'one cent short is not 100 %');
  assert.is(progressPercent(req({ wagered: 250_000 })), 100);
  assert.is(progressPercent(req({ wagered: 0 })), 0);
  assert.is(progressPercent(req({ wagered: 10, state: 'met' })), 100, 'met is 100 whatever was sent');
  assert.is(progressPercent(req({ target: 0, wagered: 0 })), 100, 'nothing to wager');
  assert.is(progressPercent(req({ wagered: 900_000 })), 100, 'never above 100');
});

test('remaining: target less wagered, never negative', () => {
  assert.is(remainingCents(req()), 66_000);
  assert.is(remainingCents(req({ wagered: 300_000 })), 0);
});

test('SPEC §9 progress sentence: money with 2 decimals, the deadline as day and 24-hour time, per language', () => {
  assert.is(progressText(req(), 'pt', 'R$', pt, 'UTC'), 'R$ 1.840,00 de R$ 2.500,00 apostados, termina 12/12 às 23:59');
  assert.is(progressText(req(), 'en', 'R$', en, 'UTC'), 'R$ 1,840.00 of R$ 2,500.00 wagered, ends 12/12 at 23:59');
  const u = progressText(req(), 'ur', 'R$', ur, 'UTC');
  assert.ok(u.includes('R$ 1,840.00') && u.includes('R$ 2,500.00') && u.includes('12/12') && u.includes('23:59'), u);
  assert.is(
    progressText(req({ wagered: 300_000 }), 'en', 'R$', en, 'UTC').split(' of ')[0],
    'R$ 2,500.00',
    'never shows more wagered than the target',
  );
});

test('a closed requirement says what became of its bonus', () => {
  assert.is(progressText(req({ state: 'met' }), 'en', 'R$', en), 'Met: the R$ 500.00 bonus became cash');
  assert.is(progressText(req({ state: 'expired' }), 'pt', 'R$', pt), 'Expirado: o bônus de R$ 500,00 foi removido');
  assert.ok(progressText(req({ state: 'forfeited' }), 'en', 'R$', en).startsWith('Forfeited'));
});

test('terms: every figure the rule holds is the figure the text states', () => {
  const lines = termsLines(terms, 'en', 'R$', en);
  assert.equal(lines, [
    'Wager 5× the bonus before it becomes cash',
    '7 days to complete it',
    'Largest bet while it is open: R$ 25.00',
    'Counts towards it: Slots 100%, Crash games 100%, Sports 50%',
    'Do not count (0%): Fishing, Table games, Live casino, Lottery',
    'Sports bets count at odds of 1.50 or more',
  ]);
  const p = termsLines({ ...terms, multiplier: 1.5, withDeposit: true }, 'pt', 'R$', pt);
  assert.is(p[0], 'Aposte 1,5x o bônus mais o depósito antes de o bônus virar saldo real');
  assert.is(p[5], 'Apostas esportivas contam com odds a partir de 1,50');
  assert.is(termsSummary(terms, 'pt', pt), 'Aposte 5x o bônus em até 7 dias');
  assert.is(termsSummary({ ...terms, multiplier: 30, days: 14 }, 'en', en), 'Wager 30× the bonus within 14 days');
});

test('terms: a family at 0 % or left out is stated as not counting; no odds line when sports do not count', () => {
  const noSports = { ...terms, contributions: { SLOT: 100 } };
  const lines = termsLines(noSports, 'en', 'R$', en);
  assert.ok(lines.includes('Counts towards it: Slots 100%'));
  assert.ok(lines.includes('Do not count (0%): Crash games, Fishing, Table games, Live casino, Sports, Lottery'));
  assert.not.ok(lines.some((l) => l.includes('odds')));
  assert.is(contributionOf({ ...terms, contributions: { SLOT: 150 } }, 'SLOT'), 100, 'clamped to 100');
  const none = termsLines({ ...terms, maxStake: 0, contributions: {} }, 'en', 'R$', en);
  assert.not.ok(
    none.some((l) => l.startsWith('Counts') || l.startsWith('Largest')),
    'no "counts" line and no stake cap line',
  );
  // UR: the same families, in Urdu, with the language's list separator.
  assert.ok(termsLines(terms, 'ur', 'R$', ur)[3]!.includes('سلاٹس 100%، کریش گیمز 100%'));
});

test('decimal figures in the language: whole numbers bare, others with their decimals', () => {
  assert.is(formatDecimal(5, 'pt'), '5');
  assert.is(formatDecimal(1.5, 'pt'), '1,5');
  assert.is(formatDecimal(1.25, 'en'), '1.25');
  assert.is(formatDecimal(2, 'en', true), '2.00');
});

test('history: the closed ones only, at most five; the promotion page finds its own open requirement', () => {
  const many = wallet({
    requirements: [
      req(),
      ...Array.from({ length: 7 }, (_, i) => req({ id: 10 + i, promoId: 8, state: i % 2 ? 'met' : 'expired' })),
    ],
  });
  const closed = closedRequirements(many);
  assert.is(closed.length, 5);
  assert.ok(closed.every((r) => r.state !== 'open'));
  assert.is(openRequirementOf(many, 7)?.id, 1);
  assert.is(openRequirementOf(many, 8), null, "another promotion's closed ones are not its open one");
});

test('SPEC §7 withdraw: with nothing open the cash can go', () => {
  const o = withdrawOutlook(wallet({ requirements: [req({ state: 'met' })], bonus: 0 }));
  assert.equal(o, { kind: 'free', withdrawable: 30_000 });
  assert.equal(withdrawOutlookText(o, 'pt', 'R$', pt), ['Você pode sacar R$ 300,00 agora.']);
});

test('SPEC §7 withdraw: forfeit mode says what can go and what the bonus becomes', () => {
  const o = withdrawOutlook(wallet({ withdrawable: 20_000 }));
  assert.is(o.kind, 'forfeit');
  assert.is(o.withdrawable, 20_000, "the server's withdrawable, not the whole cash");
  assert.equal(withdrawOutlookText(o, 'en', 'R$', en), [
    'You can withdraw R$ 200.00 now. Withdrawing before the wagering is met forfeits your R$ 500.00 bonus.',
    'Wager R$ 660.00 more to keep it: it then becomes cash.',
  ]);
});

test('SPEC §7 withdraw: refuse mode leaves nothing to withdraw until it is met', () => {
  const o = withdrawOutlook(wallet({ withdrawWhileOpen: 'refuse' }));
  assert.is(o.kind, 'refuse');
  assert.is(o.withdrawable, 0);
  assert.equal(withdrawOutlookText(o, 'en', 'R$', en), [
    'You cannot withdraw until the wagering is met: R$ 660.00 still to wager for your R$ 500.00 bonus.',
  ]);
  assert.is(
    withdrawOutlook(wallet({ withdrawable: 99_999 })).withdrawable,
    30_000,
    'never more than the cash, whatever withdrawable said',
  );
});

test.run();
