// The import graph of the app's sources, counting every kind of import a tool reads: value,
// type-only, re-export and dynamic `import()`. Type imports vanish from the bundle, but an
// editor, a refactoring tool or a reader following imports sees them, and a circle among
// them ties its files together for all of those. Used by the layer test (test/unit/layers.test.ts).
import { readFileSync } from 'node:fs';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sourceFiles } from './source-files';

/** File (relative to `root`) → the files it imports, relative to `root` too. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const STATIC = /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a module imports. Whole-line comments are left out (they quote code). */
export function specifiers(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  return [...code.matchAll(STATIC), ...code.matchAll(BARE), ...code.matchAll(DYNAMIC)].map((m) => m[1]!);
}

function resolveFile(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = join(dirname(from), spec);
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(path) && statSync(path).isFile() && /\.tsx?$/.test(path)) return path;
  }
  return undefined;
}

/** The graph of every .ts/.tsx file under `root`: edges only to files under `root`. */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = specifiers(readFileSync(file, 'utf8'))
      .map((spec) => resolveFile(file, spec))
      .filter((path): path is string => path !== undefined && !relative(root, path).startsWith('..'))
      .map((path) => relative(root, path));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The graph's strongly connected components (Tarjan): each a set of files that import one another in a circle. */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length);
}
