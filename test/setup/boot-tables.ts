// The inline boot script bundled exactly as the build bundles it, with tables made from the
// app's own routes, dictionaries and calls, and both builds' code under test names: each page
// group's own chunk, and one it shares with another group (as esbuild cuts them).
import { readdirSync, readFileSync } from 'node:fs';
import { homeBannerUrls, memberPageCallUrls, routeTables } from '../../scripts/build/app-code.ts';
import { type BootTables, bootBuildTables, bundleBootScript, headingTexts } from '../../scripts/build/boot.ts';
import type { Dictionary } from '../../scripts/build/dictionaries.ts';

const i18n = new URL('../../i18n/', import.meta.url);
export const texts: Record<string, Dictionary> = Object.fromEntries(
  readdirSync(i18n)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(new URL(f, i18n), 'utf8')) as Dictionary]),
);
export const languages = Object.keys(texts);
const routes = await routeTables();
const groups = [...new Set(routes.ROUTES.map((r) => r.page))];

/** A build's code under test names, in its folder ('/assets' or '/assets/lite'). */
const codeIn = (dir: string) => ({
  entry: `${dir}/main-TEST.js`,
  stylesheet: `${dir}/main-TEST.css`,
  sharedPreloads: [`${dir}/c/chunk-SHARED.js`],
  pageChunks: Object.fromEntries(
    groups.map((g) => [g, [`${dir}/c/${g}-TEST.js`, ...(g === 'auth' ? [`${dir}/c/chunk-FORMS.js`] : [])]]),
  ),
  lazy: Object.fromEntries(groups.map((g) => [g, 'TEST'])),
});
export const CODE = { react: codeIn('/assets'), lite: codeIn('/assets/lite') } as const;

export const banners = await homeBannerUrls(languages);
const tables: BootTables = {
  dictionaries: Object.fromEntries(languages.map((l) => [l, `/i18n/${l}-test.json`])),
  firstViewDictionaries: Object.fromEntries(languages.map((l) => [l, `/i18n/${l}-first-test.json`])),
  homeBanners: banners,
  memberCalls: await memberPageCallUrls(languages),
  ...bootBuildTables(routes.ROUTES, CODE),
  headingTexts: headingTexts(routes.BOOT_HEADINGS, texts),
};
export const bootScript = await bundleBootScript(tables);
