// The operator CLI's commands for what members read and for keeping the site: messages,
// announcements, banners, promotion reviews, contract answers, content import, backups.
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as operator from '../../src/api/calls/operator.ts';
import { textToHtml } from '../../server/operator/text-html.ts';
import { CliError, call, download } from './client.ts';
import { type Command, type Context, choice, flag, idArg, optionalFlag, usageError } from './command.ts';
import { restore } from './restore.ts';

function readJson(c: Command, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw usageError(c, `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not JSON: ${(e as Error).message}`);
  }
}

/** --body as stored HTML: escaped text unless --html says it already is HTML. */
const bodyHtml = (c: Command, ctx: Context, name = 'body') =>
  ctx.args.flags.get('html') === true ? flag(c, ctx, name) : textToHtml(flag(c, ctx, name));

const message: Command = {
  words: ['message'],
  usage: 'message send --to <user|all> --title <title> --body <text> [--html]',
  summary: "put a message in one member's inbox, or every real-money member's",
  help: '--body is plain text (blank lines start paragraphs) unless --html. "all" reaches every real-money account (types 0, 1, 2: the others cannot open the inbox).',
  async run(ctx, rest) {
    choice(this, rest, 0, ['send'] as const);
    const params = {
      to: flag(this, ctx, 'to'),
      title: flag(this, ctx, 'title'),
      body: flag(this, ctx, 'body'),
      html: ctx.args.flags.get('html') === true,
    };
    const r = (await call(ctx.connect(), operator.inboxSend, params)) as { sent: number };
    return { value: r, text: `Sent to ${r.sent} member(s)` };
  },
};

const announcement: Command = {
  words: ['announcement'],
  usage:
    'announcement publish --type PL|A|PU|B|PR --title <t> --body <text> [--audience A|B|F] [--html] | announcement publish --file <one.json> | announcement retire <id>',
  summary: 'publish an announcement (notice, pop-up, …) or retire one',
  help: 'Types: PL player notice, A agent notice, PU home pop-up, B banner notice, PR promotion notice. Audience: A logged in, B everyone (default), F also on first login. --title/--body are the Portuguese text; a --file holds the whole announcement with every language (docs/content.md). Retired announcements stop showing at once.',
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['publish', 'retire'] as const);
    if (action === 'retire') {
      const r = (await call(ctx.connect(), operator.announcementRetire, { id: idArg(this, rest, 1, 'the id') })) as {
        id: number;
        retiredAt: string;
      };
      return { value: r, text: `Announcement ${r.id} retired (${r.retiredAt})` };
    }
    const file = optionalFlag(ctx, 'file');
    const body = file
      ? (readJson(this, file) as Record<string, unknown>)
      : {
          type: flag(this, ctx, 'type'),
          ...(optionalFlag(ctx, 'audience') ? { audience: optionalFlag(ctx, 'audience') } : {}),
          texts: { pt: { title: flag(this, ctx, 'title'), html: bodyHtml(this, ctx) } },
        };
    const r = (await call(ctx.connect(), operator.announcementPublish, body)) as Published;
    return { value: r, text: `Announcement ${r.id} published${warningLines(r.warnings)}` };
  },
};

type Published = { id: number; warnings?: string[] };
/** The server's warnings (a picture phones will not show), one line each under the result. */
const warningLines = (warnings: readonly string[] | undefined): string =>
  (warnings ?? []).map((w) => `\nWARNING: ${w}`).join('');

const banner: Command = {
  words: ['banner'],
  usage:
    'banner publish --group m_home|m_live|m_newgame|m_reg --link <path> --title <t> [--image <url>] | banner publish --file <one.json> | banner retire <id>',
  summary: 'publish a banner (home carousel, …) or retire one',
  help: '--link is an in-app path (/m/activity) or an https address; --image a path on this site or an https address (without one the server draws a picture); a host not among the allowed image hosts (security.imageOrigins) is published with a warning: phones will not show it. --title is the Portuguese text; a --file holds every language (docs/content.md).',
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['publish', 'retire'] as const);
    if (action === 'retire') {
      const r = (await call(ctx.connect(), operator.bannerRetire, { id: idArg(this, rest, 1, 'the id') })) as {
        id: number;
        retiredAt: string;
      };
      return { value: r, text: `Banner ${r.id} retired (${r.retiredAt})` };
    }
    const file = optionalFlag(ctx, 'file');
    const body = file
      ? (readJson(this, file) as Record<string, unknown>)
      : {
          group: flag(this, ctx, 'group'),
          link: flag(this, ctx, 'link'),
          ...(optionalFlag(ctx, 'image') ? { image: optionalFlag(ctx, 'image') } : {}),
          titles: { pt: flag(this, ctx, 'title') },
        };
    const r = (await call(ctx.connect(), operator.bannerPublish, body)) as Published;
    return { value: r, text: `Banner ${r.id} published${warningLines(r.warnings)}` };
  },
};

