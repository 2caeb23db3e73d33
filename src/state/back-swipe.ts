// Start-up path: the app sets the action from its first render.
// SPEC §2.2: what a back swipe does on the page on screen. The app sets it as pages change; the
// phone details (src/ui/phone/back-swipe.ts, installed after the first paint) listen for the
// swipe, so the first view carries none of that code.
export const backSwipeAction: { current: (() => void) | null } = { current: null };
