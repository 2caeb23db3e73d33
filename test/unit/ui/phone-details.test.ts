// SPEC §9 phone details: page-wide press feedback on tiles and buttons, the focused-field
// scroll, no zoom on focus (inputs at least 16 px, viewport meta), safe-area insets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installFocusScroll, FOCUS_SCROLL_MS } from '../../../src/ui/phone/focus-scroll.ts';
import { installPressFeedback } from '../../../src/ui/phone/press-feedback.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function pointer(el: Element, type: string, x = 10, y = 10, pointerType = 'touch') {
  el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerType } as PointerEventInit));
}

test.after.each(() => {
  document.body.innerHTML = '';
});

test('SPEC §9 press: a game tile gets the pressed look at 130 ms and loses it 100 ms after the finger lifts', () => {
  const { clock, advance } = fakeClock();
  document.body.innerHTML =
    '<div class="gt"><button class="gt-open"><span class="gt-name">Fortune</span></button></div>';
  const stop = installPressFeedback(document, clock);
  const tile = document.querySelector('.gt-open')!;
  pointer(tile.querySelector('.gt-name')!, 'pointerdown');
  advance(129);
  assert.not.ok(tile.classList.contains('pressed'));
  advance(1);
  assert.ok(tile.classList.contains('pressed'));
  pointer(tile, 'pointerup');
  advance(99);
  assert.ok(tile.classList.contains('pressed'));
  advance(1);
  assert.not.ok(tile.classList.contains('pressed'));
  stop();
});

test('SPEC §9 ripple: a quick tap on a button ripples for 1 s', () => {
  const { clock, advance } = fakeClock();
  document.body.innerHTML = '<button class="btn">OK</button>';
  const stop = installPressFeedback(document, clock);
  const btn = document.querySelector('button')!;
  pointer(btn, 'pointerdown');
  advance(30);
  pointer(btn, 'pointerup');
  assert.ok(btn.classList.contains('rippling'));
  advance(999);
  assert.ok(btn.classList.contains('rippling'), 'still rippling after 999 ms');
  advance(1);
  assert.not.ok(btn.classList.contains('rippling'));
  stop();
});

test('SPEC §9 press: a finger that leaves the button by more than 20 px drops the pressed look at once', () => {
  const { clock, advance } = fakeClock();
  document.body.innerHTML = '<button class="btn">OK</button>';
  const stop = installPressFeedback(document, clock);
  const btn = document.querySelector('button')!;
  btn.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 100, bottom: 40, width: 100, height: 40, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  pointer(btn, 'pointerdown', 50, 20);
  advance(200);
  pointer(btn, 'pointermove', 50, 61);
  assert.not.ok(btn.classList.contains('pressed'));
  stop();
});

test('SPEC §9 press: elements that run the press module themselves (data-press="own") and disabled buttons are left alone', () => {
  const { clock, advance } = fakeClock();
  document.body.innerHTML = '<button data-press="own" id="a">A</button><button disabled id="b">B</button>';
  const stop = installPressFeedback(document, clock);
  for (const id of ['a', 'b']) {
    const el = document.getElementById(id)!;
    pointer(el, 'pointerdown');
    advance(200);
    assert.not.ok(el.classList.contains('pressed'), id);
    pointer(el, 'pointerup');
  }
  stop();
});

test('SPEC §9 press: after uninstalling, presses change nothing', () => {
  const { clock, advance } = fakeClock();
  document.body.innerHTML = '<button>OK</button>';
  installPressFeedback(document, clock)();
  const btn = document.querySelector('button')!;
  pointer(btn, 'pointerdown');
  advance(200);
  assert.not.ok(btn.classList.contains('pressed'));
});

function field(html: string) {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild as HTMLElement;
  const calls: unknown[] = [];
  el.scrollIntoView = ((arg?: unknown) => {
    calls.push(arg);
  }) as typeof el.scrollIntoView;
  return { el, calls };
}

test('SPEC §9 focus: a focused input scrolls to the centre after 500 ms, not before', () => {
  const { clock, advance } = fakeClock();
  const { el, calls } = field('<input type="text" />');
  const stop = installFocusScroll(document, clock);
  el.focus();
  advance(FOCUS_SCROLL_MS - 1);
  assert.equal(calls, []);
  advance(1);
  assert.equal(calls, [{ block: 'center', inline: 'nearest' }]);
  assert.is(FOCUS_SCROLL_MS, 500);
  stop();
});

test('SPEC §9 focus: no scroll when focus has left the field within 500 ms', () => {
  const { clock, advance } = fakeClock();
  const { el, calls } = field('<textarea></textarea>');
  const stop = installFocusScroll(document, clock);
  el.focus();
  advance(300);
  el.blur();
  advance(500);
  assert.equal(calls, []);
  stop();
});

test('SPEC §9 focus: buttons and checkboxes do not scroll the page', () => {
  const { clock, advance } = fakeClock();
  for (const html of ['<button>x</button>', '<input type="checkbox" />']) {
    const { el, calls } = field(html);
    const stop = installFocusScroll(document, clock);
    el.focus();
    advance(600);
    assert.equal(calls, [], html);
    stop();
  }
});

const css = () => {
  const dir = join(ROOT, 'src', 'styles');
  // Every stylesheet, in the feature folders too (app.css imports them all).
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((n) => n.endsWith('.css'))
    .map((n) => ({ name: n, text: readFileSync(join(dir, n), 'utf8') }))
    .concat({ name: 'critical.css', text: readFileSync(join(ROOT, 'static', 'critical.css'), 'utf8') });
};

test('SPEC §9 iOS: no rule sets a text field below 16 px (iOS zooms in on focus below 16 px)', () => {
  const bad: string[] = [];
  for (const f of css()) {
    for (const m of f.text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      const size = /font-size:\s*(\d+(?:\.\d+)?)px/.exec(m[2]!)?.[1];
      if (size && Number(size) < 16 && /\b(input|select|textarea)\b|field-prefix/.test(m[1]!))
        bad.push(`${f.name}: ${m[1]!.trim()} ${size}px`);
    }
  }
  assert.equal(bad, []);
});

test('SPEC §9 iOS: the viewport covers the notch and is not fixed at a zoom', () => {
  const html = readFileSync(join(ROOT, 'static', 'index.html'), 'utf8');
  const meta = /<meta name="viewport" content="([^"]+)"/.exec(html)?.[1] ?? '';
  assert.match(meta, /width=device-width/);
  assert.match(meta, /viewport-fit=cover/);
  assert.not.match(meta, /user-scalable=no|maximum-scale=1(?!\d)/, 'pinch zoom stays available (WCAG 1.4.4)');
});

test('SPEC §1 installed web app: header, footer menu and side menu keep clear of the safe-area insets', () => {
  const all = css()
    .map((f) => f.text)
    .join('\n');
  const rule = (sel: string) =>
    new RegExp(`(^|[}\\s])${sel.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'm').exec(all)?.[2] ?? '';
  assert.match(rule('.hdr'), /safe-area-inset-top/);
  assert.match(rule('.hdr'), /safe-area-inset-left/);
  assert.match(rule('.footer-menu'), /safe-area-inset-bottom/);
  assert.match(rule('.footer-menu'), /safe-area-inset-left/);
  for (const side of ['top', 'right', 'bottom', 'left'])
    assert.match(rule('.side-menu'), new RegExp(`safe-area-inset-${side}`), `side menu ${side}`);
});

test.run();
