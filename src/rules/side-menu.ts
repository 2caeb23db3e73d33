// Which entries the side menu and the chat popup show (SPEC §2.9, §2.12); the footer menu's
// are in footer-menu.ts, apart, as the first view draws them. Views map each id to its
// icon, label and action.

import type { CustomerServiceEntry, DownloadLink, ResourceType } from '../api/types.ts';

export type SideMenuId =
  | 'home'
  | 'hot'
  | 'categories'
  | 'category'
  | 'promotions'
  | 'rewardCenter'
  | 'appDownload'
  | 'customerService'
  | 'telegram'
  | 'feedback'
  | 'help'
  | 'responsible'
  | 'signOut';

/** Telegram carries the external link it opens; a category entry, the category it opens. */
export type SideMenuEntry =
  | { id: Exclude<SideMenuId, 'telegram' | 'category'> }
  | { id: 'telegram'; url: string }
  | { id: 'category'; category: string };

export interface SideMenuContext {
  loggedIn: boolean;
  /** Whitelabel switch REWCEN3. */
  rewardCentreOn: boolean;
  /** The TELEGRAM download-link URL, or null when none exists. */
  telegramLink: string | null;
  inNativeApp: boolean;
  /** Running as an installed home-screen web app. */
  standalone: boolean;
  /** A real-money member (types 0, 1, 2): responsible gaming is theirs to set. */
  realMember: boolean;
  /** The site's game categories in their order (HOT has its own entry); empty until loaded. */
  categories: readonly string[];
}

/** A link "exists" only when it has a usable URL; a blank URL would open nothing. */
function usable(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim() !== '';
}

/**
 * SPEC §2.9, in the order the menu shows them: home, hot, each game category, promotions…. Support that needs no configuration follows
 * the contacts (the feedback form, the help centre), then responsible gaming for a real-money
 * member. Sign-out comes last, away from the everyday entries, so it is hard to hit by
 * accident (it also asks for confirmation).
 */
export function sideMenuEntries(ctx: SideMenuContext): SideMenuEntry[] {
  const categories = ctx.categories.filter((c) => c !== 'HOT');
  // One entry per game category (SPEC §2.9); until the list has loaded, one entry to the lobby.
  const games: SideMenuEntry[] = categories.length
    ? categories.map((category) => ({ id: 'category', category }))
    : [{ id: 'categories' }];
  const entries: SideMenuEntry[] = [{ id: 'home' }, { id: 'hot' }, ...games, { id: 'promotions' }];
  if (ctx.rewardCentreOn) entries.push({ id: 'rewardCenter' });
  // Someone already in the app (native shell or installed web app) has nothing to download.
  if (!ctx.inNativeApp && !ctx.standalone) entries.push({ id: 'appDownload' });
  entries.push({ id: 'customerService' });
  if (usable(ctx.telegramLink)) entries.push({ id: 'telegram', url: ctx.telegramLink });
  entries.push({ id: 'feedback' }, { id: 'help' });
  if (ctx.loggedIn && ctx.realMember) entries.push({ id: 'responsible' });
  if (ctx.loggedIn) entries.push({ id: 'signOut' });
  return entries;
}

/** The first download link of a type with a usable URL, if any. */
export function linkUrl(links: readonly DownloadLink[], type: ResourceType): string | null {
  const found = links.find((l) => l.resourceType === type && usable(l.url));
  return found ? found.url : null;
}

export type ChatPopupEntry =
  /** `service.path` may be obfuscated (type '3', SPEC §3), so the view decodes it. */
  | { id: 'liveChat'; service: CustomerServiceEntry }
  | { id: 'whatsapp'; url: string }
  | { id: 'telegram'; url: string }
  | { id: 'inAppChat' }
  | { id: 'feedback' }
  | { id: 'help' };

export interface ChatPopupContext {
  customerService: readonly CustomerServiceEntry[];
  links: readonly DownloadLink[];
  /** Whitelabel switch CBS3: the platform's own chat. */
  cbs3: boolean;
}

/**
 * SPEC §2.12 chat popup, in the spec's order. Live chat uses the first LIVECHAT
 * customer-service entry that has a path; WhatsApp and Telegram come from the
 * download/social links (not from customer-service entries), as the spec says. The
 * feedback form and the help centre come last, always: a site with nothing configured
 * still offers a way to be heard and answers to read, never an empty popup.
 */
export function chatPopupEntries(ctx: ChatPopupContext): ChatPopupEntry[] {
  const entries: ChatPopupEntry[] = [];
  const live = ctx.customerService.find((c) => c.csType === 'LIVECHAT' && usable(c.path));
  if (live) entries.push({ id: 'liveChat', service: live });
  const whatsapp = linkUrl(ctx.links, 'WHATSAPP');
  if (whatsapp !== null) entries.push({ id: 'whatsapp', url: whatsapp });
  const telegram = linkUrl(ctx.links, 'TELEGRAM');
  if (telegram !== null) entries.push({ id: 'telegram', url: telegram });
  if (ctx.cbs3) entries.push({ id: 'inAppChat' });
  entries.push({ id: 'feedback' }, { id: 'help' });
  return entries;
}

/**
 * The contact a whole-screen status page (maintenance, region restriction) offers a visitor who
 * cannot sign in: a customer-service page it can open as it is (an obfuscated type '3' path is
 * decoded only by the chat popup), else WhatsApp, else Telegram; null when the site has none, and
 * the page then promises no contact (SPEC §8).
 */
export function statusPageContact(
  services: readonly CustomerServiceEntry[],
  links: readonly DownloadLink[],
): string | null {
  const service = services.find((c) => c.type !== '3' && usable(c.path) && /^https?:\/\//i.test(c.path));
  return service?.path ?? linkUrl(links, 'WHATSAPP') ?? linkUrl(links, 'TELEGRAM');
}
