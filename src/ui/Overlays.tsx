// Side menu and chat popup load on first open: neither is needed for the first paint.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { overlay } from '../state/menus';

/** The header's menu button starts this on pointerdown, so the chunk is on its way before the tap ends. */
export const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(loadSideMenu);
const ChatPopup = lazy(() => import('./ChatPopup'));

export function Overlays() {
  useSignals();
  const open = overlay.value;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'sideMenu' && <SideMenu />}
      {open === 'chat' && <ChatPopup />}
    </Suspense>
  );
}
