// Promotion comments with pictures (SPEC §5, §9): a flag on the promotion says whether it takes
// them; each comment (at most 140 characters) waits for the operator's review; its pictures
// (png or jpg, at most 3, 5 MB each) are kept in the private database, never in a public folder.
export const sql = `
ALTER TABLE promotions ADD COLUMN accepts_comments INTEGER NOT NULL DEFAULT 0 CHECK (accepts_comments IN (0, 1));
CREATE TABLE IF NOT EXISTS promotion_comments (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL,
  reviewed_at TEXT NULL,
  reviewed_by TEXT NULL
);
CREATE TABLE IF NOT EXISTS promotion_comment_pictures (
  id INTEGER PRIMARY KEY,
  comment_id INTEGER NOT NULL REFERENCES promotion_comments(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS promotion_comments_member ON promotion_comments (member_id, promotion_id, id);
CREATE INDEX IF NOT EXISTS promotion_comments_status ON promotion_comments (status, id);
CREATE INDEX IF NOT EXISTS promotion_comment_pictures_comment ON promotion_comment_pictures (comment_id);
-- The shipped Friday reload promotion (an application the platform reviews) takes comments.
UPDATE promotions SET accepts_comments = 1 WHERE id = 3 AND kind = 'REVIEW';
`;
