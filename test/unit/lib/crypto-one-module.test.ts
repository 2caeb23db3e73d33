// crypto-js is discontinued upstream: the app imports it in one module only (src/lib/crypto.ts),
// so replacing it with WebCrypto is a change to one file.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../../setup/source-files.ts';

test('crypto-js is imported by src/lib/crypto.ts and nowhere else in the app', () => {
  const importers = sourceFiles('src').filter((f) => /from ['"]crypto-js/.test(readFileSync(f, 'utf8')));
  assert.equal(importers, ['src/lib/crypto.ts']);
});

test.run();
