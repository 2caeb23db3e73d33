// The operator's first day, as the README tells it: the server starts on a fresh data
// directory and writes its operator token there, and `npm run operator -- …` (which reads
// that file) approves a deposit and pays a withdrawal, with nothing restarted or edited.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { insertIdentity } from '../../server/db/identities.ts';
import { fingerprintOf } from '../../server/operator/token.ts';
import { cleanup, tempDir } from '../setup/server.ts';
import { type Spawned, plainEnv, spawnServer } from '../setup/spawn-server.ts';
import {
  api,
  balanceOf,
  buildBundles,
  memberIn,
  npmOperator,
  requestDeposit,
  requestWithdrawal,
} from '../setup/operator.ts';

const t = suite<{ dir: string; server: Spawned; env: NodeJS.ProcessEnv }>('operator CLI', {} as never);

t.before(async (ctx) => {
  await buildBundles();
  ctx.dir = tempDir('aurora-operator-cli-');
  ctx.server = await spawnServer(['build/server.mjs'], plainEnv({ PORT: '0', DATA_DIR: ctx.dir }));
  // What the operator's shell has: the server's port and data directory, nothing else.
  ctx.env = plainEnv({ PORT: String(ctx.server.port), DATA_DIR: ctx.dir });
});
t.after(async (ctx) => {
  await ctx.server?.stop();
  cleanup(ctx.dir);
});

