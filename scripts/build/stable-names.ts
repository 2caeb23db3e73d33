// The app's file names change only with what the files hold, so a deploy costs a returning phone
// only the files that changed. esbuild names each chunk by a hash that takes in the names of every
// chunk it imports, dynamic imports too; the first-view chunk loads every page lazily, so a change
// to one page renamed it, and with it every chunk that imports it: all ~55 files of a build.
// Here a lazy load names its chunk by a stable name, resolved at run time through the build's
// table in index.html (`__lazy`, src/boot/inline.ts), and every JavaScript file is renamed by a
// hash of its own text, its static imports named by their new names: a chunk changes name when
// its own code changes or when a chunk it really imports (and so names) does.
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative } from 'node:path';
import type { Metafile, OutputFile } from 'esbuild';
import { root } from './options.ts';

/** The global function, defined by index.html's boot script, that turns a lazy chunk's stable name into its URL. */
export const LAZY_GLOBAL = '__lazy';

/** A hashed output name as esbuild writes it: `home-B5DFAYVY.js` → stem `home`, hash `B5DFAYVY`. */
const HASHED = /^(.+)-([A-Z0-9]{8})\.js$/;

/** 8 characters of a SHA-256 in esbuild's alphabet (A–Z, 2–7), so names look as they always did. */
export function contentHash(text: string): string {
  const bytes = createHash('sha256').update(text).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
}

export interface StableBuild {
  /** The files to write, by absolute path. */
  files: Map<string, Uint8Array | string>;
  /** The metafile with every output under its new name. */
  metafile: Metafile;
  /** Each lazily loaded chunk's stable name and its hash (the boot script's table). */
  lazy: Record<string, string>;
}

/**
 * Renames one build's output (esbuild's `outputFiles` and metafile, written nowhere yet).
 * `chunkDir`: the folder (a metafile path) where every lazily loaded chunk must be.
 */
export function stableNames(outputFiles: readonly OutputFile[], metafile: Metafile, chunkDir: string): StableBuild {
  const rel = (abs: string) => relative(root, abs).split('\\').join('/');
  const text = new Map<string, string>();
  const binary = new Map<string, Uint8Array>();
  for (const f of outputFiles) {
    const path = rel(f.path);
    if (path.endsWith('.js')) text.set(path, f.text);
    else binary.set(path, f.contents);
  }
  const outputs = metafile.outputs;

  // 1. Every lazy load names its chunk by its stem: `import("./home-B5DFAYVY.js")` → `import(__lazy("home"))`.
  const lazy: Record<string, string> = {};
  const lazyStem = new Map<string, string>();
  for (const [path, meta] of Object.entries(outputs))
    for (const imp of meta.imports)
      if (imp.kind === 'dynamic-import' && !imp.external && !lazyStem.has(imp.path)) {
        const m = HASHED.exec(basename(imp.path));
        if (!m || dirname(imp.path) !== chunkDir)
          throw new Error(`${path} loads ${imp.path} lazily, which is not a hashed chunk of ${chunkDir}`);
        if ([...lazyStem.values()].includes(m[1]!))
          throw new Error(`two lazily loaded chunks are named ${m[1]}: give one entry another file name`);
        lazyStem.set(imp.path, m[1]!);
      }
  for (const [path, code] of text) {
    if (new RegExp(`\\b${LAZY_GLOBAL}\\b`).test(code)) throw new Error(`${path} already names ${LAZY_GLOBAL}`);
    let rewritten = code;
    const lazyTargets = new Set(
      (outputs[path]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    );
    for (const target of lazyTargets) {
      const stem = lazyStem.get(target);
      if (!stem) continue;
      let spec = relative(dirname(path), target).split('\\').join('/');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      const call = `import(${JSON.stringify(spec)})`;
      if (!rewritten.includes(call)) throw new Error(`${path}: no ${call} in its code`);
      rewritten = rewritten.split(call).join(`import(${LAZY_GLOBAL}(${JSON.stringify(stem)}))`);
    }
    text.set(path, rewritten);
  }

  // 2. New names in the order of the static imports: a file's hash is taken once the files it
  // imports have theirs, over its text naming them by those names. Files in an import cycle
  // (esbuild writes none today) share one hash over the texts of the cycle.
  const staticDeps = (path: string) =>
    (outputs[path]?.imports ?? []).filter((i) => i.kind === 'import-statement' && text.has(i.path)).map((i) => i.path);
  const renamed = new Map<string, string>();
  const nameOf = (path: string, hash: string) => {
    const m = HASHED.exec(basename(path));
    return join(dirname(path), `${m ? m[1] : basename(path, '.js')}-${hash}.js`)
      .split('\\')
      .join('/');
  };
  const withNewImports = (path: string) => {
    let code = text.get(path)!;
    for (const dep of staticDeps(path)) {
      const to = renamed.get(dep);
      if (to) code = code.split(basename(dep)).join(basename(to));
    }
    return code;
  };
  let pending = [...text.keys()].sort();
  while (pending.length) {
    const ready = pending.filter((p) => staticDeps(p).every((d) => renamed.has(d) || d === p));
    if (ready.length) {
      for (const p of ready) renamed.set(p, nameOf(p, contentHash(withNewImports(p))));
    } else {
      const joint = contentHash(pending.map(withNewImports).join('\n'));
      for (const p of pending) renamed.set(p, nameOf(p, contentHash(`${joint}\n${withNewImports(p)}`)));
    }
    pending = pending.filter((p) => !renamed.has(p));
  }
  // Every file's text with every static import under its new name (the cycle's too).
  const files = new Map<string, Uint8Array | string>();
  for (const path of text.keys()) {
    let code = text.get(path)!;
    for (const dep of staticDeps(path)) code = code.split(basename(dep)).join(basename(renamed.get(dep)!));
    files.set(join(root, renamed.get(path)!), code);
  }
  for (const [path, contents] of binary) files.set(join(root, path), contents);
  for (const [path, stem] of lazyStem) lazy[stem] = HASHED.exec(basename(renamed.get(path)!))![2]!;

  const to = (p: string) => renamed.get(p) ?? p;
  const newOutputs: Metafile['outputs'] = {};
  for (const [path, meta] of Object.entries(outputs))
    newOutputs[to(path)] = { ...meta, imports: meta.imports.map((i) => ({ ...i, path: to(i.path) })) };
  return { files, metafile: { ...metafile, outputs: newOutputs }, lazy };
}
