// The lobby's sticky menu of game classes (SPEC §2.4), grouped by vendor (SPEC §4).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { categories } from '../../state/categories';
import { t } from '../../state/i18n';
import { CatIcon } from '../../ui/CatIcon';

export function ClassMenu({ current, onPick }: { current: string; onPick: (category: string) => void }) {
  useSignals();
  const nav = useRef<HTMLElement>(null);
  const list = categories.value;
  useEffect(() => {
    nav.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current, list.length]);
  return (
    <nav ref={nav} className="cmenu" aria-label={t('games.classes')}>
      {list.length === 0 && <span className="cmenu-wait" aria-hidden="true" />}
      {list.map((c) => (
        <button
          key={c.category}
          type="button"
          className="chip cmenu-item"
          aria-pressed={c.category === current}
          onClick={() => onPick(c.category)}
        >
          <CatIcon name={c.category} size={16} />
          {t(`category.${c.category}`)}
        </button>
      ))}
    </nav>
  );
}
