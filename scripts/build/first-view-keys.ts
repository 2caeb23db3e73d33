// The first-view dictionary: the keys home can show before the player opens another page.
// Home is where most visits start, and its first paint waited for the whole dictionary (968 keys,
// 12.7 KB brotli) although most of it names member, wallet and agent screens. The slice holds
// every key named in the source of the modules home can run; every other page group waits for
// the whole dictionary before it renders (src/pages-loader.ts), and a key the slice lacks still
// fetches it (src/state/i18n.ts t()).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import * as esbuild from 'esbuild';
import { appOptions, type BuildFlags, root } from './options.ts';
import { ENTRY } from './outputs.ts';

/** The module that loads the page groups, and home's group: the only one of its imports home runs. */
export const PAGES_LOADER = 'src/pages-loader.ts';
export const HOME_GROUP = 'src/pages/home/index.tsx';

type Inputs = esbuild.Metafile['inputs'];

/**
 * The source modules home can run without the player opening another page: everything the entry
 * reaches by static and dynamic imports (home's lazy parts, the side menu, the dialogs), except
 * the page groups other than home and the route guard, which src/pages-loader.ts loads only for
 * a route of their own.
 */
export function homeModules(inputs: Inputs): Set<string> {
  const loaderImports = inputs[PAGES_LOADER]?.imports.filter((i) => i.kind === 'dynamic-import') ?? [];
  if (!loaderImports.some((i) => i.path === HOME_GROUP))
    throw new Error(`${PAGES_LOADER} no longer loads ${HOME_GROUP}: the first-view dictionary cannot be cut`);
  const seen = new Set<string>();
  const walk = (path: string) => {
    if (seen.has(path) || !inputs[path]) return;
    seen.add(path);
    for (const i of inputs[path]!.imports) {
      if (path === PAGES_LOADER && i.kind === 'dynamic-import' && i.path !== HOME_GROUP) continue;
      walk(i.path);
    }
  };
  walk(ENTRY);
  return new Set([...seen].filter((p) => p.startsWith('src/')));
}

/** The app's import graph, from a pass of esbuild that writes nothing. */
export async function appInputs(flags: BuildFlags): Promise<Inputs> {
  const result = await esbuild.build({
    ...appOptions(flags, 'react'),
    write: false,
    minify: false,
  });
  return result.metafile!.inputs;
}

/** Every string a module's code holds: its literals and the fixed parts of its template literals. */
export function stringsIn(path: string, source: string): string[] {
  if (path.endsWith('.json')) return jsonStrings(JSON.parse(source));
  if (!/\.[cm]?[jt]sx?$/.test(path)) return [];
  // esbuild drops the types and the comments (a comment's "the wallet." would name a whole group).
  const loader = path.endsWith('x') ? 'tsx' : 'ts';
  const { code } = esbuild.transformSync(source, { loader, jsx: 'automatic', format: 'esm' });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; value?: unknown };
    if (n.type === 'Literal' && typeof n.value === 'string') found.push(n.value);
    if (n.type === 'TemplateElement') {
      const cooked = (n.value as { cooked?: string | null }).cooked;
      if (cooked) found.push(cooked);
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

const jsonStrings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => [k, ...jsonStrings(x)])
      : [];

/**
 * The keys some strings can name. A string with a dot names the key it spells and, as the start
 * of a key, every key below it: `wallet.status.${s}` keeps `wallet.status.*`, and tn('x.days')
 * keeps `x.days.one` and `x.days.other`. A string without a dot (a page group's name, 'wallet')
 * names no group, or every module that says 'member' would keep the member centre's keys.
 */
export function keysNamed(strings: Iterable<string>, keys: readonly string[]): Set<string> {
  const groups = new Set<string>();
  for (const s of strings) if (s.includes('.') && !/\s/.test(s)) groups.add(s.endsWith('.') ? s : `${s}.`);
  // A key is named when the string for it or for a group above it was found: for 'a.b.c', 'a.b.c.', 'a.b.' or 'a.'.
  const named = (key: string) => {
    for (let dot = key.indexOf('.'); dot >= 0; dot = key.indexOf('.', dot + 1))
      if (groups.has(key.slice(0, dot + 1))) return true;
    return groups.has(`${key}.`);
  };
  return new Set(keys.filter(named));
}

/** The keys of the first-view dictionary: those named by the modules home can run. */
export async function firstViewKeys(flags: BuildFlags, keys: readonly string[]): Promise<Set<string>> {
  return sliceOf(await appInputs(flags), keys);
}

/** The keys named by the modules home can run, in an import graph of the app (appInputs). */
export function sliceOf(inputs: Inputs, keys: readonly string[]): Set<string> {
  const strings = [...homeModules(inputs)].flatMap((m) => stringsIn(m, readFileSync(join(root, m), 'utf8')));
  return keysNamed(strings, keys);
}
