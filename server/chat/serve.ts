// The in-app live chat the reference server provides under CBS3 (SPEC §2.10, §2.12, §4 Chat),
// standing in for the platform's chat vendor as server/demo/ stands in for game vendors.
// GET /support/chat?ticket=… redeems the one-time launch ticket (server/db/chat.ts) and
// answers the chat page with the chat key it uses for its two calls; a used, expired or
// unknown ticket gets a page that says so. The page has its own strict Content-Security-Policy.
//   GET  /support/chat/messages?after=<id>  the conversation after that message (X-Chat-Key)
//   POST /support/chat/messages {body}      the member writes (X-Chat-Key)
// The key travels in a header, never a cookie: a page on another site can neither send it nor
// make a browser send it, and the calls answer no CORS, so nothing else can read them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pageFiles, sendBody as send } from '../http/own-pages.ts';
import { serverFiles } from '../config.ts';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  chatKeyHolder,
  conversationStatus,
  markChatSeen,
  memberWrites,
  messagesAfter,
  recentMemberMessages,
  redeemChatTicket,
} from '../db/chat.ts';
import type { Db } from '../db/open.ts';
import { readBody } from '../http/body.ts';
import { fail, ok } from '../http/envelope.ts';
import { apiError } from '../http/errors.ts';
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES } from '../../src/rules/languages.ts';
import { CHAT_TEXTS, type ChatTexts } from './texts.ts';

// Templates are filled with every value escaped (the texts' JSON too, for its data block).
const { fill, sendAsset } = pageFiles(join(serverFiles, 'chat', 'public'));
const ASSETS: Record<string, string> = {
  '/support/chat.js': 'text/javascript; charset=utf-8',
  '/support/chat.css': 'text/css; charset=utf-8',
};
/** What a member's message may weigh as JSON: the longest message with room for escapes. */
const BODY_LIMIT_BYTES = 8 * 1024;

export const CHAT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': CHAT_CSP,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const textsOf = (language: string | null): { lang: string; dir: string; t: ChatTexts } => {
  const l = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { lang: l === 'pt' ? 'pt-BR' : l, dir: RTL_LANGUAGES.includes(l) ? 'rtl' : 'ltr', t: CHAT_TEXTS[l] };
};

/** The texts the page's script needs, as a JSON data block's content (never closes the block). */
const scriptTexts = (t: ChatTexts, max: number) =>
  JSON.stringify({
    you: t.you,
    agent: t.agent,
    count: t.count,
    required: t.required,
    tooLong: t.tooLong.replace('{max}', String(max)),
    sendFailed: t.sendFailed,
    tooFast: t.tooFast,
    offline: t.offline,
    expired: t.expired,
    send: t.send,
    sending: t.sending,
  }).replace(/</g, '\\u003c');

function page(req: IncomingMessage, res: ServerResponse, db: Db, url: URL): void {
  const ticket = url.searchParams.get('ticket') ?? '';
  const redeemed = ticket.length > 0 && ticket.length <= 64 ? redeemChatTicket(db, ticket) : null;
  if (!redeemed) {
    const { lang, dir, t } = textsOf(url.searchParams.get('language'));
    const html = fill('expired.html', { lang, dir, title: t.expiredTitle, body: t.expiredBody, back: t.back });
    send(req, res, 410, 'text/html; charset=utf-8', html, PAGE_HEADERS);
    return;
  }
  const { key, holder } = redeemed;
  const { lang, dir, t } = textsOf(holder.language);
  const html = fill('page.html', {
    ...t,
    lang,
    dir,
    key,
    max: CHAT_MESSAGE_MAX,
    back: holder.backUrl || '/m/home',
    back_label: t.back,
    count: t.count.replace('{n}', '0').replace('{max}', String(CHAT_MESSAGE_MAX)),
  }).replace('<!--texts-->', () => scriptTexts(t, CHAT_MESSAGE_MAX));
  send(req, res, 200, 'text/html; charset=utf-8', html, PAGE_HEADERS);
}

/** The member's text as stored: trimmed, present, at most CHAT_MESSAGE_MAX characters. */
export function messageBody(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { body?: unknown }).body : undefined;
  // Control characters other than line breaks and tabs go: nobody types them, and the operator
  // reads messages in a terminal, where an escape sequence could rewrite what is shown.
  const text = typeof raw === 'string' ? raw.replace(/[^\P{Cc}\n\t]/gu, '').trim() : '';
  if (text === '') throw apiError('CHAT_EMPTY');
  // Characters as the page counts them (code points), so an emoji is one, as the member sees it.
  if ([...text].length > CHAT_MESSAGE_MAX)
    throw apiError('CHAT_TOO_LONG', `A message is at most ${CHAT_MESSAGE_MAX} characters`);
  return text;
}

async function messages(req: IncomingMessage, res: ServerResponse, db: Db, url: URL): Promise<void> {
  const given = req.headers['x-chat-key'];
  const holder = typeof given === 'string' && given.length <= 64 ? chatKeyHolder(db, given) : null;
  if (!holder) throw apiError('CHAT_EXPIRED');
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'POST') {
    const text = messageBody(await readBody(req, BODY_LIMIT_BYTES));
    if (recentMemberMessages(db, holder.memberId, 60_000) >= CHAT_MESSAGES_PER_MINUTE) throw apiError('CHAT_TOO_FAST');
    ok(res, memberWrites(db, holder.memberId, text));
    return;
  }
  const after = Number(url.searchParams.get('after') ?? '0');
  if (!Number.isSafeInteger(after) || after < 0) throw apiError('BAD_PARAM', 'after must be a message id');
  const list = messagesAfter(db, holder.memberId, after);
  // What the page shows, the member has seen: those replies stop counting as unread.
  const newest = list.at(-1);
  if (newest) markChatSeen(db, holder.memberId, newest.id);
  ok(res, { messages: list, closed: conversationStatus(db, holder.memberId) === 'closed' });
}

/** Returns false for paths it does not serve (the caller goes on). */
export async function serveChat(req: IncomingMessage, res: ServerResponse, db: Db, url: URL): Promise<boolean> {
  const path = url.pathname;
  if (path === '/support/chat/messages') {
    if (req.method !== 'GET' && req.method !== 'POST') {
      fail(res, apiError('METHOD_NOT_ALLOWED', 'Use GET or POST'), { Allow: 'GET, POST' });
      return true;
    }
    await messages(req, res, db, url);
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const type = ASSETS[path];
  if (type) {
    sendAsset(req, res, path.slice('/support/'.length), type);
    return true;
  }
  if (path !== '/support/chat') return false;
  // A HEAD (a link checker, a preview) must not spend the member's one-time ticket.
  if (req.method === 'HEAD') send(req, res, 200, 'text/html; charset=utf-8', '', PAGE_HEADERS);
  else page(req, res, db, url);
  return true;
}
