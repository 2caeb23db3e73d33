// Builds the app (dist/) and the reference server (build/server.mjs) with esbuild,
// writes the size report and fails when a byte budget is exceeded.
//   node build.mjs                 production build + budget check
//   node build.mjs --report-only   build, print the size table, write dist/size-treemap.html, never fail on budgets
//                                  (with --quiet, no table and no treemap: npm run dev)
//   node build.mjs --out DIR --budgets FILE [--metafile FILE]   (used by the tests)
//   node build.mjs --lite          the same source on Preact (preact/compat), for the slowest phones
// Each job is a typed module under scripts/build/, loaded through tsx (a dev dependency, like
// esbuild): the build is type-checked with the app, and runs with plain `node build.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const job = (name) => import(`./scripts/build/${name}.ts`);
const options = await job('options');
const dictionaries = await job('dictionaries');
const partition = await job('partition');
const outputs = await job('outputs');
const preloads = await job('preloads');
const appCode = await job('app-code');
const boot = await job('boot');
const html = await job('html');
const files = await job('files');
const serviceWorker = await job('service-worker');
const size = await job('size');
const treemap = await job('treemap');
const art = await job('art');

export const { TARGETS } = options;
export const { buildServer } = files;

export async function build(flags = options.parseFlags(process.argv.slice(2))) {
  const { outDir } = flags;
  files.cleanOutDir(outDir);
  const urlOf = files.urlOf(outDir);

  // Dictionaries first: their hashed names are compiled into the entry and the boot script.
  const dicts = dictionaries.writeDictionaries(outDir);

  // The app in three passes, so the first view is one chunk (scripts/build/partition.ts).
  const app = await partition.buildApp(options.appOptions(flags, dicts.urls));
  if (flags.metafile) writeFileSync(flags.metafile, JSON.stringify(app));
  // What the HTML preloads (the chunks every page needs), and each page group's own chunks.
  const entry = outputs.entryOut(app.outputs);
  const stylesheet = app.outputs[entry].cssBundle && urlOf(app.outputs[entry].cssBundle);
  const firstView = outputs.firstViewOutputs(app.outputs);
  const routes = await appCode.routeTables();
  const guarded = routes.ROUTES.filter((r) => r.guard === 'real' || r.guard === 'agent').map((r) => r.page);
  const plan = preloads.preloadPlan(app.outputs, guarded);
  preloads.compileEagerly(plan.shared);

  // The inline boot script: the first calls, the page's chunks, the boot shell's pictures and headings.
  const bootScript = await boot.bundleBootScript({
    dictionaries: dicts.urls,
    homeBanners: await appCode.homeBannerUrls(Object.keys(dicts.urls)),
    memberCalls: await appCode.memberPageCallUrls(Object.keys(dicts.urls)),
    ...boot.pagePreloadTables(
      routes.ROUTES,
      Object.fromEntries(Object.entries(plan.pageChunks).map(([page, outs]) => [page, outs.map(urlOf)])),
    ),
    headingTexts: boot.headingTexts(routes.BOOT_HEADINGS, dicts.texts),
  });

  // index.html and the hashes its Content-Security-Policy allows.
  const criticalCss = await html.criticalCss();
  html.writeIndexHtml(outDir, {
    bootScript,
    criticalCss,
    modulePreloads: [...plan.shared].filter((o) => o !== entry).map(urlOf),
    stylesheet,
    entry: urlOf(entry),
  });

  // The icons and the manifest, as they are.
  files.copyStaticFiles(outDir);
  // The catalogue's pictures (drawn once, then taken from .cache/art/) and their manifest.
  const pictures = await art.buildArt(outDir);
  if (!flags.quiet) console.log(`art: ${pictures.drawn} drawn, ${pictures.reused} from the cache, ${pictures.ms} ms`);

  // The service worker precaches the first view and what loads right after its paint.
  // Portuguese is the default language: its dictionary is part of the first view.
  const defaultDictionary = dicts.urls.pt;
  const precache = serviceWorker.precacheList(app.outputs, urlOf, {
    firstView,
    stylesheet,
    dictionary: defaultDictionary,
  });
  await serviceWorker.buildServiceWorker(outDir, precache, flags.quiet);

  // Every text file precompressed, then weighed; the first view of /m/home on its own.
  size.compressAll(outDir);
  const report = size.sizesOf(
    outDir,
    {
      js: [...firstView].map(urlOf),
      css: stylesheet ? [stylesheet] : [],
      html: ['/index.html'],
      dictionary: [defaultDictionary],
    },
    criticalCss,
  );
  size.writeReport(outDir, report);
  // npm run size: every chunk as a treemap, for reading what each one carries (npm run dev's
  // quiet rebuilds skip it).
  if (flags.reportOnly && !flags.quiet) await treemap.writeTreemap(outDir, app);
  return report;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const flags = options.parseFlags(process.argv.slice(2));
  const started = Date.now();
  const report = await build(flags);
  if (!flags.customOut) await buildServer();
  if (!flags.quiet) size.printTable(report, Date.now() - started);
  if (flags.lite && !flags.quiet) console.log('lite build (Preact)');
  const budgets = JSON.parse(readFileSync(flags.budgetsFile, 'utf8'));
  const failures = size.checkBudgets(report, flags.lite ? (budgets.lite ?? {}) : budgets);
  for (const f of failures) console.error(`BUDGET EXCEEDED: ${f}`);
  if (failures.length && !flags.reportOnly) process.exit(1);
}
