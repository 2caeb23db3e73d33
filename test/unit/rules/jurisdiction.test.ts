import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { centralExclusionUrl, helpLineTel, jurisdictionOf, profileOf } from '../../../src/rules/jurisdiction.ts';

test('jurisdiction profile: absent, "" and "default" are the default profile; "BR" is Brazil; anything else names none', () => {
  assert.is(jurisdictionOf({}), 'default');
  assert.is(jurisdictionOf(null), 'default');
  assert.is(jurisdictionOf({ jurisdiction: '' }), 'default');
  assert.is(jurisdictionOf({ jurisdiction: 'default' }), 'default');
  assert.is(jurisdictionOf({ jurisdiction: 'BR' }), 'BR');
  for (const bad of ['br', 'BRA', 'PT', 1, true, {}])
    assert.is(jurisdictionOf({ jurisdiction: bad }), null, String(bad));
  assert.is(profileOf({ jurisdiction: 'br' }).id, 'default', 'the client falls back; the server refuses to start');
});

test('jurisdiction profile BR: identity by CPF, 18+, risk statement, operator shown; payout 120 min, no advance bonuses, the central self-exclusion and the risk notice on access, PIX only', () => {
  const br = profileOf({ jurisdiction: 'BR' });
  assert.equal(
    { ...br },
    {
      id: 'BR',
      identityByCpf: true,
      minAge: 18,
      riskStatement: true,
      operatorDisclosure: true,
      payoutMinutes: 120,
      advanceBonuses: false,
      centralExclusion: true,
      riskNoticeOnAccess: true,
      paymentKinds: ['PIX'],
      ownCpfPayments: true,
      lossAndTimeLimits: true,
    },
  );
});

test("jurisdiction profile default: today's behaviour: nothing asked, nothing shown, nothing restricted", () => {
  const d = profileOf(undefined);
  assert.is(d.id, 'default');
  assert.is(d.identityByCpf, false);
  assert.is(d.riskStatement, false);
  assert.is(d.operatorDisclosure, false);
  assert.is(d.payoutMinutes, null);
  assert.is(d.advanceBonuses, true);
  assert.is(d.centralExclusion, false);
  assert.is(d.riskNoticeOnAccess, false);
  assert.is(d.paymentKinds, null);
  assert.is(d.ownCpfPayments, false);
});

test('jurisdiction profiles are frozen: a caller cannot switch a rule off for everyone', () => {
  const br = profileOf({ jurisdiction: 'BR' });
  assert.ok(Object.isFrozen(br));
  assert.ok(Object.isFrozen(br.paymentKinds));
  assert.ok(Object.isFrozen(profileOf({})));
  assert.throws(() => {
    (br as { identityByCpf: boolean }).identityByCpf = false;
  });
  assert.is(profileOf({ jurisdiction: 'BR' }).identityByCpf, true);
});

test('footer help line: a phone number is dialled (tel:), anything else is shown as written', () => {
  assert.is(helpLineTel('0800 123 4567'), 'tel:08001234567');
  assert.is(helpLineTel('+55 (11) 3333-4444'), 'tel:+551133334444');
  assert.is(helpLineTel('188'), 'tel:188');
  assert.is(helpLineTel('jogoresponsavel.gov.br'), null);
  assert.is(helpLineTel('12'), null);
});

test('central self-exclusion platform: an https address from responsibleGaming.centralExclusionUrl, else null', () => {
  const url = 'https://www.gov.br/fazenda/pt-br/assuntos/autoexclusao';
  assert.is(centralExclusionUrl({ responsibleGaming: { centralExclusionUrl: url } }), url);
  assert.is(centralExclusionUrl({ responsibleGaming: { centralExclusionUrl: ` ${url} ` } }), url, 'trimmed');
  for (const bad of ['http://gov.br/x', 'gov.br', 'https://', 'https://gov br', '', 7, null])
    assert.is(centralExclusionUrl({ responsibleGaming: { centralExclusionUrl: bad } }), null, String(bad));
  assert.is(centralExclusionUrl({}), null);
  assert.is(centralExclusionUrl({ responsibleGaming: 'x' }), null);
  assert.is(centralExclusionUrl(null), null);
});

test('docs/configuration.md lists every switch of the profiles with its values, as profileOf answers them', () => {
  const doc = readFileSync('docs/configuration.md', 'utf8');
  const shown = (v: unknown) => (v === null ? 'null' : JSON.stringify(v));
  const byDefault = { ...profileOf({}) } as Readonly<Record<string, unknown>>;
  for (const [key, value] of Object.entries(profileOf({ jurisdiction: 'BR' }))) {
    if (key === 'id') continue;
    const row = doc.split('\n').find((l) => l.startsWith(`| \`${key}\``));
    assert.ok(row, `${key} is documented`);
    const cells = row!.split('|').map((c) => c.trim());
    assert.ok(cells[2]!.startsWith(`\`${shown(byDefault[key])}\``), `${key} default: ${cells[2]}`);
    assert.ok(cells[3]!.startsWith(`\`${shown(value).replaceAll(',', ', ')}\``), `${key} BR: ${cells[3]}`);
  }
});

test.run();
