// A list that grows at its end (a paged grid's 'more games') shows its new items a row at a time,
// one row per painted frame, instead of all in one task. On a cheap phone an appended page of nine
// tiles laid out with the whole grid in one go took 50-130 ms, a frozen frame while the player
// scrolls; a row is a short task, and the browser paints and takes taps between rows.
// A list that is replaced (another category, a language's first page) shows whole at once.
import { useEffect, useRef, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

export function useRevealed<T>(items: readonly T[], step: number): readonly T[] {
  const held = useRef({ items, shown: items.length });
  const [, revealed] = useState(0);
  if (held.current.items !== items) {
    const before = held.current.items;
    const appended = before.length > 0 && items.length > before.length && items[0] === before[0];
    // The first new row comes with the answer itself: the tap shows its result in the next frame.
    held.current = { items, shown: appended ? Math.min(held.current.shown + step, items.length) : items.length };
  }
  const shown = held.current.shown;
  useEffect(() => {
    if (shown >= items.length) return;
    let live = true;
    afterPaint(() => {
      if (!live || held.current.items !== items) return;
      held.current.shown = Math.min(items.length, shown + step);
      revealed((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [items, shown]);
  return shown >= items.length ? items : items.slice(0, shown);
}
