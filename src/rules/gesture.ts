// SPEC §2.2/§9: a back gesture is a horizontal swipe of more than 100 px toward the
// reading direction's end; it navigates back with no page animation.
export const SWIPE_BACK_PX = 100;

export interface Swipe {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function isBackSwipe(s: Swipe, rtl = false, threshold = SWIPE_BACK_PX): boolean {
  const dx = (s.x1 - s.x0) * (rtl ? -1 : 1);
  const dy = Math.abs(s.y1 - s.y0);
  // Mostly horizontal, so a vertical scroll with some drift never navigates.
  return dx > threshold && dy < dx / 2;
}
