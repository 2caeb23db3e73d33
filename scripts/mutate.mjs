// Mutation run over the money and validation limits: changes one comparison at a time in the
// rule files (and the server checks that hold a limit), runs the suites that should notice,
// and lists the changes no test noticed ("survivors"). A survivor is a limit no test pins:
// add a boundary test (exactly at, one below, one above) until it is killed.
//
//   node scripts/mutate.mjs                     every target below
//   node scripts/mutate.mjs src/rules/wallet.ts only this file (must be a target)
//   node scripts/mutate.mjs --list              the mutants, without running anything
//   node scripts/mutate.mjs --json out.json     also writes the survivors as JSON
//   node scripts/mutate.mjs --all               also the regular expression and constant mutants
//
// Mutants (never in strings, template literals or comments; a comparison is an operator with a
// space either side, as the formatter writes it, so type arguments and arrows are left alone):
//   - a comparison flipped at its boundary: < and <=, > and >= swap;
//   - a number compared against moved by one (v.length >= 6 → >= 5 and >= 7);
// and with --all:
//   - a bound of a regular expression's {m,n} moved by one ({3,15} → {2,15}, {4,15}, {3,14}, {3,16});
//   - a number in an UPPER_CASE constant's initializer moved by one (LIMITS.password: 20 → 19, 21).
// Each mutant is written over the file, its suites run (unit suites first; the first failure
// kills it; a suite over the time limit counts as killed), and the file is put back, whatever
// happens (Ctrl-C included). Run it on a clean tree: it edits files in place.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files holding limits, and the server suites that reach them (unit suites are found by
 * what they import). A file not listed here is never mutated.
 */
const TARGETS = {
  'src/rules/validation.ts': ['accounts-password', 'boundaries'],
  'src/rules/wallet.ts': ['boundaries', 'payouts'],
  'src/rules/responsible.ts': ['responsible-limits'],
  'src/rules/play-limits.ts': ['loss-time-limits'],
  'src/rules/lottery.ts': ['boundaries', 'lottery'],
  'src/rules/bonus.ts': ['payments'],
  'src/rules/payout.ts': ['payouts'],
  'src/rules/identity.ts': ['jurisdiction-br'],
  'src/rules/agent-forms.ts': [],
  'src/rules/jackpot-share.ts': ['demo-money-public'],
  'server/db/withdrawals.ts': ['boundaries', 'payouts'],
  'server/api/money-config.ts': ['boundaries', 'payments'],
  'server/api/play.ts': ['boundaries', 'lottery'],
  'server/api/input/combinators.ts': ['boundaries', 'params-table', 'params'],
};
const SUITE_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const everyKind = args.includes('--all');
const jsonAt = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const only = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--json');
for (const f of only) if (!(f in TARGETS)) throw new Error(`${f} is not a target (scripts/mutate.mjs TARGETS)`);
const files = only.length ? only : Object.keys(TARGETS);

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The file with strings, template literals and comments blanked (same length, so positions
 * hold), and where its regular expression literals are (blanked too). A `/` starts a regular
 * expression where an operand is expected: after an operator, an opening bracket, a comma or a
 * keyword such as return.
 */
function scan(text) {
  const out = text.split('');
  const regexes = [];
  // Blanked with a letter, not a space: the quotes of 'name' in Omit<T, 'name'> & U must not
  // leave a > with a space either side.
  const blank = (a, b) => {
    for (let k = a; k < b; k++) if (out[k] !== '\n') out[k] = '_';
  };
  let i = 0;
  let last = ''; // the last significant character of code, or a word
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const e = text.indexOf('\n', i);
      const end = e < 0 ? text.length : e;
      blank(i, end);
      i = end;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2) + 2;
      blank(i, end);
      i = end;
    } else if (c === "'" || c === '"' || c === '`') {
      let k = i + 1;
      while (k < text.length && text[k] !== c) k += text[k] === '\\' ? 2 : 1;
      blank(i, k + 1);
      i = k + 1;
      last = 'x';
    } else if (
      c === '/' &&
      (last === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(last) || /^(return|typeof|case|in|of)$/.test(last))
    ) {
      let k = i + 1;
      let inClass = false;
      while (k < text.length && (inClass || text[k] !== '/')) {
        if (text[k] === '\\') k++;
        else if (text[k] === '[') inClass = true;
        else if (text[k] === ']') inClass = false;
        k++;
      }
      k++;
      while (/[a-z]/.test(text[k] ?? '')) k++;
      regexes.push({ start: i, end: k });
      blank(i, k);
      i = k;
      last = 'x';
    } else {
      if (/[A-Za-z_$]/.test(c)) {
        const m = /^[A-Za-z_$][\w$]*/.exec(text.slice(i));
        last = m[0];
        i += m[0].length;
        continue;
      }
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return { code: out.join(''), regexes };
}

