// Compression and byte accounting for the build: every text asset gets .br and .gz
// siblings, and the report weighs each file and the first view of /m/home.
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, extname } from 'node:path';

const TEXT = new Set(['.js', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt', '.map']);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
const gzip = (buf) => gzipSync(buf, { level: 9 });

export function compressAll(outDir) {
  for (const file of walk(outDir)) {
    if (!TEXT.has(extname(file)) || file.endsWith('size-report.json')) continue;
    const buf = readFileSync(file);
    writeFileSync(`${file}.br`, brotli(buf));
    writeFileSync(`${file}.gz`, gzip(buf));
  }
}

export function sizesOf(outDir, firstView) {
  const files = {};
  for (const file of walk(outDir)) {
    if (!TEXT.has(extname(file)) || file.endsWith('size-report.json')) continue;
    const url = `/${relative(outDir, file).split('\\').join('/')}`;
    const raw = statSync(file).size;
    files[url] = { raw, gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size };
  }
  const sum = (urls) =>
    urls.reduce(
      (acc, u) => {
        const f = files[u] ?? { raw: 0, gzip: 0, brotli: 0 };
        return { raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli };
      },
      { raw: 0, gzip: 0, brotli: 0 },
    );
  // Critical CSS is inlined in index.html: it is weighed with the HTML, and the
  // CSS figure adds the inline <style> so the CSS budget sees all of it.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const inline = Buffer.from((html.match(/<style>([\s\S]*?)<\/style>/) ?? ['', ''])[1]);
  const inlineCss = { raw: inline.length, gzip: gzip(inline).length, brotli: brotli(inline).length };
  const css = sum(firstView.css);
  return {
    generatedAt: new Date().toISOString(),
    firstView: {
      route: '/m/home',
      files: firstView,
      js: sum(firstView.js),
      css: { raw: css.raw + inlineCss.raw, gzip: css.gzip + inlineCss.gzip, brotli: css.brotli + inlineCss.brotli },
      html: sum(firstView.html),
      dictionary: sum(firstView.dictionary),
      total: sum([...firstView.js, ...firstView.css, ...firstView.html, ...firstView.dictionary]),
    },
    files,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

export function printTable(report, ms) {
  const rows = Object.entries(report.files)
    .filter(([u]) => u.endsWith('.js') || u.endsWith('.css') || u.endsWith('.html'))
    .sort((a, b) => b[1].brotli - a[1].brotli);
  console.log(`\nfile${' '.repeat(44)}     raw     gzip   brotli`);
  for (const [u, s] of rows.slice(0, 14))
    console.log(`${u.slice(0, 48).padEnd(48)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`);
  if (rows.length > 14) console.log(`… ${rows.length - 14} more files`);
  const fv = report.firstView;
  console.log(
    `\nfirst view of /m/home (brotli): JS ${kb(fv.js.brotli)}  CSS ${kb(fv.css.brotli)}  HTML ${kb(fv.html.brotli)}  dictionary ${kb(fv.dictionary.brotli)}  total ${kb(fv.total.brotli)}`,
  );
  if (ms !== undefined) console.log(`built in ${ms} ms`);
}

// budgets.json: { "firstView": { "jsBrotli": bytes, "cssBrotli": bytes, "totalBrotli": bytes } }
export function checkBudgets(report, budgets) {
  const fv = report.firstView;
  const checks = [
    ['first view JS brotli', fv.js.brotli, budgets.firstView?.jsBrotli],
    ['first view CSS brotli', fv.css.brotli, budgets.firstView?.cssBrotli],
    ['first view total brotli', fv.total.brotli, budgets.firstView?.totalBrotli],
  ];
  return checks
    .filter(([, actual, max]) => typeof max === 'number' && actual > max)
    .map(([name, actual, max]) => `${name} is ${actual} bytes, budget ${max}`);
}
