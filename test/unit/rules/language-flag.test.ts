import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flagCountry, flagDrawn, flagEmoji } from '../../../src/rules/language-flag.ts';

test('SPEC §3 flags: the mappings the spec names', () => {
  const spec: Array<[string, string]> = [
    ['EN', 'US'],
    ['JA', 'JP'],
    ['KM', 'KH'],
    ['HI', 'IN'],
    ['TA', 'IN'],
    ['UR', 'PK'],
    ['PT', 'BR'],
    ['PT-BR', 'BR'],
  ];
  for (const [code, country] of spec) assert.is(flagCountry(code), country, code);
});

test('SPEC §3 flags: case, underscores and unlisted regions fall back to the language', () => {
  assert.is(flagCountry('pt_br'), 'BR');
  assert.is(flagCountry('en-AU'), 'US');
  assert.is(flagCountry(' ur '), 'PK');
  assert.is(flagCountry('zh-TW'), 'TW', 'a listed region wins');
  assert.is(flagCountry('zh-HK'), 'CN');
});

test('SPEC §3 flags: about 19 languages are mapped; an unknown code has no flag', () => {
  const codes = [
    'en',
    'en-gb',
    'ja',
    'km',
    'hi',
    'ta',
    'ur',
    'pt',
    'pt-br',
    'pt-pt',
    'zh',
    'zh-tw',
    'ko',
    'th',
    'vi',
    'id',
    'ms',
    'es',
    'bn',
    'my',
    'tl',
  ];
  assert.ok(codes.every((c) => flagCountry(c) !== null));
  for (const c of ['', 'xx', 'klingon', '-', 'fr-']) {
    assert.is(flagCountry(c), null, c);
    assert.is(flagEmoji(c), '', c);
  }
});

test('SPEC §3 flags: the flag is the country as regional-indicator emoji', () => {
  assert.is(flagEmoji('pt'), '🇧🇷');
  assert.is(flagEmoji('en'), '🇺🇸');
  assert.is(flagEmoji('ur'), '🇵🇰');
  assert.is(flagEmoji('hi'), '🇮🇳');
});

test('SPEC §2.3 language flags: drawn when the emoji font joins the pair into one picture; two letter boxes are not a flag', () => {
  assert.is(flagDrawn(24, 20), true, 'one picture about a letter wide');
  assert.is(flagDrawn(40, 20), false, 'two boxes side by side');
  assert.is(flagDrawn(29.9, 20), true);
  assert.is(flagDrawn(30, 20), false);
  assert.is(flagDrawn(0, 0), false, 'nothing measured: not claimed');
});

test.run();
