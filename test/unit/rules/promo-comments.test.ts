// SPEC §5/§9 promotion comments: 140 characters, png or jpg by content, 5 MB each, at most 3
// (src/rules/promo-comments.ts, shared by the form and the server).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  commentLength,
  commentProblem,
  morePicturesAllowed,
  PICTURE_MAX_BYTES,
  pictureProblem,
  pictureTypeOf,
} from '../../../src/rules/promo-comments.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a....');

test('SPEC §9 a comment of 140 characters passes, 141 does not; an emoji counts as one; blank is empty', () => {
  assert.is(commentProblem('a'.repeat(140)), null);
  assert.is(commentProblem('a'.repeat(141)), 'promo.comment.tooLong');
  assert.is(commentLength('🎉'.repeat(140)), 140);
  assert.is(commentProblem('🎉'.repeat(140)), null);
  assert.is(commentProblem('   '), 'promo.comment.empty');
  assert.is(commentProblem(` ${'a'.repeat(140)} `), null, 'the spaces around are not counted');
});

test('SPEC §9 the picture type is read from its first bytes', () => {
  assert.is(pictureTypeOf(PNG), 'image/png');
  assert.is(pictureTypeOf(JPEG), 'image/jpeg');
  assert.is(pictureTypeOf(GIF), null);
  assert.is(pictureTypeOf(PNG.subarray(0, 4)), null, 'a cut-off signature is not a picture');
  assert.is(pictureProblem(GIF, 100), 'promo.picture.type');
});

test('SPEC §9 each picture is at most 5 MB, exactly 5 MB passes', () => {
  assert.is(pictureProblem(PNG, PICTURE_MAX_BYTES), null);
  assert.is(pictureProblem(JPEG, PICTURE_MAX_BYTES + 1), 'promo.picture.size');
});

test('SPEC §9 at most 3 pictures', () => {
  assert.ok(morePicturesAllowed(2));
  assert.not.ok(morePicturesAllowed(3));
});

test.run();
