// The jurisdiction profile over real HTTP, in both profiles: the site config's "jurisdiction": "BR"
// asks registration for the CPF (check digits, one account per CPF), full name, birth date (18 or
// older), mobile, e-mail and address, and keeps that identity; it sends the operator's details with
// the site status and checks them at start-up. The default profile registers exactly as before.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSiteConfig } from '../../server/config.ts';
import { identityOf } from '../../server/db/identities.ts';
import { goLiveLines, goLiveWarnings } from '../../server/operator/go-live.ts';
import { StartRefused } from '../../server/start-refused.ts';
import { brazilToday } from '../../src/rules/identity.ts';
import { withAccounts } from '../setup/accounts.ts';
import { cleanup, start, tempDir } from '../setup/server.ts';

const OPERATOR = {
  legalName: 'Aurora Jogos Ltda.',
  cnpj: '11222333000181',
  authorisation: 'SPA/MF 123/2025',
  helpLine: '0800 123 4567',
};
const BR = { jurisdiction: 'BR', operator: OPERATOR };
const USER = { username: 'maria7', password: 'secret12', confirmPassword: 'secret12' };
const IDENTITY = {
  cpf: '529.982.247-25',
  fullName: 'Maria da Silva',
  birthDate: '1990-03-15',
  mobileNum: '11987654321',
  countryDialingCode: '55',
  email: 'maria@example.com.br',
  address: 'Rua das Flores, 12, Recife/PE',
  // The prudential limits every new player sets at sign-up (test/server/br-limits.test.ts).
  lossPeriod: 'month',
  lossLimit: 50_000,
  sessionLimit: 120,
};
/** The birth date of someone who turns `age` today in Brasília, shifted by `days`. */
function bornYearsAgo(age: number, days = 0): string {
  const [y, m, d] = brazilToday(Date.now()).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y - age, m - 1, d + days));
  return day.toISOString().slice(0, 10);
}
const memberId = (s: { db: unknown }, name: string) =>
  (
    (s.db as import('../../server/db/open.ts').Db).prepare('SELECT id FROM members WHERE user_name = ?').get(name) as {
      id: number;
    }
  ).id;

const br = suite('jurisdiction BR');

br(
  'Brazil registration: a valid CPF, adult, with mobile, e-mail and address registers and keeps the identity, unverified',
  () =>
    withAccounts(async (s, api) => {
      const r = await api.register({ ...USER, ...IDENTITY, fullName: ' Maria   da Silva ' });
      assert.is(r.status, 200, r.message);
      assert.is(r.value.userName, 'maria7');
      assert.equal(identityOf(s.db!, memberId(s, 'maria7')), {
        memberId: memberId(s, 'maria7'),
        cpf: '52998224725',
        fullName: 'Maria da Silva',
        birthDate: '1990-03-15',
        address: 'Rua das Flores, 12, Recife/PE',
        identityStatus: 'unverified',
      });
      const info = await api.memberInfo(r.value.token);
      assert.is(info.value.userName, 'maria7', 'logged in');
      // The birth date as the form may send it typed (DD/MM/AAAA) is taken too.
      const typed = await api.register({
        ...USER,
        ...IDENTITY,
        username: 'joana8',
        cpf: '111.444.777-35',
        mobileNum: '21998765432',
        birthDate: '05/11/1985',
      });
      assert.is(typed.status, 200, typed.message);
      assert.is(identityOf(s.db!, memberId(s, 'joana8'))?.birthDate, '1985-11-05');
    }, BR),
);

br('Brazil registration refuses a CPF whose check digits fail, and says which field', () =>
  withAccounts(async (s, api) => {
    for (const cpf of ['529.982.247-24', '111.111.111-11', '5299822472']) {
      const r = await api.register({ ...USER, ...IDENTITY, cpf });
      assert.equal(
        [r.status, r.code, r.value],
        [400, 'INVALID_FIELD', { field: 'cpf', messageKey: 'validation.cpf' }],
        cpf,
      );
    }
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM members').pluck().get(), 0, 'no account opened');
  }, BR),
);

br('Brazil registration: one account per CPF (CPF_EXISTS under the CPF), however the CPF is written', () =>
  withAccounts(async (s, api) => {
    assert.is((await api.register({ ...USER, ...IDENTITY })).status, 200);
    const again = await api.register({
      ...USER,
      ...IDENTITY,
      username: 'other9',
      mobileNum: '21998765432',
      cpf: '52998224725',
    });
    assert.equal([again.status, again.code, again.message], [409, 'CPF_EXISTS', 'This CPF already has an account']);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM member_identities').pluck().get(), 1);
    assert.is(s.db!.prepare("SELECT COUNT(*) FROM members WHERE user_name = 'other9'").pluck().get(), 0);
  }, BR),
);

br('Brazil registration: under 18 refused (a day short), 18 today accepted; an impossible date refused', () =>
  withAccounts(async (_s, api) => {
    const young = await api.register({ ...USER, ...IDENTITY, birthDate: bornYearsAgo(18, 1) });
    assert.equal(
      [young.status, young.code, young.value],
      [400, 'INVALID_FIELD', { field: 'birthDate', messageKey: 'validation.underAge' }],
    );
    for (const birthDate of ['31/02/1990', '1990-02-30', 'ontem', bornYearsAgo(0, 1)]) {
      const r = await api.register({ ...USER, ...IDENTITY, birthDate });
      assert.equal(r.value, { field: 'birthDate', messageKey: 'validation.birthDate' }, birthDate);
    }
    const adult = await api.register({ ...USER, ...IDENTITY, birthDate: bornYearsAgo(18) });
    assert.is(adult.status, 200, adult.message);
  }, BR),
);

