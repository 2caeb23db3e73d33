// Start-up path: home's menu and shortcuts draw these icons.
// Inline SVG icons: a few hundred bytes in the bundle instead of an icon font or requests.
/** Exported for the catalogue icons that draw the same picture (CatIcon). */
export const PATHS = {
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  gift: 'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 000-6M19 21c0-3-1-5-3-6',
  wallet: 'M3 7h16v12H3zM3 7l12-4v4M15 13h4',
  chat: 'M4 5h16v11H9l-5 4z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  refresh: 'M20 12a8 8 0 11-3-6.3M20 4v5h-5',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.6M6.6 6.6C3.9 8.4 2 12 2 12s4 7 10 7a9 9 0 005-1.5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  check: 'M5 12l5 5 9-10',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  fire: 'M12 21c-4 0-7-3-7-7 0-5 5-7 5-11 3 2 4 5 4 7 1-1 2-2 2-4 2 2 3 5 3 8 0 4-3 7-7 7z',
  moon: 'M20 14A8 8 0 1110 4a6 6 0 0010 10z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
} as const;

export type IconName = keyof typeof PATHS;
/** Icons that point along the reading direction: mirrored right-to-left (critical.css). */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'chevronLeft', 'chevronRight']);

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return strokeIcon(PATHS[name], size, DIRECTIONAL.has(name) ? 'icon-dir' : undefined);
}

/**
 * One stroked path on a 24-unit grid in the text colour, hidden from assistive technology (the
 * control names it). Shared with CatIcon; a function, so an icon stays one element in the tree.
 */
export function strokeIcon(d: string, size: number, className?: string) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
