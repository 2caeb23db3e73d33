// The pure half of the sanitizer. The DOM half (DOMPurify) is tested in Chromium:
// test/e2e/sanitize.spec.ts and the hostile announcement in test/e2e/messages.spec.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkKind, popupFontSize, pxToRem, safeDeclarations, safeExternalUrl } from '../../../src/lib/html-policy.ts';

test('SPEC §4/§9 popup pixel sizes are divided by 100 to get rem', () => {
  assert.is(pxToRem('28px'), '0.28rem');
  assert.is(pxToRem('14PX'), '0.14rem');
  assert.is(pxToRem('12.5px'), '0.125rem');
  assert.is(pxToRem('100px'), '1rem');
  assert.is(pxToRem('0px'), '0rem');
  assert.is(pxToRem('1.2em'), '1.2em', 'other units untouched');
  assert.is(pxToRem('calc(10px + 2em)'), 'calc(0.1rem + 2em)');
});

test('SPEC §4 popup font size: the rem of the 100px design root, scaled to this screen', () => {
  assert.is(popupFontSize('28px'), 'calc(0.28 * var(--popup-rem, 1rem))');
  assert.is(popupFontSize('large'), 'large');
});

test('inline styles: only text properties survive, popup font sizes scaled', () => {
  assert.equal(safeDeclarations('font-size:28px; color: #f00; position:fixed; top:0'), [
    ['font-size', '28px'],
    ['color', '#f00'],
  ]);
  assert.equal(safeDeclarations('font-size:28px', { popup: true }), [
    ['font-size', 'calc(0.28 * var(--popup-rem, 1rem))'],
  ]);
  assert.equal(safeDeclarations('COLOR: rgb(1, 2, 3) !important'), [['color', 'rgb(1, 2, 3)']]);
  assert.equal(safeDeclarations('color: burlywood'), [['color', 'burlywood']]);
});

test('inline styles: no url(), expression(), var(), escapes or garbage', () => {
  for (const s of [
    'background-color: url(https://evil/x)',
    'color: expression(alert(1))',
    'color: var(--x)',
    'color: \\72 ed',
    'color: red; background-image: url(x)',
    'color: "red"',
    'font-size: 1px/*x*/',
    'color:',
    ':red',
    'color: red;; ;',
    'behavior: url(x.htc)',
  ]) {
    const out = safeDeclarations(s);
    assert.ok(
      out.every(([, v]) => !/url|expression|var|\\|"|\/\*/.test(v)),
      s,
    );
  }
  assert.equal(safeDeclarations('color: red;; ;'), [['color', 'red']]);
});

const ORIGIN = 'https://aurora.example';
test('links: same origin stays in the app, other sites open apart, other schemes are dropped', () => {
  assert.equal(linkKind('/m/rewardCenter', ORIGIN), { kind: 'internal', path: '/m/rewardCenter' });
  assert.equal(linkKind('https://aurora.example/m/help?i=2#terms', ORIGIN), {
    kind: 'internal',
    path: '/m/help?i=2#terms',
  });
  assert.equal(linkKind('https://www.gov.br/x', ORIGIN), { kind: 'external', url: 'https://www.gov.br/x' });
  assert.equal(linkKind('//evil.example/x', ORIGIN), { kind: 'external', url: 'https://evil.example/x' });
  assert.equal(linkKind('mailto:help@aurora.example', ORIGIN), { kind: 'external', url: 'mailto:help@aurora.example' });
  for (const bad of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'intent://x#Intent;end',
    'http://[bad',
  ]) {
    assert.equal(linkKind(bad, ORIGIN), { kind: 'drop' }, bad);
  }
});

test('external URLs from configuration: http(s) only', () => {
  assert.is(safeExternalUrl(' https://t.me/x '), 'https://t.me/x');
  assert.is(safeExternalUrl('javascript:alert(1)'), null);
  assert.is(safeExternalUrl('https://'), null);
  assert.is(safeExternalUrl('tg://resolve?domain=x'), null);
});

test.run();
