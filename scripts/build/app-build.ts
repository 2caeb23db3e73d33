// One build of the app (React, or the light one on Preact) from the same source: its bundle,
// what the boot script preloads for it, and its first view. Both are written on every build,
// and index.html's boot script picks one per phone (src/rules/build-choice.ts).
import type { Metafile } from 'esbuild';
import type { Build } from '../../src/rules/build-choice.ts';
import { type BuildFlags, appOptions } from './options.ts';
import { entryOut, firstViewOutputs } from './outputs.ts';
import { buildApp } from './partition.ts';
import { compileEagerly, preloadPlan } from './preloads.ts';

export interface AppBuild {
  build: Build;
  metafile: Metafile;
  /** The entry script's URL. */
  entry: string;
  /** The app's stylesheet's URL, if it has one. */
  stylesheet: string | undefined;
  /** What every page needs besides the entry, as URLs: preloaded before the entry runs. */
  sharedPreloads: string[];
  /** Each page group's own chunks, as URLs (the boot script preloads the opening page's). */
  pageChunks: Record<string, string[]>;
  /** The output files of home's first view (metafile paths). */
  firstView: Set<string>;
  /** Each lazily loaded chunk's stable name and hash (scripts/build/stable-names.ts). */
  lazy: Record<string, string>;
}

/**
 * `guarded`: the page groups behind a login (their pages also need the route guard's chunk);
 * `urlOf`: an output file as the URL it is served at.
 */
export async function buildFlavour(
  flags: BuildFlags,
  build: Build,
  guarded: readonly string[],
  urlOf: (output: string) => string,
): Promise<AppBuild> {
  // In three passes, so the first view is one chunk (scripts/build/partition.ts).
  const { metafile, lazy } = await buildApp(appOptions(flags, build));
  const { outputs } = metafile;
  const entry = entryOut(outputs);
  const css = outputs[entry]!.cssBundle;
  const plan = preloadPlan(outputs, guarded);
  compileEagerly(plan.shared);
  return {
    build,
    metafile,
    entry: urlOf(entry),
    stylesheet: css && urlOf(css),
    sharedPreloads: [...plan.shared].filter((o) => o !== entry).map(urlOf),
    pageChunks: Object.fromEntries(Object.entries(plan.pageChunks).map(([page, outs]) => [page, outs.map(urlOf)])),
    firstView: firstViewOutputs(outputs),
    lazy,
  };
}
