// Start-up path: home's first calls start with the entry, before the page's chunk has run.
// Home's first calls (banners and notices, winners, the first rows) start with the entry
// script, beside the status and the dictionary, instead of after the home chunk has rendered:
// on a slow network that wait pushed the banner, the page's largest picture, past 3 s
// (round trips before first paint). The resources dedupe, so the views' own loads
// find these in flight and ask nothing twice.
import type { Language } from '../api/types';
import { resolveRoute } from '../routes';
import { EAGER_ROWS, ensure, HOME_SECTIONS, homeRow } from './home-catalogue';
import { homeContent, winners } from './home-content';

/** On any path that opens home (unknown paths do too, SPEC §2.1). */
export function startHomeCalls(path: string, lang: Language): void {
  if (resolveRoute(path).route.page !== 'home') return;
  ensure(homeContent, lang);
  ensure(winners, lang);
  for (const section of HOME_SECTIONS.slice(0, EAGER_ROWS)) {
    const row = homeRow(section);
    if (!row.data.value && !row.loading.value) void row.load();
  }
}
