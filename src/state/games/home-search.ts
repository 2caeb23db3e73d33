// Home's search (SPEC §2.3, §4 filter mode): one box and one result list for the visit, so the
// results a player typed for are still there when the filter view mounts. Lazy (RxJS).
import { pagedList } from '../paged';
import { gameKey, homeGridPages } from './lists';
import { searchInto } from './search';

export const homeResults = pagedList(gameKey);

let follow: (query: string) => void = () => undefined;
const box = searchInto(homeResults, {
  pagesFor: (text) => homeGridPages({ mode: 'filter', text }),
  onQuery: (q) => follow(q),
  idle: (q) => q === '',
});

/** Sends the box's text; `onQuery` (the latest view's) moves home to the query's results, or back to its lobby for ''. */
export function searchHome(text: string, now = false, onQuery?: (query: string) => void): void {
  if (onQuery) follow = onQuery;
  box.type(text, now);
}

export const homeSearchQuery = (): string => box.query();
