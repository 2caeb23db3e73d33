// The member's head icon (SPEC §7 Member settings): one of the built-in pictures, a glyph on
// a coloured disc, drawn inline so it costs no request; '' or an unknown id is the default
// person. Decorative: the name next to it is what assistive technology reads.
import { isHeadIcon, type HeadIcon } from '../../rules/member-settings';
import { Icon } from '../Icon';

const GLYPHS: Record<HeadIcon, string> = {
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zM11 20h2v3h-2zM1 11h3v2H1zM20 11h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zM16.3 17.7l1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  leaf: 'M4 20C4 11 10 4 21 3c0 11-6 17-15 17l-2 1zM7 17c3-4 6-7 10-9-3 3-6 6-8 10z',
  wave: 'M2 13c2.5-3 4.5-3 7 0s4.5 3 7 0 4.5-3 6-1v4c-1.5-2-3.5-2-6 1s-4.5 3-7 0-4.5-3-7 0z',
  fire: 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 1.5-5 3-6 0 2 1 3 2 3 0-3 0-6 1-9z',
  gem: 'M6 3h12l4 6-10 12L2 9z',
};

export function Avatar({ icon, size = 48 }: { icon: string | undefined; size?: number }) {
  const glyph = Math.round(size * 0.55);
  if (!isHeadIcon(icon)) {
    return (
      <span className="avatar" aria-hidden="true" data-icon="">
        <Icon name="user" size={glyph} />
      </span>
    );
  }
  return (
    <span className={`avatar avatar-${icon}`} aria-hidden="true" data-icon={icon}>
      <svg width={glyph} height={glyph} viewBox="0 0 24 24" fill="currentColor" focusable="false" aria-hidden="true">
        <path d={GLYPHS[icon]} />
      </svg>
    </span>
  );
}
