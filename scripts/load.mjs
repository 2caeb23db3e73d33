// `npm run test:load` (issue 9): the real server (build/server.mjs) on a free loopback port
// with a fresh DATA_DIR and seeded members, then autocannon with many concurrent
// connections for a while, mixing lobby reads (game list, vendors, status), logins and demo
// slot rounds. Prints requests/s, p50/p99 latency, non-2xx and 5xx counts, writes
// perf-results/load.json, and fails (exit 1) on any 5xx, a server error log line, or a
// wallet balance that is not the sum of its ledger rows afterwards. Client timeouts and
// connection errors are reported (on a shared, saturated machine they measure the machine).
//   node scripts/load.mjs [--connections 200] [--duration 30] [--members 200]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const CONNECTIONS = arg('connections', 200);
const DURATION = arg('duration', 30);
const MEMBERS = arg('members', 200);
const PASSWORD = 'secret12';

// The seeding and the login encryption reuse the project's own TypeScript modules.
register();
const { openDatabase, closeDatabase } = await import('../server/db/open.ts');
const { createMember, createSession } = await import('../server/db/members.ts');
const { hashPassword } = await import('../server/api/password-hash.ts');
const { encryptLogin } = await import('../src/lib/crypto.ts');
const { LOGIN_ENCRYPTION } = await import('../src/rules/auth.ts');

/** Builds build/server.mjs when it is missing or older than a server source file. */
async function buildIfNeeded() {
  const out = join(root, 'build', 'server.mjs');
  const newest = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  let built = 0;
  try {
    built = statSync(out).mtimeMs;
  } catch {
    /* not built */
  }
  if (
    built > Math.max(newest(join(root, 'server')), newest(join(root, 'src', 'api')), newest(join(root, 'src', 'rules')))
  )
    return false;
  const { buildServer } = await import('../build.mjs');
  await buildServer();
  return true;
}

