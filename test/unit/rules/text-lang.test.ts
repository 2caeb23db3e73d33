// Content in another language than the player's is marked with its language and direction.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { textLang } from '../../../src/rules/text-lang';

test("SPEC §1 UR: English content in the Urdu page is marked English, left to right; the page's own language needs nothing", () => {
  assert.equal(textLang('en', 'ur'), { lang: 'en', dir: 'ltr' });
  assert.equal(textLang('pt', 'ur'), { lang: 'pt', dir: 'ltr' });
  assert.equal(
    textLang('ur', 'pt'),
    { lang: 'ur', dir: 'rtl' },
    'Urdu content in a Portuguese page reads right to left',
  );
  assert.equal(textLang('ar-EG', 'en'), { lang: 'ar-EG', dir: 'rtl' });
  assert.equal(textLang('ur', 'ur'), {});
  assert.equal(textLang('EN', 'en'), {}, 'case does not matter');
  assert.equal(textLang(undefined, 'ur'), {}, 'a server that does not say: nothing is claimed');
  assert.equal(textLang('urx', 'pt'), { lang: 'urx', dir: 'ltr' }, 'only whole language codes');
});

test.run();
