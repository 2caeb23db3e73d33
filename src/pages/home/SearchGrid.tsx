// Home's filter mode (SPEC §2.3, §4), a lazy chunk: the search's results, 20 a page with 'more
// games'. The list is the search box's (state/games/home-search.ts), already loading when typing
// moved home here; a query that arrives another way (a link, the back button) is searched at
// once, and again in a new language.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { homeResults, homeSearchQuery, searchHome } from '../../state/games/home-search';
import { t } from '../../state/i18n';
import { onLanguageChange } from '../../state/language';
import { GameGrid } from '../../ui/GameGrid';

export default function SearchGrid({ text }: { text: string }) {
  useSignals();
  useEffect(() => {
    if (homeSearchQuery() !== text) searchHome(text, true);
    return onLanguageChange(() => searchHome(text, true));
  }, [text]);
  const title = t('search.results', { text });
  return (
    <div className="hgrid">
      <h2 className="hgrid-title" aria-live="polite">
        {title}
      </h2>
      <GameGrid list={homeResults} label={title} emptyText={t('search.none')} />
    </div>
  );
}
