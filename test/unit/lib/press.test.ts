import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPress, PRESS } from '../../../src/lib/press';
import { fakeClock } from '../../setup/fake-clock.ts';

const BOX = { left: 0, top: 0, right: 100, bottom: 100 };

function setup() {
  const { clock, advance } = fakeClock();
  const log: string[] = [];
  const ripples: string[] = [];
  const stamp = (name: string) => () => (name.startsWith('ripple') ? ripples : log).push(`${name}@${clock.now()}`);
  const press = createPress(
    {
      onPressIn: stamp('in'),
      onPressOut: stamp('out'),
      onPress: stamp('press'),
      onLongPress: stamp('long'),
      onRippleStart: stamp('ripple'),
      onRippleEnd: stamp('rippleEnd'),
    },
    clock,
  );
  return { press, advance, log, ripples };
}

test('SPEC §9 press: constants are the spec values', () => {
  assert.equal(
    { ...PRESS },
    {
      pressInMs: 130,
      longPressMs: 370,
      pressOutMs: 100,
      retentionPx: 20,
      longPressCancelPx: 10,
      tapPx: 30,
      ignoreMouseAfterTouchMs: 300,
      rippleMs: 1000,
    },
  );
});

test('SPEC §9 press: the pressed look appears at 130 ms, not before', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(129);
  assert.equal(log, []);
  advance(1);
  assert.equal(log, ['in@130']);
});

test('SPEC §9 press: a tap fires onPress and keeps the pressed look 100 ms after release', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(200);
  press.end(52, 51);
  assert.equal(log, ['in@130', 'press@200']);
  advance(99);
  assert.equal(log.length, 2);
  advance(1);
  assert.equal(log, ['in@130', 'press@200', 'out@300']);
});

test('SPEC §9 press: a quick tap before 130 ms still shows the pressed look', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(40);
  press.end(50, 50);
  advance(100);
  assert.equal(log, ['in@40', 'press@40', 'out@140']);
});

test('SPEC §9 press: a long press fires at 370 ms and is not also a tap', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(370);
  assert.equal(log, ['in@130', 'long@370']);
  advance(500);
  press.end(50, 50);
  advance(100);
  assert.equal(log, ['in@130', 'long@370', 'out@970']);
});

test('SPEC §9 press: drifting more than 10 px cancels the long press but not the tap', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(100);
  press.move(61, 50, BOX);
  advance(400);
  assert.equal(log, ['in@130'], 'no long press');
  press.end(61, 50);
  assert.ok(log.includes('press@500'));
});

test('SPEC §9 press: a drift of exactly 10 px keeps the long press', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  press.move(60, 50, BOX);
  advance(370);
  assert.ok(log.includes('long@370'));
});

test('SPEC §9 press: leaving the element by more than 20 px cancels the press', () => {
  const { press, advance, log } = setup();
  press.start(90, 50, 'touch');
  advance(150);
  press.move(119, 50, BOX);
  assert.equal(log, ['in@130'], 'still within the 20 px retention');
  press.move(121, 50, BOX);
  assert.equal(log, ['in@130', 'out@150']);
  press.end(121, 50);
  advance(1000);
  assert.equal(log, ['in@130', 'out@150'], 'no press and no long press');
});

test('SPEC §9 press: a release 30 px or more from the start is not a tap', () => {
  const { press, advance, log } = setup();
  press.start(10, 50, 'touch');
  advance(200);
  press.move(40, 50, BOX);
  press.end(40, 50);
  assert.not.ok(log.some((l) => l.startsWith('press@')));
  assert.ok(log.includes('out@200'), 'the pressed look ends at once');
});

test('SPEC §9 press: mouse events within 300 ms of a touch are ignored, later ones count', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(50);
  press.end(50, 50);
  advance(100);
  press.start(50, 50, 'mouse');
  press.end(50, 50);
  assert.equal(log.filter((l) => l.startsWith('press@')).length, 1, 'the emulated mouse press is ignored');
  advance(200);
  press.start(50, 50, 'mouse');
  press.end(50, 50);
  assert.equal(log.filter((l) => l.startsWith('press@')).length, 2);
});

test('SPEC §9 press: cancel (scroll took over) ends the press without firing', () => {
  const { press, advance, log } = setup();
  press.start(50, 50, 'touch');
  advance(150);
  press.cancel();
  advance(1000);
  assert.equal(log, ['in@130', 'out@150']);
});

test('SPEC §9 ripple: the Android ripple starts with the pressed look and lasts 1 s, however short the tap', () => {
  const { press, advance, log, ripples } = setup();
  press.start(50, 50, 'touch');
  advance(40);
  press.end(50, 50);
  advance(100);
  assert.equal(log, ['in@40', 'press@40', 'out@140'], 'the pressed look is long gone');
  assert.equal(ripples, ['ripple@40']);
  advance(899);
  assert.equal(ripples, ['ripple@40'], 'still rippling at 939 ms');
  advance(1);
  assert.equal(ripples, ['ripple@40', 'rippleEnd@1040']);
});

test('SPEC §9 ripple: a held press ripples from 130 ms to 1130 ms; a scroll before 130 ms never ripples', () => {
  const { press, advance, ripples } = setup();
  press.start(50, 50, 'touch');
  advance(2000);
  press.end(50, 50);
  assert.equal(ripples, ['ripple@130', 'rippleEnd@1130']);
  const s = setup();
  s.press.start(50, 50, 'touch');
  s.advance(100);
  s.press.cancel();
  s.advance(2000);
  assert.equal(s.ripples, []);
});

test.run();
