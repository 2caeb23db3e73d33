// Lint: a component that reads a signal's `.value` while it renders must call `useSignals()`
// first. Without a compiler transform (esbuild has none for signals), that call is what
// subscribes the component: one that skips it draws the value once and then goes stale (a
// language or balance change never reaches it). Biome's rules cannot see "reads a signal but
// never calls a hook", so this small checker does; `npm run lint` runs it after Biome.
//   node --import tsx scripts/lint/signal-readers.ts [files…]   (default: every .tsx under src/)
//
// What counts as a signal read: `name.value` where `name` is imported (the app's signals live
// in src/state and are imported by the views) or made in the file by signal()/computed()/
// useSignal()/useComputed(), and the read is not the target of an assignment. What counts as
// rendering: a capitalised function's own body and the callbacks it calls while rendering
// (`list.map(…)`), but not its event handlers (`onClick={…}`), its effects and callbacks
// (useEffect, useCallback…), nor functions it stores in a local constant to call later.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'acorn';
import * as esbuild from 'esbuild';

export interface SignalReaderFinding {
  file: string;
  component: string;
  /** The signals it reads while rendering. */
  reads: string[];
}

/** An ESTree node as acorn gives it: walked generically, fields read by name. */
interface Node {
  type: string;
  [field: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;
const SIGNAL_MAKERS = new Set(['signal', 'computed', 'useSignal', 'useComputed']);
/** Hooks whose callback runs after rendering or later, not while rendering. */
const DEFERRED_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useCallback']);

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const v of value) isNode(v) && out.push(v);
    else if (isNode(value)) out.push(value);
  }
  return out;
}

const calleeName = (call: Node): string | undefined => {
  const callee = call.callee as Node;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && (callee.property as Node).type === 'Identifier')
    return (callee.property as Node).name as string;
  return undefined;
};

/** The names in the module that hold signals: imported bindings and signals made here. */
function signalNames(program: Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration')
      for (const s of node.specifiers as Node[]) names.add((s.local as Node).name as string);
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && isNode(node.init)) {
      const init = node.init;
      if (init.type === 'CallExpression' && SIGNAL_MAKERS.has(calleeName(init) ?? ''))
        names.add((node.id as Node).name as string);
    }
    for (const c of children(node)) visit(c);
  };
  visit(program);
  return names;
}

/** The signal reads in a component's render path, and whether it calls useSignals() there. */
function renderReads(body: Node, signals: Set<string>): { reads: Set<string>; subscribes: boolean } {
  const reads = new Set<string>();
  let subscribes = false;
  const visit = (node: Node, parent: Node | undefined, key: string | undefined) => {
    if (FUNCTION.test(node.type) && parent) {
      // Deferred: an event handler prop, an effect's or callback's function, a local function.
      if (parent.type === 'Property' && /^on[A-Z]/.test(String((parent.key as Node).name ?? ''))) return;
      if (parent.type === 'CallExpression' && DEFERRED_HOOKS.has(calleeName(parent) ?? '')) return;
      if (parent.type === 'VariableDeclarator' || parent.type === 'FunctionDeclaration') return;
    }
    if (node.type === 'FunctionDeclaration' && parent) return;
    if (node.type === 'CallExpression' && calleeName(node) === 'useSignals') subscribes = true;
    if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      (node.property as Node).name === 'value' &&
      (node.object as Node).type === 'Identifier' &&
      signals.has((node.object as Node).name as string) &&
      !(parent?.type === 'AssignmentExpression' && key === 'left' && (parent.operator as string) === '=')
    )
      reads.add((node.object as Node).name as string);
    for (const [k, value] of Object.entries(node)) {
      if (Array.isArray(value)) for (const v of value) isNode(v) && visit(v, node, k);
      else if (isNode(value) && k !== 'type') visit(value, node, k);
    }
  };
  visit(body, undefined, undefined);
  return { reads, subscribes };
}

/** The module's components: capitalised top-level functions, exported or not, and default exports. */
function components(program: Node): { name: string; fn: Node }[] {
  const found: { name: string; fn: Node }[] = [];
  const consider = (name: string, fn: unknown) => {
    if (!isNode(fn)) return;
    // memo(function…) / forwardRef((props) => …): the component is the wrapped function.
    if (fn.type === 'CallExpression' && ['memo', 'forwardRef'].includes(calleeName(fn) ?? ''))
      return consider(name, (fn.arguments as Node[])[0]);
    if (FUNCTION.test(fn.type) && /^[A-Z]/.test(name)) found.push({ name, fn });
  };
  for (let statement of program.body as Node[]) {
    if (statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)) statement = statement.declaration;
    if (statement.type === 'ExportDefaultDeclaration') {
      const d = statement.declaration as Node;
      consider(((d.id as Node | null)?.name as string | undefined) ?? 'default', d);
    } else if (statement.type === 'FunctionDeclaration') consider((statement.id as Node).name as string, statement);
    else if (statement.type === 'VariableDeclaration')
      for (const d of statement.declarations as Node[])
        if ((d.id as Node).type === 'Identifier') consider((d.id as Node).name as string, d.init);
  }
  return found;
}

/** The components in `source` (a .tsx module) that read a signal while rendering without useSignals(). */
export function signalReadersIn(file: string, source: string): SignalReaderFinding[] {
  const js = esbuild.transformSync(source, { loader: 'tsx', jsx: 'automatic', format: 'esm', target: 'es2022' }).code;
  const program = parse(js, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const signals = signalNames(program);
  return components(program).flatMap(({ name, fn }) => {
    const { reads, subscribes } = renderReads(fn.body as Node, signals);
    return reads.size > 0 && !subscribes ? [{ file, component: name, reads: [...reads].sort() }] : [];
  });
}

async function main(): Promise<void> {
  const { sourceFiles } = await import('../../test/setup/source-files.ts');
  const root = new URL('../..', import.meta.url).pathname;
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args : sourceFiles(`${root}src`).filter((f) => f.endsWith('.tsx'));
  const findings = files.flatMap((f) => signalReadersIn(relative(root, f), readFileSync(f, 'utf8')));
  for (const f of findings)
    console.error(
      `${f.file}: ${f.component} reads ${f.reads.map((r) => `${r}.value`).join(', ')} without useSignals()`,
    );
  if (findings.length > 0) {
    console.error(`${findings.length} component(s) would not re-render when those signals change.`);
    process.exit(1);
  }
  console.log(`signal readers: ${files.length} files checked, every component that reads a signal subscribes`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
