// SPEC §5 numeric captcha: the server sends pixels (a PNG), not shapes. A template-matching
// solver that knows the server's digit strokes (test/setup/captcha-solver.ts) reads plain
// renders of them, the proof that it works, and few of the captchas the server sends.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mulberry32 } from '../../server/db/seed-data/prng.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng } from '../../server/security/captcha-image.ts';
import { decodePng, solveCaptcha } from '../setup/captcha-solver.ts';
import { withAccounts } from '../setup/accounts.ts';

const answers = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Array.from({ length: 4 }, () => Math.floor(random() * 10)).join(''));

test('GET /wps/system/captcha answers a PNG data URL of 240 x 88 pixels; no SVG, no text', () =>
  withAccounts(async (_s, api) => {
    const c = await api.captcha();
    assert.match(c.image, /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(c.image.slice('data:image/png;base64,'.length), 'base64');
    const { w, h } = decodePng(png);
    assert.equal([w, h], [CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    assert.not.match(png.toString('latin1'), c.answer, 'the answer is nowhere in the bytes');
  }));

test('the solver reads plain renders of the same digits (its control): at least 9 of 10', () => {
  const list = answers(mulberry32(7), 10);
  const read = list.filter((a) => solveCaptcha(captchaPng(a, { distort: false })) === a).length;
  assert.ok(read >= 9, `read ${read} of 10`);
});

test('the solver reads few distorted captchas: at most 3 of 50 (1 with this seed; 7 of 300 random ones, 2.3 %)', () => {
  const random = mulberry32(20_261_122);
  const list = answers(random, 50);
  const read = list.filter((a) => solveCaptcha(captchaPng(a, { random })) === a).length;
  assert.ok(read <= 3, `read ${read} of 50`);
});

test.run();