function startServer(dataDir, siteConfig) {
  const child = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_CONFIG: siteConfig },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let errors = 0;
  child.stderr.on('data', (d) => process.stderr.write(d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no URL: ${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      const text = String(d);
      // One log line per request; only the start-up lines and errors are kept.
      if (out.length < 4000) out += text;
      if (text.includes('ERROR ')) {
        errors++;
        if (errors <= 5)
          process.stderr.write(
            `${text
              .split('\n')
              .filter((l) => l.includes('ERROR '))
              .join('\n')}\n`,
          );
      }
      const m = out.match(/Open (http:\/\/\S+)\/m\/home/);
      if (m && !child.url) {
        child.url = m[1];
        clearTimeout(timer);
        resolve({ child, url: m[1], errors: () => errors });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!child.url) reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'aurora-load-'));
let server = null;
let exitCode = 1;
try {
  const rebuilt = await buildIfNeeded();
  // One client address (loopback) plays every player: the per-IP limits would refuse almost
  // every login, so this run lifts them; the limits have their own suites (test/server/security).
  const siteConfig = join(dataDir, 'site-config.json');
  const big = { perIp: 1_000_000, perAccount: 1_000_000, windowSeconds: 60 };
  writeFileSync(
    siteConfig,
    JSON.stringify({
      rateLimits: { login: big, captcha: big, lookup: big },
      accountSecurity: { lockAfterFailures: 0, captchaAfterFailures: 0 },
    }),
  );

  // Seed before the server opens the directory: members with a real password and play money.
  const db = openDatabase(dataDir);
  const hash = await hashPassword(PASSWORD);
  const members = [];
  db.transaction(() => {
    for (let i = 0; i < MEMBERS; i++) {
      const userName = `load${String(i).padStart(4, '0')}`;
      const id = createMember(db, { userName, passwordHash: hash, type: 0 });
      db.prepare(
        "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 10000000, 'load seed', ?)",
      ).run(id, new Date().toISOString());
      members.push({ id, userName, token: createSession(db, id) });
    }
  })();
  const slot = db
    .prepare(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
    )
    .get();
  closeDatabase(db);

  server = await startServer(dataDir, siteConfig);
  const { url } = server;
  // A play key per member, the way the demo page gets one (launch, then open the page).
  for (const m of members) {
    const l = await (
      await fetch(`${url}/wps/game/launchGame`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${m.token}` },
        body: JSON.stringify({ ...slot, language: 'en' }),
      })
    ).json();
    const html = await (await fetch(`${url}${l.value.url}`)).text();
    m.play = html.match(/name="play" content="([^"]+)"/)[1];
    m.login = JSON.stringify(encryptLogin({ type: 'username', username: m.userName, password: PASSWORD }, 'AURORA'));
  }

  const READS = [
    '/wps/game/list?language=pt&pageNo=1&pageSize=20&gameType=RNG',
    '/wps/game/list?language=en&pageNo=2&pageSize=9',
    '/wps/game/list?language=pt&pageNo=1&pageSize=20&gameName=fortune',
    '/wps/game/vendors?language=pt',
    '/wps/system/status',
    '/wps/game/types?typeId=1&language=pt',
    '/wps/game/hot?isPlatform=2&language=pt&platform=html5',
    '/wps/game/winners?gameCategory=ALL&language=pt&limitNum=20',
  ];
  const json = { 'content-type': 'application/json' };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const kinds = { read: 0, login: 0, spin: 0 };
  // The mix per request: 65 % lobby reads, 30 % slot rounds, 5 % logins (a login is a
  // deliberate scrypt hash, about 50 ms of CPU; a login storm is the rate limiter's job).
  const setupRequest = (req) => {
    const r = Math.random();
    if (r < 0.65) {
      kinds.read++;
      return { ...req, method: 'GET', path: pick(READS), headers: {}, body: undefined };
    }
    const m = pick(members);
    if (r < 0.95) {
      kinds.spin++;
      return {
        ...req,
        method: 'POST',
        path: '/wps/demo/spin',
        headers: json,
        body: JSON.stringify({ play: m.play, stake: 100 }),
      };
    }
    kinds.login++;
    return {
      ...req,
      method: 'POST',
      path: '/wps/session/login',
      headers: { ...json, [LOGIN_ENCRYPTION.header]: LOGIN_ENCRYPTION.scheme },
      body: m.login,
    };
  };

  const load = loadavg()[0];
  console.log(
    `load: ${CONNECTIONS} connections for ${DURATION} s against ${url} (${MEMBERS} members${rebuilt ? ', server rebuilt' : ''}; 1-min load average before: ${load.toFixed(2)})`,
  );
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [{ setupRequest }],
  });
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const count5xx = Object.entries(codes)
    .filter(([k]) => Number(k) >= 500)
    .reduce((n, [, c]) => n + c, 0);

  // Afterwards: each wallet (as the API answers it) is the sum of the member's ledger rows,
  // and every round has exactly its bet and win rows.
  const check = new Database(join(dataDir, 'site.db'), { readonly: true });
  let mismatches = 0;
  for (const m of members) {
    const w = await (
      await fetch(`${url}/wps/member/wallet`, { headers: { Authorization: `Bearer ${m.token}` } })
    ).json();
    const sum = check.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(m.id).c;
    if (w.value?.sumBalance !== sum || sum < 0) {
      mismatches++;
      if (mismatches <= 5) console.error(`member ${m.id}: wallet ${w.value?.sumBalance}, ledger ${sum}`);
    }
  }
  const broken = check
    .prepare(`SELECT COUNT(*) AS n FROM orders o WHERE
    (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_bet' AND l.amount_cents = -o.bet_cents) <> 1 OR
    (SELECT COUNT(*) FROM ledger l WHERE l.ref = 'order:' || o.id AND l.kind = 'game_win' AND l.amount_cents = o.win_cents) <> 1`)
    .get().n;
  const rounds = check.prepare('SELECT COUNT(*) AS n FROM orders').get().n;
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();

  const summary = {
    date: new Date().toISOString(),
    conditions: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      members: MEMBERS,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      memoryGb: Math.round(totalmem() / 1e9),
      node: process.version,
      loadAverageBefore: Number(load.toFixed(2)),
      mix: '65% lobby reads (game list, vendors, status, types, hot, winners), 30% demo slot rounds, 5% logins',
      server: 'build/server.mjs, one process, loopback',
    },
    requests: { total: result.requests.total, perSecondAverage: result.requests.average, sent: kinds },
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: result.latency.average,
    },
    throughputBytesPerSecond: result.throughput.average,
    statusCodes: codes,
    non2xx: result.non2xx,
    count5xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverErrorLogLines: server.errors(),
    ledger: {
      members: members.length,
      walletMismatches: mismatches,
      rounds,
      roundsWithoutTheirLedgerRows: broken,
      integrity,
    },
  };
  mkdirSync(join(root, 'perf-results'), { recursive: true });
  writeFileSync(join(root, 'perf-results', 'load.json'), JSON.stringify(summary, null, 2));
  console.log(
    [
      `requests   ${summary.requests.total} in ${DURATION} s, ${summary.requests.perSecondAverage.toFixed(0)} req/s (reads ${kinds.read}, rounds ${kinds.spin}, logins ${kinds.login} sent)`,
      `latency    p50 ${summary.latencyMs.p50} ms, p90 ${summary.latencyMs.p90} ms, p99 ${summary.latencyMs.p99} ms, max ${summary.latencyMs.max} ms`,
      `status     ${JSON.stringify(codes)}; non-2xx ${result.non2xx}, 5xx ${count5xx}, connection errors ${result.errors}, timeouts ${result.timeouts}`,
      `ledger     ${members.length} wallets checked, ${mismatches} differ from their ledger sum; ${rounds} rounds, ${broken} without their bet/win rows; integrity ${integrity}`,
      'written    perf-results/load.json',
    ].join('\n'),
  );
  const failures = [
    count5xx > 0 && `${count5xx} answers were 5xx`,
    mismatches > 0 && `${mismatches} wallets differ from their ledger`,
    broken > 0 && `${broken} rounds without their ledger rows`,
    integrity !== 'ok' && `integrity_check: ${integrity}`,
    server.errors() > 0 && `${server.errors()} server ERROR log lines`,
  ].filter(Boolean);
  if (failures.length) console.error(`FAIL: ${failures.join('; ')}`);
  else
    console.log(
      `PASS: no 5xx, every wallet is its ledger sum${result.errors ? ` (${result.errors} client-side errors, ${result.timeouts} of them timeouts)` : ''}`,
    );
  exitCode = failures.length ? 1 : 0;
} catch (e) {
  console.error(e);
} finally {
  if (server)
    await new Promise((resolve) => {
      server.child.on('exit', resolve);
      server.child.kill('SIGTERM');
    });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
