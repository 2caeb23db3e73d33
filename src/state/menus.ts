// Start-up path: the header, the footer menu and home open the overlays through it.
// Which overlay is open: one at a time, so the back button and focus have one owner.
import { signal } from '@preact/signals-react';

/** 'firstDeposit': the offer a player sees right after registering; 'balance': the header balance's breakdown. */
export type Overlay = 'sideMenu' | 'chat' | 'language' | 'firstDeposit' | 'balance' | null;
export const overlay = signal<Overlay>(null);
export const openSideMenu = () => {
  overlay.value = 'sideMenu';
};
export const toggleChat = () => {
  overlay.value = overlay.value === 'chat' ? null : 'chat';
};
export const closeOverlay = () => {
  overlay.value = null;
};
export const offerFirstDeposit = () => {
  overlay.value = 'firstDeposit';
};
