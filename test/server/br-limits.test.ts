// The prudential limits at sign-up and the operator's identity decisions over real HTTP, in both
// profiles. Brazil ("jurisdiction": "BR"): registration without a loss limit and a time limit is
// refused field by field; with them the account opens with those limits set, and a stake over the
// loss limit is refused. The default profile registers exactly as before. The operator verifies or
// refuses an identity (a reason required to refuse), audited, the same decision again unchanged;
// the member reads the status and the reason on the profile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type {
  AuditEntry,
  IdentityDecision,
  MemberProfile,
  MemberSummary,
  PlayLimitsView,
} from '../../src/api/types.ts';
import { identityOf } from '../../server/db/identities.ts';
import { type AccountsApi, type Started, withAccounts } from '../setup/accounts.ts';
import { apiCall } from '../setup/api.ts';
import { api as adminApi } from '../setup/operator.ts';

const BR = {
  jurisdiction: 'BR',
  operator: {
    legalName: 'Aurora Jogos Ltda.',
    cnpj: '11222333000181',
    authorisation: 'SPA/MF 123/2025',
    helpLine: '0800 123 4567',
  },
};
const USER = { username: 'maria7', password: 'secret12', confirmPassword: 'secret12' };
const IDENTITY = {
  cpf: '529.982.247-25',
  fullName: 'Maria da Silva',
  birthDate: '1990-03-15',
  mobileNum: '11987654321',
  countryDialingCode: '55',
  email: 'maria@example.com.br',
  address: 'Rua das Flores, 12, Recife/PE',
};
/** R$ 100,00 a day and an hour a session. */
const LIMITS = { lossPeriod: 'day', lossLimit: 10_000, sessionLimit: 60 };

const memberId = (s: Started, name: string) =>
  (s.db!.prepare('SELECT id FROM members WHERE user_name = ?').get(name) as { id: number }).id;
const adminOf = (s: Started) => readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
const limitsOf = async (s: Started, token: string) =>
  (await apiCall(s, 'GET', '/wps/member/responsible/play', { token })).value as PlayLimitsView;
const refused = (r: Awaited<ReturnType<AccountsApi['register']>>) => [r.status, r.code, r.value];

const br = suite('sign-up limits and identity decisions');

br('Brazil: registration without the limits is refused, naming the field and keeping no account', () =>
  withAccounts(async (s, api) => {
    const field = (f: string, key: string) => [400, 'INVALID_FIELD', { field: f, messageKey: key }];
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{}, field('lossPeriod', 'responsible.error.period')],
      [{ ...LIMITS, lossPeriod: 'year' }, field('lossPeriod', 'responsible.error.period')],
      [{ lossPeriod: 'week', sessionLimit: 60 }, field('lossLimit', 'responsible.error.amount')],
      [{ ...LIMITS, lossLimit: 0 }, field('lossLimit', 'responsible.error.amount')],
      [{ ...LIMITS, lossLimit: 100_000_001 }, field('lossLimit', 'responsible.error.amount')],
      [{ lossPeriod: 'month', lossLimit: 50_000 }, field('sessionLimit', 'responsible.error.timeRequired')],
      [{ ...LIMITS, sessionLimit: 1441 }, field('sessionLimit', 'responsible.error.minutes')],
      [{ ...LIMITS, dayLimit: 0 }, field('dayLimit', 'responsible.error.minutes')],
      [{ ...LIMITS, lossLimit: -500 }, field('lossLimit', 'responsible.error.amount')],
      [{ ...LIMITS, sessionLimit: -30 }, field('sessionLimit', 'responsible.error.minutes')],
    ];
    for (const [limits, expected] of cases)
      assert.equal(refused(await api.register({ ...USER, ...IDENTITY, ...limits })), expected, JSON.stringify(limits));
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM members').pluck().get(), 0, 'no account opened');
  }, BR),
);