const promotion: Command = {
  words: ['promotion'],
  usage: 'promotion review <promotion id> approve|reject --member <user>',
  summary: "decide a member's application to a REVIEW promotion",
  help: 'approve makes the reward claimable (the member claims it, and it pays once); reject refuses it. `pending` lists the applications.',
  async run(ctx, rest) {
    choice(this, rest, 0, ['review'] as const);
    const promotionId = idArg(this, rest, 1, 'the promotion id');
    const approve = choice(this, rest, 2, ['approve', 'reject'] as const) === 'approve';
    const r = (await call(ctx.connect(), operator.promotionReview, {
      promotionId,
      user: flag(this, ctx, 'member'),
      approve,
    })) as { userName: string; state: string };
    return { value: r, text: `Promotion ${promotionId} for ${r.userName}: ${r.state}` };
  },
};

const contract: Command = {
  words: ['contract'],
  usage: 'contract answer <request id> accept|reject',
  summary: "answer an agent's contract request on its party's behalf",
  help: 'A request that belongs to a salary or dividend contract decides that contract too. `pending` lists the requests.',
  async run(ctx, rest) {
    choice(this, rest, 0, ['answer'] as const);
    const requestId = idArg(this, rest, 1, 'the request id');
    const accept = choice(this, rest, 2, ['accept', 'reject'] as const) === 'accept';
    const r = (await call(ctx.connect(), operator.contractAnswer, { requestId, accept })) as {
      status: string;
      contract: { id: number; status: string } | null;
    };
    const text = `Request ${requestId}: ${r.status}${r.contract ? `; contract ${r.contract.id} is ${r.contract.status}` : ''}`;
    return { value: r, text };
  },
};

const content: Command = {
  words: ['content'],
  usage: 'content import <file.json>',
  summary: 'replace banners, announcements, help, promotions and winners from a file',
  help: 'Each section the file has replaces that section of the site; the others stay. The whole file is checked first and written in one transaction: a bad file changes nothing and the message names the field. Format: docs/content.md.',
  async run(ctx, rest) {
    choice(this, rest, 0, ['import'] as const);
    const file = rest[1];
    if (!file) throw usageError(this, 'the file is missing');
    const r = (await call(ctx.connect(), operator.contentImport, { content: readJson(this, file) })) as Record<
      string,
      unknown
    > & { warnings?: string[] };
    const text = `Imported: ${Object.entries(r)
      .filter(([k]) => k !== 'warnings')
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}${warningLines(r.warnings)}`;
    return { value: r, text };
  },
};

const backup: Command = {
  words: ['backup'],
  usage: 'backup <file> [--force]',
  summary: 'a consistent copy of the database, taken while the site serves',
  help: "SQLite's online backup API on the server; the file is written here (to <file>.part, renamed when complete). --force overwrites an existing file; a missing folder is created (mode 0700). Restore: stop the server, `npm run operator -- restore <file>`, start it.",
  async run(ctx, rest) {
    const file = rest[0];
    if (!file) throw usageError(this, 'the file is missing');
    if (existsSync(file) && ctx.args.flags.get('force') !== true)
      throw new CliError(`${file} exists; give --force to overwrite it`);
    const res = await download(ctx.connect(), operator.backup.path, 'application/vnd.sqlite3');
    // The folder a schedule names (backups/, /var/backups/aurora/) may not exist yet: made private.
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const part = `${file}.part`;
    try {
      await pipeline(
        Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        createWriteStream(part, { mode: 0o600 }),
      );
    } catch (e) {
      rmSync(part, { force: true });
      throw new CliError(`The backup stopped before the end: ${(e as Error).message}`);
    }
    renameSync(part, file);
    const bytes = Number(res.headers.get('content-length') ?? 0);
    return { value: { file, bytes }, text: `Backup written to ${file} (${bytes} bytes)` };
  },
};

const restoreCommand: Command = {
  words: ['restore'],
  usage: 'restore <file> [--data-dir DIR]',
  summary: 'put a backup in place of the database (the server must be stopped)',
  help: "Checks the backup (the seal this site's server put on it with DATA_DIR/backup-key, SQLite's integrity check, a schema version this server can open, exactly the tables, indexes, views and triggers the migrations create), refuses while a server has the database open, keeps the current database as site.db.before-restore-<time>, then puts the backup in its place. Start the server afterwards.",
  async run(ctx, rest) {
    const file = rest[0];
    if (!file) throw usageError(this, 'the file is missing');
    const r = restore(file, optionalFlag(ctx, 'data-dir'), ctx.env);
    return {
      value: r,
      text: `Restored ${file} into ${r.database}${r.previous ? `; the previous database is ${r.previous}` : ''}`,
    };
  },
};

export const CONTENT_COMMANDS: readonly Command[] = [
  message,
  announcement,
  banner,
  promotion,
  contract,
  content,
  backup,
  restoreCommand,
];
