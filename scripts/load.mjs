// `npm run test:load`: the real server (build/server.mjs) on a free loopback port with a
// fresh DATA_DIR and seeded members, then autocannon with many concurrent connections for a
// while, mixing lobby reads (game list, vendors, status), logins and demo slot rounds. Prints
// requests/s, p50/p99 latency, non-2xx and 5xx counts, writes perf-results/load.json, and
// fails (exit 1) on any 5xx, a server error log line, or a wallet balance that is not the sum
// of its ledger rows afterwards. Client timeouts and connection errors are reported (on a
// shared, saturated machine they measure the machine). The parts live in scripts/load/.
//   node scripts/load.mjs [--connections 200] [--duration 30] [--members 200]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { checkLedger } from './load/ledger.mjs';
import { requestMix } from './load/mix.mjs';
import { report, summarise } from './load/report.mjs';
import { LOGIN_ENCRYPTION, preparePlayers, seedMembers, writeSiteConfig } from './load/seed.mjs';
import { buildIfNeeded, startServer, stopServer } from './load/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const options = { connections: arg('connections', 200), duration: arg('duration', 30), members: arg('members', 200) };

const dataDir = mkdtempSync(join(tmpdir(), 'aurora-load-'));
let server = null;
let exitCode = 1;
try {
  const rebuilt = await buildIfNeeded(root);
  const siteConfig = writeSiteConfig(dataDir);
  const { members, slot } = await seedMembers(dataDir, options.members);
  server = await startServer(root, dataDir, siteConfig);
  const { url } = server;
  await preparePlayers(url, members, slot);

  const { kinds, setupRequest } = requestMix(members, LOGIN_ENCRYPTION);
  const loadBefore = loadavg()[0];
  console.log(
    `load: ${options.connections} connections for ${options.duration} s against ${url} (${options.members} members${rebuilt ? ', server rebuilt' : ''}; 1-min load average before: ${loadBefore.toFixed(2)})`,
  );
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [{ setupRequest }],
  });
  const ledger = await checkLedger(url, dataDir, members);
  const summary = summarise({ options, loadBefore, result, kinds, serverErrors: server.errors(), ledger });
  exitCode = report(root, summary).length ? 1 : 0;
} catch (e) {
  console.error(e);
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
