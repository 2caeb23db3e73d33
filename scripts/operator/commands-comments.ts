// The operator CLI's review of promotion comments with pictures (SPEC §5, §9): list them by
// state, save a picture to look at it, approve or reject (each decision is audited).
import { writeFileSync } from 'node:fs';
import * as operator from '../../src/api/calls/operator.ts';
import type { CommentPicture, OperatorPromotionComment, PromotionComment } from '../../src/api/types.ts';
import { call } from './client.ts';
import { type Command, choice, flag, idArg, optionalFlag, usageError } from './command.ts';
import { table } from './format.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const comments: Command = {
  words: ['comments'],
  usage:
    'comments list [--status pending|approved|rejected] | comments picture <pictureId> --out <file> | comments approve <commentId> | comments reject <commentId>',
  summary: 'promotion comments with pictures: list those waiting for review, save a picture, approve or reject',
  help: 'list shows the comments in one state (pending unless --status says otherwise), the oldest first, with the member, the promotion, the text and the ids of its pictures. picture saves one picture to --out (a PNG or JPEG file; pictures are kept privately and are not reachable by any public address). approve and reject decide a pending comment; the member sees the decision on the promotion page. A decided comment keeps its decision.',
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['list', 'picture', 'approve', 'reject'] as const);
    if (action === 'list') {
      const asked = optionalFlag(ctx, 'status') ?? 'pending';
      if (!(STATUSES as readonly string[]).includes(asked))
        throw usageError(this, '--status must be pending, approved or rejected');
      const status = asked as (typeof STATUSES)[number];
      const list = (await call(ctx.connect(), operator.commentList, { status })) as OperatorPromotionComment[];
      const text = table(
        `Promotion comments: ${status}`,
        ['id', 'member', 'promotion', 'comment', 'pictures', 'at'],
        list.map((c) => [
          String(c.id),
          c.userName,
          c.promotionTitle,
          c.text,
          c.pictures.join(' ') || '-',
          c.createdAt.slice(0, 16).replace('T', ' '),
        ]),
      );
      return { value: list, text };
    }
    if (action === 'picture') {
      const id = idArg(this, rest, 1, 'the picture id');
      const out = flag(this, ctx, 'out');
      const p = (await call(ctx.connect(), operator.commentPicture, { id })) as CommentPicture;
      const bytes = Buffer.from(p.data, 'base64');
      writeFileSync(out, bytes, { mode: 0o600 });
      return {
        value: { id, mime: p.mime, bytes: bytes.length, file: out },
        text: `Picture ${id} (${p.mime}, ${bytes.length} bytes) saved to ${out}`,
      };
    }
    const id = idArg(this, rest, 1, 'the comment id');
    const c = (await call(ctx.connect(), operator.commentReview, {
      id,
      decision: action === 'approve' ? 'approve' : 'reject',
    })) as PromotionComment;
    return { value: c, text: `Comment ${c.id} ${c.status}` };
  },
};

export const COMMENT_COMMANDS: readonly Command[] = [comments];
