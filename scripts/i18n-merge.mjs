// Merges a patch { "pt": {...}, "en": {...}, "ur": {...} } into i18n/*.json under a lock,
// so several people adding keys at once never overwrite each other's work.
//   node scripts/i18n-merge.mjs patch.json [--force]
//   node scripts/i18n-merge.mjs --remove key [key…]   (drops the keys from every language)
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const [file, flag, ...rest] = process.argv.slice(2);
const USAGE =
  'usage: node scripts/i18n-merge.mjs patch.json [--force]\n       node scripts/i18n-merge.mjs --remove key [key…]';
if (!file || (file === '--remove' && !flag)) {
  console.error(USAGE);
  process.exit(2);
}
const removing = file === '--remove' ? [flag, ...rest] : null;
const patch = removing ? null : JSON.parse(readFileSync(file, 'utf8'));
const LOCK = 'i18n/.lock';

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let i = 0; ; i++) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    if (i > 200) {
      console.error('i18n lock held too long');
      process.exit(1);
    }
    sleep(50);
  }
}
try {
  if (removing) {
    const unknown = new Set(removing);
    for (const name of readdirSync('i18n').filter((n) => n.endsWith('.json'))) {
      const path = `i18n/${name}`;
      const dict = JSON.parse(readFileSync(path, 'utf8'));
      for (const k of removing)
        if (k in dict) {
          delete dict[k];
          unknown.delete(k);
        }
      writeFileSync(path, `${JSON.stringify(dict, null, 1)}\n`);
    }
    if (unknown.size) {
      console.error(`not in any dictionary: ${[...unknown].join(', ')}`);
      process.exitCode = 1;
    } else console.log(`removed ${removing.length} key(s)`);
  } else merge();
} finally {
  rmdirSync(LOCK);
}

function merge() {
  const conflicts = [];
  for (const [lang, entries] of Object.entries(patch)) {
    const path = `i18n/${lang}.json`;
    const dict = JSON.parse(readFileSync(path, 'utf8'));
    for (const [k, v] of Object.entries(entries)) {
      if (k in dict && dict[k] !== v && flag !== '--force') conflicts.push(`${lang} ${k}: "${dict[k]}" vs "${v}"`);
      else dict[k] = v;
    }
    const sorted = Object.fromEntries(
      Object.keys(dict)
        .sort()
        .map((k) => [k, dict[k]]),
    );
    writeFileSync(path, `${JSON.stringify(sorted, null, 1)}\n`);
  }
  if (conflicts.length) {
    console.error(`kept existing values (use --force to replace):\n${conflicts.join('\n')}`);
    process.exitCode = 1;
  } else console.log('merged');
}
