// What the build loads with the first view, right after it, and merges for the pages players
// open from home (scripts/build/partition.ts, docs/architecture.md "How the build cuts chunks").
// Not part of the app: the build reads these lists. A page author edits them when a page joins
// the first view, starts after every first paint, or is opened straight from home.

/** Lazy modules that the first view of /m/home loads at once: they are preloaded and weighed with it. */
export const FIRST_VIEW_MODULES: readonly string[] = ['src/pages/home/index.tsx'];

/** Lazy modules every session loads just after the first paint: precached, not weighed with it. */
export const AFTER_PAINT_MODULES: readonly string[] = [
  'src/state/streams-wiring.ts',
  'src/state/jackpot.ts',
  'src/ui/phone/index.ts',
];

/**
 * Pages players open from home and the header (a game type's tile opens the game list centre;
 * the header's deposit button, the deposit page; its member icon, the member centre): the small
 * chunks they share with other lazy modules become one chunk.
 */
export const NEAR_PAGES: readonly string[] = ['src/pages/games/index.tsx', 'src/pages/member/index.tsx'];

/**
 * Lazy modules home loads right after its first paint (its popups, download bar and contract
 * prompts): the small chunks they share with other lazy modules become one chunk too. They
 * were six requests of 0.4 to 1.5 KB, each with its own headers, in every visit to home.
 */
export const HOME_AFTER_PAINT: readonly string[] = ['src/pages/home/extras/index.tsx'];

/**
 * Below this size (minified bytes) a chunk costs more as a request than as bytes. 4 KB minified is
 * about 1.5 KB brotli, some 10 ms of a slow-4G line; as a request of its own it takes a round trip
 * and one of HTTP/1.1's six connections. At 3 KB the game list centre's filters (3.9 KB) stayed a
 * chunk of their own, and in Lighthouse's slow 4G that request held the app's big chunk back until
 * a connection was free (lobby LCP 1815 ms; 1713 ms merged). The price: the shared chunk, which
 * home also loads after its first paint (side menu, dialogs, footer), carries more code home does
 * not run (8.3 → 11.8 KB brotli). At 8 KB the rest of the form kit (6.5 KB) joined it as well, for
 * no gain (lobby 1742 ms).
 */
export const SMALL_SHARED_CHUNK_BYTES = 4000;
