// A slot's theme comes from its name's subject, so its tile and its reels show what its name says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SLOT_THEMES, slotArtOf, THEME_MOTIFS } from '../../../src/rules/slot-themes.ts';

test('a wolf game shows wolves, a pharaoh game Egypt, a koi game the ocean, whatever words surround the subject', () => {
  assert.equal(slotArtOf('Frozen Wolf'), { theme: 'wild', hero: 'wolf' });
  assert.equal(slotArtOf('Stellar Pharaoh Riches'), { theme: 'desert', hero: 'pharaoh' });
  assert.equal(slotArtOf('Carnival Koi Ways'), { theme: 'ocean', hero: 'koi' });
  assert.equal(slotArtOf('Jade Orchard Frenzy'), { theme: 'fruit', hero: 'apple' });
  // A jaguar is drawn as the theme's big cat; a falcon as its bird of prey.
  assert.equal(slotArtOf('Golden Jaguar Party').hero, 'panther');
});

test("every hero is one of its theme's motifs, and no motif belongs to two themes", () => {
  const all = SLOT_THEMES.flatMap((t) => THEME_MOTIFS[t]);
  assert.is(new Set(all).size, all.length);
  for (const name of [
    'Frozen Wolf',
    'Wild Toucan',
    'Ruby Temple Spins',
    'Sunset Pearls',
    'Samba Samurai',
    'Aztec Cherry',
    'Jade Pinata Spins',
    'Lucky Viking Rush',
  ])
    assert.ok(THEME_MOTIFS[slotArtOf(name).theme].includes(slotArtOf(name).hero), name);
});

test("an operator's own slot with no known subject still gets a stable theme from its name", () => {
  const a = slotArtOf('Fortuna do Sertão');
  assert.equal(slotArtOf('Fortuna do Sertão'), a);
  assert.ok((SLOT_THEMES as readonly string[]).includes(a.theme));
  assert.is(a.hero, THEME_MOTIFS[a.theme][0]);
  // Different unknown names spread over the themes rather than all landing on one.
  const themes = new Set(
    ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'].map((n) => slotArtOf(n).theme),
  );
  assert.ok(themes.size >= 3);
});

test.run();
