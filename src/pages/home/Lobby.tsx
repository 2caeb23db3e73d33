// Start-up path: home's first rows are on its first screen.
// The lobby view of home (SPEC §2.3): one row per section; the first rows fetch at once,
// the rest when they come within 300 px of the screen.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { EAGER_ROWS, HOME_SECTIONS, homeRow, type HomeSection } from '../../state/home-catalogue';
import { t } from '../../state/i18n';
import { GameRow } from '../../ui/GameRow';
import { useNearViewport } from '../../ui/motion';
import { useAfterPaint } from '../../ui/useAfterPaint';

function Row({ section, index, onViewAllHot }: { section: HomeSection; index: number; onViewAllHot: () => void }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '300px', true);
  const row = homeRow(section);
  useEffect(() => {
    if ((near || index < EAGER_ROWS) && !row.data.value && !row.loading.value) void row.load();
  }, [near]);
  // Only the first row is on screen at start (the next sits under the footer menu): the others
  // draw their tiles once they come near, so the first render builds a third of the nodes
  // (the first commit and its layout were the load's longest tasks).
  const shown = index === 0 || near;
  return (
    <div ref={box}>
      <GameRow
        category={section.category}
        gameType={section.gameType}
        title={t(`category.${section.category}`)}
        games={shown ? row.data.value : null}
        eager={index === 0}
        onViewAllHot={onViewAllHot}
        error={shown ? row.error.value : null}
        onRetry={() => void row.load()}
      />
    </div>
  );
}

export function Lobby({ onViewAllHot }: { onViewAllHot: () => void }) {
  // The first row is the only one on screen at start; the others join the page just after its
  // first paint, below the screen, so nothing visible moves. Home's first commit was 60% rows,
  // and the banner (the largest paint) waited for all of them (LCP).
  // Until then each of them keeps its place (a .grow-slot is a row's size), so what follows the
  // rows, the winners board and the footer, starts where it stays, far below the screen: their
  // Deferred spots are not near at start, and their chunks load when a player scrolls there.
  const joined = useAfterPaint();
  const sections = joined ? HOME_SECTIONS : HOME_SECTIONS.slice(0, 1);
  return (
    <>
      {sections.map((s, i) => (
        <Row key={s.category} section={s} index={i} onViewAllHot={onViewAllHot} />
      ))}
      {!joined && HOME_SECTIONS.slice(1).map((s) => <div key={s.category} className="grow-slot" aria-hidden="true" />)}
    </>
  );
}
