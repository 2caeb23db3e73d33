// `npm start`: the reference server on PORT (default 8080), stopped cleanly by SIGINT/SIGTERM.
import { optionsFromEnv } from './config.ts';
import { startServer } from './app.ts';
import { MissingDataError } from './db/data-marker.ts';
import { ForeignSchemaError } from './db/schema-check.ts';
import { goLiveWarnings } from './operator/go-live.ts';

const opts = optionsFromEnv();
const running = await startServer(opts).catch((e: unknown) => {
  // A refusal the operator must act on (server/db/data-marker.ts, schema-check.ts) is said plainly, without a stack.
  const plain = e instanceof MissingDataError || e instanceof ForeignSchemaError;
  process.stderr.write(`${plain ? e.message : ((e as Error).stack ?? String(e))}\n`);
  process.exit(1);
});
opts.log(
  `Serving ${opts.distDir} with ${opts.apiOrigin ? `the API proxied to ${opts.apiOrigin}` : `the reference API (data in ${opts.dataDir})`}`,
);
// Reachable from other machines: each development default still in place, one line each.
for (const w of goLiveWarnings({ host: opts.host, site: opts.site, db: running.db, operator: running.operator }))
  opts.log(`WARNING before going live: ${w}`);
opts.log(`Open ${running.url}/m/home`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    opts.log(`${signal}: closing`);
    void running.close().then(() => {
      opts.log('closed');
      process.exit(0);
    });
  });
}
