// The layers as an import graph (test/setup/import-graph.ts): every import a tool reads counts,
// type-only and dynamic ones included. The app's runtime graph has no circle, but one type
// import from the route table to the page groups once tied 177 files into one circle, which
// every editor, refactoring tool and reader following imports walks into. Small circles
// between two neighbours (a component and the popup it opens) are allowed.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { circles, importGraph, specifiers } from '../setup/import-graph';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const LARGEST_ALLOWED = 3;

test('the import reader sees value, type, re-export, bare and dynamic imports, and skips comments', () => {
  const source = [
    "import { a } from './a';",
    "import type { B } from './b';",
    'import {',
    '  c,',
    '  type C,',
    "} from './c';",
    "export { d } from './d';",
    "export * from './e';",
    "import './f.css';",
    "const g = () => import('./g');",
    "// import { h } from './h';",
    " * import('./i') in a doc comment",
  ].join('\n');
  assert.equal(specifiers(source).sort(), ['./a', './b', './c', './d', './e', './f.css', './g']);
});

test('circles: the strongly connected components, largest first; a chain is no circle', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', ['e']],
    ['e', ['d']],
    ['f', ['a']],
  ]);
  assert.equal(circles(graph), [
    ['a', 'b', 'c'],
    ['d', 'e'],
  ]);
});

test(`src/: no import circle (type imports counted) is larger than ${LARGEST_ALLOWED} files`, () => {
  const graph = importGraph(SRC);
  assert.ok(graph.size > 300, `read the whole tree (${graph.size} files)`);
  assert.ok(
    graph.get('routes.ts')?.length === 0,
    'the route table imports nothing: every page imports it, so any import back makes a circle',
  );
  const largest = circles(graph)[0] ?? [];
  assert.ok(largest.length <= LARGEST_ALLOWED, `${largest.length} files in one circle: ${largest.join(', ')}`);
});

test('every route names a view its page group exports, and the view is a component', async () => {
  const { ROUTES } = await import('../../src/routes');
  const groups = {
    home: () => import('../../src/pages/home/index'),
    games: () => import('../../src/pages/games/index'),
    auth: () => import('../../src/pages/auth/index'),
    messages: () => import('../../src/pages/messages/index'),
    help: () => import('../../src/pages/help/index'),
    promo: () => import('../../src/pages/promo/index'),
    member: () => import('../../src/pages/member/index'),
    agent: () => import('../../src/pages/agent/index'),
  };
  for (const route of ROUTES) {
    const m = (await groups[route.page]()) as Record<string, unknown>;
    for (const view of [route.view, route.visitor].filter(Boolean) as string[])
      assert.type(m[view], 'function', `${route.paths[0]}: ${route.page}.${view}`);
  }
});

test.run();
