// Chat launch and the customer-service list (SPEC §3 customer-service entry, §4 chat, §7).
// Type '3' paths are obfuscated the way the client decrypts them (src/lib/cs-path.ts):
// crypto-js's AES passphrase format, written here with node:crypto so the server bundle
// needs no browser library. Obfuscation only: the key travels with the text.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { CustomerServiceEntry } from '../../src/api/types.ts';
import type { SiteConfig } from '../config.ts';
import { chatUnread, createChatTicket } from '../db/chat.ts';
import { markChatRead } from '../db/messages.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** OpenSSL EVP_BytesToKey with MD5 and one round: what crypto-js derives from a passphrase. */
function evpKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, passphrase, salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

/** base64("Salted__" + salt + AES-256-CBC(path)) followed by the 8-character key. */
export function obfuscatePath(
  path: string,
  key = Array.from(randomBytes(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join(''),
): string {
  if (key.length !== 8) throw new Error('the key is 8 characters');
  const salt = randomBytes(8);
  const { key: k, iv } = evpKey(Buffer.from(key, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', k, iv);
  const body = Buffer.concat([Buffer.from('Salted__'), salt, cipher.update(path, 'utf8'), cipher.final()]);
  return body.toString('base64') + key;
}

/** Entries as the client receives them: type '3' paths obfuscated, blank ones dropped. */
export function publicCustomerService(site: SiteConfig): CustomerServiceEntry[] {
  return (site.customerService ?? [])
    .filter((c) => typeof c.path === 'string' && c.path.trim() !== '')
    .map((c) => (c.type === '3' ? { ...c, path: obfuscatePath(c.path) } : { ...c }));
}

/** The chat section of the site config (docs/configuration.md); it is not sent to players. */
const chatSection = (site: SiteConfig) => (site as unknown as { chat?: { launchUrl?: unknown; inApp?: unknown } }).chat;

/** A vendor's chat the member is sent to; '' (or no chat section) means none is configured. */
export function launchUrl(site: SiteConfig): string {
  const chat = chatSection(site);
  return typeof chat?.launchUrl === 'string' ? chat.launchUrl.trim() : '';
}

/** The reference server's own live chat (server/chat/serve.ts): used when no vendor is configured. */
export const inAppChat = (site: SiteConfig): boolean => launchUrl(site) === '' && chatSection(site)?.inApp === true;

/** Whether the member has a chat to open at all: a vendor's, or the in-app one. */
export const hasChat = (site: SiteConfig): boolean => launchUrl(site) !== '' || inAppChat(site);

function webUrl(v: string, name: string): string {
  if (v !== '' && !/^https?:\/\/[^\s]+$/i.test(v)) throw apiError('BAD_PARAM', `${name} must be an http(s) URL`);
  return v;
}

export const chatHandlers: Handlers<'customerService' | 'chatLaunch' | 'chatUnread'> = {
  customerService: ({ site }) => ({ version: { pathList: publicCustomerService(site) } }),
  // SPEC §7 chat unread count: its own call, CBS3 only; type 4 is refused before this runs (access 'real').
  chatUnread: (ctx) => {
    // The module=CBS3 parameter is checked with the others (server/api/input/messages.ts).
    if (ctx.site.whitelabel.CBS3 !== true) throw apiError('FEATURE_OFF', 'Chat is not available');
    return { unReadCount: chatUnread(ctx.db, ctx.member.memberId) };
  },
  chatLaunch: (ctx) => {
    const s = ctx.member;
    if (ctx.site.whitelabel.CBS3 !== true) throw apiError('FEATURE_OFF', 'Chat is not available');
    const { language, headerColor, title } = ctx.params;
    const backUrl = webUrl(ctx.params.backUrl, 'backUrl');
    if (headerColor !== '' && !/^#[0-9a-fA-F]{3,8}$/.test(headerColor))
      throw apiError('BAD_PARAM', 'headerColor must be a #hex colour');
    if (inAppChat(ctx.site)) {
      // The page redeems the ticket once for its chat key; what it shows stops counting as unread.
      const ticket = createChatTicket(ctx.db, {
        memberId: s.memberId,
        sessionToken: ctx.token ?? '',
        language,
        backUrl,
      });
      return { chatUrl: `/support/chat?ticket=${ticket}&language=${language}` };
    }
    const base = launchUrl(ctx.site);
    if (!base) return { chatUrl: null };
    const url = new URL(base);
    // The ticket stands for the session on the chat side; a real platform signs it.
    url.searchParams.set('ticket', randomBytes(18).toString('base64url'));
    url.searchParams.set('language', language);
    if (backUrl) url.searchParams.set('backUrl', backUrl);
    if (headerColor) url.searchParams.set('headerColor', headerColor);
    if (title) url.searchParams.set('title', title);
    // Everything waiting in the chat is shown there: it stops counting as unread.
    markChatRead(ctx.db, s.memberId);
    return { chatUrl: url.toString() };
  },
};
