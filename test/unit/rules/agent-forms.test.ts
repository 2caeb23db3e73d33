// What the agent screens' forms accept (SPEC §7 Agent): rates as percentages, salary tiers typed
// row by row, the period to look up, transfers, new downline accounts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTiers } from '../../../src/rules/agent-contracts.ts';
import {
  bpText,
  checkDownline,
  checkRebate,
  checkShareText,
  checkTransfer,
  parseTiers,
  percentToBp,
  periodLastInstant,
  queryPeriodStart,
} from '../../../src/rules/agent-forms.ts';

test('SPEC §7 rates: basis points read as a percentage with two decimals, and typed back', () => {
  assert.is(bpText(250), '2.50');
  assert.is(bpText(5), '0.05');
  assert.is(bpText(10_000), '100.00');
  assert.is(percentToBp('2.5'), 250);
  assert.is(percentToBp('2,5'), 250);
  assert.is(percentToBp('abc'), null);
});

test('SPEC §7 rebate: a percentage no higher than the agent’s own, as the server refuses', () => {
  assert.is(checkRebate('1.5', 200), null);
  assert.is(checkRebate('2', 200), null);
  assert.is(checkRebate('2.01', 200), 'server.REBATE_ABOVE_OWN');
  assert.is(checkRebate('x', 200), 'agent.rebate.format');
});

test('SPEC §7 dividend share: a percentage within the allowed range', () => {
  assert.is(checkShareText('20'), null);
  assert.is(checkShareText('0'), 'agent.dividend.error.share');
  assert.is(checkShareText('50.01'), 'agent.dividend.error.share');
  assert.is(checkShareText(''), 'agent.rebate.format');
});

test('SPEC §7 salary tiers: typed rows become tiers; a typo is refused, never sent as 0', () => {
  assert.equal(
    parseTiers([
      { n: '1', amount: '10,00' },
      { n: ' 5 ', amount: '25.5' },
    ]),
    [
      { minActive: 1, amountCents: 1000 },
      { minActive: 5, amountCents: 2550 },
    ],
  );
  const typo = parseTiers([{ n: '1a', amount: '10' }]);
  assert.is(typo[0]!.minActive, -1);
  assert.is(checkTiers(typo), 'agent.salary.error.tiers');
  assert.is(checkTiers(parseTiers([{ n: '', amount: '' }])), 'agent.salary.error.tiers');
});

test('SPEC §7 salary query: the day at 00:00 UTC, or that day’s hour for hourly salaries; anything else is refused', () => {
  assert.is(queryPeriodStart('daily', '2026-03-02', '7'), '2026-03-02T00:00:00.000Z');
  assert.is(queryPeriodStart('hourly', '2026-03-02', '7'), '2026-03-02T07:00:00.000Z');
  assert.is(queryPeriodStart('hourly', '2026-03-02', '23'), '2026-03-02T23:00:00.000Z');
  for (const [day, hour] of [
    ['2026-03-02', '24'],
    ['2026-03-02', '-1'],
    ['2026-03-02', ''],
    ['02/03/2026', '1'],
    ['2026-13-40', '1'],
  ])
    assert.is(queryPeriodStart('hourly', day!, hour!), null, `${day} ${hour}`);
});

test('SPEC §7 dividend period: a period ending at midnight shows the day before as its last', () => {
  assert.is(periodLastInstant('2026-03-09T00:00:00.000Z'), '2026-03-08T23:59:59.999Z');
});

test('SPEC §7 transfer: someone picked, at least a cent each, no more each than the balance covers for all', () => {
  assert.is(checkTransfer(0, '10', 100_000), 'agent.transfer.pick');
  assert.is(checkTransfer(2, '10', 2_000), null);
  assert.is(checkTransfer(3, '10', 2_000), 'wallet.error.aboveBalance', '3 × 10,00 is more than 20,00');
  assert.is(checkTransfer(1, '0', 2_000), 'wallet.error.amountFormat');
  assert.is(checkTransfer(1, '10', undefined), null, 'balance not known yet: the server decides');
});

test('SPEC §5 §7 new downline: the registration rules for name and password; an empty rebate is 0 %', () => {
  assert.equal(checkDownline({ username: 'player01', password: 'senha123', rate: '' }), {
    username: null,
    password: null,
    rate: null,
    captcha: null,
  });
  const bad = checkDownline({ username: '', password: '1', rate: 'x' });
  assert.ok(bad.username);
  assert.ok(bad.password);
  assert.is(bad.rate, 'agent.rebate.format');
});

test('SPEC §5 new downline: the captcha is asked as public registration asks it', () => {
  const v = { username: 'player01', password: 'senha123', rate: '', captcha: '' };
  assert.is(checkDownline(v).captcha, null, 'a site without a registration captcha asks none');
  assert.ok(checkDownline(v, true).captcha, 'an empty answer is refused when it is asked');
  assert.ok(checkDownline({ ...v, captcha: '12a' }, true).captcha);
  assert.is(checkDownline({ ...v, captcha: '4821' }, true).captcha, null);
});
test.run();
