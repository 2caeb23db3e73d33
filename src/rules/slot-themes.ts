// A slot game's theme: what its tile shows and which symbols its reels carry. A slot's name
// says what it is about ("Frozen Wolf", "Ancient Pharaoh Riches"): its subject word picks the
// theme and the hero drawn on the tile, so a wolf game shows wolves. A name with no known
// subject (an operator's own game) still gets a stable theme, chosen by a hash of the name. The build's
// art (scripts/art/) and the slot page read this one table.

export const SLOT_THEMES = ['wild', 'birds', 'desert', 'ocean', 'fruit', 'orient', 'fiesta', 'saga'] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

/** Each theme's four high symbols, highest first: what its reels carry besides the card ranks, wild and scatter. */
export const THEME_MOTIFS: Readonly<Record<SlotTheme, readonly [string, string, string, string]>> = {
  wild: ['wolf', 'panther', 'rhino', 'paw'],
  birds: ['toucan', 'parrot', 'owl', 'feather'],
  desert: ['pharaoh', 'pyramid', 'ankh', 'lamp'],
  ocean: ['galleon', 'koi', 'tortoise', 'pearl'],
  fruit: ['cherry', 'mango', 'apple', 'melon'],
  orient: ['samurai', 'lantern', 'lotus', 'fan'],
  fiesta: ['pinata', 'cactus', 'sombrero', 'maraca'],
  // Fire, ice and the north's legends.
  saga: ['viking', 'volcano', 'comet', 'shield'],
};

/** Subject word (lower case) → its theme and the motif that stands for it. */
const SUBJECTS: Readonly<Record<string, readonly [SlotTheme, string]>> = {
  wolf: ['wild', 'wolf'],
  panther: ['wild', 'panther'],
  jaguar: ['wild', 'panther'],
  rhino: ['wild', 'rhino'],
  toucan: ['birds', 'toucan'],
  parrot: ['birds', 'parrot'],
  falcon: ['birds', 'parrot'],
  owl: ['birds', 'owl'],
  phoenix: ['birds', 'feather'],
  pharaoh: ['desert', 'pharaoh'],
  sphinx: ['desert', 'pyramid'],
  temple: ['desert', 'ankh'],
  genie: ['desert', 'lamp'],
  galleon: ['ocean', 'galleon'],
  koi: ['ocean', 'koi'],
  tortoise: ['ocean', 'tortoise'],
  pearls: ['ocean', 'pearl'],
  cherry: ['fruit', 'cherry'],
  mango: ['fruit', 'mango'],
  orchard: ['fruit', 'apple'],
  samurai: ['orient', 'samurai'],
  lantern: ['orient', 'lantern'],
  lotus: ['orient', 'lotus'],
  pinata: ['fiesta', 'pinata'],
  cactus: ['fiesta', 'cactus'],
  comet: ['saga', 'comet'],
  volcano: ['saga', 'volcano'],
  viking: ['saga', 'viking'],
};

export interface SlotArt {
  theme: SlotTheme;
  /** The motif the tile shows large: the name's subject, or the theme's first. */
  hero: string;
}

/** FNV-1a: a stable pick for a name with no known subject. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The theme and hero of a slot game, from its (English) name; a name with no known subject gets a theme by its hash. */
export function slotArtOf(gameName: string): SlotArt {
  for (const word of gameName.toLowerCase().split(/[^a-z]+/)) {
    const known = SUBJECTS[word];
    if (known) return { theme: known[0], hero: known[1] };
  }
  const theme = SLOT_THEMES[hash(gameName) % SLOT_THEMES.length]!;
  return { theme, hero: THEME_MOTIFS[theme][0] };
}
