// Merges a patch { "pt": {...}, "en": {...}, "ur": {...} } into i18n/*.json under a lock,
// so several people adding keys at once never overwrite each other's work.
//   node scripts/i18n-merge.mjs patch.json [--force]
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) { console.error('usage: node scripts/i18n-merge.mjs patch.json [--force]'); process.exit(2); }
const patch = JSON.parse(readFileSync(file, 'utf8'));
const LOCK = 'i18n/.lock';

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let i = 0; ; i++) {
  try { mkdirSync(LOCK); break; } catch { if (i > 200) { console.error('i18n lock held too long'); process.exit(1); } sleep(50); }
}
try {
  const conflicts = [];
  for (const [lang, entries] of Object.entries(patch)) {
    const path = `i18n/${lang}.json`;
    const dict = JSON.parse(readFileSync(path, 'utf8'));
    for (const [k, v] of Object.entries(entries)) {
      if (k in dict && dict[k] !== v && flag !== '--force') conflicts.push(`${lang} ${k}: "${dict[k]}" vs "${v}"`);
      else dict[k] = v;
    }
    const sorted = Object.fromEntries(Object.keys(dict).sort().map((k) => [k, dict[k]]));
    writeFileSync(path, JSON.stringify(sorted, null, 1) + '\n');
  }
  if (conflicts.length) { console.error(`kept existing values (use --force to replace):\n${conflicts.join('\n')}`); process.exitCode = 1; }
  else console.log('merged');
} finally { rmdirSync(LOCK); }
