// The app's bundle in three passes, so the first view is one chunk and the pages opened from home
// load few: docs/architecture.md "How the build cuts chunks" draws it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { HOME_AFTER_PAINT, NEAR_PAGES, SMALL_SHARED_CHUNK_BYTES } from '../../src/boot/chunks.ts';
import { root } from './options.ts';
import { stableNames } from './stable-names.ts';
import { ENTRY, entryOutput, firstViewOutputs, type Outputs, sourceInputs, staticClosure } from './outputs.ts';

/** Source modules esbuild must put in one chunk, and the lazy entries that import them all. */
export interface Group {
  name: string;
  inputs: readonly string[];
  entries: ReadonlySet<string>;
}

/**
 * esbuild splits modules by the set of entry points that reach them, and every lazy route is an
 * entry point, so the first view came out as ~40 chunks of 1 KB: 40 requests, which a slow
 * network and HTTP/1.1's six connections turn into seconds. Pass 1 finds the modules of the first
 * view; pass 2 makes the entry and every lazy entry import them all (they are loaded first
 * anyway), so they share one partition: one chunk. The entry is among them so that home's page
 * modules join that chunk: reached by the lazy entries alone, they were a second chunk of 6.5 KB
 * that every visit loaded beside it (one request more, and 1.3 KB more once compressed apart,
 * with the exports and imports between the two). Pass 3 does the same for the small chunks of
 * the pages players open from home, and for those of what home loads after its first paint
 * (smallChunksGroup). The last pass is written under names that change only with the files'
 * own code (scripts/build/stable-names.ts); returns its metafile and the table of lazy chunks.
 */
export async function buildApp(
  options: esbuild.BuildOptions,
): Promise<{ metafile: esbuild.Metafile; lazy: Record<string, string> }> {
  const probe = await esbuild.build({ ...options, write: false });
  const probed = probe.metafile!.outputs;
  const lazyEntries = new Set(
    Object.values(probed).flatMap((o) => (o.entryPoint && o.entryPoint !== ENTRY ? [o.entryPoint] : [])),
  );
  const firstView: Group = {
    name: 'first-view',
    inputs: sourceInputs(probed, firstViewOutputs(probed)),
    entries: new Set([...lazyEntries, ENTRY]),
  };
  const grouped = (groups: Group[]) =>
    esbuild.build({
      ...options,
      write: false,
      plugins: [...(options.plugins ?? []), partitionGroups(groups)],
      // Packages marked side-effect free (signals-core) cannot be pulled in by a bare import;
      // they keep a small chunk of their own, which is fine.
      logOverride: { 'ignored-bare-import': 'silent' },
    });
  const pass2 = (await grouped([firstView])).metafile!;
  const firstViewJs = firstViewOutputs(pass2.outputs);
  const nearPages = smallChunksGroup(pass2.outputs, firstViewJs, 'near-pages', NEAR_PAGES);
  const homeAfterPaint = smallChunksGroup(pass2.outputs, firstViewJs, 'home-after-paint', HOME_AFTER_PAINT, nearPages);
  const last = await grouped([firstView, nearPages, homeAfterPaint]);
  const chunkDir = relative(root, join(options.outdir!, 'c')).split('\\').join('/');
  const stable = stableNames(last.outputFiles!, last.metafile!, chunkDir);
  for (const [file, contents] of stable.files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
  return { metafile: stable.metafile, lazy: stable.lazy };
}

/**
 * The hidden transform of passes 2 and 3: each lazy entry of a group gets `import
 * 'aurora-group:<name>'` prepended to its source, and that virtual module imports every module
 * of the group, so esbuild, which partitions modules by the entries that reach them, puts the
 * whole group in one chunk. The files on disk are untouched.
 */
function partitionGroups(groups: readonly Group[]): esbuild.Plugin {
  return {
    name: 'partition-groups',
    setup(b) {
      b.onResolve({ filter: /^aurora-group:/ }, (a) => ({ path: a.path, namespace: 'aurora-group' }));
      b.onLoad({ filter: /.*/, namespace: 'aurora-group' }, (a) => {
        const group = groups.find((g) => `aurora-group:${g.name}` === a.path);
        if (!group) throw new Error(`no chunk group ${a.path}`);
        return { contents: group.inputs.map(importStatement).join('\n'), resolveDir: root, loader: 'js' };
      });
      b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (a) => {
        const path = relative(root, a.path).split('\\').join('/');
        const imports = groups
          .filter((g) => g.entries.has(path))
          .map((g) => `${importStatement(`aurora-group:${g.name}`)}\n`)
          .join('');
        if (!imports) return undefined;
        const source = readFileSync(a.path, 'utf8');
        // The entry imports the group last, so its own imports run in the order it wrote them.
        const contents = path === ENTRY ? `${source}\n${imports}` : `${imports}${source}`;
        return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** A side-effect import of a module path or of a group (a source module or `aurora-group:<name>`). */
function importStatement(module: string): string {
  return `import ${JSON.stringify(module.startsWith('aurora-group:') ? module : join(root, module))};`;
}

/**
 * The small chunks some lazy modules share with other lazy modules, as one group (pass 3):
 * esbuild cuts a chunk for every set of entries that share a module, which left the game list
 * centre with six requests of 0.4 to 1.8 KB besides its own chunk. On HTTP/1.1's six connections
 * and a slow network each is a round trip that also takes its share of the line from the app's
 * big chunk (the lobby's largest paint). The group's entries are every lazy module that needs one
 * of them, so they load one chunk of some 6 KB instead of several small ones. The first view's
 * chunks (`firstViewJs`) are loaded already, and a chunk already in `taken` (an earlier group)
 * stays there: a module belongs to one group.
 */
function smallChunksGroup(
  outputs: Outputs,
  firstViewJs: ReadonlySet<string>,
  name: string,
  modules: readonly string[],
  taken?: Group,
): Group {
  const inTaken = new Set(taken?.inputs);
  const small = modules.flatMap((m) => {
    const out = entryOutput(outputs, m);
    if (!out) throw new Error(`${name}: ${m} is not a lazy entry`);
    return [...staticClosure(outputs, out)].filter(
      (o) =>
        o !== out &&
        !firstViewJs.has(o) &&
        outputs[o]!.bytes < SMALL_SHARED_CHUNK_BYTES &&
        !sourceInputs(outputs, [o]).some((i) => inTaken.has(i)),
    );
  });
  const entries = Object.keys(outputs).filter(
    (o) => outputs[o]!.entryPoint && [...staticClosure(outputs, o)].some((c) => small.includes(c)),
  );
  return {
    name,
    inputs: sourceInputs(outputs, small),
    entries: new Set(entries.map((o) => outputs[o]!.entryPoint!)),
  };
}
