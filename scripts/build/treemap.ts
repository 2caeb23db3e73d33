// `npm run size` also draws every chunk as an interactive treemap (esbuild-visualizer over the
// app's esbuild metafile): dist/size-treemap.html, beside dist/size-report.json. Written after
// the report, so it is neither precompressed nor weighed; the production build writes none.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { visualizer } from 'esbuild-visualizer';

export async function writeTreemap(outDir: string, metafile: Metafile): Promise<string> {
  const file = join(outDir, 'size-treemap.html');
  // esbuild-visualizer's Metadata is esbuild's metafile shape, typed by that package on its own.
  const html = await visualizer(metafile as Parameters<typeof visualizer>[0], {
    title: 'Aurora: every chunk of the app',
    template: 'treemap',
  });
  writeFileSync(file, html);
  return file;
}
