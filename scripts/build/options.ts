// The build's command line and the esbuild options every bundle of the app shares.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import type { Build } from '../../src/rules/build-choice.ts';

/** Each build's folder in the output, under which its entry, chunks and stylesheet are served. */
export const ASSET_DIRS: Readonly<Record<Build, string>> = { react: 'assets', lite: 'assets/lite' };

/** The repository's root: every source path the build names is relative to it. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildFlags {
  /** Where the app is written (dist/ unless --out). */
  outDir: string;
  /** The byte budgets (budgets.json unless --budgets). */
  budgetsFile: string;
  /** --out given: a test's build, which leaves build/server.mjs alone. */
  customOut: boolean;
  /** --report-only: print the size table, never fail on budgets. */
  reportOnly: boolean;
  quiet: boolean;
  /** --metafile FILE: esbuild's metafile of the app, for the tests (never served, so outside the output). */
  metafile: string | undefined;
}

export function parseFlags(args: readonly string[]): BuildFlags {
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    outDir: value('--out') ?? join(root, 'dist'),
    budgetsFile: value('--budgets') ?? join(root, 'budgets.json'),
    customOut: value('--out') !== undefined,
    reportOnly: args.includes('--report-only'),
    quiet: args.includes('--quiet'),
    metafile: value('--metafile'),
  };
}

// SPEC §9: Android WebView/Chrome 70+ and iOS Safari 12.4+.
export const TARGETS = ['chrome70', 'safari12', 'ios12', 'firefox68', 'edge79'];

/** How every script that reaches a phone is written: minified for the targets. */
export const BROWSER_CODE = {
  minify: true,
  target: TARGETS,
  // esbuild treats destructuring as unsupported before Safari 14.1 because of a
  // kangax edge case (defaults in a separate scope); Safari 10+ runs the ordinary
  // destructuring React and wouter use, and esbuild cannot lower it anyway.
  supported: { destructuring: true },
} satisfies BuildOptions;

// The light build: React, signals-react and wouter resolve to their Preact forms.
const LITE_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': './src/lite/signals-runtime.ts',
  wouter: 'wouter-preact',
};
const litePlugin: Plugin = {
  name: 'lite-aliases',
  setup(b) {
    const filter = new RegExp(
      `^(${Object.keys(LITE_ALIASES)
        .map((k) => k.replace(/[/.]/g, '\\$&'))
        .join('|')})$`,
    );
    b.onResolve({ filter }, (a) => b.resolve(LITE_ALIASES[a.path]!, { resolveDir: root, kind: a.kind }));
  },
};

/**
 * One build of the app: the entry, every lazy page as a chunk, the stylesheet; hashed names.
 * The React build is served from /assets/, the light (Preact) one from /assets/lite/.
 */
export function appOptions(flags: BuildFlags, build: Build): BuildOptions {
  return {
    ...BROWSER_CODE,
    absWorkingDir: root,
    entryPoints: ['src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(flags.outDir, ASSET_DIRS[build]),
    entryNames: '[name]-[hash]',
    chunkNames: 'c/[name]-[hash]',
    assetNames: '[name]-[hash]',
    // Small SVG pictures (the footer's payment and licence marks) travel inside their chunk.
    loader: { '.svg': 'dataurl' },
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    treeShaking: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      // The app knows which build it is (its service worker, the member centre's setting).
      __BUILD__: JSON.stringify(build),
    },
    plugins: build === 'lite' ? [litePlugin] : [],
    logLevel: flags.quiet ? 'error' : 'warning',
  };
}
