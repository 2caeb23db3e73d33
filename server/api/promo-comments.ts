// Promotion comments with pictures (SPEC §5, §9). A member comments on a promotion that takes
// comments; the text and each picture are checked with the form's own rules
// (src/rules/promo-comments.ts: length, type by content, size, count), each problem its own
// code; the pictures are kept privately and read back only by their owner and the operator,
// who approves or rejects each comment (audited).
import type { CommentPicture } from '../../src/api/types.ts';
import {
  COMMENT_MAX_CHARS,
  commentLength,
  PICTURE_MAX_BYTES,
  PICTURES_MAX,
  type PictureType,
  pictureTypeOf,
} from '../../src/rules/promo-comments.ts';
import {
  addComment,
  type CommentRefusal,
  commentsByStatus,
  commentsOf,
  pictureOf,
  reviewComment,
} from '../db/promo-comments.ts';
import { apiError } from '../http/errors.ts';
import { audited, targetOf } from '../operator/audit.ts';
import type { Handlers } from './context.ts';

const REFUSED: Record<CommentRefusal, () => Error> = {
  NOT_FOUND: () => apiError('NOT_FOUND', 'No such promotion'),
  COMMENTS_OFF: () => apiError('COMMENTS_OFF'),
  PENDING_LIMIT: () => apiError('COMMENTS_PENDING_LIMIT'),
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The pictures as the server keeps them: each a PNG or JPEG by its content, at most 5 MB. */
export function readPictures(list: readonly string[]): { mime: PictureType; bytes: Buffer }[] {
  if (list.length > PICTURES_MAX) throw apiError('PICTURES_TOO_MANY');
  return list.map((data, i) => {
    if (!BASE64.test(data)) throw apiError('PICTURE_TYPE', `pictures[${i}] is not base64`);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > PICTURE_MAX_BYTES) throw apiError('PICTURE_TOO_LARGE', `pictures[${i}] is over 5 MB`);
    const mime = pictureTypeOf(bytes);
    if (!mime) throw apiError('PICTURE_TYPE', `pictures[${i}] is not a PNG or JPEG image`);
    return { mime, bytes };
  });
}

const asPicture = (p: { mime: PictureType; bytes: Buffer }): CommentPicture => ({
  mime: p.mime,
  data: p.bytes.toString('base64'),
});

export const promoCommentHandlers: Handlers<
  | 'promotionComments'
  | 'promotionComment'
  | 'promotionCommentPicture'
  | 'commentList'
  | 'commentPicture'
  | 'commentReview'
> = {
  promotionComments: (ctx) => commentsOf(ctx.db, ctx.member.memberId, ctx.params.id),
  promotionComment: (ctx) => {
    const text = ctx.params.text.trim();
    if (commentLength(text) === 0) throw apiError('COMMENT_EMPTY');
    if (commentLength(text) > COMMENT_MAX_CHARS) throw apiError('COMMENT_TOO_LONG');
    const pictures = readPictures(ctx.params.pictures);
    const r = addComment(ctx.db, ctx.member.memberId, ctx.params.id, text, pictures);
    if (typeof r === 'string') throw REFUSED[r]();
    return r;
  },
  promotionCommentPicture: (ctx) => {
    const p = pictureOf(ctx.db, ctx.params.id);
    // Another member's picture answers as one that does not exist.
    if (!p || p.member_id !== ctx.member.memberId) throw apiError('NOT_FOUND', 'No such picture');
    return asPicture(p);
  },
  commentList: (ctx) => commentsByStatus(ctx.db, ctx.params.status ?? 'pending'),
  commentPicture: (ctx) => {
    const p = pictureOf(ctx.db, ctx.params.id);
    if (!p) throw apiError('NOT_FOUND', 'No such picture');
    return asPicture(p);
  },
  commentReview: audited(
    'commentReview',
    targetOf('comment', 'id'),
    (ctx) => {
      const r = reviewComment(
        ctx.db,
        ctx.params.id,
        ctx.params.decision === 'approve' ? 'approved' : 'rejected',
        ctx.actor,
      );
      if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such comment');
      if (r === 'REVIEWED') throw apiError('COMMENT_REVIEWED');
      return r;
    },
    (v) => ({ status: v.status }),
  ),
};
