// Start-up path: home's first rows.
// Home game row (SPEC §2.3): horizontal cards, 200 px scroll buttons, 'view all'
// (hidden for SPORTS; HOT calls its handler; the lottery opens its page with the draws; others
// open the lobby centre). The row keeps
// its height while loading, so the page below never jumps.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Game } from '../../api/types';
import { isRtl, t } from '../../state/i18n';
import { CatIcon } from '../CatIcon';
import { GameTile } from '../GameTile';
import { Icon } from '../Icon';
import { PATHS } from '../../routes';

export const SCROLL_STEP_PX = 200;
const FIRST_TILES = 4;

export function viewAllHref(category: string, gameType: string): string | null {
  if (category === 'SPORTS') return null;
  if (category === 'LOTTERY') return PATHS.lottery;
  return `${PATHS.lobby}?${new URLSearchParams({ gameCategory: category, gameType, gameClassify: 'ALL' })}`;
}

interface Props {
  category: string;
  gameType: string;
  title: string;
  games: readonly Game[] | null;
  onViewAllHot?: () => void;
  eager?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Rows that are not a catalogue category (recent games) have nothing to view all of. */
  noViewAll?: boolean;
}

export function GameRow({
  category,
  gameType,
  title,
  games,
  onViewAllHot,
  eager = false,
  error,
  onRetry,
  noViewAll = false,
}: Props) {
  useSignals();
  const track = useRef<HTMLDivElement>(null);
  // The track shows about four tiles; the rest of the row draws once the player moves it (a
  // finger on it, its scroll, a scroll button, the keyboard's focus inside it). Drawn just after
  // the first paint, the 16 tiles no one had asked to see cost each row on screen about a
  // quarter of a cheap phone's start-up work.
  const [whole, setWhole] = useState(false);
  const showWhole = () => {
    if (!whole) setWhole(true);
  };
  /** A scroll button's step waits for the whole row: a track of four tiles has no 200 px to go. */
  const stepAfterDraw = useRef<1 | -1 | 0>(0);
  const step = (dir: 1 | -1) => {
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    track.current?.scrollBy({ left: dir * rtl * SCROLL_STEP_PX, behavior: 'smooth' });
  };
  const scroll = (dir: 1 | -1) => {
    if (whole || !games) return step(dir);
    stepAfterDraw.current = dir;
    setWhole(true);
  };
  useEffect(() => {
    if (!whole || !stepAfterDraw.current) return;
    step(stepAfterDraw.current);
    stepAfterDraw.current = 0;
  }, [whole]);
  // The first button goes back towards the row's start: left in LTR, right in RTL (its chevron mirrors too).
  const [backLabel, forwardLabel] = isRtl.value
    ? [t('row.scrollRight'), t('row.scrollLeft')]
    : [t('row.scrollLeft'), t('row.scrollRight')];
  const href = category === 'HOT' || noViewAll ? null : viewAllHref(category, gameType);
  const id = `row-${category}`;
  const tiles = games && !whole ? games.slice(0, FIRST_TILES) : (games ?? []);
  return (
    <section className="grow" aria-labelledby={id} aria-busy={games === null && !error}>
      <div className="grow-head">
        <h2 id={id}>
          <CatIcon
            name={category === 'PG' || category === 'TA' || category === 'SS' || category === 'SPB' ? 'RNG' : category}
            size={18}
          />
          {title}
        </h2>
        <div className="grow-tools">
          <button type="button" className="icon-btn" aria-label={`${backLabel}: ${title}`} onClick={() => scroll(-1)}>
            <Icon name="chevronLeft" size={18} />
          </button>
          <button type="button" className="icon-btn" aria-label={`${forwardLabel}: ${title}`} onClick={() => scroll(1)}>
            <Icon name="chevronRight" size={18} />
          </button>
          {category === 'HOT' && onViewAllHot && (
            <button type="button" className="link" onClick={onViewAllHot} aria-label={`${t('row.viewAll')}: ${title}`}>
              {t('row.viewAll')}
            </button>
          )}
          {href && (
            <Link className="link" href={href} aria-label={`${t('row.viewAll')}: ${title}`}>
              {t('row.viewAll')}
            </Link>
          )}
        </div>
      </div>
      <div className="grow-track" ref={track} onPointerDown={showWhole} onScroll={showWhole} onFocusCapture={showWhole}>
        {error && !games ? (
          <p className="grow-error" role="alert">
            {t(error)}{' '}
            {onRetry && (
              <button type="button" className="link" onClick={onRetry}>
                {t('common.retry')}
              </button>
            )}
          </p>
        ) : games?.length === 0 ? (
          <p className="grow-error grow-empty">{t('games.empty')}</p>
        ) : games ? (
          // 100px: the track's column (.grow-track grid-auto-columns).
          tiles.map((g, i) => <GameTile key={g.nodeId} game={g} sizes="100px" eager={eager && i < FIRST_TILES} />)
        ) : (
          Array.from({ length: FIRST_TILES }, (_, i) => <span key={i} className="gt gt-skeleton" aria-hidden="true" />)
        )}
      </div>
    </section>
  );
}
