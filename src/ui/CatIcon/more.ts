// The catalogue icons only the lazy screens draw (game classes beyond the home menu,
// filter, follow-us marks, the member centre's support entries). Importing this module
// registers them.
import { addCatIcons } from './index';

addCatIcons({
  BGS: 'M12 20a8 8 0 100-16 8 8 0 000 16zM12 9v6M9 12h6',
  ESPORTS:
    'M6 9h12a3 3 0 013 3v2a3 3 0 01-5 2l-1-1H9l-1 1a3 3 0 01-5-2v-2a3 3 0 013-3zM8 11v3M6.5 12.5h3M16 12h.01M18 13h.01',
  COCKFIGHT: 'M7 20l2-5-3-4 2-5 3 2 3-3 1 4 4 2-3 3 1 6M10 9h.01',
  POKER: 'M7 3h10v18H7zM12 8l2.5 3.5L12 15l-2.5-3.5z',
  BINGO: 'M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16',
  FAV: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  INSTAGRAM:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zM12 16a4 4 0 100-8 4 4 0 000 8zM17.5 6.5h.01',
  TELEGRAM: 'M21 4L3 11l6 2 2 6 3-4 5 4z',
  YOUTUBE: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zM10 9l5 3-5 3z',
  WHATSAPP: 'M4 20l1.4-4A8 8 0 1112 20a8 8 0 01-4-1zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  TIKTOK: 'M14 3v11a4 4 0 11-4-4M14 3c0 3 2 5 5 5',
  KWAI: 'M5 4v16M5 12l8-8M5 12l8 8M15 9a3 3 0 106 0 3 3 0 00-6 0',
  TWITTER: 'M4 4l16 16M20 4L4 20',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4M12 17h.01',
});
