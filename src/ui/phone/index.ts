// Phone details installed once, after the first paint (main.tsx imports this lazily, so it
// costs the first view nothing): press feedback for tiles and buttons and, on phones, the
// focused-field scroll (SPEC §9).
import { isMobile } from '../../lib/device';
import type { Clock } from '../../lib/press';
import { installFocusScroll } from './focus-scroll';
import { installPressFeedback } from './press-feedback';

const clock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
};
let installed = false;

export function installPhoneDetails(): void {
  if (installed) return;
  installed = true;
  installPressFeedback(document, clock);
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (isMobile(navigator.userAgent) || coarse) installFocusScroll(document, clock);
}
