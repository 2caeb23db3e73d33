import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBackSwipe, SWIPE_BACK_PX } from '../../../src/rules/gesture';

test('SPEC §9 back swipe: more than 100 px to the right goes back', () => {
  assert.is(SWIPE_BACK_PX, 100);
  assert.ok(isBackSwipe({ x0: 10, y0: 300, x1: 111, y1: 310 }));
  assert.not.ok(isBackSwipe({ x0: 10, y0: 300, x1: 110, y1: 300 }), 'exactly 100 px is not over 100');
});

test('SPEC §9 back swipe: leftward and mostly vertical moves do not navigate', () => {
  assert.not.ok(isBackSwipe({ x0: 300, y0: 300, x1: 100, y1: 300 }));
  assert.not.ok(isBackSwipe({ x0: 10, y0: 100, x1: 150, y1: 400 }), 'a scroll with drift');
});

test('SPEC §9 back swipe: right-to-left layouts swipe the other way', () => {
  assert.ok(isBackSwipe({ x0: 300, y0: 300, x1: 150, y1: 300 }, true));
  assert.not.ok(isBackSwipe({ x0: 10, y0: 300, x1: 200, y1: 300 }, true));
});

test.run();
