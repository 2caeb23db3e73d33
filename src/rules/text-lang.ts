// Start-up path: home's banner titles and notices mark the language they arrived in.
// Content the server sent in another language than the player's (its `lang`, when the site's
// content lacked the asked one) is marked with that language and its direction, so English
// inside the Urdu page reads left to right as written ("Welcome bonus on your first deposit
// 100%", not "100% welcome bonus on your / first deposit"), and a screen reader speaks it as
// English. Content in the player's language needs nothing.
const RTL = /^(ar|fa|he|ur)(-|$)/i;

export interface TextLang {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function textLang(lang: string | undefined, ui: string): TextLang {
  if (!lang || lang.toLowerCase() === ui.toLowerCase()) return {};
  return { lang, dir: RTL.test(lang) ? 'rtl' : 'ltr' };
}
