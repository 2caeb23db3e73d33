// What a deploy costs a returning phone: the files of two builds of the app (two output folders)
// compared by name. Every file of the app but index.html and sw.js is named by a hash of what it
// holds and cached for a year, and the service worker takes unchanged names over from the
// worker before (src/sw.ts), so a phone downloads again only the files whose names are new, plus
// index.html and sw.js. Used by the build's tests and by `npm run perf`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Build } from '../../src/rules/build-choice.ts';

/** The pages a phone always asks again (revalidated, never hashed). */
export const UNHASHED = ['/index.html', '/sw.js'] as const;

/** Every file of an output folder as the URL it is served at, precompressed copies aside. */
export function servedFiles(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(entry.name)) found.push(`/${relative(outDir, path).split('\\').join('/')}`);
    }
  };
  walk(outDir);
  return found.sort();
}

/** A file's bytes as the server sends them to a phone that takes brotli (its .br copy when the build wrote one). */
export function brotliBytes(outDir: string, url: string): number {
  const br = join(outDir, `${url}.br`);
  return existsSync(br) ? readFileSync(br).length : brotliCompressSync(readFileSync(join(outDir, url))).length;
}

/** Whether a served file belongs to a build: its scripts and stylesheet, and every dictionary. */
export const ofBuild = (build: Build, url: string): boolean =>
  url.startsWith('/i18n/') ||
  (build === 'lite' ? url.startsWith('/assets/lite/') : url.startsWith('/assets/') && !url.startsWith('/assets/lite/'));

export interface DeployCost {
  /** The files of the new build whose names the old one did not have, every build's. */
  renamed: string[];
  /** By build: the brotli bytes a phone running it downloads (its renamed files, index.html and sw.js). */
  bytes: Record<Build, number>;
  /** By build: what the same phone would download if every file of its build were new. */
  wholeBytes: Record<Build, number>;
}

/** What going from the build in `before` to the one in `after` costs a returning phone. */
export function deployCost(before: string, after: string): DeployCost {
  const old = new Set(servedFiles(before));
  const now = servedFiles(after);
  const renamed = now.filter((f) => !old.has(f));
  const sum = (urls: readonly string[]) => urls.reduce((n, u) => n + brotliBytes(after, u), 0);
  const cost = (build: Build, urls: readonly string[]) =>
    sum(urls.filter((u) => ofBuild(build, u)).concat(UNHASHED.filter((u) => now.includes(u))));
  return {
    renamed,
    bytes: { react: cost('react', renamed), lite: cost('lite', renamed) },
    wholeBytes: { react: cost('react', now), lite: cost('lite', now) },
  };
}
