// Game list paging (SPEC §4): a class or a search resets to page 1 and replaces the list;
// 'more' asks for the next page and appends; on the last page it is ignored.
export interface Paged<T> {
  items: readonly T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

/** A game grid's columns (.ggrid in catalogue.css); the boot shell's first row has as many (critical.css .boot-grid). */
export const GRID_COLUMNS = 3;
/**
 * A grid tile's rendered width for <img sizes>: the screen less .ggrid's padding (2 x 12 px) and
 * gaps (10 px between columns), shared. A 2x or 3x phone then picks the picture that fills it.
 */
export const GRID_TILE_SIZES = `calc((100vw - ${24 + 10 * (GRID_COLUMNS - 1)}px) / ${GRID_COLUMNS})`;
/** A grid's first two rows are on screen at once: they load without waiting for the lazy-image observer (LCP). */
export const EAGER_TILES = 2 * GRID_COLUMNS;

export const emptyPage = <T>(): Paged<T> => ({ items: [], pageNo: 0, totalPages: 0, total: 0 });

/** The page 'more' loads, or null on (or past) the last page. */
export function nextPageNo(p: Paged<unknown>): number | null {
  return p.pageNo < p.totalPages ? p.pageNo + 1 : null;
}

export const isLastPage = (p: Paged<unknown>): boolean => nextPageNo(p) === null;

/**
 * Folds a server page into the list. Appending skips items already shown (by key), so a
 * catalogue that shifted between two pages never shows a game twice.
 */
export function mergePage<T>(
  prev: Paged<T>,
  page: Omit<Paged<T>, 'total'> & { total?: number },
  mode: 'append' | 'replace',
  key: (t: T) => string,
): Paged<T> {
  const total = page.total ?? prev.total;
  if (mode === 'replace') return { items: page.items, pageNo: page.pageNo, totalPages: page.totalPages, total };
  const seen = new Set(prev.items.map(key));
  return {
    items: [...prev.items, ...page.items.filter((t) => !seen.has(key(t)))],
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    total,
  };
}

/** 'page / total' (SPEC §2.4); an empty list reads 0 / 0. */
export const pageLabel = (p: Paged<unknown>): string =>
  `${p.totalPages === 0 ? 0 : Math.min(p.pageNo, p.totalPages)} / ${p.totalPages}`;
