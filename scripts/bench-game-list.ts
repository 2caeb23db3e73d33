// `node --import tsx scripts/bench-game-list.ts [--requests 2000]`: what the game list costs
// the server, without and with its kept answers (server/db/games.ts listGames), measured in
// CPU time (process.cpuUsage), not wall time, so a busy shared machine changes the figures
// less. Two measurements:
//   1. in the process: the lobby's list queries read from the database every time
//      (readGamePage, the cost before answers were kept) and through listGames;
//   2. over HTTP: a server child process (server/main.ts) answers GET /wps/game/list; its own
//      CPU time is read from /proc/<pid>/stat. "Uncached" bumps the catalogue's version from a
//      second connection before each request, so the server reads every answer again, as it
//      did before; the bump is this process's work, not the server's.
// Prints microseconds of CPU per request and requests per CPU-second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { closeDatabase, DB_FILE, openDatabase } from '../server/db/open.ts';
import { type GameQuery, listGames, readGamePage } from '../server/db/games.ts';
import { spawnServer } from '../test/setup/spawn-server.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--requests');
const REQUESTS = at >= 0 ? Number(args[at + 1]) : 2000;
const base = args.indexOf('--baseline');
/** Another checkout (e.g. of the main branch before this change) whose server is measured the same way. */
const BASELINE = base >= 0 ? args[base + 1] : undefined;

/** The lobby's four lists on first view (home's category rows), in Portuguese and Urdu. */
const LOBBY: GameQuery[] = [
  { gameType: 'RNG', pageNo: 1, pageSize: 20, language: 'pt' },
  { gameType: 'LIVE', pageNo: 1, pageSize: 20, language: 'pt' },
  { gameType: 'CRASH', pageNo: 1, pageSize: 20, language: 'pt' },
  { gameType: 'SPORTS', pageNo: 1, pageSize: 20, language: 'ur' },
];

const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

function report(label: string, micros: number, n: number): number {
  const per = micros / n;
  console.log(
    `${label.padEnd(44)} ${per.toFixed(1).padStart(8)} µs CPU/request ${Math.round(1e6 / per)
      .toString()
      .padStart(8)} requests per CPU-second`,
  );
  return per;
}

function inProcess(dir: string): void {
  const db = openDatabase(dir);
  try {
    for (let i = 0; i < 200; i++) readGamePage(db, LOBBY[i % 4]!);
    let t = cpuMicros();
    for (let i = 0; i < REQUESTS; i++) readGamePage(db, LOBBY[i % 4]!);
    const before = report('in process, read every time (before)', cpuMicros() - t, REQUESTS);
    for (const q of LOBBY) listGames(db, q);
    t = cpuMicros();
    for (let i = 0; i < REQUESTS; i++) listGames(db, LOBBY[i % 4]!);
    const after = report('in process, listGames (after)', cpuMicros() - t, REQUESTS);
    console.log(`  ${(before / after).toFixed(0)}× less CPU per list`);
  } finally {
    closeDatabase(db);
  }
}

/** The child's user + system CPU time in microseconds (/proc/<pid>/stat fields 14 and 15, in clock ticks). */
function childCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100;
}

const listUrl = (base: string, q: GameQuery) =>
  `${base}/wps/game/list?${new URLSearchParams({
    language: q.language ?? 'pt',
    pageNo: String(q.pageNo),
    pageSize: String(q.pageSize),
    gameType: q.gameType ?? '',
    platform: 'html5',
    clientType: '2',
  })}`;

async function overHttp(dir: string): Promise<void> {
  const server = await spawnServer(['--import', 'tsx', 'server/main.ts'], { ...process.env, PORT: '0', DATA_DIR: dir });
  const writer = new Database(join(dir, DB_FILE), { timeout: 5000 });
  const bump = writer.prepare('UPDATE catalogue_version SET n = n + 1 WHERE id = 1');
  try {
    const pid = server.child.pid!;
    const get = async (q: GameQuery, encoding = 'gzip, deflate, br') => {
      const r = await fetch(listUrl(server.url, q), { headers: { 'Accept-Encoding': encoding } });
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    };
    for (let i = 0; i < 400; i++) await get(LOBBY[i % 4]!);
    let t = childCpuMicros(pid);
    for (let i = 0; i < REQUESTS; i++) {
      bump.run();
      await get(LOBBY[i % 4]!);
    }
    const before = report('HTTP, server CPU, read every time (before)', childCpuMicros(pid) - t, REQUESTS);
    t = childCpuMicros(pid);
    for (let i = 0; i < REQUESTS; i++) await get(LOBBY[i % 4]!);
    const after = report('HTTP, server CPU, kept answers (after)', childCpuMicros(pid) - t, REQUESTS);
    // For scale: a small call nothing keeps (the game types), read and compressed every time.
    t = childCpuMicros(pid);
    for (let i = 0; i < REQUESTS; i++) {
      const r = await fetch(`${server.url}/wps/game/types?typeId=1&language=pt`);
      await r.arrayBuffer();
    }
    report('HTTP, server CPU, game types (uncached, for scale)', childCpuMicros(pid) - t, REQUESTS);
    console.log(`  the list's own share: ${(before - after).toFixed(0)} µs of ${before.toFixed(0)} µs per request`);
  } finally {
    writer.close();
    await server.stop();
  }
}

/** The list over HTTP from another checkout's server, on a data directory of its own. */
async function baseline(tree: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-bench-base-'));
  const server = await spawnServer(
    ['--import', 'tsx', 'server/main.ts'],
    { ...process.env, PORT: '0', DATA_DIR: dir },
    tree,
  );
  try {
    const pid = server.child.pid!;
    const get = async (q: GameQuery) => {
      const r = await fetch(listUrl(server.url, q));
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    };
    for (let i = 0; i < 400; i++) await get(LOBBY[i % 4]!);
    const t = childCpuMicros(pid);
    for (let i = 0; i < REQUESTS; i++) await get(LOBBY[i % 4]!);
    report(`HTTP, server CPU, ${tree}`, childCpuMicros(pid) - t, REQUESTS);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'aurora-bench-'));
try {
  console.log(`${REQUESTS} requests each, the lobby's four lists in turn`);
  inProcess(dir);
  await overHttp(dir);
  if (BASELINE) await baseline(BASELINE);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
