// Phone details installed once, after the first paint (main.tsx imports this lazily, so it
// costs the first view nothing): press feedback for tiles and buttons, the back swipe (SPEC
// §2.2), on phones the focused-field scroll (SPEC §9), and the whole dictionary at the first touch.
import { isMobile } from '../../lib/device';
import type { Clock } from '../../lib/press';
import { wholeDictionary } from '../../state/i18n';
import { installBackSwipe } from './back-swipe';
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
  installBackSwipe(document);
  // Home may be on its first-view dictionary (src/state/i18n.ts): the rest is asked at the
  // player's first touch or key, well before a tapped link's page loads (SPEC §9 press-in), so
  // that page rarely waits for it, and a visit that only looks at home never downloads it.
  for (const type of ['pointerdown', 'keydown'])
    document.addEventListener(type, () => void wholeDictionary(), { once: true, passive: true });
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (isMobile(navigator.userAgent) || coarse) installFocusScroll(document, clock);
}