br(
  "Brazil: the limits set at sign-up are the member's from the first minute, and a stake over the loss limit is refused",
  () =>
    withAccounts(async (s, api) => {
      const r = await api.register({ ...USER, ...IDENTITY, ...LIMITS, dayLimit: 240 });
      assert.is(r.status, 200, r.message);
      const token = (r.value as { token: string }).token;
      const v = await limitsOf(s, token);
      assert.equal(
        v.loss.map((l) => [l.period, l.limitCents, l.pending]),
        [
          ['day', 10_000, null],
          ['week', null, null],
          ['month', null, null],
        ],
        'the loss limit applies at once',
      );
      assert.equal(
        v.time.map((x) => [x.kind, x.limitMinutes, x.pending]),
        [
          ['session', 60, null],
          ['day', 240, null],
        ],
      );
      // Money to play with, and a day's losses up to R$ 95,00: a stake of R$ 10,00 would pass the limit.
      const id = memberId(s, 'maria7');
      const at = new Date(Date.now() - 60_000).toISOString();
      const row = s.db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, ?, ?, ?)');
      row.run(id, 'deposit', 100_000, new Date(Date.now() - 2 * 86_400_000).toISOString());
      row.run(id, 'game_bet', -9_500, at);
      const g = s
        .db!.prepare(
          "SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = 'RNG' ORDER BY min_bet_cents, sort LIMIT 1",
        )
        .get() as { nodeId: string; gameId: string; vassalage: string; minBet: number };
      const launch = await apiCall(s, 'POST', '/wps/game/launchGame', {
        token,
        body: { nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'pt' },
      });
      assert.ok(launch.success, launch.message);
      const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
      const play = html.match(/name="play" content="([^"]+)"/)![1]!;
      const over = await apiCall(s, 'POST', '/wps/demo/spin', { body: { play, stake: Math.max(g.minBet, 1_000) } });
      assert.equal([over.status, over.code], [409, 'LOSS_LIMIT']);
      assert.equal((over.value as { period: string; limitCents: number }).limitCents, 10_000);
    }, BR),
);

br('Brazil: the limits are taken as the form sends them, whole minutes and cents, one time limit enough', () =>
  withAccounts(async (s, api) => {
    const r = await api.register({ ...USER, ...IDENTITY, lossPeriod: 'month', lossLimit: 25_050, dayLimit: 90 });
    assert.is(r.status, 200, r.message);
    const v = await limitsOf(s, (r.value as { token: string }).token);
    assert.is(v.loss.find((l) => l.period === 'month')!.limitCents, 25_050);
    assert.equal(
      v.time.map((x) => x.limitMinutes),
      [null, 90],
    );
  }, BR),
);

br('default profile: registration is unchanged; limit fields sent anyway set nothing', () =>
  withAccounts(async (s, api) => {
    const plain = await api.register({ ...USER });
    assert.is(plain.status, 200, plain.message);
    const extra = await api.register({ ...USER, username: 'joana8', lossPeriod: 'year', lossLimit: -1, dayLimit: 0 });
    assert.is(extra.status, 200, 'nothing new is refused');
    const v = await limitsOf(s, (extra.value as { token: string }).token);
    assert.ok(
      v.loss.every((l) => l.limitCents === null) && v.time.every((x) => x.limitMinutes === null),
      'no limit set',
    );
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM play_limits').pluck().get(), 0);
    const profile = (
      await apiCall(s, 'GET', '/wps/member/profile', { token: (plain.value as { token: string }).token })
    ).value as MemberProfile;
    assert.is(profile.identity, null, 'no identity kept, none shown');
  }),
);

