// Home lobby (SPEC §2.3): categories and game rows fed by the server.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { gameTypes, HOME_SECTIONS, homeRows } from '../../state/catalogue';
import { language, t } from '../../state/i18n';
import { onLanguageChange } from '../../state/language';
import { GameRow } from '../../ui/GameRow';
import { Empty, ErrorState, Loading } from '../../ui/PageState';

function Categories() {
  useSignals();
  const types = gameTypes.data.value ?? [];
  if (!types.length) return null;
  return (
    <nav className="chips" aria-label={t('home.categories')}>
      {types.map((g) => (
        <Link key={g.gameType} className="chip" href={`/m/gameLobbyCenter?gameCategory=${g.gameType}&gameType=${g.gameType}&gameClassify=ALL`}>
          {g.name}
        </Link>
      ))}
    </nav>
  );
}

export default function HomePage() {
  useSignals();
  useEffect(() => {
    void gameTypes.load(language.value);
    if (!homeRows.data.value) void homeRows.load();
    // SPEC §4: home rows and categories reload on language change (debounced upstream).
    const off = onLanguageChange((lang) => { void gameTypes.load(lang); void homeRows.load(); });
    return () => { off(); gameTypes.abort(); homeRows.abort(); };
  }, []);
  const rows = homeRows.data.value;
  return (
    <div className="home">
      <Categories />
      {homeRows.error.value && !rows && <ErrorState messageKey={homeRows.error.value} onRetry={() => void homeRows.load()} />}
      {!rows && homeRows.loading.value && <Loading />}
      {rows && HOME_SECTIONS.map((s) => {
        const games = rows[s.category] ?? [];
        return games.length
          ? <GameRow key={s.category} category={s.category} gameType={s.gameType} title={t(`category.${s.category}`)} games={games} />
          : null;
      })}
      {rows && HOME_SECTIONS.every((s) => !(rows[s.category]?.length)) && <Empty />}
    </div>
  );
}
