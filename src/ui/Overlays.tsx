// Start-up path: main.tsx mounts the overlay layer (each overlay loads on first open).
// Side menu, chat popup and the balance breakdown load on first open: neither is needed for the first paint.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { loadOverlayView } from '../pages-loader';
import { overlay } from '../state/menus';

/** Loaded when the page is idle after start-up (and on the menu button's pointerdown, if not yet):
 * evaluating the chunk inside the tap cost 300 ms on a 4x slower CPU (tap latency). */
export const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(loadSideMenu);

const IDLE_PRELOAD_MS = 3000;
export function preloadSideMenuWhenIdle(): void {
  setTimeout(() => {
    loadSideMenu().catch(() => undefined);
  }, IDLE_PRELOAD_MS);
}
const ChatPopup = lazy(() => import('./ChatPopup'));
const FirstDepositOffer = lazy(() => import('./FirstDepositOffer'));
const BalanceBreakdown = lazy(() => loadOverlayView('member', 'BalanceBreakdown'));

export function Overlays() {
  useSignals();
  const open = overlay.value;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'sideMenu' && <SideMenu />}
      {open === 'chat' && <ChatPopup />}
      {open === 'firstDeposit' && <FirstDepositOffer />}
      {open === 'balance' && <BalanceBreakdown />}
    </Suspense>
  );
}
