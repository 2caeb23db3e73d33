// SPEC §5/§9 promotion comments: at most 140 characters; png or jpg pictures, at most 3, 5 MB
// each. One set of rules for the form (a message per problem, before anything is sent) and for
// the server (the same checks on what arrives). A picture's type is read from its first bytes,
// never from its name or the type the browser claims.

export const COMMENT_MAX_CHARS = 140;
export const PICTURES_MAX = 3;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A picture sent as base64 is 4/3 of its size: the longest text a 5 MB picture can be. */
export const PICTURE_MAX_BASE64 = Math.ceil(PICTURE_MAX_BYTES / 3) * 4;

export type PictureType = 'image/png' | 'image/jpeg';
export type CommentStatus = 'pending' | 'approved' | 'rejected';

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const commentLength = (text: string): number => [...text].length;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** The picture's type by its content (PNG or JPEG signature), or null: not a picture the site takes. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/** The comment's problem as its message key, or null when it may be sent. */
export function commentProblem(text: string): string | null {
  const n = commentLength(text.trim());
  if (n === 0) return 'promo.comment.empty';
  if (n > COMMENT_MAX_CHARS) return 'promo.comment.tooLong';
  return null;
}

/** One picture's problem as its message key (type by content, then size), or null. */
export function pictureProblem(head: Uint8Array, size: number): string | null {
  if (!pictureTypeOf(head)) return 'promo.picture.type';
  if (size > PICTURE_MAX_BYTES) return 'promo.picture.size';
  return null;
}

/** Whether one more picture may be added to `count`. */
export const morePicturesAllowed = (count: number): boolean => count < PICTURES_MAX;
