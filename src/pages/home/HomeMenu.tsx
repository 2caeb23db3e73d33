// Start-up path: home's game menu and search are on its first screen.
// Home game menu and search (SPEC §2.3, §4): Lobby shows all, a category lists one, a
// search filters. The results follow the text as it is typed (state/games/home-search.ts,
// loaded when the box is first focused: it brings RxJS); Enter blurs the box and searches at
// once (trimmed); the clear action empties it and goes back to the lobby.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { afterPaint } from '../../lib/after-paint';
import { HOME_MENU, searchText, type HomeView } from '../../rules/home';
import { t } from '../../state/i18n';
import { CatIcon } from '../../ui/CatIcon';
import { Icon } from '../../ui/Icon';

const loadSearch = () => import('../../state/games/home-search');

export function HomeMenu({ view, onView }: { view: HomeView; onView: (v: HomeView) => void }) {
  useSignals();
  const [text, setText] = useState(view.mode === 'filter' ? view.text : '');
  const follow = (raw: string) => {
    const q = searchText(raw);
    if (q !== null) onView({ mode: 'filter', text: q });
    else if (view.mode === 'filter') onView({ mode: 'all' });
  };
  const search = (raw: string, now = false) => {
    setText(raw);
    loadSearch().then(
      (m) => m.searchHome(raw, now, follow),
      // Offline without the chunk: Enter and clear still work, without filtering as typed.
      () => now && follow(raw),
    );
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
    search(text, true);
  };
  const shown = view.mode === 'list' ? view.menu : view.mode === 'all' ? 'LOBBY' : null;
  // The tapped tab shows pressed at once; the page switches after that has been painted.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => setPicked(null), [shown]);
  const current = picked ?? shown;
  const pick = (m: string) => {
    setPicked(m);
    afterPaint(() => onView(m === 'LOBBY' ? { mode: 'all' } : { mode: 'list', menu: m }));
  };
  return (
    <div className="hmenu">
      <form className="search" role="search" onSubmit={submit}>
        <label className="search-box">
          <span className="sr-only">{t('search.label')}</span>
          <Icon name="search" size={18} />
          <input
            type="search"
            name="q"
            enterKeyHint="search"
            value={text}
            onFocus={() => void loadSearch().catch(() => undefined)}
            onChange={(e) => search(e.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={64}
            autoComplete="off"
          />
        </label>
        {text !== '' && (
          <button type="button" className="icon-btn" onClick={() => search('', true)} aria-label={t('search.clear')}>
            <Icon name="close" size={18} />
          </button>
        )}
      </form>
      <nav className="hmenu-tabs" aria-label={t('home.menu')}>
        {HOME_MENU.map((m) => (
          <button key={m} type="button" className="hmenu-tab" aria-pressed={current === m} onClick={() => pick(m)}>
            <CatIcon name={m === 'LOBBY' ? 'HOT' : m} size={18} />
            <span>{m === 'LOBBY' ? t('home.lobby') : t(`category.${m}`)}</span>
          </button>
        ))}
      </nav>
    </div>
  );
}
