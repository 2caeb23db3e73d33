// What is preloaded before the entry runs: the chunks every page needs by the HTML itself, each
// page group's own chunks by the boot script (chosen by the path), and which of them V8
// compiles eagerly.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './options.ts';
import { entryOut, type Outputs, staticClosure } from './outputs.ts';

export interface PreloadPlan {
  /** The entry's static closure and what every page group needs: preloaded by the HTML (the entry itself aside). */
  shared: Set<string>;
  /** Each page group (its folder under src/pages) and the output files it needs besides the shared ones. */
  pageChunks: Record<string, string[]>;
}

/** The route guard's lazy entry (src/pages-loader.ts loads it beside a 'real' or 'agent' page). */
const GUARD_ENTRY = 'src/ui/RouteGuard/index.tsx';

/**
 * `guarded`: the page groups with a 'real' or 'agent' route. Their pages load the route guard's
 * chunk beside their own, so the boot script preloads it with them: otherwise it is asked only
 * once the entry has run, a round trip after the page's chunks (the deposit page on slow 4G).
 */
export function preloadPlan(outputs: Outputs, guarded: readonly string[] = []): PreloadPlan {
  const pageClosures = Object.entries(outputs).flatMap(([o, meta]) => {
    const page = /^src\/pages\/([^/]+)\/index\.tsx$/.exec(meta.entryPoint ?? '')?.[1];
    return page ? [[page, staticClosure(outputs, o)] as const] : [];
  });
  if (!pageClosures.some(([page]) => page === 'home')) throw new Error('src/pages/home/index.tsx is not a lazy entry');
  const shared = new Set(
    [...staticClosure(outputs, entryOut(outputs))].concat(
      [...pageClosures[0]![1]].filter((x) => pageClosures.every(([, c]) => c.has(x))),
    ),
  );
  const guardOut = Object.keys(outputs).find((o) => outputs[o]!.entryPoint === GUARD_ENTRY);
  const guard = guardOut ? [...staticClosure(outputs, guardOut)] : [];
  const pageChunks = Object.fromEntries(
    pageClosures.map(([page, c]) => {
      const all = guarded.includes(page) ? new Set([...c, ...guard]) : c;
      return [page, [...all].filter((x) => !shared.has(x))];
    }),
  );
  return { shared, pageChunks };
}

/**
 * Explicit compile hint (Chrome 136+; a plain comment elsewhere): V8 compiles every function of
 * these chunks while they stream in, on a background thread, instead of one by one on the main
 * thread as start-up first calls them. Nearly all of them run at start-up, and the lazy compiles
 * made the entry's evaluation the longest task of the load (total blocking time).
 */
export function compileEagerly(outputs: Iterable<string>): void {
  for (const o of outputs) {
    const file = join(root, o);
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
  }
}
