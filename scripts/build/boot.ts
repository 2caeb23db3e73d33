// index.html's inline boot script: src/boot/inline.ts bundled as a minified IIFE, with its tables
// (computed here from the build's outputs and the app's own code) written in through esbuild
// `define`s, declared for the script in src/boot/tables.d.ts.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Build } from '../../src/rules/build-choice.ts';
import type { RouteTables } from './app-code.ts';
import type { Dictionary } from './dictionaries.ts';
import { ASSET_DIRS, BROWSER_CODE, root } from './options.ts';

/** What the boot script asks for to start one build of the app. */
export interface BootBuild {
  /** The entry script's URL. */
  entry: string;
  /** The app's stylesheet's URL, '' without one. */
  stylesheet: string;
  /** The folder its chunks are served from. */
  chunkDir: string;
  /** The chunks every page needs, as names without chunkDir and '.js' (bytes in the HTML). */
  preloads: readonly string[];
  /** Each page group's own chunks, as names. */
  pageChunks: readonly (readonly string[])[];
  /** Each lazily loaded chunk's hash by its stable name (scripts/build/stable-names.ts): `__lazy`'s table. */
  lazy: Readonly<Record<string, string>>;
}

export interface BootTables {
  /** Each language's dictionary URL. */
  dictionaries: Readonly<Record<string, string>>;
  /** Each language's first-view slice: what a visit that opens on home asks for instead. */
  firstViewDictionaries: Readonly<Record<string, string>>;
  /** Each language's home banner call. */
  homeBanners: Readonly<Record<string, string>>;
  /** By path, then language, the calls a member's page waits on (src/boot/member-page-calls.ts). */
  memberCalls: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** Both builds of the app (src/rules/build-choice.ts), their page groups in the same order. */
  builds: Readonly<Record<Build, BootBuild>>;
  /** Each route path's page group, an index into a build's pageChunks. */
  pageOfPath: Readonly<Record<string, number>>;
  /** Home's index into pageChunks. */
  homePage: number;
  /** A visitor page's heading in every language, by path. */
  headingTexts: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Each table's name in the script (src/boot/tables.d.ts). */
const DEFINES = {
  dictionaries: 'BOOT_DICTIONARIES',
  firstViewDictionaries: 'BOOT_FIRST_VIEW_DICTIONARIES',
  homeBanners: 'BOOT_HOME_BANNERS',
  memberCalls: 'BOOT_MEMBER_CALLS',
  builds: 'BOOT_BUILDS',
  pageOfPath: 'BOOT_PAGE_OF_PATH',
  homePage: 'BOOT_HOME_PAGE',
  headingTexts: 'BOOT_HEADING_TEXTS',
} as const satisfies Record<keyof BootTables, string>;

const CHUNK_EXT = '.js';

/** One build's code as the boot script asks for it (scripts/build/app-build.ts AppBuild). */
export interface BuildCode {
  entry: string;
  stylesheet: string | undefined;
  sharedPreloads: readonly string[];
  /** Each page group's own chunks, as URLs. */
  pageChunks: Readonly<Record<string, readonly string[]>>;
  lazy: Readonly<Record<string, string>>;
}

/**
 * The boot script's build tables: each build's entry, stylesheet and chunks, each page group's
 * own chunks, and which group each route path opens (src/routes.ts ROUTES; a path outside the
 * table opens home). Both builds come from the same source, so they have the same page groups.
 */
export function bootBuildTables(
  routes: RouteTables['ROUTES'],
  builds: Readonly<Record<Build, BuildCode>>,
): Pick<BootTables, 'builds' | 'pageOfPath' | 'homePage'> {
  const groups = Object.keys(builds.react.pageChunks);
  if (Object.keys(builds.lite.pageChunks).join() !== groups.join())
    throw new Error('the two builds have different page groups');
  const homePage = groups.indexOf('home');
  if (homePage < 0) throw new Error('home has no page chunks');
  const pageOfPath = Object.fromEntries(
    routes.flatMap((r) => (groups.includes(r.page) ? r.paths.map((p) => [p, groups.indexOf(r.page)] as const) : [])),
  );
  const tables = (build: Build): BootBuild => {
    const code = builds[build];
    const chunkDir = `/${ASSET_DIRS[build]}/c/`;
    const name = (u: string) => {
      if (!u.startsWith(chunkDir) || !u.endsWith(CHUNK_EXT)) throw new Error(`chunk ${u} is not under ${chunkDir}`);
      return u.slice(chunkDir.length, -CHUNK_EXT.length);
    };
    return {
      entry: code.entry,
      stylesheet: code.stylesheet ?? '',
      chunkDir,
      preloads: code.sharedPreloads.map(name),
      pageChunks: groups.map((g) => code.pageChunks[g]!.map(name)),
      lazy: code.lazy,
    };
  };
  return { builds: { react: tables('react'), lite: tables('lite') }, pageOfPath, homePage };
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
