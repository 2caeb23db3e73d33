// index.html's inline boot script: src/boot/inline.ts bundled as a minified IIFE, with its tables
// (computed here from the build's outputs and the app's own code) written in through esbuild
// `define`s, declared for the script in src/boot/tables.d.ts.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { RouteTables } from './app-code.ts';
import type { Dictionary } from './dictionaries.ts';
import { BROWSER_CODE, root } from './options.ts';

export interface BootTables {
  /** Each language's dictionary URL. */
  dictionaries: Readonly<Record<string, string>>;
  /** Each language's home banner call. */
  homeBanners: Readonly<Record<string, string>>;
  /** By path, then language, the calls a member's page waits on (src/api/boot-member-calls.ts). */
  memberCalls: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** Each page group's own chunks, as names without chunkDir and '.js'. */
  pageChunks: readonly (readonly string[])[];
  /** Each route path's page group, an index into pageChunks. */
  pageOfPath: Readonly<Record<string, number>>;
  /** Home's index into pageChunks. */
  homePage: number;
  /** The folder the chunks are served from. */
  chunkDir: string;
  /** A visitor page's heading in every language, by path. */
  headingTexts: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Each table's name in the script (src/boot/tables.d.ts). */
const DEFINES = {
  dictionaries: 'BOOT_DICTIONARIES',
  homeBanners: 'BOOT_HOME_BANNERS',
  memberCalls: 'BOOT_MEMBER_CALLS',
  pageChunks: 'BOOT_PAGE_CHUNKS',
  pageOfPath: 'BOOT_PAGE_OF_PATH',
  homePage: 'BOOT_HOME_PAGE',
  chunkDir: 'BOOT_CHUNK_DIR',
  headingTexts: 'BOOT_HEADING_TEXTS',
} as const satisfies Record<keyof BootTables, string>;

/** The served URLs of the chunks, '/assets/c/<name>.js': the script writes the name alone. */
const CHUNK_DIR = '/assets/c/';
const CHUNK_EXT = '.js';

/**
 * The page preload tables: each page group's own chunks, and which group each route path opens
 * (src/routes.ts ROUTES; a path outside the table opens home).
 */
export function pagePreloadTables(
  routes: RouteTables['ROUTES'],
  pageChunkUrls: Readonly<Record<string, readonly string[]>>,
): Pick<BootTables, 'pageChunks' | 'pageOfPath' | 'homePage' | 'chunkDir'> {
  const groups = Object.keys(pageChunkUrls);
  const homePage = groups.indexOf('home');
  if (homePage < 0) throw new Error('home has no page chunks');
  const pageOfPath = Object.fromEntries(
    routes.flatMap((r) => (groups.includes(r.page) ? r.paths.map((p) => [p, groups.indexOf(r.page)] as const) : [])),
  );
  const pageChunks = groups.map((g) =>
    pageChunkUrls[g]!.map((u) => {
      if (!u.startsWith(CHUNK_DIR) || !u.endsWith(CHUNK_EXT))
        throw new Error(`page chunk ${u} is not under ${CHUNK_DIR}`);
      return u.slice(CHUNK_DIR.length, -CHUNK_EXT.length);
    }),
  );
  return { pageChunks, pageOfPath, homePage, chunkDir: CHUNK_DIR };
}

/**
 * src/routes.ts BOOT_HEADINGS as each path's heading in every language (a language without the
 * key shows English, as the app's dictionary falls back key by key).
 */
export function headingTexts(
  headings: RouteTables['BOOT_HEADINGS'],
  dictionaries: Readonly<Record<string, Dictionary>>,
): BootTables['headingTexts'] {
  return Object.fromEntries(
    Object.entries(headings).map(([path, key]) => {
      const texts = Object.fromEntries(
        Object.entries(dictionaries).map(([lang, d]) => [lang, d[key] ?? dictionaries.en?.[key]]),
      );
      for (const text of Object.values(texts))
        if (typeof text !== 'string') throw new Error(`boot heading ${key} (${path}) is not in the dictionaries`);
      return [path, texts as Record<string, string>];
    }),
  );
}

/** The script as it goes into index.html (its hash allows it in the Content-Security-Policy). */
export async function bundleBootScript(tables: BootTables): Promise<string> {
  const define = Object.fromEntries(
    (Object.keys(DEFINES) as (keyof BootTables)[]).map((k) => [DEFINES[k], JSON.stringify(tables[k])]),
  );
  const out = await esbuild.build({
    ...BROWSER_CODE,
    absWorkingDir: root,
    entryPoints: [join(root, 'src/boot/inline.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Urdu headings as UTF-8 (2 bytes a letter), not \u escapes (6): every byte is in the HTML.
    charset: 'utf8',
    legalComments: 'none',
    define,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text.trim();
}
