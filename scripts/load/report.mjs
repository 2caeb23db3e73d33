// The outcome of a load run: perf-results/load.json with the machine's conditions, a short
// printout, and the reasons it failed (any 5xx, a server ERROR line, a ledger that drifted).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

/** The run's summary, as written to perf-results/load.json. */
export function summarise({ options, loadBefore, result, kinds, serverErrors, ledger }) {
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const count5xx = Object.entries(codes)
    .filter(([k]) => Number(k) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  return {
    date: new Date().toISOString(),
    conditions: {
      connections: options.connections,
      durationSeconds: options.duration,
      members: options.members,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      memoryGb: Math.round(totalmem() / 1e9),
      node: process.version,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
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
    serverErrorLogLines: serverErrors,
    ledger,
  };
}

/** Writes the summary, prints it, and returns the failures (none: the run passed). */
export function report(root, summary) {
  mkdirSync(join(root, 'perf-results'), { recursive: true });
  writeFileSync(join(root, 'perf-results', 'load.json'), JSON.stringify(summary, null, 2));
  const { requests, latencyMs: lat, statusCodes, ledger, conditions } = summary;
  const { read, spin, login } = requests.sent;
  console.log(
    [
      `requests   ${requests.total} in ${conditions.durationSeconds} s, ${requests.perSecondAverage.toFixed(0)} req/s (reads ${read}, rounds ${spin}, logins ${login} sent)`,
      `latency    p50 ${lat.p50} ms, p90 ${lat.p90} ms, p99 ${lat.p99} ms, max ${lat.max} ms`,
      `status     ${JSON.stringify(statusCodes)}; non-2xx ${summary.non2xx}, 5xx ${summary.count5xx}, connection errors ${summary.errors}, timeouts ${summary.timeouts}`,
      `ledger     ${ledger.members} wallets checked, ${ledger.walletMismatches} differ from their ledger sum; ${ledger.rounds} rounds, ${ledger.roundsWithoutTheirLedgerRows} without their bet/win rows; integrity ${ledger.integrity}`,
      'written    perf-results/load.json',
    ].join('\n'),
  );
  const failures = [
    summary.count5xx > 0 && `${summary.count5xx} answers were 5xx`,
    ledger.walletMismatches > 0 && `${ledger.walletMismatches} wallets differ from their ledger`,
    ledger.roundsWithoutTheirLedgerRows > 0 &&
      `${ledger.roundsWithoutTheirLedgerRows} rounds without their ledger rows`,
    ledger.integrity !== 'ok' && `integrity_check: ${ledger.integrity}`,
    summary.serverErrorLogLines > 0 && `${summary.serverErrorLogLines} server ERROR log lines`,
  ].filter(Boolean);
  if (failures.length) console.error(`FAIL: ${failures.join('; ')}`);
  else
    console.log(
      `PASS: no 5xx, every wallet is its ledger sum${summary.errors ? ` (${summary.errors} client-side errors, ${summary.timeouts} of them timeouts)` : ''}`,
    );
  return failures;
}
