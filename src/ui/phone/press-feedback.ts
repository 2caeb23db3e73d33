// Page-wide press feedback (SPEC §9) for every tile, button and link that does not drive
// the press module itself (usePress marks those data-press="own"): one delegated listener
// set runs src/lib/press.ts and toggles `pressed` (130 ms in, 100 ms out) and `rippling`
// (1 s) on the pressed element. Activation stays on the native click.
import { createPress, type Clock, type PointerKind } from '../../lib/press';

export const PRESSABLE = 'button:not(:disabled), a[href], [role="button"], [role="tab"], [data-pressable]';

export function installPressFeedback(root: Document, clock: Clock): () => void {
  let target: HTMLElement | null = null;
  let lit: HTMLElement | null = null;
  const rippling: HTMLElement[] = [];
  const press = createPress(
    {
      onPressIn: () => {
        lit = target;
        lit?.classList.add('pressed');
      },
      onPressOut: () => {
        lit?.classList.remove('pressed');
        lit = null;
      },
      onRippleStart: () => {
        if (target) {
          target.classList.add('rippling');
          rippling.push(target);
        }
      },
      onRippleEnd: () => {
        const el = rippling.shift();
        if (el && !rippling.includes(el)) el.classList.remove('rippling');
      },
    },
    clock,
  );

  const down = (e: PointerEvent) => {
    const el = (e.target as Element | null)?.closest?.(PRESSABLE) as HTMLElement | null;
    if (!el || el.closest('[data-press="own"]')) return;
    if (lit && lit !== el) {
      lit.classList.remove('pressed');
      lit = null;
    }
    target = el;
    press.start(e.clientX, e.clientY, e.pointerType as PointerKind);
  };
  const move = (e: PointerEvent) => {
    if (target) press.move(e.clientX, e.clientY, target.getBoundingClientRect());
  };
  const up = (e: PointerEvent) => press.end(e.clientX, e.clientY);
  const cancel = () => press.cancel();
  const opts = { capture: true, passive: true } as const;
  root.addEventListener('pointerdown', down, opts);
  root.addEventListener('pointermove', move, opts);
  root.addEventListener('pointerup', up, opts);
  root.addEventListener('pointercancel', cancel, opts);
  return () => {
    root.removeEventListener('pointerdown', down, opts);
    root.removeEventListener('pointermove', move, opts);
    root.removeEventListener('pointerup', up, opts);
    root.removeEventListener('pointercancel', cancel, opts);
  };
}
