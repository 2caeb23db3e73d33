// Registers a happy-dom window as the global DOM for the unit suites (kept outside
// test/unit so uvu does not run it as a suite).
import { Window } from 'happy-dom';

const win = new Window({ url: 'http://127.0.0.1/m/home', width: 360, height: 740 });
const g = globalThis as unknown as Record<string, unknown>;
const KEYS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLAnchorElement',
  'Element',
  'Node',
  'Text',
  'DocumentFragment',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'TouchEvent',
  'FocusEvent',
  'InputEvent',
  'CustomEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'SVGElement',
  'HTMLImageElement',
  // Window-level events as browser code calls them bare (wouter's history patch calls dispatchEvent).
  'dispatchEvent',
  'addEventListener',
  'removeEventListener',
] as const;
for (const key of KEYS) {
  const value = (win as unknown as Record<string, unknown>)[key];
  if (value === undefined) continue;
  Object.defineProperty(g, key, {
    value: typeof value === 'function' && key[0] === key[0]!.toLowerCase() ? (value as () => unknown).bind(win) : value,
    configurable: true,
    writable: true,
  });
}
g.IS_REACT_ACT_ENVIRONMENT = true;
// The dictionaries' files, whole and home's first-view slices, which index.html's boot script
// names (src/boot/inline.ts, read by src/state/i18n.ts), under plain names.
g.__dictionaries = {
  whole: { pt: '/i18n/pt.json', en: '/i18n/en.json', ur: '/i18n/ur.json' },
  firstView: { pt: '/i18n/pt-first.json', en: '/i18n/en-first.json', ur: '/i18n/ur-first.json' },
};
