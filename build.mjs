// Builds the app (dist/) and the reference server (build/server.mjs) with esbuild,
// writes the size report and fails when a byte budget is exceeded. The app is built twice from
// the same source: on React (dist/assets/) and, for the phones that ask for less, on Preact
// (dist/assets/lite/); index.html's boot script picks one per phone (src/rules/build-choice.ts).
//   node build.mjs                 production build + budget check
//   node build.mjs --report-only   build, print the size table, write dist/size-treemap.html, never fail on budgets
//                                  (with --quiet, no table and no treemap: npm run dev)
//   node build.mjs --out DIR --budgets FILE [--metafile FILE]   (used by the tests)
// Each job is a typed module under scripts/build/, loaded through tsx (a dev dependency, like
// esbuild): the build is type-checked with the app, and runs with plain `node build.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const job = (name) => import(`./scripts/build/${name}.ts`);
const options = await job('options');
const dictionaries = await job('dictionaries');
const firstViewKeys = await job('first-view-keys');
const appBuild = await job('app-build');
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

  // Dictionaries first: their hashed names are written into the boot script of index.html, never
  // into the app's code, so a changed text renames its dictionary and index.html alone. The
  // first-view slice holds the keys named by the modules home can run (an esbuild pass that writes
  // nothing finds them).
  const texts = dictionaries.readDictionaries();
  const dicts = dictionaries.writeDictionaries(
    outDir,
    texts,
    await firstViewKeys.firstViewKeys(flags, Object.keys(texts.pt)),
  );

  const routes = await appCode.routeTables();
  const guarded = routes.ROUTES.filter((r) => r.guard === 'real' || r.guard === 'agent').map((r) => r.page);
  // Both builds of the app, each with what the boot script preloads for it.
  const apps = {
    react: await appBuild.buildFlavour(flags, 'react', guarded, urlOf),
    lite: await appBuild.buildFlavour(flags, 'lite', guarded, urlOf),
  };
  if (flags.metafile) writeFileSync(flags.metafile, JSON.stringify(apps.react.metafile));

  // The inline boot script: the build, the first calls, the page's chunks, the boot shell's pictures and headings.
  const bootScript = await boot.bundleBootScript({
    dictionaries: dicts.urls,
    firstViewDictionaries: dicts.firstViewUrls,
    homeBanners: await appCode.homeBannerUrls(Object.keys(dicts.urls)),
    memberCalls: await appCode.memberPageCallUrls(Object.keys(dicts.urls)),
    ...boot.bootBuildTables(routes.ROUTES, apps),
    headingTexts: boot.headingTexts(routes.BOOT_HEADINGS, texts),
  });

  // index.html and the hashes its Content-Security-Policy allows.
  const criticalCss = await html.criticalCss();
  html.writeIndexHtml(outDir, { bootScript, criticalCss });

  // The icons and the manifest, as they are.
  files.copyStaticFiles(outDir);
  // The catalogue's pictures (drawn once, then taken from .cache/art/) and their manifest: the
  // art step's own, left in place by the app build and redrawn only when what decides them changed.
  const pictures = await art.buildArt(outDir);
  if (!flags.quiet)
    console.log(
      pictures.unchanged
        ? `art: unchanged, ${pictures.ms} ms`
        : `art: ${pictures.drawn} drawn, ${pictures.reused} from the cache, ${pictures.ms} ms`,
    );

  // The service worker precaches the first view and what loads right after its paint, of the
  // build the phone runs. Portuguese is the default language: its first-view slice is part of
  // home's first view, and its whole dictionary is what every other page waits for.
  const defaultDictionary = dicts.firstViewUrls.pt;
  const precache = (app) =>
    serviceWorker.precacheList(app.metafile.outputs, urlOf, {
      firstView: app.firstView,
      stylesheet: app.stylesheet,
      dictionaries: [defaultDictionary, dicts.urls.pt],
    });
  // Every hashed file of each build: a new deploy's worker takes the unchanged ones over from the
  // caches of the one before, so the phone downloads only what changed.
  const everyDictionary = [...Object.values(dicts.urls), ...Object.values(dicts.firstViewUrls)];
  const hashedFiles = (app) => serviceWorker.buildFiles(app.metafile.outputs, urlOf, everyDictionary);
  await serviceWorker.buildServiceWorker(
    outDir,
    { react: precache(apps.react), lite: precache(apps.lite) },
    { react: hashedFiles(apps.react), lite: hashedFiles(apps.lite) },
    flags.quiet,
  );

  // Every text file precompressed, then weighed; the first view of /m/home in each build.
  size.compressAll(outDir);
  const firstView = (app) => ({
    js: [...app.firstView].map(urlOf),
    css: app.stylesheet ? [app.stylesheet] : [],
    html: ['/index.html'],
    dictionary: [defaultDictionary],
  });
  const report = size.sizesOf(outDir, { react: firstView(apps.react), lite: firstView(apps.lite) }, criticalCss);
  size.writeReport(outDir, report);
  // npm run size: every chunk as a treemap, for reading what each one carries (npm run dev's
  // quiet rebuilds skip it).
  if (flags.reportOnly && !flags.quiet) await treemap.writeTreemap(outDir, apps.react.metafile);
  return report;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const flags = options.parseFlags(process.argv.slice(2));
  const started = Date.now();
  const report = await build(flags);
  if (!flags.customOut) await buildServer();
  if (!flags.quiet) size.printTable(report, Date.now() - started);
  const budgets = JSON.parse(readFileSync(flags.budgetsFile, 'utf8'));
  const failures = size.checkBudgets(report, budgets);
  for (const f of failures) console.error(`BUDGET EXCEEDED: ${f}`);
  if (failures.length && !flags.reportOnly) process.exit(1);
}
