// index.html's elements are built from data (scripts/build/html.ts): a URL or text that holds
// markup characters must never end an attribute or an inline element early.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeAttribute, rawTextElement } from '../../../scripts/build/html.ts';

test('an element is written with its attributes in order, each value quoted', () => {
  assert.is(
    rawTextElement('script', { type: 'module', src: '/assets/main-X.js' }, ''),
    '<script type="module" src="/assets/main-X.js"></script>',
  );
});

test('an attribute value with quotes, ampersands or angle brackets stays one attribute', () => {
  assert.is(escapeAttribute('/a?b=1&c="2"<x>'), '/a?b=1&amp;c=&quot;2&quot;&lt;x>');
  const script = rawTextElement('script', { src: '" onload="alert(1)' }, '');
  const box = document.createElement('div');
  box.innerHTML = script;
  const parsed = box.querySelector('script')!;
  assert.is(parsed.getAttribute('src'), '" onload="alert(1)');
  assert.is(parsed.getAttribute('onload'), null);
});

test('inline text that would close its element early is refused, not written', () => {
  assert.throws(() => rawTextElement('script', {}, 'var a = "</script><script>alert(1)";'), /<\/script/);
  assert.throws(() => rawTextElement('style', {}, 'a{}</STYLE>'), /<\/style/);
  assert.is(rawTextElement('style', {}, ':root{--bg:#000}'), '<style>:root{--bg:#000}</style>');
});

test.run();
