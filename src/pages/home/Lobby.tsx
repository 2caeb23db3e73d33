// The lobby view of home (SPEC §2.3): one row per section; the first rows fetch at once,
// the rest when they come within 300 px of the screen.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { EAGER_ROWS, HOME_SECTIONS, homeRow, type HomeSection } from '../../state/catalogue';
import { t } from '../../state/i18n';
import { GameRow } from '../../ui/GameRow';
import { useNearViewport } from '../../ui/motion';

function Row({ section, index, onViewAllHot }: { section: HomeSection; index: number; onViewAllHot: () => void }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '300px', true) || index < EAGER_ROWS;
  const row = homeRow(section);
  useEffect(() => {
    if (near && !row.data.value && !row.loading.value) void row.load();
  }, [near]);
  return (
    <div ref={box}>
      <GameRow category={section.category} gameType={section.gameType} title={t(`category.${section.category}`)}
        games={row.data.value} eager={index === 0} onViewAllHot={onViewAllHot} error={row.error.value} onRetry={() => void row.load()} />
    </div>
  );
}

export function Lobby({ onViewAllHot }: { onViewAllHot: () => void }) {
  return <>{HOME_SECTIONS.map((s, i) => <Row key={s.category} section={s} index={i} onViewAllHot={onViewAllHot} />)}</>;
}
