// Start-up path (index.html's inline script, src/boot/inline.ts): the page a path opens, and
// its chunks preloaded while the HTML is parsed rather than after the entry has run and asked
// for them (on /m/login that second round trip put the form's paint at 2.6 s on slow 4G).
import { addLink } from './shell';

/** The page group a path opens, as an index into a build's pageChunks: a path outside the table opens home. */
export function pageOf(path: string, trimmed: string): number {
  let page = BOOT_PAGE_OF_PATH[path];
  if (page === undefined) page = BOOT_PAGE_OF_PATH[trimmed];
  return page === undefined ? BOOT_HOME_PAGE : page;
}

/** Preloads chunks of a build by name. */
export function preloadChunks(build: BootBuild, names: readonly string[]): void {
  // biome-ignore lint/style/useTemplate: for these targets esbuild writes a template as "".concat(), longer in the HTML
  for (const name of names) addLink({ rel: 'modulepreload', href: build.chunkDir + name + '.js' });
}