br(
  'the operator sees the identity, verifies or refuses it with a reason the member reads; audited, repeat unchanged',
  () =>
    withAccounts(async (s, api) => {
      const r = await api.register({ ...USER, ...IDENTITY, ...LIMITS });
      assert.is(r.status, 200, r.message);
      const token = (r.value as { token: string }).token;
      const admin = adminOf(s);
      const decide = (body: Record<string, unknown>) =>
        adminApi(s.url, 'POST', '/wps/admin/member/identity', { admin, body });
      const profile = async () =>
        ((await apiCall(s, 'GET', '/wps/member/profile', { token })).value as MemberProfile).identity;

      const shown = (await adminApi(s.url, 'GET', '/wps/admin/member?user=maria7', { admin })).value as MemberSummary;
      assert.equal(shown.identity, {
        cpf: '529.982.247-25',
        fullName: 'Maria da Silva',
        birthDate: '1990-03-15',
        address: 'Rua das Flores, 12, Recife/PE',
        status: 'unverified',
        reason: null,
      });
      assert.is(
        shown.limits.loss.find((l) => l.period === 'day')!.limitCents,
        10_000,
        'the member view has the limits',
      );
      assert.equal(await profile(), { status: 'unverified', reason: null });

      const bare = await decide({ user: 'maria7', status: 'refused' });
      assert.equal([bare.status, bare.code], [400, 'BAD_BODY'], 'a refusal needs a reason');
      assert.match(bare.message, /reason/);
      assert.is(identityOf(s.db!, memberId(s, 'maria7'))!.identityStatus, 'unverified', 'nothing changed');

      const why = 'O CPF não corresponde ao nome informado';
      const first = await decide({ user: 'maria7', status: 'refused', reason: `  ${why} ` });
      assert.ok(first.success, first.message);
      assert.equal((first.value as IdentityDecision).changed, true);
      assert.equal((first.value as IdentityDecision).identity.reason, why);
      assert.equal(await profile(), { status: 'refused', reason: why });
      const again = await decide({ user: 'MARIA7', status: 'refused', reason: why });
      assert.equal((again.value as IdentityDecision).changed, false, 'the same refusal again is unchanged');
      const other = 'Documento ilegível';
      const reworded = await decide({ user: 'maria7', status: 'refused', reason: other });
      assert.equal((reworded.value as IdentityDecision).changed, true, 'a new reason is a change');
      assert.equal(await profile(), { status: 'refused', reason: other }, 'the member reads the latest reason');

      const verified = await decide({ user: 'maria7', status: 'verified' });
      assert.equal(
        [(verified.value as IdentityDecision).changed, (verified.value as IdentityDecision).identity],
        [true, { ...shown.identity!, status: 'verified', reason: null }],
      );
      assert.equal(await profile(), { status: 'verified', reason: null });
      assert.is(identityOf(s.db!, memberId(s, 'maria7'))!.identityStatus, 'verified');
      assert.is(((await decide({ user: 'maria7', status: 'verified' })).value as IdentityDecision).changed, false);

      const audit = (await adminApi(s.url, 'GET', '/wps/admin/audit?limit=10', { admin })).value as AuditEntry[];
      assert.equal(
        audit
          .filter((a) => a.action === 'memberIdentity')
          .map((a) => [a.target, a.outcome, a.detail.status ?? null, a.detail.reason ?? null, a.detail.changed ?? null])
          .reverse(),
        [
          ['member:maria7', 'BAD_BODY', null, null, null],
          ['member:maria7', 'ok', 'refused', why, true],
          ['member:MARIA7', 'ok', 'refused', why, false],
          ['member:maria7', 'ok', 'refused', 'Documento ilegível', true],
          ['member:maria7', 'ok', 'verified', null, true],
          ['member:maria7', 'ok', 'verified', null, false],
        ],
      );

      const none = await decide({ user: 'nobody1', status: 'verified' });
      assert.equal([none.status, none.code], [404, 'NO_SUCH_MEMBER']);
    }, BR),
);

br('an identity decision on a member registered without one is refused: NO_IDENTITY', () =>
  withAccounts(async (s, api) => {
    assert.is((await api.register({ ...USER })).status, 200);
    const r = await adminApi(s.url, 'POST', '/wps/admin/member/identity', {
      admin: adminOf(s),
      body: { user: 'maria7', status: 'verified' },
    });
    assert.equal([r.status, r.code], [404, 'NO_IDENTITY']);
    const m = (await adminApi(s.url, 'GET', '/wps/admin/member?user=maria7', { admin: adminOf(s) }))
      .value as MemberSummary;
    assert.is(m.identity, null);
  }),
);

br.run();
