// Side menu and chat popup load on first open: neither is needed for the first paint.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { overlay } from '../state/menus';

const SideMenu = lazy(() => import('./SideMenu'));
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
