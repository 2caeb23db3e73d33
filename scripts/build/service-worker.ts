// The service worker (src/sw.ts), given the files it precaches for each build and a version that
// changes with them.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { AFTER_PAINT_MODULES } from '../../src/boot/chunks.ts';
import type { Build } from '../../src/rules/build-choice.ts';
import { hash8 } from './dictionaries.ts';
import { BROWSER_CODE, root } from './options.ts';
import { type Outputs, outputHolding, staticClosure } from './outputs.ts';

export interface Precache {
  /** The first view's output files. */
  firstView: ReadonlySet<string>;
  /** The app's stylesheet's URL, if it has one. */
  stylesheet: string | undefined;
  /** The default language's dictionaries' URLs: its first-view slice and the whole one. */
  dictionaries: readonly string[];
}

/**
 * The first view and what loads right after the first paint (the streams, the jackpot ticker,
 * AFTER_PAINT_MODULES), so an offline start never asks the network for them; other chunks are
 * cached as they are used. URLs, in that order.
 */
export function precacheList(outputs: Outputs, urlOf: (output: string) => string, precache: Precache): string[] {
  const afterPaint = AFTER_PAINT_MODULES.flatMap((m) => [...staticClosure(outputs, outputHolding(outputs, m))]);
  return [...new Set([...precache.firstView, ...afterPaint])]
    .map(urlOf)
    .concat(precache.stylesheet ? [precache.stylesheet] : [], precache.dictionaries);
}

/**
 * Every hashed file of a build (its scripts, stylesheet and fonts) and every dictionary, as URLs:
 * what a new worker may take over from the caches of the one before instead of downloading it.
 */
export function buildFiles(
  outputs: Outputs,
  urlOf: (output: string) => string,
  dictionaries: readonly string[],
): string[] {
  return Object.keys(outputs).map(urlOf).concat(dictionaries).sort();
}

/**
 * `precache`: each build's list; the app registers the worker with its build in the URL
 * (src/main.tsx). `files`: each build's hashed files (buildFiles).
 */
export async function buildServiceWorker(
  outDir: string,
  precache: Readonly<Record<Build, readonly string[]>>,
  files: Readonly<Record<Build, readonly string[]>>,
  quiet: boolean,
): Promise<void> {
  await esbuild.build({
    ...BROWSER_CODE,
    absWorkingDir: root,
    entryPoints: ['src/sw.ts'],
    bundle: true,
    format: 'iife',
    outfile: join(outDir, 'sw.js'),
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __FILES__: JSON.stringify(files),
      __VERSION__: JSON.stringify(hash8(JSON.stringify(precache))),
    },
    logLevel: quiet ? 'error' : 'warning',
  });
}