t('first start writes a private operator token and says how to use it, without printing it', ({ dir, server }) => {
  const file = join(dir, 'operator-token');
  assert.is(statSync(file).mode & 0o777, 0o600);
  const token = readFileSync(file, 'utf8').trim();
  assert.ok(token.length >= 32, 'a long random token');
  assert.match(server.output(), /npm run operator -- pending/);
  assert.match(server.output(), new RegExp(file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  assert.not.ok(server.output().includes(token), 'the token itself never reaches the log');
});

t(
  'README: the operator approves a deposit and pays a withdrawal with `npm run operator`',
  async ({ dir, server, env }) => {
    const m = memberIn(dir, 'clientone');
    const depositId = await requestDeposit(server.url, m, 20_000);

    const pending = await npmOperator(['pending'], env);
    assert.is(pending.status, 0, pending.stderr);
    assert.match(pending.stdout, new RegExp(`^${depositId}\\s+clientone\\s+R\\$ 200,00\\s+pix-fast`, 'm'));

    const approve = await npmOperator(['deposit', 'approve', String(depositId)], env);
    assert.is(approve.status, 0, approve.stderr);
    assert.match(approve.stdout, /Deposit \d+: approved, amount R\$ 200,00; the member's balance is now R\$ 200,00/);
    assert.is(await balanceOf(server.url, m), 20_000);

    // Approving again answers the same record and credits nothing.
    const again = await npmOperator(['deposit', 'approve', String(depositId), '--json'], env);
    assert.is(again.status, 0, again.stderr);
    assert.is((JSON.parse(again.stdout) as { status: string }).status, 'approved');
    assert.is(await balanceOf(server.url, m), 20_000);
    // …and says so in words: a repeated approval changed nothing.
    const third = await npmOperator(['deposit', 'approve', String(depositId)], env);
    assert.is(third.status, 0, third.stderr);
    assert.match(
      third.stdout,
      /Deposit \d+ was already approved: nothing changed.*balance is R\$ 200,00/,
      `the CLI answered: ${third.stdout}\n${third.stderr}`,
    );

    const withdrawalId = await requestWithdrawal(server.url, m, 5_000);
    assert.match(
      (await npmOperator(['pending'], env)).stdout,
      new RegExp(`^${withdrawalId}\\s+clientone\\s+R\\$ 50,00\\s+BB`, 'm'),
    );
    const pay = await npmOperator(['withdrawal', 'pay', String(withdrawalId)], env);
    assert.is(pay.status, 0, pay.stderr);
    assert.match(pay.stdout, /Withdrawal \d+: paid, amount R\$ 50,00; the member's balance is now R\$ 150,00/);
    const records = await api(server.url, 'GET', '/wps/withdraw/records?pageNo=1&pageSize=10', { token: m.token });
    assert.is((records.value as { list: Array<{ status: string }> }).list[0]!.status, 'paid');

    // Each action is in the audit log under the token file's fingerprint.
    const audit = await npmOperator(['audit', '--json'], env);
    const rows = JSON.parse(audit.stdout) as Array<{ actor: string; action: string; target: string; outcome: string }>;
    const who = fingerprintOf(readFileSync(join(dir, 'operator-token'), 'utf8').trim());
    assert.equal(
      rows.slice(0, 3).map((r) => [r.actor, r.action, r.target, r.outcome]),
      [
        [who, 'withdrawPayout', `withdrawal:${withdrawalId}`, 'ok'],
        [who, 'depositApprove', `deposit:${depositId}`, 'ok'],
        [who, 'depositApprove', `deposit:${depositId}`, 'ok'],
      ],
    );
  },
);

t(
  'member show prints the identity and the limits; verify and refuse (a reason required) are audited, a repeat says unchanged',
  async ({ dir, server, env }) => {
    const m = memberIn(dir, 'cpfmember');
    const db = new Database(join(dir, 'site.db'), { timeout: 5000 });
    try {
      insertIdentity(db, {
        memberId: m.id,
        cpf: '52998224725',
        fullName: 'Maria da Silva',
        birthDate: '1990-03-15',
        address: 'Rua das Flores, 12, Recife/PE',
      });
    } finally {
      db.close();
    }
    const loss = await api(server.url, 'POST', '/wps/member/responsible/loss', {
      token: m.token,
      body: { period: 'week', cents: 30_000 },
    });
    assert.ok(loss.success, loss.message);

    const show = await npmOperator(['member', 'show', 'cpfmember'], env);
    assert.is(show.status, 0, show.stderr);
    for (const line of [
      /^CPF:\s+529\.982\.247-25$/m,
      /^full name:\s+Maria da Silva$/m,
      /^birth date:\s+1990-03-15$/m,
      /^address:\s+Rua das Flores, 12, Recife\/PE$/m,
      /^identity:\s+unverified$/m,
      /^loss week\s+R\$ 300,00\s+R\$ 0,00 lost/m,
      /^deposit day\s+none/m,
      /^time session\s+none/m,
    ])
      assert.match(show.stdout, line);

    const bare = await npmOperator(['member', 'refuse', 'cpfmember'], env);
    assert.is(bare.status, 2, 'a refusal without a reason is a usage error');
    assert.match(bare.stderr, /--reason is required/);

    const why = 'CPF does not match the name';
    const refuse = await npmOperator(['member', 'refuse', 'cpfmember', '--reason', why], env);
    assert.is(refuse.status, 0, refuse.stderr);
    assert.match(refuse.stdout, /cpfmember's identity is now refused \(reason: CPF does not match the name\)/);
    const again = await npmOperator(['member', 'refuse', 'cpfmember', '--reason', why], env);
    assert.match(
      again.stdout,
      /cpfmember's identity was already refused \(reason: CPF does not match the name\): unchanged/,
    );
    assert.match(
      (await npmOperator(['member', 'show', 'cpfmember'], env)).stdout,
      /^identity:\s+refused: CPF does not match the name$/m,
    );
    const profile = await api(server.url, 'GET', '/wps/member/profile', { token: m.token });
    assert.equal((profile.value as { identity: unknown }).identity, { status: 'refused', reason: why });

    const verify = await npmOperator(['member', 'verify', 'cpfmember', '--json'], env);
    assert.is(verify.status, 0, verify.stderr);
    const v = JSON.parse(verify.stdout) as { changed: boolean; identity: { status: string; reason: string | null } };
    assert.equal([v.changed, v.identity.status, v.identity.reason], [true, 'verified', null]);
    assert.match((await npmOperator(['member', 'verify', 'cpfmember'], env)).stdout, /already verified: unchanged/);

    const rows = JSON.parse((await npmOperator(['audit', '--json'], env)).stdout) as Array<{
      action: string;
      target: string;
      outcome: string;
      detail: { status?: string; reason?: string | null; changed?: boolean };
    }>;
    assert.equal(
      rows.slice(0, 4).map((r) => [r.action, r.target, r.outcome, r.detail.status, r.detail.reason, r.detail.changed]),
      [
        ['memberIdentity', 'member:cpfmember', 'ok', 'verified', null, false],
        ['memberIdentity', 'member:cpfmember', 'ok', 'verified', null, true],
        ['memberIdentity', 'member:cpfmember', 'ok', 'refused', why, false],
        ['memberIdentity', 'member:cpfmember', 'ok', 'refused', why, true],
      ],
    );
    const none = await npmOperator(['member', 'verify', 'clientone'], env);
    assert.is(none.status, 1);
    assert.match(none.stderr, /has no identity on record.*\(404 NO_IDENTITY\)/);
  },
);

t('the operator draws the lotteries now; the draw is in the audit log', async ({ env }) => {
  const r = await npmOperator(['lottery', 'draw', '--json'], env);
  assert.is(r.status, 0, r.stderr);
  const { draws } = JSON.parse(r.stdout) as { draws: Array<{ nodeId: string; numbers: number[] }> };
  assert.ok(draws.length > 0, 'every seeded lottery draws');
  assert.ok(
    draws.every((d) => d.numbers.length > 0),
    'each draw has its numbers',
  );
  const rows = JSON.parse((await npmOperator(['audit', '--json'], env)).stdout) as Array<{
    action: string;
    target: string;
  }>;
  assert.equal([rows[0]!.action, rows[0]!.target], ['adminLotteryDraw', 'lottery:all']);
  // In words, each draw names its lottery as the catalogue does.
  const text = await npmOperator(['lottery', 'draw'], env);
  assert.is(text.status, 0, text.stderr);
  for (const d of draws) assert.match(text.stdout, new RegExp(`^${d.nodeId} \\S.*\\S`, 'm'));
});

t('an unknown lottery is refused with the lotteries there are, by id and name', async ({ env }) => {
  const r = await npmOperator(['lottery', 'draw', '999999'], env);
  assert.is(r.status, 1);
  assert.match(r.stderr, /No lottery 999999; the lotteries are: \d+ \([^)]+\)/);
});

t(
  'a banner picture from a host the page will not load is published with a warning saying how to allow it',
  async ({ env }) => {
    const args = ['banner', 'publish', '--group', 'm_home', '--link', '/m/activity', '--title', 'Bônus'];
    const outside = await npmOperator([...args, '--image', 'https://cdn.example.org/b.webp'], env);
    assert.is(outside.status, 0, outside.stderr);
    assert.match(
      outside.stdout,
      /Banner \d+ published\nWARNING: image: https:\/\/cdn\.example\.org\/b\.webp will not show/,
    );
    assert.match(outside.stdout, /"security": \{ "imageOrigins": \["https:\/\/cdn\.example\.org"\] \}/);
    const own = await npmOperator([...args, '--image', '/assets/b.webp'], env);
    assert.is(own.status, 0, own.stderr);
    assert.not.match(own.stdout, /WARNING/);
  },
);

t('backup makes a missing folder; restore into a missing data folder says what to do', async ({ dir, env }) => {
  const file = join(dir, 'backups', 'nested', 'site.db');
  const b = await npmOperator(['backup', file], env);
  assert.is(b.status, 0, b.stderr);
  assert.is(statSync(file).mode & 0o777, 0o600);
  const nowhere = join(dir, 'no-such-folder');
  const r = await npmOperator(['restore', file, '--data-dir', nowhere], env);
  assert.is(r.status, 1);
  assert.not.match(r.stderr, /ENOENT/);
  assert.ok(r.stderr.includes(`The data folder ${nowhere} does not exist: create it`), r.stderr);
});

t('a token the server does not accept is named by where it came from and its fingerprint', async ({ env }) => {
  const r = await npmOperator(['pending', '--token', 'not-the-token'], env);
  assert.is(r.status, 1);
  assert.match(r.stderr, /refused the operator token from --token \(fingerprint [0-9a-f]{12}\)/);
  const fromEnv = await npmOperator(['pending'], { ...env, ADMIN_TOKEN: 'also-wrong' });
  assert.match(fromEnv.stderr, /refused the operator token from ADMIN_TOKEN/);
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

t('no server at the address: the CLI asks whether it is running there', async ({ env }) => {
  const url = `http://127.0.0.1:${await closedPort()}`;
  const r = await npmOperator(['pending', '--url', url], env);
  assert.is(r.status, 1);
  assert.ok(r.stderr.includes(`Cannot connect to ${url}: is the server running on ${url}?`), r.stderr);
});

t('the CLI started through a symbolic link (a release folder linked as current) runs', async ({ dir, env }) => {
  const link = join(dir, 'current');
  symlinkSync(resolve('build'), link);
  const r = spawnSync(process.execPath, [join(link, 'operator.mjs'), 'pending'], { env, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /Deposits/);
});

t("usage mistakes exit 2 with the command's usage; --help explains each command", async ({ env }) => {
  const r = await npmOperator(['deposit', 'approve'], env);
  assert.is(r.status, 2);
  assert.match(r.stderr, /the deposit id must be a number\nusage: npm run operator -- deposit approve\|reject <id>/);
  const help = await npmOperator(['withdrawal', '--help'], env);
  assert.is(help.status, 0);
  assert.match(help.stdout, /reject returns the amount to the balance, once/);
  const unknown = await npmOperator(['refund'], env);
  assert.is(unknown.status, 2);
  assert.match(unknown.stderr, /Unknown command "refund"/);
});

t.run();
