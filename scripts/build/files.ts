// The output folder, the static files copied into it, and the reference server's bundle.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { ART_MANIFEST, artPaths } from '../../server/art/manifest.ts';
import { root } from './options.ts';

/**
 * Empties the output folder for the app, except the pictures: they are the art step's
 * (scripts/build/art.ts), which keeps them while its stamp says they are current.
 */
export function cleanOutDir(outDir: string): void {
  const kept = new Set<string>([ART_MANIFEST, ...Object.values(artPaths)]);
  if (existsSync(outDir))
    for (const entry of readdirSync(outDir))
      if (!kept.has(entry)) rmSync(join(outDir, entry), { recursive: true, force: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
}

/** An output file (a metafile path, relative to the root) as the URL it is served at. */
export const urlOf =
  (outDir: string) =>
  (output: string): string =>
    `/${relative(outDir, join(root, output)).split('\\').join('/')}`;

/** static/*, except the two files the build fills in or inlines (index.html, critical.css). */
export function copyStaticFiles(outDir: string): void {
  for (const file of readdirSync(join(root, 'static'))) {
    if (file === 'index.html' || file === 'critical.css') continue;
    const src = join(root, 'static', file);
    if (statSync(src).isFile()) copyFileSync(src, join(outDir, file));
  }
}

/**
 * The reference server and the operator CLI, each as one module: build/server.mjs and
 * build/operator.mjs, with the default site config and the demo game pages beside them.
 * Their packages stay external (production dependencies only), so a production install
 * runs both without the build's tools.
 */
export async function buildServer(): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'server/main.ts', out: 'server' },
      { in: 'scripts/operator/main.ts', out: 'operator' },
    ],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: join(root, 'build'),
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  // The files the server reads beside its code (server/config.ts serverFiles).
  copyFileSync(join(root, 'server/site-config.json'), join(root, 'build/site-config.json'));
  cpSync(join(root, 'server/demo/public'), join(root, 'build/demo/public'), { recursive: true });
  cpSync(join(root, 'server/chat/public'), join(root, 'build/chat/public'), { recursive: true });
}
