// Compression and byte accounting: every text asset gets .br and .gz siblings, and the report
// weighs each file and the first view of /m/home in each build against budgets.json.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt', '.map']);

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The files of the first view of /m/home, as URLs. */
export interface FirstViewFiles {
  js: string[];
  css: string[];
  html: string[];
  dictionary: string[];
}

export interface FirstView {
  route: string;
  files: FirstViewFiles;
  js: Bytes;
  css: Bytes;
  html: Bytes;
  dictionary: Bytes;
  total: Bytes;
}

export interface SizeReport {
  generatedAt: string;
  /** The React build's first view. */
  firstView: FirstView;
  /** The light build's. */
  lite: { firstView: FirstView };
  files: Record<string, Bytes>;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Text files that are served (the report itself is not). */
const servedText = (outDir: string) =>
  walk(outDir).filter((file) => TEXT.has(extname(file)) && !file.endsWith('size-report.json'));

const brotli = (buf: Buffer) =>
  brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
const gzip = (buf: Buffer) => gzipSync(buf, { level: 9 });

export function compressAll(outDir: string): void {
  for (const file of servedText(outDir)) {
    const buf = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(buf));
    writeFileSync(`${file}.gz`, gzip(buf));
  }
}

/**
 * Weighs every served file and each build's first view. The critical CSS is inlined in
 * index.html: it is weighed with the HTML, and the CSS figure adds it so the CSS budget sees all of it.
 */
export function sizesOf(
  outDir: string,
  firstViews: { react: FirstViewFiles; lite: FirstViewFiles },
  inlineCss: string,
): SizeReport {
  const files: Record<string, Bytes> = {};
  for (const file of servedText(outDir)) {
    const url = `/${relative(outDir, file).split('\\').join('/')}`;
    files[url] = { raw: statSync(file).size, gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size };
  }
  const sum = (urls: readonly string[]): Bytes =>
    urls.reduce(
      (acc, u) => {
        const f = files[u] ?? { raw: 0, gzip: 0, brotli: 0 };
        return { raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  const inline = Buffer.from(inlineCss);
  const weigh = (firstView: FirstViewFiles): FirstView => {
    const css = sum(firstView.css);
    return {
      route: '/m/home',
      files: firstView,
      js: sum(firstView.js),
      css: {
        raw: css.raw + inline.length,
        gzip: css.gzip + gzip(inline).length,
        brotli: css.brotli + brotli(inline).length,
      },
      html: sum(firstView.html),
      dictionary: sum(firstView.dictionary),
      total: sum([...firstView.js, ...firstView.css, ...firstView.html, ...firstView.dictionary]),
    };
  };
  return {
    generatedAt: new Date().toISOString(),
    firstView: weigh(firstViews.react),
    lite: { firstView: weigh(firstViews.lite) },
    files,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

export function printTable(report: SizeReport, ms?: number): void {
  const rows = Object.entries(report.files)
    .filter(([u]) => u.endsWith('.js') || u.endsWith('.css') || u.endsWith('.html'))
    .sort((a, b) => b[1].brotli - a[1].brotli);
  console.log(`\nfile${' '.repeat(44)}     raw     gzip   brotli`);
  for (const [u, s] of rows.slice(0, 14))
    console.log(`${u.slice(0, 48).padEnd(48)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`);
  if (rows.length > 14) console.log(`… ${rows.length - 14} more files`);
  console.log('\nfirst view of /m/home (brotli)');
  for (const [name, fv] of [
    ['React', report.firstView],
    ['light', report.lite.firstView],
  ] as const)
    console.log(
      `${name.padEnd(6)} JS ${kb(fv.js.brotli)}  CSS ${kb(fv.css.brotli)}  HTML ${kb(fv.html.brotli)}  dictionary ${kb(fv.dictionary.brotli)}  total ${kb(fv.total.brotli)}`,
    );
  if (ms !== undefined) console.log(`built in ${ms} ms`);
}

interface FirstViewBudget {
  firstView?: { jsBrotli?: number; cssBrotli?: number; totalBrotli?: number };
}
/** budgets.json: { "firstView": { "jsBrotli": bytes, "cssBrotli": bytes, "totalBrotli": bytes }, "lite": { "firstView": {…} } } */
export interface Budgets extends FirstViewBudget {
  lite?: FirstViewBudget;
}

/** What exceeds its budget, in either build, one sentence each. */
export function checkBudgets(report: SizeReport, budgets: Budgets): string[] {
  const checks = (build: string, fv: FirstView, budget: FirstViewBudget): [string, number, number | undefined][] => [
    [`${build}first view JS brotli`, fv.js.brotli, budget.firstView?.jsBrotli],
    [`${build}first view CSS brotli`, fv.css.brotli, budget.firstView?.cssBrotli],
    [`${build}first view total brotli`, fv.total.brotli, budget.firstView?.totalBrotli],
  ];
  return [
    ...checks('', report.firstView, budgets),
    ...checks('light build: ', report.lite.firstView, budgets.lite ?? {}),
  ]
    .filter(([, actual, max]) => typeof max === 'number' && actual > max)
    .map(([name, actual, max]) => `${name} is ${actual} bytes, budget ${max}`);
}

/** dist/size-report.json, which the tests and `npm run size` read. */
export function writeReport(outDir: string, report: SizeReport): void {
  writeFileSync(join(outDir, 'size-report.json'), JSON.stringify(report, null, 2));
}
