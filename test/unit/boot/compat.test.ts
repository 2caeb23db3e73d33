// SPEC §9 starts at Android WebView/Chrome 70 and iOS Safari 12.4. esbuild lowers the app's
// syntax for them but adds no built-in, so the boot script (src/boot/compat.ts) supplies the
// few newer ones the app uses, and no other newer built-in may appear in src/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runBootScript } from '../../setup/boot-script.ts';
import { sourceFiles } from '../../setup/source-files.ts';
import { bootScript } from '../../setup/boot-tables.ts';

test('on a browser without Object.hasOwn, Object.fromEntries and Array.prototype.at, the boot script supplies them, each as the standard defines it', async () => {
  const run = runBootScript(bootScript, { url: '/m/login', oldBrowser: true, answer: () => ({}) });
  try {
    assert.is(run.thrown, undefined);
    // Through JSON: the page's arrays belong to its own realm (undefined reads as null).
    assert.equal(
      JSON.parse(
        String(
          run.evaluate(`JSON.stringify([
        Object.hasOwn({ a: 1 }, 'a'), Object.hasOwn({ a: 1 }, 'toString'), Object.hasOwn(Object.create({ a: 1 }), 'a'),
        JSON.stringify(Object.fromEntries([['a', 1], ['b', [2]]])),
        [1, 2, 3].at(0), [1, 2, 3].at(-1), [1, 2, 3].at(5), [1, 2, 3].at(1.7), [].at(-1),
        Object.keys([1]).includes('at'),
      ])`),
        ),
      ),
      [true, false, false, '{"a":1,"b":[2]}', 1, 3, null, 2, null, false],
    );
  } finally {
    await run.close();
  }
});

test('a browser that has them keeps its own (the boot script replaces nothing)', async () => {
  const run = runBootScript(bootScript, { url: '/m/login', answer: () => ({}) });
  try {
    assert.is(run.evaluate('Object.hasOwn.toString().includes("[native code]")'), true);
    assert.is(run.evaluate('[].at.toString().includes("[native code]")'), true);
  } finally {
    await run.close();
  }
});

/** Built-ins newer than SPEC §9's browsers that src/boot/compat.ts does not supply, and where they came. */
const NEWER_BUILT_INS: readonly [RegExp, string][] = [
  [/\.replaceAll\(/, 'String.prototype.replaceAll (Chrome 85)'],
  [/\bstructuredClone\(/, 'structuredClone (Chrome 98)'],
  [/\.findLast(Index)?\(/, 'Array.prototype.findLast (Chrome 97)'],
  [/\bPromise\.any\(/, 'Promise.any (Chrome 85)'],
  [/\bPromise\.allSettled\(/, 'Promise.allSettled (Chrome 76)'],
  [/\.matchAll\(/, 'String.prototype.matchAll (Chrome 73)'],
  [/\bqueueMicrotask\(/, 'queueMicrotask (Chrome 71)'],
  [/\.to(Sorted|Reversed|Spliced)\(/, 'Array.prototype.toSorted (Chrome 110)'],
  [/\bAbortSignal\.(timeout|any)\(/, 'AbortSignal.timeout (Chrome 103)'],
  [/\.hasOwn\(/, 'Object.hasOwn, fine only through the boot script: not in the service worker'],
];

test('src/ uses no built-in newer than SPEC §9 that the boot script does not supply', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const found: string[] = [];
  for (const path of sourceFiles(join(root, 'src'))) {
    const code = readFileSync(path, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    for (const [pattern, name] of NEWER_BUILT_INS) {
      // Only the service worker runs without the boot script.
      if (name.startsWith('Object.hasOwn') && !path.endsWith('sw.ts')) continue;
      if (pattern.test(code)) found.push(`${relative(root, path)}: ${name}`);
    }
  }
  assert.equal(found, []);
});

test.run();
