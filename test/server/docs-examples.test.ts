// Every command and file the operator reads in README.md and docs/*.md, run as written. Each
// fenced `sh` block's lines run through bash, verbatim, in a scratch folder that has the
// project's package.json and build, with PORT and DATA_DIR of a fresh site whose records are
// the ones the examples name (member ana123, deposit 1, withdrawal 1, comment 1 …). A `json`
// block preceded by `<!-- file: NAME -->` is written to NAME there first (the content file the
// import command reads); one preceded by `<!-- answer: GET /path -->` is compared with what
// the server answers (its fields and schema numbers); every other `json` block must parse.
// A block preceded by `<!-- illustrative: why -->` (root, systemd, nginx, apt, an install or a
// run of minutes) is listed and skipped; any other command that fails fails the test.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { propose } from '../../server/db/agent-contracts.ts';
import { insertIdentity } from '../../server/db/identities.ts';
import { api, buildBundles, memberIn, type Member, requestDeposit } from '../setup/operator.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';
import { cleanup, start } from '../setup/server.ts';

const ROOT = resolve('.');
const DOCS = ['README.md', ...readdirSync('docs').map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));

interface Block {
  doc: string;
  line: number;
  lang: string;
  text: string;
  /** The HTML comment on the line before the fence (blank lines skipped), without <!-- -->. */
  note: string;
}

function blocksOf(doc: string): Block[] {
  const lines = readFileSync(doc, 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(/^```(\w*)\s*$/);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++;
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const note = before >= 0 ? (lines[before]!.match(/^<!--\s*(.*?)\s*-->$/)?.[1] ?? '') : '';
    out.push({ doc, line: i + 1, lang: open[1]!, text: lines.slice(i + 1, end).join('\n'), note });
    i = end;
  }
  return out;
}

const BLOCKS = DOCS.flatMap(blocksOf);
const where = (b: Block) => `${b.doc}:${b.line}`;
const illustrative = (b: Block) => /^illustrative:\s*\S/.test(b.note);

/** A folder to run commands in: the project's package.json, build and dependencies, nothing else. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-docs-'));
  for (const f of ['package.json', 'build', 'node_modules']) symlinkSync(join(ROOT, f), join(dir, f));
  return dir;
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

/** A server command (`… node build/server.mjs`): it must start and print its address, then it is stopped. */
function runServer(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    // Its own process group, so the server bash starts is stopped with it.
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    let out = '';
    const timer = setTimeout(() => stop('SIGKILL'), 20_000);
    const read = (d: Buffer) => {
      out += d;
      if (/Open http:\/\/\S+\/m\/home/.test(out)) stop('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', () => {
      clearTimeout(timer);
      done({ code: /Open http:\/\/\S+\/m\/home/.test(out) ? 0 : 1, out });
    });
  });
}

/** Never run here, marked or not: it would install packages, build, or run suites for minutes. */
const NEVER =
  /\bnpm (install|i|ci|test|start)\b|\bnpm run (build|dev|size|perf|test\S*)\b|\b(sudo|systemctl|apt-get|apt)\b/;

const plain = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  npm_config_update_notifier: 'false',
  ...extra,
});

/** The records the examples name, on a fresh site. */
async function fixture(url: string, dataDir: string, token: string): Promise<void> {
  const ana = memberIn(dataDir, 'ana123');
  const bruno = memberIn(dataDir, 'bruno88');
  const key = () => `k${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
  const must = <T extends { success: boolean; message: string }>(r: T): T => {
    if (!r.success) throw new Error(r.message);
    return r;
  };
  // Deposits 1 and 2 wait for a decision; 3 (approved here) is the money ana withdraws from.
  await requestDeposit(url, ana, 20_000);
  await requestDeposit(url, ana, 5_000);
  const third = await requestDeposit(url, ana, 30_000);
  must(await api(url, 'POST', '/wps/admin/deposit/approve', { admin: token, body: { depositId: third } }));
  // Withdrawals 1 and 2 wait too.
  must(await api(url, 'POST', '/wps/member/paymentPassword', { token: ana.token, body: { newPassword: '123456' } }));
  const cards = must(
    await api(url, 'POST', '/wps/member/bankCards', {
      token: ana.token,
      body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
    }),
  );
  const cardId = (cards.value as Array<{ id: number }>)[0]!.id;
  for (const amount of [5_000, 4_000])
    must(
      await api(url, 'POST', '/wps/transaction/withdraw', {
        token: ana.token,
        body: { cardId, amount, paymentPassword: '123456', idempotencyKey: key() },
      }),
    );
  // Wagering requirement 1: bruno's welcome bonus (promotion 1) with his first deposit.
  await withBonus(url, bruno, token, must, key);
  // ana applies to the REVIEW promotion (3), which also takes comments: comment 1, picture 1.
  must(await api(url, 'POST', '/wps/promo/join', { token: ana.token, body: { id: 3 } }));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  must(
    await api(url, 'POST', '/wps/promo/comments', {
      token: ana.token,
      body: { id: 3, text: 'Meu depósito de sexta', pictures: [png.toString('base64')] },
    }),
  );
  // Contract request 1: an agent asks its upline for a daily salary.
  const agent = memberIn(dataDir, 'agente99');
  const upline = memberIn(dataDir, 'upline99');
  // carla99 registered where the site asks who the player is (Brazil): her identity is kept.
  const carla = memberIn(dataDir, 'carla99');
  const db = new Database(join(dataDir, 'site.db'), { timeout: 5000 });
  try {
    insertIdentity(db, {
      memberId: carla.id,
      cpf: '52998224725',
      fullName: 'Carla Souza Lima',
      birthDate: '1992-07-08',
      address: 'Rua da Aurora, 100, Recife/PE',
    });
    propose(db, {
      member: agent.id,
      upline: upline.id,
      answerer: upline.id,
      kind: 'daily',
      tiers: [{ minActive: 1, amountCents: 1000 }],
    });
  } finally {
    db.close();
  }
  // ana writes in the live chat.
  const launch = must(
    await api(url, 'GET', `/wps/chat/launch?b2c=1&language=pt&backUrl=${encodeURIComponent(`${url}/m/message`)}`, {
      token: ana.token,
    }),
  );
  const page = await (await fetch(new URL((launch.value as { chatUrl: string }).chatUrl, url))).text();
  const chatKey = page.match(/<meta name="chat-key" content="([^"]+)">/)?.[1] ?? '';
  const sent = await fetch(`${url}/support/chat/messages`, {
    method: 'POST',
    headers: { 'X-Chat-Key': chatKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ body: 'Meu saque chegou?' }),
  });
  if (!sent.ok) throw new Error(`chat: ${sent.status}`);
}

async function withBonus(
  url: string,
  m: Member,
  token: string,
  must: <T extends { success: boolean; message: string }>(r: T) => T,
  key: () => string,
): Promise<void> {
  const d = must(
    await api(url, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'manual', amount: 10_000, promoId: 1, idempotencyKey: key() },
    }),
  );
  must(
    await api(url, 'POST', '/wps/admin/deposit/approve', {
      admin: token,
      body: { depositId: (d.value as { id: number }).id },
    }),
  );
}

