// The operator's content and site-keeping calls: publish and retire banners and
// announcements, import a content file (docs/content.md), read the audit log, take a backup.
// Operator-level calls; each action leaves an audit row (server/operator/audit.ts).
import { dirname } from 'node:path';
import { gameExists, importContent, publishAnnouncement, publishBanner, retire } from '../db/publishing.ts';
import { audited, auditEntries, targetOf } from '../operator/audit.ts';
import { snapshot, SQLITE_TYPE } from '../operator/backup.ts';
import { readContentFile } from '../operator/content-file.ts';
import { readAnnouncement, readBanner } from '../operator/content-schema.ts';
import { contentPictures, pictureHostWarnings } from '../operator/picture-hosts.ts';
import type { Handlers, OperatorContext, ParamsContext } from './context.ts';
import { apiError } from '../http/errors.ts';

function retired(
  ctx: OperatorContext & ParamsContext<'bannerRetire' | 'announcementRetire'>,
  what: 'banner' | 'announcement',
) {
  const id = ctx.params.id;
  const retiredAt = retire(ctx.db, what, id);
  if (retiredAt === null) throw apiError('NOT_FOUND', `No ${what} has the id ${id}`);
  return { id, retiredAt };
}

/** The backup is a file: a client that asks only for JSON is told so instead of getting bytes it cannot read. */
function wantsFile(accept: string | string[] | undefined): boolean {
  const a = String(accept ?? '*/*');
  return /application\/vnd\.sqlite3|application\/octet-stream|\*\/\*/.test(a);
}

export const operatorContentHandlers: Handlers<
  | 'announcementPublish'
  | 'announcementRetire'
  | 'bannerPublish'
  | 'bannerRetire'
  | 'contentImport'
  | 'auditLog'
  | 'backup'
> = {
  announcementPublish: audited(
    'announcementPublish',
    () => 'announcement',
    (ctx) => {
      const a = readAnnouncement(ctx.params, 'body');
      const warnings = pictureHostWarnings(ctx.site, contentPictures({ announcements: [a] }));
      return { id: publishAnnouncement(ctx.db, a), warnings };
    },
    (v) => ({ id: v.id }),
  ),
  announcementRetire: audited('announcementRetire', targetOf('announcement', 'id'), (ctx) =>
    retired(ctx, 'announcement'),
  ),
  bannerPublish: audited(
    'bannerPublish',
    () => 'banner',
    (ctx) => {
      const b = readBanner(ctx.params, 'body');
      // Published all the same (the operator may allow the host next), but said at once.
      const warnings = pictureHostWarnings(ctx.site, b.image ? [{ where: 'image', url: b.image }] : []);
      return { id: publishBanner(ctx.db, b), warnings };
    },
    (v) => ({ id: v.id }),
  ),
  bannerRetire: audited('bannerRetire', targetOf('banner', 'id'), (ctx) => retired(ctx, 'banner')),
  contentImport: audited(
    'contentImport',
    () => 'content',
    (ctx) => {
      const file = readContentFile(ctx.params.content, (id) => gameExists(ctx.db, id));
      const warnings = pictureHostWarnings(ctx.site, contentPictures(file));
      return { ...importContent(ctx.db, file), warnings };
    },
    ({ warnings: _, ...counts }) => counts,
  ),
  auditLog: (ctx) => auditEntries(ctx.db, ctx.params.limit ?? 20),
  backup: audited(
    'backup',
    () => 'database',
    async (ctx) => {
      if (!wantsFile(ctx.headers.accept))
        throw apiError('NOT_ACCEPTABLE', `The backup is a SQLite file: ask with Accept: ${SQLITE_TYPE}`);
      return snapshot(ctx.db, dirname(ctx.db.name));
    },
    (v) => ({ file: v.fileName }),
  ),
};
