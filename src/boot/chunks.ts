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
export const HOME_AFTER_PAINT: readonly string[] = ['src/ui/HomeExtras/index.tsx'];

/** Below this size (minified bytes) a chunk costs more as a request than as bytes. */
export const SMALL_SHARED_CHUNK_BYTES = 3000;
