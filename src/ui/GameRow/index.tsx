// Home game row (SPEC §2.3): horizontal cards, 200 px scroll buttons, 'view all'
// (hidden for SPORTS; HOT calls its handler; others open the lobby centre).
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { Game } from '../../api/types';
import { t } from '../../state/i18n';
import { GameTile } from '../GameTile';
import { Icon } from '../Icon';

export const SCROLL_STEP_PX = 200;

export function viewAllHref(category: string, gameType: string): string | null {
  if (category === 'SPORTS') return null;
  return `/m/gameLobbyCenter?${new URLSearchParams({ gameCategory: category, gameType, gameClassify: 'ALL' })}`;
}

interface Props { category: string; gameType: string; title: string; games: readonly Game[]; onViewAllHot?: () => void }

export function GameRow({ category, gameType, title, games, onViewAllHot }: Props) {
  useSignals();
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => {
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    track.current?.scrollBy({ left: dir * rtl * SCROLL_STEP_PX, behavior: 'smooth' });
  };
  const href = category === 'HOT' ? null : viewAllHref(category, gameType);
  const id = `row-${category}`;
  return (
    <section className="row" aria-labelledby={id}>
      <div className="row-head">
        <h2 id={id}>{title}</h2>
        <div className="row-tools">
          <button type="button" className="icon-btn icon-btn-sm" aria-label={t('row.scrollLeft')} onClick={() => scroll(-1)}><Icon name="chevronLeft" size={18} /></button>
          <button type="button" className="icon-btn icon-btn-sm" aria-label={t('row.scrollRight')} onClick={() => scroll(1)}><Icon name="chevronRight" size={18} /></button>
          {category === 'HOT' && onViewAllHot && <button type="button" className="link" onClick={onViewAllHot}>{t('row.viewAll')}</button>}
          {href && <Link className="link" href={href} aria-label={`${t('row.viewAll')}: ${title}`}>{t('row.viewAll')}</Link>}
        </div>
      </div>
      <div className="row-track" ref={track}>
        {games.map((g) => <GameTile key={g.nodeId} game={g} />)}
      </div>
    </section>
  );
}