// Comparisons as the formatter writes them, a space either side; a type argument's < and >
// never has a space before it, an arrow is =>.
const FLIP = { '<': '<=', '<=': '<', '>': '>=', '>=': '>' };
const NUMBER = /^\d[\d_]*$/;

/** Every mutant of one file: { start, end, to, line, what }. */
function mutantsOf(text) {
  const { code, regexes } = scan(text);
  const out = [];
  const lineOf = (pos) => text.slice(0, pos).split('\n').length;
  const add = (start, end, to, what) => out.push({ start, end, to, line: lineOf(start), what });
  const bump = (start, literal, why) => {
    const v = Number(literal.replaceAll('_', ''));
    for (const to of [v - 1, v + 1])
      if (to >= 0) add(start, start + literal.length, String(to), `${why}: ${literal} → ${to}`);
  };
  for (const m of code.matchAll(/(?<=\s)(<=|>=|<|>)(?=\s)/g)) {
    add(m.index, m.index + m[1].length, FLIP[m[1]], `${m[1]} → ${FLIP[m[1]]}`);
    const after = /^\s+(\d[\d_]*)\b/.exec(code.slice(m.index + m[1].length));
    if (after) bump(m.index + m[1].length + after[0].length - after[1].length, after[1], 'compared number');
    const before = /\b(\d[\d_]*)\s+$/.exec(code.slice(Math.max(0, m.index - 20), m.index));
    if (before && NUMBER.test(before[1])) bump(m.index - before[0].length, before[1], 'compared number');
  }
  for (const r of everyKind ? regexes : []) {
    const src = text.slice(r.start, r.end);
    for (const m of src.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
      const at = r.start + m.index + 1;
      const lo = Number(m[1]);
      for (const to of [lo - 1, lo + 1])
        if (to >= 0) add(at, at + m[1].length, String(to), `regex ${m[0]} lower bound → ${to}`);
      if (m[2]) {
        const hiAt = at + m[1].length + 1;
        const hi = Number(m[2]);
        for (const to of [hi - 1, hi + 1])
          if (to >= lo) add(hiAt, hiAt + m[2].length, String(to), `regex ${m[0]} upper bound → ${to}`);
      }
    }
  }
  // UPPER_CASE constants: a plain number (`= 100_000;`) or an object of plain numbers
  // (`= { captcha: 6, password: 20 }`); arithmetic (7 * DAY_MS) is a unit, not a limit.
  const constants = everyKind ? code.matchAll(/\bconst\s+[A-Z][A-Z0-9_]+(?:\s*:[^=]+)?\s*=\s*/g) : [];
  for (const m of constants) {
    const at = m.index + m[0].length;
    const plain = /^(\d[\d_]*)\s*;/.exec(code.slice(at));
    if (plain) bump(at, plain[1], 'constant');
    if (code[at] === '{') {
      const close = code.indexOf('}', at);
      const body = code.slice(at + 1, close);
      if (!body.includes('{'))
        for (const p of body.matchAll(/:\s*(\d[\d_]*)\s*(?=[,}\n]|$)/g))
          bump(at + 1 + p.index + p[0].length - p[1].length, p[1], 'constant');
    }
  }
  const seen = new Set();
  return out
    .filter((m) => {
      const k = `${m.start}:${m.to}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => a.start - b.start);
}

/** Unit suites that import the file (by its path without the extension), and its server suites. */
function suitesOf(file) {
  const stem = file.replace(/\.ts$/, '');
  const unit = [];
  // An import of the file, not a mention of its path (a build test naming it in a list).
  const imports = new RegExp(`from '(\\.\\.?/)+${escapeRegExp(stem)}(\\.tsx?)?'`);
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name) && imports.test(readFileSync(p, 'utf8'))) unit.push(p);
    }
  };
  walk('test/unit');
  return { unit: unit.map((p) => p.slice('test/unit/'.length)), server: TARGETS[file] };
}

/** True when the suites pass (the mutant survived); `setup` adds the happy-dom set-up. */
/** The suite running now, stopped with the run. */
let running = null;
function passes(dir, name, setup) {
  const pattern = `^${escapeRegExp(name)}(\\.test\\.tsx?)?$`;
  const dom = setup ? ['--import', './test/setup/dom.ts'] : [];
  // Asynchronous, so a Ctrl-C between two runs is heard and the file put back.
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ...dom, 'node_modules/uvu/bin.js', dir, pattern, '--bail'],
      {
        stdio: 'ignore',
        env: { ...process.env, FORCE_COLOR: '0' },
      },
    );
    running = child;
    const timer = setTimeout(() => child.kill('SIGKILL'), SUITE_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

/**
 * The suites of a file as runs, each its own process (the first failure stops there): the
 * boundary suites first, then the others; a unit suite gets the happy-dom set-up only when it
 * fails without it (a pure rule's suite starts in a second without it, in five with it).
 */
async function runsOf(unit, server) {
  // The boundary suites kill most mutants in a second; property suites are the slowest.
  const rank = (name) => (name.includes('boundaries') ? 0 : name.startsWith('property/') ? 2 : 1);
  const first = (a, b) => rank(a) - rank(b);
  const runs = [];
  for (const name of [...unit].sort(first)) {
    const dom = !(await passes('test/unit', name, false));
    if (dom && !(await passes('test/unit', name, true))) throw new Error(`test/unit/${name} fails before any mutation`);
    runs.push({ dir: 'test/unit', name, dom });
  }
  for (const name of [...server].sort(first)) {
    if (!(await passes('test/server', name, false))) throw new Error(`test/server/${name} fails before any mutation`);
    runs.push({ dir: 'test/server', name, dom: false });
  }
  return runs;
}

const originals = new Map();
const restoreAll = () => {
  for (const [f, text] of originals) writeFileSync(f, text);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    running?.kill('SIGKILL');
    restoreAll();
    process.exit(130);
  });

const survivors = [];
let total = 0;
try {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    originals.set(file, text);
    const mutants = mutantsOf(text);
    const { unit, server } = suitesOf(file);
    const serverNames = server.filter((s) => {
      try {
        readFileSync(`test/server/${s}.test.ts`);
        return true;
      } catch {
        return false;
      }
    });
    console.log(
      `${file}: ${mutants.length} mutants; unit ${unit.join(', ') || '-'}; server ${serverNames.join(', ') || '-'}`,
    );
    if (listOnly) {
      for (const m of mutants) console.log(`  ${file}:${m.line}  ${m.what}`);
      continue;
    }
    // The suites must pass on the file as it is, or every mutant would look killed.
    const runs = await runsOf(unit, serverNames);
    for (const m of mutants) {
      total++;
      writeFileSync(file, text.slice(0, m.start) + m.to + text.slice(m.end));
      let survived = true;
      for (const r of runs) if (survived) survived = await passes(r.dir, r.name, r.dom);
      writeFileSync(file, text);
      const where = `${file}:${m.line}  ${m.what}`;
      if (survived) survivors.push({ file, line: m.line, what: m.what });
      console.log(`  ${survived ? 'SURVIVED' : 'killed  '} ${where}`);
    }
  }
} finally {
  restoreAll();
}
if (!listOnly) {
  console.log(`\n${total} mutants, ${total - survivors.length} killed, ${survivors.length} survived`);
  for (const s of survivors) console.log(`  survived: ${s.file}:${s.line}  ${s.what}`);
  if (jsonAt) writeFileSync(jsonAt, `${JSON.stringify({ total, survivors }, null, 2)}\n`);
}
