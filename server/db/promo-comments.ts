// Promotion comments with pictures (SPEC §5, §9): a member's comment waits for the operator's
// review; its pictures are kept in the database (DATA_DIR, 0600: server/db/private-files.ts),
// read back only for their owner and the operator.
import type { OperatorPromotionComment, PromotionComment } from '../../src/api/types.ts';
import type { CommentStatus, PictureType } from '../../src/rules/promo-comments.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

interface CommentRow {
  id: number;
  promotion_id: number;
  member_id: number;
  text: string;
  status: CommentStatus;
  created_at: string;
  reviewed_at: string | null;
  pictures: string | null;
}

const COLUMNS = `c.id, c.promotion_id, c.member_id, c.text, c.status, c.created_at, c.reviewed_at,
  (SELECT group_concat(p.id) FROM promotion_comment_pictures p WHERE p.comment_id = c.id) AS pictures`;

const stmts = perDb((db) => ({
  accepts: db.prepare<
    [number],
    { accepts_comments: number; retired_at: string | null; starts_at: string; ends_at: string | null }
  >('SELECT accepts_comments, retired_at, starts_at, ends_at FROM promotions WHERE id = ?'),
  pendingOf: db.prepare<[number, number], { n: number }>(
    "SELECT COUNT(*) AS n FROM promotion_comments WHERE member_id = ? AND promotion_id = ? AND status = 'pending'",
  ),
  insert: db.prepare('INSERT INTO promotion_comments (promotion_id, member_id, text, created_at) VALUES (?, ?, ?, ?)'),
  insertPicture: db.prepare('INSERT INTO promotion_comment_pictures (comment_id, mime, bytes) VALUES (?, ?, ?)'),
  one: db.prepare<[number], CommentRow>(`SELECT ${COLUMNS} FROM promotion_comments c WHERE c.id = ?`),
  ofMember: db.prepare<[number, number], CommentRow>(
    `SELECT ${COLUMNS} FROM promotion_comments c WHERE c.member_id = ? AND c.promotion_id = ? ORDER BY c.id DESC`,
  ),
  byStatus: db.prepare<[string], CommentRow & { user_name: string; title: string | null }>(
    `SELECT ${COLUMNS}, m.user_name,
       (SELECT t.title FROM promotion_texts t WHERE t.promotion_id = c.promotion_id ORDER BY t.language = 'en' DESC LIMIT 1) AS title
     FROM promotion_comments c JOIN members m ON m.id = c.member_id WHERE c.status = ? ORDER BY c.id`,
  ),
  picture: db.prepare<[number], { member_id: number; mime: PictureType; bytes: Buffer }>(
    `SELECT c.member_id, p.mime, p.bytes FROM promotion_comment_pictures p
     JOIN promotion_comments c ON c.id = p.comment_id WHERE p.id = ?`,
  ),
  review: db.prepare(
    "UPDATE promotion_comments SET status = ?, reviewed_at = ?, reviewed_by = ? WHERE id = ? AND status = 'pending'",
  ),
}));

const toComment = (r: CommentRow): PromotionComment => ({
  id: r.id,
  promotionId: r.promotion_id,
  text: r.text,
  status: r.status,
  createdAt: r.created_at,
  reviewedAt: r.reviewed_at,
  pictures: r.pictures
    ? r.pictures
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [],
});

/** A member may have this many comments waiting for review on one promotion. */
export const PENDING_PER_PROMOTION = 3;

export type CommentRefusal = 'NOT_FOUND' | 'COMMENTS_OFF' | 'PENDING_LIMIT';

/** Whether the promotion takes a comment now: it exists, takes comments, is live and open. */
export function commentRefusal(db: Db, memberId: number, promotionId: number, now = Date.now()): CommentRefusal | null {
  const p = stmts(db).accepts.get(promotionId);
  if (!p) return 'NOT_FOUND';
  const open = Date.parse(p.starts_at) <= now && (p.ends_at === null || Date.parse(p.ends_at) > now);
  if (p.accepts_comments !== 1 || p.retired_at !== null || !open) return 'COMMENTS_OFF';
  if (stmts(db).pendingOf.get(memberId, promotionId)!.n >= PENDING_PER_PROMOTION) return 'PENDING_LIMIT';
  return null;
}

export function addComment(
  db: Db,
  memberId: number,
  promotionId: number,
  text: string,
  pictures: readonly { mime: PictureType; bytes: Buffer }[],
  now = Date.now(),
): PromotionComment | CommentRefusal {
  return db
    .transaction((): PromotionComment | CommentRefusal => {
      const refused = commentRefusal(db, memberId, promotionId, now);
      if (refused) return refused;
      const s = stmts(db);
      const id = Number(s.insert.run(promotionId, memberId, text, new Date(now).toISOString()).lastInsertRowid);
      for (const p of pictures) s.insertPicture.run(id, p.mime, p.bytes);
      return toComment(s.one.get(id)!);
    })
    .immediate();
}

export const commentsOf = (db: Db, memberId: number, promotionId: number): PromotionComment[] =>
  stmts(db).ofMember.all(memberId, promotionId).map(toComment);

export const commentsByStatus = (db: Db, status: CommentStatus): OperatorPromotionComment[] =>
  stmts(db)
    .byStatus.all(status)
    .map((r) => ({ ...toComment(r), userName: r.user_name, promotionTitle: r.title ?? '' }));

export const pictureOf = (db: Db, pictureId: number) => stmts(db).picture.get(pictureId) ?? null;

/** The operator's decision on a pending comment; a comment already decided keeps its decision. */
export function reviewComment(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  actor: string,
  now = Date.now(),
): PromotionComment | 'NOT_FOUND' | 'REVIEWED' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const row = s.one.get(id);
      if (!row) return 'NOT_FOUND' as const;
      if (s.review.run(status, new Date(now).toISOString(), actor, id).changes !== 1) return 'REVIEWED' as const;
      return toComment(s.one.get(id)!);
    })
    .immediate();
}