const t = suite<{ cwd: string }>('docs examples', {} as never);
t.before(async (ctx) => {
  await buildBundles();
  ctx.cwd = scratch();
  // The files the docs give (content.json, demo-site.json …), in the folder the commands run in.
  for (const b of BLOCKS) {
    const name = b.note.match(/^file:\s*(\S+)$/)?.[1];
    if (name) writeFileSync(join(ctx.cwd, name), `${b.text}\n`);
  }
});
t.after((ctx) => cleanup(ctx.cwd));

t('every skipped example says why, and only shell blocks are skipped', () => {
  const skipped = BLOCKS.filter(illustrative);
  for (const b of skipped) assert.ok(['sh', 'json'].includes(b.lang), `${where(b)}: only commands and files`);
  console.log(
    `  illustrative, not run (${skipped.length}): ${skipped.map((b) => `${where(b)} (${b.note})`).join('; ')}`,
  );
  for (const b of BLOCKS.filter((x) => x.note && !illustrative(x)))
    assert.ok(/^(file: \S+|answer: GET \/\S+)$/.test(b.note), `${where(b)}: unknown note "${b.note}"`);
});

t('every JSON example parses (a fragment as an object member)', () => {
  for (const b of BLOCKS.filter((x) => x.lang === 'json')) {
    const text = b.text.trim().startsWith('"') ? `{${b.text}}` : b.text;
    try {
      JSON.parse(text);
    } catch (e) {
      assert.unreachable(`${where(b)}: ${(e as Error).message}`);
    }
  }
});

t('every documented answer is what the server answers: the same fields and schema numbers', async () => {
  const s = await start();
  try {
    for (const b of BLOCKS.filter((x) => x.note.startsWith('answer: '))) {
      const path = b.note.replace(/^answer: GET /, '');
      const real = (await (await fetch(`${s.url}${path}`)).json()) as Record<string, unknown>;
      const shown = JSON.parse(b.text) as Record<string, unknown>;
      assert.equal(Object.keys(shown).sort(), Object.keys(real).sort(), `${where(b)}: the fields of ${path}`);
      for (const [k, v] of Object.entries(shown))
        if (typeof v !== 'object')
          assert.equal(v, real[k], `${where(b)}: ${k} (the server answers ${String(real[k])})`);
    }
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

for (const doc of DOCS) {
  const blocks = BLOCKS.filter((b) => b.doc === doc && b.lang === 'sh' && !illustrative(b));
  if (blocks.length === 0) continue;
  t(`${doc}: every command runs as written on a fresh site`, async ({ cwd }) => {
    const s = await start();
    const token = readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
    try {
      await fixture(s.url, s.dataDir, token);
      const env = plain({ PORT: new URL(s.url).port, DATA_DIR: s.dataDir });
      const failures: string[] = [];
      for (const b of blocks)
        for (const [i, line] of b.text.split('\n').entries()) {
          if (line.trim() === '' || line.trim().startsWith('#')) continue;
          const command = line.replace(/\s#.*$/, '');
          if (NEVER.test(command)) {
            failures.push(`${doc}:${b.line + 1 + i}: ${line}\nnot run here: mark its block <!-- illustrative: why -->`);
            continue;
          }
          const server = /\bnode build\/server\.mjs\b/.test(line);
          const own = join(cwd, `data-${b.line}-${i}`);
          if (server) mkdirSync(own);
          const r = server
            ? await runServer(line, cwd, plain({ PORT: '0', DATA_DIR: own }))
            : await run(line, cwd, env);
          if (r.code !== 0) failures.push(`${doc}:${b.line + 1 + i}: ${line}\n${r.out.trim()}`);
        }
      assert.equal(failures, [], failures.join('\n\n'));
    } finally {
      await s.close();
      cleanup(s.dataDir);
    }
  });
}

t.run();
