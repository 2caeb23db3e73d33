// The inline boot script's tables. The build computes them (scripts/build/boot.ts) and hands
// them to esbuild as `define`s when it bundles src/boot/inline.ts, so the script carries them
// as literals; declared here so the script type-checks like any other module.

/** Each language's dictionary file, by language code ('pt', 'en', 'ur'); its name carries its hash. */
declare const BOOT_DICTIONARIES: Readonly<Record<string, string>>;
/** Each language's first-view dictionary (scripts/build/first-view-keys.ts): what a visit that opens on home asks for. */
declare const BOOT_FIRST_VIEW_DICTIONARIES: Readonly<Record<string, string>>;
/** Each language's home banner call (src/boot/home-banner-call.ts homeBannerUrl), by language code. */
declare const BOOT_HOME_BANNERS: Readonly<Record<string, string>>;
/** By path, then language code, the calls a member's page waits on (src/boot/member-page-calls.ts). */
declare const BOOT_MEMBER_CALLS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
/** Both builds of the app, React and light (src/rules/build-choice.ts): what starts each. */
declare const BOOT_BUILDS: Readonly<Record<import('../rules/build-choice').Build, BootBuild>>;
/** Each route path's page group, as an index into a build's pageChunks (src/routes.ts ROUTES). */
declare const BOOT_PAGE_OF_PATH: Readonly<Record<string, number>>;
/** Home's index in pageChunks: where a path outside the table opens. */
declare const BOOT_HOME_PAGE: number;

/** One build's code (scripts/build/boot.ts BootBuild): chunk names without chunkDir and '.js' (bytes in the HTML). */
interface BootBuild {
  /** The entry script's URL. */
  readonly entry: string;
  /** The app's stylesheet's URL, '' without one. */
  readonly stylesheet: string;
  /** The folder its chunks are served from ('/assets/c/', '/assets/lite/c/'). */
  readonly chunkDir: string;
  /** The chunks every page needs. */
  readonly preloads: readonly string[];
  /** Each page group's own chunks. */
  readonly pageChunks: readonly (readonly string[])[];
  /** Each lazily loaded chunk's hash by its stable name: the app's lazy loads ask `__lazy(name)` for its URL. */
  readonly lazy: Readonly<Record<string, string>>;
}
/** A visitor page's heading in every language, by path (src/routes.ts BOOT_HEADINGS). */
declare const BOOT_HEADING_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>>;
