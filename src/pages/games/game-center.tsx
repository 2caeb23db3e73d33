// Game centre (/m/gameCenter, and /m/game, where the lottery close area lands): every
// game class (grouped by vendor, SPEC §4) with its providers, quick links, and the
// member's recent games.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { lobbyQuery } from '../../rules/filters';
import { ensureCatalogue } from '../../state/games/catalogue';
import { categories } from '../../state/categories';
import { language, t, tn } from '../../state/i18n';
import { loggedIn } from '../../state/session';
import { CatIcon } from '../../ui/CatIcon';
import { GameRow } from '../../ui/GameRow';
import { Loading } from '../../ui/PageState';
import { recentGames } from '../../state/games/screens';
import { useResource } from '../../state/use-resource';
import { PATHS } from '../../routes';

const LINKS = [
  [PATHS.hot, 'HOT', 'title.hot'],
  [PATHS.fav, 'FAV', 'title.favorites'],
  [PATHS.lottery, 'LOTTERY', 'title.lottery'],
  [PATHS.leaderBoard, 'trophy', 'title.leaderBoard'],
  [PATHS.gameRecord, 'list', 'title.gameRecord'],
  [`${PATHS.providers}?gameCategory=PROVIDER`, 'RNG', 'title.providers'],
] as const;

export function GameCenter() {
  useSignals();
  const lang = language.value;
  useEffect(() => ensureCatalogue(lang), [lang]);
  const member = loggedIn.value;
  const recent = useResource(recentGames, [lang], { when: member });
  const played = member ? (recent.data.value ?? []) : [];
  const cats = categories.value;
  return (
    <div className="gcenter">
      <nav className="gcenter-links" aria-label={t('games.quickLinks')}>
        {LINKS.map(([href, icon, key]) => (
          <Link key={href} className="shortcut" href={href}>
            <CatIcon name={icon} size={22} />
            <span>{t(key)}</span>
          </Link>
        ))}
      </nav>
      {played.length > 0 && (
        <GameRow category="recent" gameType="" title={t('games.recent')} games={played} noViewAll />
      )}
      <h2 className="lobby-title">{t('games.classes')}</h2>
      {cats.length === 0 ? (
        <Loading />
      ) : (
        <ul className="ccards">
          {cats.map((c) => (
            <li key={c.category}>
              <Link
                className="ccard"
                href={`${PATHS.lobby}?${lobbyQuery({ category: c.category, gameType: c.gameType, tab: 'ALL', vassalage: '' })}`}
              >
                <CatIcon name={c.category} size={28} />
                <span className="ccard-name">{t(`category.${c.category}`)}</span>
                <span className="ccard-meta">{tn('games.providerCount', c.vendors.length)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
