// npm run size's treemap (scripts/build/treemap.ts): every output chunk and the modules in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeTreemap } from '../../scripts/build/treemap.ts';
import { cleanup, tempDir } from '../setup/server.ts';

test('the treemap names each chunk and the modules it carries', async () => {
  const dir = tempDir('aurora-treemap-');
  const metafile: Metafile = {
    inputs: {
      'src/main.tsx': { bytes: 900, imports: [] },
      'src/pages/wallet/deposit.tsx': { bytes: 4000, imports: [] },
    },
    outputs: {
      'dist/assets/main-AAAA1111.js': {
        bytes: 800,
        inputs: { 'src/main.tsx': { bytesInOutput: 800 } },
        imports: [],
        exports: [],
        entryPoint: 'src/main.tsx',
      },
      'dist/assets/c/wallet-BBBB2222.js': {
        bytes: 3000,
        inputs: { 'src/pages/wallet/deposit.tsx': { bytesInOutput: 3000 } },
        imports: [],
        exports: [],
      },
    },
  };
  const file = await writeTreemap(dir, metafile);
  assert.is(file, join(dir, 'size-treemap.html'));
  const html = readFileSync(file, 'utf8');
  for (const name of ['main-AAAA1111.js', 'wallet-BBBB2222.js', 'deposit.tsx']) assert.ok(html.includes(name), name);
  cleanup(dir);
});

test.run();