br('Brazil registration: CPF, name, birth date, mobile, e-mail and address are each required', () =>
  withAccounts(async (_s, api) => {
    for (const field of ['cpf', 'fullName', 'birthDate', 'mobileNum', 'email', 'address'] as const) {
      const r = await api.register({ ...USER, ...IDENTITY, [field]: '' });
      assert.equal([r.status, r.value], [400, { field, messageKey: 'validation.required' }], field);
    }
    const name = await api.register({ ...USER, ...IDENTITY, fullName: 'Maria' });
    assert.equal(name.value, { field: 'fullName', messageKey: 'validation.fullName' });
  }, BR),
);

br(
  'Brazil site status: the profile and the operator, CNPJ formatted; the start-up check is quiet when all is set',
  async () => {
    const s = await start({ overrides: BR });
    try {
      const status = (await (await fetch(`${s.url}/wps/system/status`)).json()) as { value: Record<string, unknown> };
      assert.is(status.value.jurisdiction, 'BR');
      assert.equal(status.value.operator, { ...OPERATOR, cnpj: '11.222.333/0001-81' });
      assert.not.ok(
        s.logs.some((l) => l.includes('"operator.')),
        s.logs.join('\n'),
      );
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  },
);

br(
  'Brazil start-up: each missing operator key and a CNPJ with wrong check digits warn; production refuses to start',
  async () => {
    const site = (o: Record<string, unknown>) => loadSiteConfig(null, { jurisdiction: 'BR', ...o });
    const input = (o: Record<string, unknown>) => ({
      host: '127.0.0.1',
      site: site(o),
      db: null,
      operator: { state: 'off' as const },
    });
    const bare = goLiveWarnings(input({}));
    for (const key of ['legalName', 'cnpj', 'authorisation', 'helpLine'])
      assert.ok(
        bare.some((w) => w.includes(`"operator.${key}"`)),
        key,
      );
    const wrong = goLiveWarnings(input({ operator: { ...OPERATOR, cnpj: '11.222.333/0001-82' } }));
    assert.ok(
      wrong.some((w) => /"operator.cnpj" \("11.222.333\/0001-82"\) is not a valid CNPJ/.test(w)),
      wrong.join('\n'),
    );
    assert.not.ok(goLiveWarnings(input({ operator: OPERATOR })).some((w) => w.includes('"operator.')));
    assert.throws(
      () => goLiveLines(input({ siteMode: 'production', operator: { ...OPERATOR, helpLine: '' } })),
      (e: unknown) => e instanceof StartRefused && /"operator.helpLine"/.test((e as Error).message),
    );
    assert.ok(
      goLiveLines(
        input({
          siteMode: 'production',
          operator: OPERATOR,
          // The profile's other required key (br-play.test.ts checks it).
          responsibleGaming: { centralExclusionUrl: 'https://www.gov.br/autoexclusao' },
        }),
      ).every((l) => !l.includes('"operator.')),
    );
    // The server itself prints the warning at start (a site not declared production starts).
    const s = await start({ overrides: { jurisdiction: 'BR', operator: { ...OPERATOR, cnpj: '' } } });
    try {
      assert.ok(
        s.logs.some((l) => l.startsWith('WARNING before going live') && l.includes('"operator.cnpj"')),
        s.logs.join('\n'),
      );
      const status = (await (await fetch(`${s.url}/wps/system/status`)).json()) as { value: { operator: object } };
      assert.equal(Object.keys(status.value.operator), ['legalName', 'authorisation', 'helpLine'], 'only what is set');
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  },
);

br(
  'a "jurisdiction" that names no profile is refused at start: a mistyped "br" must not mean the default rules',
  async () => {
    const dir = tempDir();
    try {
      await start({ dataDir: dir, overrides: { jurisdiction: 'br' } });
      assert.unreachable('started');
    } catch (e) {
      assert.instance(e, StartRefused);
      assert.match((e as Error).message, /"jurisdiction" is "br"/);
    } finally {
      cleanup(dir);
    }
  },
);

br.run();

const plain = suite('jurisdiction default');

plain('default profile: registration unchanged: no CPF asked, none kept, none sent to phones', () =>
  withAccounts(async (s, api) => {
    const r = await api.register(USER);
    assert.is(r.status, 200, r.message);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM member_identities').pluck().get(), 0);
    // Identity sent anyway is not what this site asks: ignored, never stored, never checked.
    const extra = await api.register({ ...USER, username: 'bruno9', cpf: '000', birthDate: 'ontem' });
    assert.is(extra.status, 200, extra.message);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM member_identities').pluck().get(), 0);
    const status = (await (await fetch(`${s.url}/wps/system/status`)).json()) as { value: Record<string, unknown> };
    assert.not.ok('jurisdiction' in status.value);
    assert.not.ok('operator' in status.value);
    assert.not.ok(
      s.logs.some((l) => l.includes('"operator.')),
      'no operator check on the default profile',
    );
  }),
);

plain('default profile: a minor or a taken CPF makes no difference where nothing is asked', () =>
  withAccounts(
    async (_s, api) => {
      assert.is((await api.register({ ...USER, ...IDENTITY })).status, 200);
      const second = await api.register({
        ...USER,
        ...IDENTITY,
        username: 'ana99',
        mobileNum: '21998765432',
        birthDate: bornYearsAgo(10),
      });
      assert.is(second.status, 200, second.message);
    },
    { jurisdiction: 'default' },
  ),
);

plain.run();
