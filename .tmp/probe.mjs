import { register } from 'tsx/esm/api';
register();
const options = await import('/work/wt/perf/scripts/build/options.ts');
const esbuild = await import('esbuild');
const flags = options.parseFlags([]);
const r = await esbuild.build({ ...options.appOptions(flags, 'react'), write: false });
for (const f of r.outputFiles) { const i = f.text.indexOf('crypto-'); if (i>=0) console.log(f.path, JSON.stringify(f.text.slice(i-80, i+40))); }
