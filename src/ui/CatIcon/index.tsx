// Start-up path: home's game menu and shortcuts draw these icons.
// Catalogue icons (game classes, players' controls, follow-us marks) as inline SVG strokes:
// a few bytes each, no requests, and they take the text colour of either theme.
import { PATHS as ICON_PATHS, strokeIcon } from '../Icon';

/** Icons the home page (the first view) needs; more.ts adds the rest for the lazy screens. */
const PATHS: Record<string, string> = {
  RNG: ICON_PATHS.slots,
  LIVE: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 3v3M12 18v3M3 12h3M18 12h3',
  FISH: 'M3 12c4-6 11-6 15 0-4 6-11 6-15 0zM18 12l3-3v6zM8 11h.01',
  SPORTS:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M3.5 10H8M20.5 10H16M9.5 15l-3 4M14.5 15l3 4',
  CRASH: 'M4 20L20 4M14 4h6v6M4 14l3 3',
  GAMESHOW: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  HOT: ICON_PATHS.fire,
  NEW: 'M12 2l2 6h6l-5 4 2 7-5-4-5 4 2-7-5-4h6z',
  LOTTERY: 'M4 7h16v4a2 2 0 000 4v4H4v-4a2 2 0 000-4zM10 7v12',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  trophy: 'M8 4h8v6a4 4 0 01-8 0zM8 6H4a3 3 0 003 4M16 6h4a3 3 0 01-3 4M12 14v4M8 20h8',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20a4 4 0 01-4 3h-3',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
};

export const hasCatIcon = (name: string): boolean => Object.hasOwn(PATHS, name);

/** Lazy chunks add their icons here (more.ts) instead of weighing on the first view. */
export function addCatIcons(paths: Readonly<Record<string, string>>): void {
  Object.assign(PATHS, paths);
}

export function CatIcon({ name, size = 20 }: { name: string; size?: number }) {
  return strokeIcon(PATHS[name] ?? ICON_PATHS.slots, size);
}
