import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  audienceOf,
  isPopupStore,
  POPUP_AUTOPLAY_MS,
  POPUP_LOAD_DELAY_MS,
  popupItemsFor,
  popupSignature,
  rememberClosed,
  shouldShowPopup,
} from '../../../src/rules/popup-audience.ts';

const item = (title: string, execution: string, content = `<p>${title}</p>`) => ({ title, content, execution });
const A = item('For members', 'A');
const B = item('For visitors', 'B');
const F = item('First login', 'F');
const ALL = [A, B, F];

test('SPEC §4 popup audience: A is a logged-in member, B a visitor', () => {
  assert.is(audienceOf(null), 'B');
  assert.is(audienceOf({ firstTimeLogin: false }), 'A');
  assert.is(audienceOf({ firstTimeLogin: true }), 'A');
});

test('SPEC §4 popup audience: visitors see B items only', () => {
  assert.equal(popupItemsFor(ALL, null), [B]);
});

test('SPEC §4 popup audience: members see A items; F items too on a first-time login only', () => {
  assert.equal(popupItemsFor(ALL, { firstTimeLogin: false }), [A]);
  assert.equal(popupItemsFor(ALL, {}), [A]);
  assert.equal(popupItemsFor(ALL, { firstTimeLogin: true }), [A, F], 'server order kept');
  assert.equal(popupItemsFor([item('x', 'Z')], { firstTimeLogin: true }), [], 'unknown executions show to nobody');
});

test('SPEC §4 popup re-show: shown when nothing is stored or show was not set to false', () => {
  assert.is(shouldShowPopup([A], undefined), true);
  assert.is(shouldShowPopup([A], { show: true, list: popupSignature([A]) }), true);
});

test('SPEC §4 popup re-show: nothing to show never shows, whatever is stored', () => {
  assert.is(shouldShowPopup([], undefined), false);
  assert.is(shouldShowPopup([], { show: false, list: ['old'] }), false);
});

test('SPEC §4 popup re-show: after closing, the same list stays hidden; a changed title or content shows it again', () => {
  const closed = rememberClosed({}, 'A', [A]);
  assert.equal(closed, { A: { show: false, list: ['For members\n<p>For members</p>'] } });
  assert.is(shouldShowPopup([A], closed.A), false);
  assert.is(shouldShowPopup([item('For members', 'A', '<p>changed</p>')], closed.A), true, 'content changed');
  assert.is(shouldShowPopup([item('Renamed', 'A', A.content)], closed.A), true, 'title changed');
  assert.is(shouldShowPopup([A, item('New', 'A')], closed.A), true, 'an item added');
  assert.is(shouldShowPopup([item('New', 'A'), A].slice(1), closed.A), false, 'back to the same list');
});

test('SPEC §4 popup re-show: order matters, and each audience is remembered apart', () => {
  const two = [A, item('Second', 'A')];
  const closed = rememberClosed({}, 'A', two);
  assert.is(shouldShowPopup([...two].reverse(), closed.A), true);
  const both = rememberClosed(closed, 'B', [B]);
  assert.is(shouldShowPopup(two, both.A), false, 'closing B kept A');
  assert.is(shouldShowPopup([B], both.B), false);
  assert.is(shouldShowPopup([B], closed.B), true, 'B was never closed before');
});

test('SPEC §3 local key ANNOUNT: a malformed stored value counts as nothing stored', () => {
  assert.is(isPopupStore({}), true);
  assert.is(isPopupStore({ A: { show: false, list: ['x'] } }), true);
  for (const bad of [
    null,
    [],
    'x',
    { C: { show: false, list: [] } },
    { A: { show: 'no', list: [] } },
    { A: { show: false, list: [1] } },
  ]) {
    assert.is(isPopupStore(bad), false, JSON.stringify(bad));
  }
});

test('SPEC §9 popup timing: list loads 500 ms after mount, autoplay 5000 ms', () => {
  assert.equal([POPUP_LOAD_DELAY_MS, POPUP_AUTOPLAY_MS], [500, 5000]);
});

test('SPEC §4 popup re-show: the same announcements closed in one language do not greet the player again in another; new ones do', () => {
  const pt = [
    { id: 4, title: 'Baixe o aplicativo', content: '<p>Instale</p>', execution: 'B' },
    { id: 9, title: 'Torneio', content: '<p>Jogue</p>', execution: 'B' },
  ];
  const en = [
    { id: 4, title: 'Get the app', content: '<p>Install</p>', execution: 'B' },
    { id: 9, title: 'Tournament', content: '<p>Play</p>', execution: 'B' },
  ];
  const closed = rememberClosed({}, 'B', pt, 'pt');
  assert.equal(closed.B, { show: false, list: popupSignature(pt), ids: [4, 9], lang: 'pt' });
  assert.ok(isPopupStore(closed), 'what is stored reads back');
  assert.is(shouldShowPopup(pt, closed.B, 'pt'), false);
  assert.is(shouldShowPopup(en, closed.B, 'en'), false, 'the same two, in English');
  assert.is(
    shouldShowPopup([...en, { id: 12, title: 'New', content: '', execution: 'B' }], closed.B, 'en'),
    true,
    'a new one',
  );
  assert.is(
    shouldShowPopup([{ ...pt[0]!, content: '<p>Agora com bônus</p>' }, pt[1]!], closed.B, 'pt'),
    true,
    'changed in the language it was read in: shown again (SPEC §4)',
  );
  assert.is(isPopupStore({ B: { show: false, list: [], ids: ['4'] } }), false, 'ids are numbers');
});

test.run();
