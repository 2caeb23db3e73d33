// Finds literal user-visible text in a .tsx view (issue 10: a string hard-coded in a view
// fails the build). esbuild compiles the JSX to `__jsx(tag, props, ...children)` calls,
// then a small tokenizer walks each call's arguments: a child that is a string literal is
// JSX text (or `{'text'}`), and a string or template literal given to one of TEXT_PROPS is
// an attribute a screen reader or a player reads. Text inside `{t('key')}` never matches.
import { transformSync } from 'esbuild';

export const TEXT_PROPS = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-placeholder', 'aria-valuetext'];

export interface Literal { text: string; kind: 'text' | string }

/** The index just after the literal/bracket/regex that starts at `i`. */
function skip(src: string, i: number): number {
  const c = src[i]!;
  if (c === '"' || c === "'") {
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === c) return j + 1;
    }
    return src.length;
  }
  if (c === '`') {
    for (let j = i + 1; j < src.length; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === '`') return j + 1;
      else if (src[j] === '$' && src[j + 1] === '{') j = close(src, j + 1) - 1;
    }
    return src.length;
  }
  if (c === '(' || c === '[' || c === '{') return close(src, i);
  return i + 1;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
/** The index just after the bracket that closes the one at `i`. */
function close(src: string, i: number): number {
  const want = OPEN[src[i]!]!;
  let j = i + 1;
  while (j < src.length) {
    const c = src[j]!;
    if (c === want) return j + 1;
    if (c === '/' && src[j + 1] === '/') { j = src.indexOf('\n', j); if (j < 0) return src.length; continue; }
    if (c === '/' && src[j + 1] === '*') { j = src.indexOf('*/', j) + 2; if (j < 2) return src.length; continue; }
    if (c === '/' && /[(,=:[!&|?{};]\s*$/.test(src.slice(Math.max(0, j - 20), j))) { j = regexEnd(src, j); continue; }
    j = skip(src, j);
  }
  return src.length;
}

function regexEnd(src: string, i: number): number {
  let inClass = false;
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return j + 1;
    else if (c === '\n') return j;
  }
  return src.length;
}

/** The top-level pieces of the bracketed list starting at `i`, split at commas. */
function split(src: string, i: number): string[] {
  const end = close(src, i) - 1;
  const parts: string[] = [];
  let start = i + 1;
  let j = i + 1;
  while (j < end) {
    const c = src[j]!;
    if (c === ',') { parts.push(src.slice(start, j).trim()); start = j + 1; j++; continue; }
    if (c === '/' && src[j + 1] === '*') { j = src.indexOf('*/', j) + 2; continue; }
    if (c === '/' && /[(,=:[!&|?{};]\s*$/.test(src.slice(Math.max(0, j - 20), j))) { j = regexEnd(src, j); continue; }
    j = skip(src, j);
  }
  const last = src.slice(start, end).trim();
  if (last) parts.push(last);
  return parts.map((p) => p.replace(/^\/\*[^]*?\*\/\s*/, ''));
}

/** A JS string body without its escapes (what matters here is whether letters remain). */
const unescape = (body: string) => body.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|.)/g, (_, e: string) =>
  e.length === 1 ? ({ n: '\n', t: '\t' } as Record<string, string>)[e] ?? e : String.fromCodePoint(parseInt(e.replace(/[ux{}]/g, ''), 16)));
const isString = (s: string) => /^(["'])(?:\\.|(?!\1).)*\1$/s.test(s);
/** The literal text of a string or template literal (template holes removed), else null. */
function literal(s: string): string | null {
  if (isString(s)) return unescape(s.slice(1, -1));
  if (s.startsWith('`') && s.endsWith('`') && skip(s, 0) === s.length) {
    let out = '';
    for (let j = 1; j < s.length - 1; j++) {
      if (s[j] === '$' && s[j + 1] === '{') { j = close(s, j + 1) - 1; out += ' '; } else out += s[j];
    }
    return out;
  }
  return null;
}

/** Every literal text child and text attribute of the JSX in a .tsx source. */
export function jsxLiterals(tsx: string): Literal[] {
  const js = transformSync(tsx, { loader: 'tsx', jsx: 'transform', jsxFactory: '__jsx', jsxFragment: '__Frag', format: 'esm', charset: 'utf8' }).code;
  const found: Literal[] = [];
  for (const m of js.matchAll(/\b__jsx\(/g)) {
    const [, props, ...children] = split(js, m.index! + 5);
    for (const child of children) {
      const text = literal(child);
      if (text !== null) found.push({ text, kind: 'text' });
    }
    if (props?.startsWith('{')) {
      for (const entry of split(props, 0)) {
        const pm = /^(?:"([\w-]+)"|([\w$]+))\s*:\s*([^]*)$/.exec(entry);
        const name = pm?.[1] ?? pm?.[2];
        if (!name || !TEXT_PROPS.includes(name)) continue;
        const text = literal(pm![3]!.trim());
        if (text !== null) found.push({ text, kind: name });
      }
    }
  }
  return found;
}
