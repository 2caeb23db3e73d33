// Questions about esbuild's metafile: which output files a chunk needs, which make the first view.
import type { Metafile } from 'esbuild';
import { FIRST_VIEW_MODULES } from '../../src/boot/chunks.ts';

/** The output files of a build by path (relative to the repository's root), as esbuild's metafile lists them. */
export type Outputs = Metafile['outputs'];

/** The app's entry module: it boots the app and must run only as the entry. */
export const ENTRY = 'src/main.tsx';

/** Output files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(outputs: Outputs, start: string | undefined): Set<string> {
  const seen = new Set<string>();
  const walk = (o: string | undefined) => {
    if (!o || seen.has(o)) return;
    seen.add(o);
    for (const imp of outputs[o]!.imports) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(start);
  return seen;
}

/** The output file built for an entry point (a source path), if it has one of its own. */
export const entryOutput = (outputs: Outputs, entry: string): string | undefined =>
  Object.keys(outputs).find((o) => outputs[o]!.entryPoint === entry);

/** The entry's output file; every app build has one. */
export function entryOut(outputs: Outputs): string {
  const out = entryOutput(outputs, ENTRY);
  if (!out) throw new Error(`${ENTRY} has no output file`);
  return out;
}

/** A JavaScript output other than the entry that holds a source module. */
export function outputHolding(outputs: Outputs, module: string): string | undefined {
  const entry = entryOut(outputs);
  return Object.keys(outputs).find(
    (o) => o.endsWith('.js') && o !== entry && Object.keys(outputs[o]!.inputs).includes(module),
  );
}

/** Output files of the first view: the entry's static closure and FIRST_VIEW_MODULES'. */
export function firstViewOutputs(outputs: Outputs): Set<string> {
  const lazyOuts = FIRST_VIEW_MODULES.map((m) => {
    // The lazy module's own entry file (with the one-chunk pass, a small facade over the
    // shared first-view chunk): preloaded too, or its request would wait for the entry to run.
    const out = entryOutput(outputs, m) ?? outputHolding(outputs, m);
    if (!out) throw new Error(`first-view module ${m} is not in its own chunk`);
    return out;
  });
  return new Set([entryOut(outputs), ...lazyOuts].flatMap((o) => [...staticClosure(outputs, o)]));
}

/** Source modules of some outputs (no CSS: a lazy entry importing it would get a copy of the style sheet). */
export function sourceInputs(outputs: Outputs, outs: Iterable<string>): string[] {
  return [...outs]
    .flatMap((o) => Object.keys(outputs[o]!.inputs))
    .filter((i) => i !== ENTRY && !i.endsWith('.css') && !i.startsWith('<') && !i.includes(':'));
}

/** The source modules of the first view (the entry's static closure and FIRST_VIEW_MODULES'), CSS aside. */
export function firstViewModules(outputs: Outputs): string[] {
  return [...new Set(sourceInputs(outputs, firstViewOutputs(outputs)).concat(ENTRY))];
}
