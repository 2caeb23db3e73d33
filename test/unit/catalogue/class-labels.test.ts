// The game-class menu (SPEC §2.4) is built from the server's game types plus the categories
// split from them (BGS from slots, ESPORTS and COCKFIGHT from sports): two of its chips must
// never read the same, or a player cannot tell which one lists what.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SPLIT_CATEGORIES } from '../../../src/rules/vendor-groups';
import { GAME_TYPES } from '../../../server/db/seed-data/vendors';

const categories = [...GAME_TYPES.map((t) => t.gameType), ...Object.keys(SPLIT_CATEGORIES)];

for (const language of ['pt', 'en', 'ur']) {
  test(`SPEC §2.4 class menu (${language}): every category has its own label`, () => {
    const dict = JSON.parse(readFileSync(`i18n/${language}.json`, 'utf8')) as Record<string, string>;
    const labels = categories.map((c) => dict[`category.${c}`]);
    for (const [i, c] of categories.entries()) assert.ok(labels[i], `category.${c} has a ${language} label`);
    const seen = new Map<string, string>();
    for (const [i, c] of categories.entries()) {
      const label = (labels[i] ?? '').toLocaleLowerCase(language);
      assert.not.ok(seen.has(label), `${c} and ${seen.get(label)} both read "${labels[i]}"`);
      seen.set(label, c);
    }
  });
}

test('SPEC §2.4: video bingo (BGS, split from slots) and ball bingo (BINGO) are told apart', () => {
  const pt = JSON.parse(readFileSync('i18n/pt.json', 'utf8')) as Record<string, string>;
  assert.is(pt['category.BGS'], 'Vídeo bingo');
  assert.is(pt['category.BINGO'], 'Bingo');
});

test.run();
