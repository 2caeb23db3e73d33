// Start-up path: what moves on home on its own rests once the player leaves it untouched.
// The player's last touch, key, wheel or scroll of the page: the carousel, the marquee, the
// winners board and the jackpot run a few of their cycles after it, then stand still until the
// next one, so an untouched phone's main thread and compositor rest (no style work, no frames).
// The listeners only note the time: the parts that run check it when their rest falls due.

/** How many of its cycles a moving part runs after the player's last interaction. */
export const REST_CYCLES = 3;

const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

let last = Date.now();
const waiting = new Set<() => void>();
let listening = false;

function touched(): void {
  last = Date.now();
  if (waiting.size === 0) return;
  const woken = [...waiting];
  waiting.clear();
  for (const wake of woken) wake();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of EVENTS) window.addEventListener(type, touched, options);
  // The page's own scroll (an element's scroll does not reach the document: the carousel's
  // rotation is not the player's).
  document.addEventListener('scroll', touched, { passive: true });
}

/** When the player last interacted with the page (Date.now() time). */
export function lastActivity(): number {
  listen();
  return last;
}

/** Calls `wake` once, at the player's next interaction; returns the way to cancel it. */
export function onNextActivity(wake: () => void): () => void {
  listen();
  waiting.add(wake);
  return () => waiting.delete(wake);
}
