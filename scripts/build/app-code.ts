// The app's own code, run here at build time, so what the boot script asks and shows is exactly
// what the app would (the same URLs, the same pages, the same headings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './options.ts';

/** The tables of src/routes.ts the build reads; plain data (the loaders are never called here). */
export interface RouteTables {
  ROUTES: readonly { paths: readonly string[]; page: string }[];
  /** Path → the dictionary key of the heading a visitor's page opens on. */
  BOOT_HEADINGS: Readonly<Record<string, string>>;
}

/** Runs a module's text (ESM) as a data: URL. */
function importCode(code: string): Promise<unknown> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** src/routes.ts as a module. Transformed, not bundled: bundling would follow its page imports into every page. */
export async function routeTables(): Promise<RouteTables> {
  const { code } = await esbuild.transform(readFileSync(join(root, 'src/routes.ts'), 'utf8'), {
    loader: 'ts',
    format: 'esm',
  });
  return (await importCode(code)) as RouteTables;
}

/** Each language's home banner URL, built by the app's own code (src/boot/home-banner-call.ts). */
export async function homeBannerUrls(languages: readonly string[]): Promise<Record<string, string>> {
  const out = await esbuild.build({
    entryPoints: [join(root, 'src/boot/home-banner-call.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const { homeBannerUrl } = (await importCode(
    out.outputFiles[0]!.text,
  )) as typeof import('../../src/boot/home-banner-call.ts');
  return Object.fromEntries(languages.map((l) => [l, homeBannerUrl(l)]));
}

/** By path, then language, a member page's first calls, built by the app's own code (src/boot/member-page-calls.ts). */
export async function memberPageCallUrls(
  languages: readonly string[],
): Promise<Record<string, Record<string, string[]>>> {
  const out = await esbuild.build({
    entryPoints: [join(root, 'src/boot/member-page-calls.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const { memberPageCalls } = (await importCode(
    out.outputFiles[0]!.text,
  )) as typeof import('../../src/boot/member-page-calls.ts');
  const byPath: Record<string, Record<string, string[]>> = {};
  for (const language of languages)
    for (const [path, urls] of Object.entries(memberPageCalls(language))) (byPath[path] ??= {})[language] = urls;
  return byPath;
}
